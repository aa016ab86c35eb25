// A listing the agency described in Dutch only, opened in English: the page says the description is
// not written in English yet, marks the Dutch title and text as Dutch (a screen reader reads them as
// such), and is not indexed in English; in Dutch it is an ordinary page.
import { createListing } from "../../app/.server/admin/listing-editor.ts";
import { canonicalPropertyPath } from "../../app/.server/catalog/property-lookup.ts";
import { setCurrentDatabase } from "../../app/.server/db/client.ts";
import { catalogEn } from "../../app/i18n/messages/catalog-en.ts";
import { announceChange, query, testDb } from "../support/e2e-database.ts";
import { draftListingValues } from "../support/listing-values.ts";
import { expect, test } from "./fixtures.ts";

const title = `Halfopen bebouwing ${Date.now().toString(36)}`;
let id = 0;

test.beforeAll(async () => {
  setCurrentDatabase(testDb());
  id = await createListing(
    {
      values: draftListingValues({ price: 310_000 }),
      texts: [{ language: "nl", title, description: "Een lichte woning met tuin.", priceUnitText: "" }],
      videos: [],
      tours: [],
    },
    { id: null, name: "Languages Spec" },
  );
  await query("update properties set status = 'published', published_at = now() where id = $1", [id]);
  await announceChange();
});

test.afterAll(async () => {
  await query("delete from properties where id = $1", [id]);
  await announceChange();
});

test("a listing without an English text says so in English, marks its Dutch text, and is not indexed in English", async ({
  page,
}) => {
  await page.goto((await canonicalPropertyPath(id, "en", "nl")) ?? "");
  await expect(page.getByText(catalogEn.detail.untranslated)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: title })).toHaveAttribute("lang", "nl");
  await expect(page.getByText("Een lichte woning met tuin.")).toBeVisible();
  await expect(page.locator('[lang="nl"]', { hasText: "Een lichte woning met tuin." })).toHaveCount(1);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");

  await page.goto((await canonicalPropertyPath(id, "nl", "nl")) ?? "");
  await expect(page.getByRole("heading", { level: 1, name: title })).not.toHaveAttribute("lang", /./);
  await expect(page.locator(".untranslated-notice")).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});
