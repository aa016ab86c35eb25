// Amounts as settings, as a manager changes them and a visitor reads them. A manager sets the offer's
// advance to 5 % and the deposit to 2 months: the purchase offer, its thank-you page and a rental's
// visit booking quote them in Dutch and German; a value out of bounds is refused in the manager's own
// language with what was typed kept. (The cookie policy that follows the tracking settings is
// consent.spec.ts's, beside the consent dialog's tables.)
import type { Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { siteSettings } from "../../app/.server/db/schema.ts";
import { propertyFormHref } from "../../app/i18n/property-form-slugs.ts";
import { thankYouHref } from "../../app/i18n/thank-you-slugs.ts";
import { announceChange, query, testDb } from "../support/e2e-database.ts";
import { NBSP, openWhenItShows } from "../support/open-when-it-shows.ts";
import { newAccount } from "../support/staff-accounts.ts";
import { signInOnServer } from "../support/staff-sessions.ts";
import { expect, expectNoAxeViolations, rememberDeclinedCookies, test } from "./fixtures.ts";

/** A published listing of this goal (sale: 0) that shows its price, the oldest: the specs beside take the newest. */
async function listingOf(goal: "sale" | "rent"): Promise<{ id: number; details: unknown }> {
  const [property] = await query<{ id: number; details: unknown }>(
    `select id, details from properties where status = 'published' and ${goal === "sale" ? "goal = 0" : "goal <> 0"}
       and marquee <= 2 and publish_price order by id limit 1`,
  );
  if (!property) throw new Error(`no published listing for ${goal}`);
  return property;
}

/** A listing's page path in a language, as its page links it. */
async function listingPath(page: Page, id: number, language: "nl" | "de"): Promise<string> {
  await page.goto(`/property/${id}/`);
  if (language === "nl") return new URL(page.url()).pathname;
  const german = await page.locator('link[rel="alternate"][hreflang="de"]').getAttribute("href");
  return new URL(german ?? "", page.url()).pathname;
}

test.describe("the offer's advance and the rental conditions", () => {
  test.describe.configure({ mode: "serial" });

  let before: unknown;
  let rental: { id: number; details: unknown };

  test.beforeAll(async () => {
    [before] = (await testDb().select({ terms: siteSettings.terms }).from(siteSettings)).map((row) => row.terms);
    // Every demo rental names its deposit: this one names none while the tests run, so the agency's months apply.
    rental = await listingOf("rent");
    await query("update properties set details = details #- '{financial,deposit}' where id = $1", [rental.id]);
  });

  test.afterAll(async () => {
    await query("update properties set details = $2::jsonb where id = $1", [rental.id, JSON.stringify(rental.details)]);
    // Put back for the specs beside this one, as a change like any other.
    if (before)
      await testDb()
        .update(siteSettings)
        .set({ terms: before as typeof siteSettings.$inferSelect.terms, updatedAt: new Date() })
        .where(eq(siteSettings.id, 1));
    await announceChange();
  });

  test("a manager sets 5 % and 2 months, audited; a figure out of bounds is refused in the manager's language", async ({
    page,
    browser,
  }) => {
    // A German manager typing a figure out of bounds reads why in German, the figure still there.
    const german = await newAccount("manager", "Terms Verwalterin", { language: "de" });
    const context = await browser.newContext();
    await rememberDeclinedCookies(context);
    const germanPage = await context.newPage();
    await signInOnServer(germanPage, german.id, { twoFactor: true });
    await germanPage.goto("/admin/settings/terms/");
    const advanceDe = germanPage.getByLabel("Anzahlung bei Unterzeichnung (% des Verkaufspreises)");
    await advanceDe.fill("1.234,5");
    await germanPage.getByRole("button", { name: "Speichern", exact: true }).first().click();
    await expect(advanceDe).toHaveAccessibleDescription(/Ein Prozentsatz von 1 bis 25/);
    await expect(advanceDe).toHaveValue("1.234,5");
    await context.close();

    const manager = await newAccount("manager", "Terms Beheerder");
    await signInOnServer(page, manager.id, { twoFactor: true });
    await page.goto("/admin/settings/terms/");
    await page.getByLabel("Voorschot bij ondertekening (% van de verkoopprijs)").fill("5");
    await page.getByLabel("Huurwaarborg (maanden huur)").fill("2");
    await page.getByRole("button", { name: "Opslaan", exact: true }).first().click();
    await expect(page.getByText("Opgeslagen.", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    const [audit] = await query<{ details: { section: string; changes: Record<string, unknown> } }>(
      "select details from audit_log where action = 'settings.save' and actor_name = 'Terms Beheerder'",
    );
    expect(audit?.details.section).toBe("terms");
    expect(audit?.details.changes).toMatchObject({
      offerAdvancePercent: { before: 10, after: 5 },
      depositMonths: { before: 3, after: 2 },
    });
  });

  test("the purchase offer and its thank-you page quote 5 % in Dutch and German", async ({ page }) => {
    const sale = await listingOf("sale");
    const saleNl = await listingPath(page, sale.id, "nl");
    await openWhenItShows(page, propertyFormHref(saleNl, "purchase-offer", "nl"), [
      "voorschot van 5% van de verkoopprijs",
    ]);
    await expect(
      page.getByText("Bij de ondertekening van de verkoopovereenkomst betaalt de koper een voorschot van 5%"),
    ).toBeVisible();
    const saleDe = await listingPath(page, sale.id, "de");
    await openWhenItShows(page, propertyFormHref(saleDe, "purchase-offer", "de"), [
      `Anzahlung von 5${NBSP}% des Verkaufspreises`,
    ]);
    await openWhenItShows(page, thankYouHref("nl", "purchase-offer"), ["een voorschot van 5% van de verkoopprijs"]);
    await openWhenItShows(page, thankYouHref("de", "purchase-offer"), [
      `eine Anzahlung von 5${NBSP}% des Verkaufspreises`,
    ]);
  });

  test("a rental's visit booking states 2 months in Dutch and German, and the listing's own deposit once it has one", async ({
    page,
  }) => {
    const rentNl = await listingPath(page, rental.id, "nl");
    await openWhenItShows(page, propertyFormHref(rentNl, "visit", "nl"), ["een huurwaarborg van 2 maanden huur"]);
    await expect(page.getByRole("complementary", { name: "Voorwaarden voor huurders" })).toContainText(
      "een huurwaarborg van 2 maanden huur",
    );
    const rentDe = await listingPath(page, rental.id, "de");
    await openWhenItShows(page, propertyFormHref(rentDe, "visit", "de"), ["eine Mietkaution von 2 Monatsmieten"]);
    await expect(page.getByRole("complementary", { name: "Bedingungen für Mieter" })).toContainText(
      "eine Mietkaution von 2 Monatsmieten",
    );
    // The listing's own deposit wins over the months once it names one: € 1.234 here, no whole months of any rent.
    await query(
      "update properties set details = jsonb_set($2::jsonb, '{financial,deposit}', '1234'::jsonb) where id = $1",
      [rental.id, JSON.stringify(rental.details)],
    );
    await openWhenItShows(page, propertyFormHref(rentNl, "visit", "nl"), ["een huurwaarborg van €"]);
    await expect(page.getByRole("complementary", { name: "Voorwaarden voor huurders" })).not.toContainText(
      "2 maanden huur",
    );
  });
});
