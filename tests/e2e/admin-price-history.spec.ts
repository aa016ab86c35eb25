// Staff see a listing's advertised prices over time on its editor: a price lowered while the listing
// is online shows there with its date, before and after, in the staff member's language.
import { ADMIN_EDITING_MESSAGES } from "../../app/i18n/messages/admin-editing.ts";
import { ADMIN_LISTING_MESSAGES } from "../../app/i18n/messages/admin-listings.ts";
import { announceChange, query } from "../support/e2e-database.ts";
import { publishedTestListing } from "../support/listing-values.ts";
import { signedInManager } from "../support/staff-accounts.ts";
import { expect, expectNoAxeViolations, gotoHydrated, rememberDeclinedCookies, test } from "./fixtures.ts";

const t = ADMIN_LISTING_MESSAGES.nl;
let id = 0;

test.beforeAll(async () => {
  id = await publishedTestListing(`Prijs ${Date.now().toString(36)}`, 420_000, "Price Spec");
});

test.afterAll(async () => {
  await query("delete from properties where id = $1", [id]);
  await announceChange();
});

test("a price lowered while online is on the listing's price history, dated, with before and after", async ({
  browser,
}) => {
  const staff = await browser.newContext();
  await rememberDeclinedCookies(staff);
  await signedInManager(staff);
  const page = await staff.newPage();
  await gotoHydrated(page, `/admin/properties/${id}/`);
  const history = page.getByRole("region", { name: t.priceHistory.title });
  await expect(history).toContainText(t.priceHistory.none);

  await page.getByRole("textbox", { name: t.fields.price, exact: true }).fill("399.000");
  await page.getByRole("button", { name: ADMIN_EDITING_MESSAGES.nl.save, exact: true }).first().click();
  await expect(page.getByText(ADMIN_EDITING_MESSAGES.nl.saved)).toBeVisible();
  const row = history.getByRole("row").nth(1);
  await expect(row).toContainText("€ 420.000");
  await expect(row).toContainText("€ 399.000");
  await expect(row.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d\d-\d\dT/);
  await expectNoAxeViolations(page);
  await staff.close();
});
