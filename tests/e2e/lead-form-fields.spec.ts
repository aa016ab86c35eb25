// What visitors found in the forms, against the real server, database and mail path: the title and
// the phone are optional where an e-mail does, an offer states its financing condition and its
// amount in words with "euro", dates before today in Brussels are refused with the typed values kept,
// the rental application quotes the listing's own deposit, and each form says what its data is for.
import type { Page } from "@playwright/test";
import { addDays, brusselsDay } from "../../app/domain/brussels-day.ts";
import { fill } from "../../app/i18n/fill.ts";
import { formatPrice } from "../../app/i18n/format.ts";
import { formsDe } from "../../app/i18n/messages/forms-de.ts";
import { formsFr } from "../../app/i18n/messages/forms-fr.ts";
import { formsNl } from "../../app/i18n/messages/forms-nl.ts";
import { demoAccount } from "../support/demo-accounts.ts";
import { demoListingIds } from "../support/demo-listings.ts";
import { query } from "../support/e2e-database.ts";
import { sentOutboxMail } from "../support/sent-mails.ts";
import { fillSignInForm } from "../support/sign-in-form.ts";
import { uniqueEmail } from "../support/unique-email.ts";
import { expect, test } from "./fixtures.ts";

interface LeadRow {
  id: number;
  name: string | null;
  fields: Record<string, unknown>;
}

/** A pattern matching a text within a longer one (an error comes with its sign). */
function containing(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
}

async function leadOf(email: string): Promise<LeadRow | undefined> {
  const [lead] = await query<LeadRow>("select id, name, fields from leads where email = $1 order by id", [email]);
  return lead;
}

/** The agency's notification of a lead as it left through the mail transport. */
async function agencyMailText(leadId: number): Promise<string> {
  let text = "";
  await expect
    .poll(async () => {
      const [row] = await query<{ id: number }>(
        "select id from outgoing_mails where lead_id = $1 and purpose = 'agency-notification' and sent_at is not null",
        [leadId],
      );
      text = row ? (sentOutboxMail(process.env.E2E_DATA_DIR ?? "", row.id)?.text ?? "") : "";
      return text;
    })
    .not.toBe("");
  return text;
}

/**
 * The newest published property of the demo for the goal, neither sold nor let; for a rental, one whose
 * deposit is 2 months of its shown rent. The demo's only: the listings other specs make meanwhile are
 * newer, and gone or sold before this one is done.
 */
async function propertyPath(page: Page, goal: "sale" | "rent", language = "nl"): Promise<{ id: number; path: string }> {
  const [property] = await query<{ id: number }>(
    goal === "sale"
      ? `select id from properties where status = 'published' and goal = 0 and marquee <= 2 and id = any($1::int[])
         order by id desc limit 1`
      : `select id from properties where status = 'published' and goal <> 0 and marquee <= 2 and publish_price
         and (details->'financial'->>'deposit')::numeric = price * 2 and id = any($1::int[]) order by id desc limit 1`,
    [demoListingIds()],
  );
  expect(property, `the demo has a ${goal} listing to use`).toBeDefined();
  await page.goto(`/property/${property?.id}/`);
  if (language !== "nl") {
    const alternate = await page.locator(`link[rel="alternate"][hreflang="${language}"]`).getAttribute("href");
    await page.goto(new URL(alternate ?? "/", page.url()).pathname);
  }
  return { id: property?.id ?? 0, path: new URL(page.url()).pathname };
}

/** The buyer's first name, not the second buyer's. */
function firstName(page: Page) {
  return page.getByRole("textbox", { name: "Voornaam (verplicht)", exact: true });
}

test.describe("title and phone are optional where an e-mail does", () => {
  test("a contact request in Dutch without title or phone is sent; the agency's mail names no title", async ({
    page,
  }) => {
    await page.goto("/nl/contact/");
    const titles = page.getByRole("group", { name: "Aanspreking" });
    await expect(titles.getByRole("radio")).toHaveCount(3);
    await expect(titles.getByLabel("Geen aanspreking")).toBeVisible();
    await expect(titles.getByLabel("Juf.")).toHaveCount(0);
    await expect(page.getByLabel("Telefoonnummer")).not.toHaveAttribute("required");
    const email = uniqueEmail("no-phone-nl");
    await page.getByLabel("Voornaam").fill("Jan");
    await page.getByLabel("Familienaam").fill("Peeters");
    await page.getByLabel("E-mailadres").fill(email);
    await page.getByLabel("Uw bericht").fill("Mail me gerust terug.");
    await expect(page.locator('input[name="altcha"]')).toHaveValue(/.{20,}/, { timeout: 20_000 });
    await page.getByRole("button", { name: "Versturen" }).click();
    await expect(page).toHaveURL(/\/nl\/bedankt\/bericht\/\?receipt=[\w.-]+$/);
    const lead = await leadOf(email);
    // The name a staff member's reply greets with: "Beste Jan Peeters".
    expect(lead?.name).toBe("Jan Peeters");
    expect(lead?.fields.title).toBeUndefined();
    expect(lead?.fields.phone).toBeUndefined();
    const text = await agencyMailText(lead?.id ?? 0);
    expect(text).toContain("Voornaam: Jan");
    expect(text).not.toContain("Aanspreking");
    expect(text).not.toContain("Telefoonnummer");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("a contact request in German with the neutral title and no phone is sent", async ({ page }) => {
      await page.goto("/de/kontakt/");
      await expect(page.getByLabel("Fräulein")).toHaveCount(0);
      await page.getByLabel("Keine Angabe").check();
      const email = uniqueEmail("no-phone-de");
      await page.getByLabel("Vorname").fill("Jan");
      await page.getByLabel("Nachname").fill("Peeters");
      await page.getByLabel("E-Mail-Adresse").fill(email);
      await page.getByRole("button", { name: formsDe.ui.send }).click();
      await expect(page).toHaveURL(/receipt=[\w.-]+$/);
      const lead = await leadOf(email);
      expect(lead?.name).toBe("Jan Peeters");
      expect(lead?.fields).not.toHaveProperty("title");
      expect(lead?.fields).not.toHaveProperty("phone");
      const text = await agencyMailText(lead?.id ?? 0);
      expect(text).toContain("Jan");
      expect(text).not.toMatch(/Aanspreking|Anrede|Keine Angabe|Geen aanspreking/);
    });

    test("an offer with a past date is sent back with the message and every value kept; with the financing condition it reaches the mail and the back office", async ({
      page,
      browser,
    }) => {
      const { path } = await propertyPath(page, "sale");
      await page.goto(`${path}bod/`);
      const today = brusselsDay(Date.now());
      const validFrom = page.getByLabel("Bod geldig vanaf");
      // The browser's own check knows the first day allowed.
      await expect(validFrom).toHaveAttribute("min", today);
      await expect(page.getByLabel("Bod geldig tot en met")).toHaveAttribute("min", today);
      const buyer = uniqueEmail("offer-financing");
      await page.getByLabel("Mevr.").check();
      await firstName(page).fill("An");
      await page.getByRole("textbox", { name: "Familienaam (verplicht)", exact: true }).fill("Peeters");
      await page.getByLabel("E-mailadres").fill(buyer);
      await page.getByLabel("Telefoonnummer").fill("0470 12 34 56");
      await page.getByLabel("Adres (straat en nummer)").fill("Stationsstraat 1");
      await page.getByLabel("Postcode").fill("1500");
      await page.getByLabel("Gemeente").fill("Halle");
      await page.getByLabel("Bedrag van het bod (€)").fill("350.000");
      // Typed by hand without the currency: stored with it.
      await page.getByLabel("Bedrag in letters").fill("driehonderdvijftigduizend");
      await page.getByLabel(formsNl.fields.financing).check();
      await page.getByLabel("Bedrag van de lening (€)").fill("280.000");
      await page.getByLabel("Termijn om de lening te verkrijgen").fill("6");
      await expect(page.getByLabel("weken")).toBeChecked();
      await validFrom.fill(addDays(today, -1));
      await page.getByLabel("Bod geldig tot en met").fill(addDays(today, 14));
      await page.getByLabel("Opgemaakt te").fill("Halle");
      await page.getByLabel("Datum van ondertekening").fill(today);
      await page.getByLabel("Ik heb de voorwaarde over het voorschot gelezen").check();
      await page.locator("form.lead-form").evaluate((form) => form.setAttribute("novalidate", ""));
      await page.getByRole("button", { name: "Versturen" }).click();

      await expect(page.getByText("Controleer de volgende velden:")).toBeVisible();
      await expect(validFrom).toHaveAccessibleDescription(containing(formsNl.errors.dateInPast));
      await expect(validFrom).toHaveValue(addDays(today, -1));
      await expect(page.getByLabel("Bedrag van het bod (€)")).toHaveValue("350.000");
      await expect(page.getByLabel("Bedrag in letters")).toHaveValue("driehonderdvijftigduizend");
      await expect(page.getByLabel(formsNl.fields.financing)).toBeChecked();
      await expect(page.getByLabel("Bedrag van de lening (€)")).toHaveValue("280.000");
      await expect(page.getByLabel("Termijn om de lening te verkrijgen")).toHaveValue("6");
      await expect(firstName(page)).toHaveValue("An");
      expect(await leadOf(buyer)).toBeUndefined();

      await validFrom.fill(today);
      await page.locator("form.lead-form").evaluate((form) => form.setAttribute("novalidate", ""));
      await page.getByRole("button", { name: "Versturen" }).click();
      await expect(page).toHaveURL(/\/nl\/bedankt\/bod\/\?receipt=[\w.-]+$/);
      const lead = await leadOf(buyer);
      expect(lead?.fields).toMatchObject({
        amount: 350_000,
        amountInWords: "driehonderdvijftigduizend euro",
        financing: true,
        loanAmount: 280_000,
        financingTerm: 6,
        financingTermUnit: "weeks",
      });
      const text = await agencyMailText(lead?.id ?? 0);
      expect(text).toContain("Bedrag in letters: driehonderdvijftigduizend euro");
      expect(text).toContain(`${formsNl.fields.financing}: ja`);
      expect(text).toContain("Bedrag van de lening (€): 280000");
      expect(text).toContain("Termijn om de lening te verkrijgen: 6 weken");

      // The back office shows the same, under the form's labels.
      const staff = await browser.newContext();
      const admin = await staff.newPage();
      await admin.goto(`/nl/login/?next=${encodeURIComponent(`/admin/leads/${lead?.id}/`)}`);
      await fillSignInForm(admin, demoAccount("demo-agent"));
      await expect(admin.getByRole("heading", { level: 1, name: `Aanvraag ${lead?.id}` })).toBeVisible();
      const facts = admin.locator(".admin-fact");
      await expect(facts.filter({ hasText: formsNl.fields.financing })).toContainText("ja");
      await expect(facts.filter({ hasText: "Bedrag van de lening" })).toContainText(formatPrice(280_000, "nl"));
      await expect(facts.filter({ hasText: "Termijn om de lening te verkrijgen" })).toContainText("6 weken");
      await expect(facts.filter({ hasText: "Bedrag in letters" })).toContainText("driehonderdvijftigduizend euro");
      await staff.close();
    });

    test("a rental application's move date before today is refused in German, the values kept", async ({ page }) => {
      const { path } = await propertyPath(page, "rent", "de");
      await page.goto(`${path}bewerbung/`);
      const today = brusselsDay(Date.now());
      const move = page.getByLabel(formsDe.fields.moveDate);
      await expect(move).toHaveAttribute("min", today);
      await page.getByLabel(formsDe.fields.adults).fill("2");
      await page.getByLabel(formsDe.fields.reason).fill("Näher an der Arbeit");
      await move.fill(addDays(today, -1));
      await page.locator("form.lead-form").evaluate((form) => form.setAttribute("novalidate", ""));
      await page.getByRole("button", { name: formsDe.ui.send }).click();
      await expect(move).toHaveAccessibleDescription(containing(formsDe.errors.dateInPast));
      await expect(move).toHaveValue(addDays(today, -1));
      await expect(page.getByLabel(formsDe.fields.reason)).toHaveValue("Näher an der Arbeit");
    });
  });
});

test.describe("the amount in words carries the currency", () => {
  test("typing the figure writes the words with euro, in Dutch and German", async ({ page }) => {
    const sale = await propertyPath(page, "sale");
    await page.goto(`${sale.path}bod/`);
    await page.getByLabel("Bedrag van het bod (€)").pressSequentially("350.000");
    await expect(page.getByLabel("Bedrag in letters")).toHaveValue("driehonderdvijftigduizend euro");
    const de = await propertyPath(page, "sale", "de");
    await page.goto(`${de.path}angebot/`);
    await page.getByLabel(formsDe.fields.amount).pressSequentially("350.000");
    await expect(page.getByLabel(formsDe.fields.amountInWords)).toHaveValue("dreihundertfünfzigtausend Euro");
  });
});

test("the rental application quotes the listing's own deposit, 2 months of its rent, in Dutch and German", async ({
  page,
}) => {
  const rent = await propertyPath(page, "rent");
  const [listing] = await query<{ price: number }>("select price::float as price from properties where id = $1", [
    rent.id,
  ]);
  const deposit = (language: "nl" | "de") => formatPrice(Number(listing?.price) * 2, language);
  await page.goto(`${rent.path}huuraanvraag/`);
  const conditions = page.locator(".form-field-checkbox .field-hint");
  await expect(conditions).toContainText(`een huurwaarborg van 2 maanden huur (${deposit("nl")})`);
  await expect(conditions).not.toContainText("3 maanden");
  const de = await propertyPath(page, "rent", "de");
  await page.goto(`${de.path}bewerbung/`);
  await expect(page.locator(".form-field-checkbox .field-hint")).toContainText(
    `eine Mietkaution von 2 Monatsmieten (${deposit("de")})`,
  );
});

test("send to a friend and the testimonial say what their data is used for", async ({ page }) => {
  const privacyOf = (sentence: string, link: string) => fill(sentence, { link });
  const sale = await propertyPath(page, "sale");
  await page.goto(`${sale.path}doorsturen/`);
  await expect(page.locator(".privacy-note")).toHaveText(
    privacyOf(formsNl.ui.privacyOf["send-to-friend"], formsNl.ui.privacyLink),
  );
  await expect(page.locator(".privacy-note")).toContainText("niet voor marketing");
  const fr = await propertyPath(page, "sale", "fr");
  await page.goto(`${fr.path}partager/`);
  await expect(page.locator(".privacy-note")).toHaveText(
    privacyOf(formsFr.ui.privacyOf["send-to-friend"], formsFr.ui.privacyLink),
  );

  await page.goto("/nl/getuigenis-schrijven/");
  await expect(page.locator(".privacy-note")).toHaveText(
    privacyOf(formsNl.ui.privacyOf.testimonial, formsNl.ui.privacyLink),
  );
  await expect(page.locator(".privacy-note")).toContainText("publiceren uw getuigenis met uw naam");
  await page.goto("/de/erfahrung-teilen/");
  await expect(page.locator(".privacy-note")).toHaveText(
    privacyOf(formsDe.ui.privacyOf.testimonial, formsDe.ui.privacyLink),
  );
  // A form that only answers still says so.
  await page.goto("/nl/contact/");
  await expect(page.locator(".privacy-note")).toHaveText(privacyOf(formsNl.ui.privacy, formsNl.ui.privacyLink));
});
