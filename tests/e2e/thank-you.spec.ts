// The thank-you page after booking a visit, in the real browser against the real server: it repeats
// the moment, the property and its address as published, gives the visit as a calendar file and
// leads back to the listing, in Dutch and German, with and without JavaScript. Its old English
// address moves to the language's own.
import fs from "node:fs";
import type { Page } from "@playwright/test";
import { formatIcsDateTime } from "../../app/domain/ics.ts";
import { dateTimeFormat } from "../../app/i18n/dates.ts";
import type { Language } from "../../app/i18n/languages.ts";
import { propertyFormHref } from "../../app/i18n/property-form-slugs.ts";
import { demoFullyBookedIds, demoListingIds } from "../support/demo-listings.ts";
import { query } from "../support/e2e-database.ts";
import { tabTo } from "../support/keyboard.ts";
import { uniqueEmail } from "../support/unique-email.ts";
import { expect, test } from "./fixtures.ts";

interface Listing {
  id: number;
  title: string;
  reference: string | null;
  street: string | null;
  house_number: string | null;
  zip: string;
  publish_address: boolean;
}

interface Slot {
  id: number;
  start: Date;
  end: Date;
}

const WORDS = {
  nl: {
    slots: /Kies een moment/,
    ms: "Mevr.",
    firstName: /^Voornaam/,
    lastName: /^Familienaam/,
    email: "E-mailadres",
    phone: "Telefoonnummer",
    send: "Versturen",
    title: "Bedankt voor uw aanvraag",
    back: "Terug naar het pand",
    calendar: /Zet het bezoek in uw agenda/,
    summary: "Uw bezoek",
    thanks: "/nl/bedankt/bezoek/",
  },
  de: {
    slots: /Wählen Sie einen Termin/,
    ms: "Frau",
    firstName: /^Vorname/,
    lastName: /^Nachname/,
    email: "E-Mail-Adresse",
    phone: "Telefon oder GSM",
    send: "Senden",
    title: "Vielen Dank für Ihre Anfrage",
    back: "Zurück zur Immobilie",
    calendar: /Besichtigung in Ihren Kalender eintragen/,
    summary: "Ihre Besichtigung",
    thanks: "/de/danke/besichtigung/",
  },
} as const;

/**
 * A published listing of the demo still open to visits (with its address published or not) whose
 * visits ahead the demo did not book full, and a free moment of its own in ten days at 14:00 Brussels
 * time. Each test takes a listing of its own, the `skip`-th newest: chosen among what the seed wrote,
 * so the listings other specs make meanwhile, and the visits the tests beside it book, never move it.
 */
async function listingWithSlot(
  publishAddress: boolean,
  skip: number,
  language: Language = "nl",
): Promise<{ listing: Listing; slot: Slot }> {
  const [listing] = await query<Listing>(
    `select p.id, coalesce((select t.title from property_texts t where t.property_id = p.id order by t.language = $3 desc limit 1), '') as title,
       p.reference, p.street, p.house_number, p.zip, p.publish_address
     from properties p
     where p.status = 'published' and p.marquee <= 2 and p.publish_address = $1 and coalesce(p.street, '') <> ''
       and p.id = any($4::int[]) and not p.id = any($5::int[])
     order by p.id desc offset $2 limit 1`,
    [publishAddress, skip, language, demoListingIds(), demoFullyBookedIds()],
  );
  if (!listing) throw new Error(`the demo has no listing open to visits with publishAddress ${publishAddress}`);
  const [slot] = await query<Slot>(
    `insert into visit_slots (property_id, starts_at, ends_at, capacity, booked)
     values ($1, ((current_date + 10)::timestamp + time '14:00') at time zone 'Europe/Brussels',
             ((current_date + 10)::timestamp + time '14:30') at time zone 'Europe/Brussels', 1, 0)
     returning id, starts_at as start, ends_at as "end"`,
    [listing.id],
  );
  if (!slot) throw new Error("no slot made");
  return { listing, slot };
}

/** "dinsdag 1 december, 14:00 – 14:30": the moment as the page and the mails write it. */
function slotText(slot: Slot, language: Language): string {
  const day = dateTimeFormat(language, { weekday: "long", day: "numeric", month: "long" });
  const time = dateTimeFormat(language, { hour: "2-digit", minute: "2-digit" });
  return `${day.format(slot.start)}, ${time.format(slot.start)} – ${time.format(slot.end)}`;
}

/** The listing's page in the language, as its short address and language links lead there. */
async function listingPath(page: Page, id: number, language: Language): Promise<string> {
  await page.goto(`/property/${id}/`);
  if (language === "nl") return new URL(page.url()).pathname;
  const other = await page.locator(`link[rel="alternate"][hreflang="${language}"]`).getAttribute("href");
  return new URL(other ?? "", page.url()).pathname;
}

/** Books the moment on the listing's visit form, as a visitor fills it in. */
async function bookVisit(page: Page, language: "nl" | "de", listingHref: string, slot: Slot): Promise<void> {
  const words = WORDS[language];
  await page.goto(propertyFormHref(listingHref, "visit", language));
  await page.getByRole("group", { name: words.slots }).locator(`input[value="${slot.id}"]`).check();
  await page.getByLabel(words.ms, { exact: true }).check();
  await page.getByRole("textbox", { name: words.firstName }).fill("An");
  await page.getByRole("textbox", { name: words.lastName }).fill("Peeters");
  await page.getByLabel(words.email).fill(uniqueEmail(`thanks-${language}`));
  await page.getByLabel(words.phone).fill("0470 12 34 56");
  if (await page.locator('input[name="altcha"]').count())
    await expect(page.locator('input[name="altcha"]')).toHaveValue(/.{20,}/, { timeout: 20_000 });
  await page.getByRole("button", { name: words.send }).click();
}

/** The page repeats the moment, the listing and its address as the site publishes it. */
async function expectSummary(page: Page, language: "nl" | "de", listing: Listing, slot: Slot): Promise<void> {
  const words = WORDS[language];
  const summary = page.locator(".thank-you-summary");
  await expect(summary).toContainText(slotText(slot, language));
  await expect(summary.getByText(words.summary, { exact: true })).toBeVisible();
  if (listing.title) await expect(summary).toContainText(listing.title);
  if (listing.reference) await expect(summary).toContainText(listing.reference);
  await expect(summary).toContainText(listing.zip);
  const street = listing.street ?? "";
  if (listing.publish_address) await expect(summary).toContainText(street);
  else await expect(summary).not.toContainText(street);
}

/** The calendar file behind the page's link: the moment in UTC, the listing, its place as published. */
async function expectCalendarFile(page: Page, language: "nl" | "de", listing: Listing, slot: Slot): Promise<void> {
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: WORDS[language].calendar }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("visit.ics");
  const ics = fs.readFileSync((await download.path()) ?? "", "utf8").replace(/\r\n /g, "");
  expect(ics).toContain(`DTSTART:${formatIcsDateTime(slot.start)}`);
  expect(ics).toContain(`DTEND:${formatIcsDateTime(slot.end)}`);
  expect(ics).toMatch(new RegExp(`^SUMMARY:${WORDS[language].summary}: .+$`, "m"));
  if (listing.title) expect(ics).toContain(listing.title.replace(/([,;\\])/g, "\\$1"));
  const location = /^LOCATION:(.*)$/m.exec(ics)?.[1] ?? "";
  expect(location).toContain(listing.zip);
  if (listing.publish_address) expect(location).toContain((listing.street ?? "").replace(/([,;\\])/g, "\\$1"));
  else expect(location).not.toContain(listing.street ?? "");
}

for (const [language, publishAddress, skip] of [
  ["nl", true, 0],
  ["de", false, 0],
] as const) {
  test(`after booking a visit in ${language}, the thank-you page repeats it, gives it for the calendar and leads back`, async ({
    page,
  }) => {
    const { listing, slot } = await listingWithSlot(publishAddress, skip, language);
    const listingHref = await listingPath(page, listing.id, language);
    await bookVisit(page, language, listingHref, slot);
    const words = WORDS[language];
    await expect(page).toHaveURL(new RegExp(`${words.thanks}\\?receipt=[\\w.-]+$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.title);
    await expectSummary(page, language, listing, slot);
    await expectCalendarFile(page, language, listing, slot);
    // By keyboard alone, from the top of the page back to the listing: the back link takes the focus by Tab.
    await page.locator("body").focus();
    await tabTo(page, page.getByRole("link", { name: words.back, exact: true }), 60);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(listingHref);
  });
}

test("the old English address of the visit's thank-you page moves to the Dutch one, its receipt kept", async ({
  page,
  request,
}) => {
  const { listing, slot } = await listingWithSlot(true, 1);
  await bookVisit(page, "nl", await listingPath(page, listing.id, "nl"), slot);
  await expect(page).toHaveURL(/\/nl\/bedankt\/bezoek\/\?receipt=[\w.-]+$/);
  const { search } = new URL(page.url());
  const old = await request.get(`/nl/bedankt/contact-appointment/${search}`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe(`/nl/bedankt/bezoek/${search}`);
  await page.goto(`/nl/bedankt/contact-appointment/${search}`);
  await expect(page).toHaveURL(`/nl/bedankt/bezoek/${search}`);
  await expectSummary(page, "nl", listing, slot);
});

test("a changed receipt shows nobody's visit and gives no calendar file", async ({ page, request }) => {
  const { listing, slot } = await listingWithSlot(true, 2);
  await bookVisit(page, "nl", await listingPath(page, listing.id, "nl"), slot);
  await expect(page).toHaveURL(/\/nl\/bedankt\/bezoek\/\?receipt=[\w.-]+$/);
  const receipt = new URL(page.url()).searchParams.get("receipt") ?? "";
  const [id, signed] = receipt.split(".");
  const other = `${Number(id) - 1}.${signed}`;
  const answer = await page.goto(`/nl/bedankt/bezoek/?receipt=${other}`);
  expect(answer?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(WORDS.nl.title);
  await expect(page.locator(".thank-you-summary")).toHaveCount(0);
  expect((await request.get(`/calendar/visit/${other}.ics`)).status()).toBe(404);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the visit is booked and its thank-you page shows it, with its calendar file", async ({ page }) => {
    const { listing, slot } = await listingWithSlot(true, 3);
    const listingHref = await listingPath(page, listing.id, "nl");
    await bookVisit(page, "nl", listingHref, slot);
    await expect(page).toHaveURL(/\/nl\/bedankt\/bezoek\/\?receipt=[\w.-]+$/);
    await expectSummary(page, "nl", listing, slot);
    // Sent without a solved captcha: a person looks first, and the page says so.
    await expect(page.getByText("Een medewerker kijkt uw aanvraag eerst na")).toBeVisible();
    await expectCalendarFile(page, "nl", listing, slot);
    await page.getByRole("link", { name: WORDS.nl.back }).click();
    await expect(page).toHaveURL(listingHref);
  });
});
