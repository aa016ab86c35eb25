// A sold listing archived from the back office: archiving asks first and says what visitors will
// see; the public page then stays as a reference that says the property is sold and points to
// similar ones (never indexed) for the days the agency set, and answers "not found" after them.
import { createListing } from "../../app/.server/admin/listing-editor.ts";
import { canonicalPropertyPath } from "../../app/.server/catalog/property-lookup.ts";
import { setCurrentDatabase } from "../../app/.server/db/client.ts";
import { fillCount } from "../../app/i18n/fill.ts";
import { ADMIN_LISTING_MESSAGES } from "../../app/i18n/messages/admin-listings.ts";
import { catalogNl } from "../../app/i18n/messages/catalog-nl.ts";
import { announceChange, query, testDb } from "../support/e2e-database.ts";
import { draftListingValues } from "../support/listing-values.ts";
import { signedInManager } from "../support/staff-accounts.ts";
import { expect, expectNoAxeViolations, gotoHydrated, rememberDeclinedCookies, test } from "./fixtures.ts";

const p = ADMIN_LISTING_MESSAGES.nl.publish;

const title = `Verkochte woning ${Date.now().toString(36)}`;
let id = 0;
let dutchPath = "";
let germanPath = "";

test.beforeAll(async () => {
  setCurrentDatabase(testDb());
  id = await createListing(
    {
      values: draftListingValues({ price: 420_000, bedrooms: 3 }),
      texts: [
        {
          language: "nl",
          title,
          description: "Een woning.",
          priceUnitText: "",
        },
      ],
      videos: [],
      tours: [],
    },
    { id: null, name: "Reference Spec" },
  );
  // Published and sold, as an agent leaves a listing once the deed is signed.
  await query("update properties set status = 'published', published_at = now(), marquee = 3 where id = $1", [id]);
  await announceChange();
  dutchPath = (await canonicalPropertyPath(id, "nl", "nl")) ?? "";
  germanPath = (await canonicalPropertyPath(id, "de", "nl")) ?? "";
});

test.afterAll(async () => {
  await query("delete from properties where id = $1", [id]);
  await announceChange();
});

test("a sold listing archived from the back office stays as a reference for the agency's days, then is gone", async ({
  page,
  browser,
}) => {
  expect(dutchPath).toMatch(/^\/nl\/te-koop\/halle\//);

  const staff = await browser.newContext();
  await rememberDeclinedCookies(staff);
  await signedInManager(staff);
  const editor = await staff.newPage();
  await gotoHydrated(editor, `/admin/properties/${id}/`);
  // One click only opens the question: nothing is archived yet.
  await editor.locator(".admin-archive summary").click();
  await expect(editor.getByText(fillCount("nl", p.archiveHint, 90))).toBeVisible();
  expect(await query("select archived_at from properties where id = $1", [id])).toEqual([{ archived_at: null }]);
  await expectNoAxeViolations(editor);
  await editor.getByRole("button", { name: p.archiveConfirm, exact: true }).click();
  await expect(editor.getByText(p.archivedDone, { exact: true })).toBeVisible();
  await staff.close();

  const response = await page.goto(dutchPath);
  expect(response?.status()).toBe(200);
  await expect(page.getByText(catalogNl.detail.referenceSold)).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
  // The agency's own structured data stays; none describes the listing as on offer.
  const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(structured.join("\n")).not.toContain(title);
  // Sold: nobody is offered a visit or an offer any more.
  await expect(page.getByRole("link", { name: catalogNl.detail.askVisit })).toHaveCount(0);
  await page.getByRole("link", { name: catalogNl.detail.seeSimilar }).click();
  await expect(page).toHaveURL(/#similar-title$/);
  await expect(page.getByRole("heading", { level: 2, name: catalogNl.detail.similar })).toBeInViewport();

  await page.goto(germanPath);
  await expect(page.getByText("Diese Immobilie ist verkauft und steht nicht mehr zum Verkauf.")).toBeVisible();

  // The agency's 90 days are over: an old link finds nothing.
  await query("update properties set archived_at = now() - interval '91 days' where id = $1", [id]);
  await announceChange();
  // The server drops its kept pages when the change's notice reaches it, a moment later.
  await expect.poll(async () => (await page.request.get(dutchPath)).status()).toBe(404);
});
