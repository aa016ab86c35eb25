// The thank-you page after a rental application quotes the deposit the application's form quoted:
// the listing's own amount when it names one, which the form's redirect carries in the address. Any
// other value there (a word, an unknown, withdrawn or for-sale listing) quotes the agency's months and
// never fails. The visitor's confirmation mail, as it leaves through the outbox, quotes the same amount.
// Real HTTP against the real routes and database.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProperty, insertTypes } from "../../tests/support/catalog-fixtures.ts";
import { solvedCaptcha, TEST_FORM_SECRET } from "../../tests/support/lead-form-fixtures.ts";
import { seedMinimalSite } from "../../tests/support/minimal-site.ts";
import { sentMails } from "../../tests/support/sent-mails.ts";
import { type SiteWithoutBuild, startSiteWithoutBuild } from "../../tests/support/site-without-build.ts";
import { createTestDatabase, type TestDatabase } from "../../tests/support/test-database.ts";
import { until } from "../../tests/support/until.ts";
import { properties } from "../.server/db/schema.ts";
import { RECEIPT_DAYS } from "../.server/leads/thank-you-details.ts";
import { leadReceipt } from "../.server/leads/thank-you-receipt.ts";
import type { Language } from "../i18n/languages.ts";
import { propertyFormHref } from "../i18n/property-form-slugs.ts";
import { thankYouHref } from "../i18n/thank-you-slugs.ts";

const RENTAL = 801;
const WITHDRAWN = 802;
const FOR_SALE = 803;
const NBSP = "\u00a0";

let database: TestDatabase;
let site: SiteWithoutBuild;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedMinimalSite(database.url);
  await insertTypes(database.db);
  await insertProperty(database.db, { id: RENTAL, goal: 1, price: 950, title: "Rijwoning met tuin" });
  await insertProperty(database.db, { id: WITHDRAWN, goal: 1, price: 800, status: "unpublished" });
  await insertProperty(database.db, { id: FOR_SALE, goal: 0, price: 250_000 });
  // Each names a deposit of its own; only the published rental's may be quoted.
  for (const [id, deposit] of [
    [RENTAL, 1850],
    [WITHDRAWN, 2400],
    [FOR_SALE, 3100],
  ] as const)
    await database.db.$client.query(
      `update properties set details = jsonb_build_object('financial', jsonb_build_object('deposit', $2::int)) where id = $1`,
      [id, deposit],
    );
  site = await startSiteWithoutBuild(
    {
      FORM_MIN_FILL_SECONDS: "0",
      PAGE_CACHE_SECONDS: "0",
      PUBLIC_URL: "https://www.agency.test",
      FORM_SECRET: TEST_FORM_SECRET,
    },
    database.url,
  );
}, 180_000);

afterAll(async () => {
  await site?.close();
  await database?.cleanup();
});

/** The page's text as a visitor reads it: tags dropped, no-break spaces kept. */
async function pageText(path: string): Promise<{ status: number; text: string; html: string }> {
  const answer = await fetch(`${site.base}${path}`);
  const html = await answer.text();
  return { status: answer.status, html, text: html.replaceAll("&nbsp;", NBSP).replace(/<[^>]+>/g, " ") };
}

/** The rental's application form, from the detail page its short address leads to. */
async function rentalApplicationPath(): Promise<string> {
  const detail = await fetch(`${site.base}/property/${RENTAL}/`, { redirect: "manual" });
  const location = new URL(detail.headers.get("location") ?? "", site.base).pathname;
  return propertyFormHref(location, "rental-application", "nl");
}

const thankYou = (language: Language, query = "") => `${thankYouHref(language, "rental-application")}${query}`;

describe("the rental application's thank-you page", () => {
  it("is reached with the listing named, and quotes its deposit, as the visitor's mail does", async () => {
    const form = await rentalApplicationPath();
    const page = await (await fetch(`${site.base}${form}`)).text();
    expect(page).toContain(`een huurwaarborg van €${NBSP}1.850`);
    const formToken = /name="formToken" value="([^"]+)"/.exec(page)?.[1] ?? "";
    const email = `huurder-${Date.now()}@example.be`;
    const answer = await fetch(`${site.base}${form}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        formToken,
        altcha: await solvedCaptcha(),
        title: "ms",
        firstName: "An",
        lastName: "Peeters",
        email,
        phone: "0470 12 34 56",
        adults: "2",
        kids: "0",
        moveDate: "2027-02-01",
        reason: "Dichter bij het werk",
        income1: "3200",
        acceptConditions: "on",
      }),
      redirect: "manual",
    });
    expect(answer.status).toBe(303);
    const location = answer.headers.get("location") ?? "";
    const [lead] = (await database.db.$client.query("select id from leads where email = $1", [email])).rows;
    expect(location).toBe(thankYou("nl", `?listing=${RENTAL}&receipt=${leadReceipt(TEST_FORM_SECRET, lead.id)}`));
    const shown = await pageText(location);
    expect(shown.text).toContain(`een huurwaarborg van €${NBSP}1.850`);
    // What was sent, about which listing, and the way back to it.
    expect(shown.text).toContain("Kandidaat-huurder worden");
    expect(shown.text).toContain("Rijwoning met tuin");
    expect(shown.html).toMatch(/<a [^>]*href="\/nl\/te-huur\/[^"]+\/801\/"[^>]*>Terug naar het pand</);
    expect(shown.text).not.toContain("maanden huur");

    // The confirmation as it left, through the outbox and the mail transport.
    const sentTo = () => sentMails(site.dataDir).find((mail) => mail.to.includes(email));
    await until(() => sentTo() !== undefined, `the confirmation to ${email}`);
    expect(sentTo()?.text).toContain(`een huurwaarborg van €${NBSP}1.850`);
    expect(sentTo()?.text).not.toContain("maanden huur");
  });

  it("quotes the listing's deposit in German too", async () => {
    const shown = await pageText(thankYou("de", `?listing=${RENTAL}`));
    expect(shown.status).toBe(200);
    expect(shown.text).toContain(`eine Mietkaution von 1.850${NBSP}€`);
  });

  it.each([
    ["a word", "?listing=abc"],
    ["a number with more", "?listing=801x"],
    ["a zero", "?listing=0"],
    ["an id beyond any integer", "?listing=99999999999999999999"],
    ["an unknown listing", "?listing=9999"],
    ["a withdrawn listing", `?listing=${WITHDRAWN}`],
    ["a listing for sale", `?listing=${FOR_SALE}`],
    ["two values", `?listing=${WITHDRAWN}&listing=${RENTAL}`],
    ["no listing", ""],
  ])("with %s in the address, quotes the agency's months and answers 200", async (_, query) => {
    const shown = await pageText(thankYou("nl", query));
    expect(shown.status).toBe(200);
    expect(shown.text).toContain("een huurwaarborg van 3 maanden huur");
    for (const amount of ["1.850", "2.400", "3.100"]) expect(shown.text).not.toContain(amount);
  });

  it("stops quoting a listing's deposit once the listing is withdrawn", async () => {
    await database.db.update(properties).set({ status: "unpublished" }).where(eq(properties.id, RENTAL));
    try {
      const shown = await pageText(thankYou("nl", `?listing=${RENTAL}`));
      expect(shown.text).toContain("een huurwaarborg van 3 maanden huur");
    } finally {
      await database.db.update(properties).set({ status: "published" }).where(eq(properties.id, RENTAL));
    }
  });
});

describe("the thank-you pages' addresses and receipts", () => {
  /** A lead of the kind, about the rental, as a form would have written it. */
  async function lead(kind: string): Promise<number> {
    const [row] = (
      await database.db.$client.query(
        `insert into leads (kind, language, property_id, email, fields, verified, submission_key)
         values ($1, 'nl', $2, 'x@example.be', '{}', true, $3) returning id`,
        [kind, RENTAL, `key-${kind}-${Math.random()}`],
      )
    ).rows;
    return row.id;
  }

  it("moves the old English address to the language's own, with its query", async () => {
    for (const [old, target] of [
      ["/nl/bedankt/contact-appointment/", "/nl/bedankt/bezoek/"],
      ["/de/danke/contact-appointment/", "/de/danke/besichtigung/"],
      ["/fr/merci/rental-application/?listing=801", "/fr/merci/candidature/?listing=801"],
    ]) {
      const answer = await fetch(`${site.base}${old}`, { redirect: "manual" });
      expect(answer.status).toBe(301);
      expect(answer.headers.get("location")).toBe(target);
    }
  });

  it.each(["/nl/bedankt/besichtigung/", "/nl/bedankt/iets/", "/de/danke/constructor/"])(
    "answers 404 at %s",
    async (path) => {
      expect((await fetch(`${site.base}${path}`, { redirect: "manual" })).status).toBe(404);
    },
  );

  it("shows a lead's request only with its own signed receipt, and only on its own kind's page", async () => {
    const id = await lead("contact-me");
    const page = thankYouHref("nl", "contact-me");
    const own = await pageText(`${page}?receipt=${leadReceipt(TEST_FORM_SECRET, id)}`);
    expect(own.text).toContain("Rijwoning met tuin");
    expect(own.text).toContain("Contact over dit pand");
    const other = await lead("contact-me");
    const [, signed] = leadReceipt(TEST_FORM_SECRET, id).split(".");
    for (const query of [
      `?receipt=${other}.${signed}`,
      `?receipt=${id}.${"A".repeat(22)}`,
      `?receipt=${leadReceipt("another-secret", id)}`,
      "?receipt=%00",
      `?receipt=${"9".repeat(400)}`,
    ]) {
      const shown = await pageText(`${page}${query}`);
      expect(shown.status).toBe(200);
      expect(shown.text).toContain("Bedankt voor uw bericht");
      expect(shown.text).not.toContain("Rijwoning met tuin");
    }
    // A good receipt on another kind's page: thanks, without the details of a request it did not thank for.
    const elsewhere = await pageText(`${thankYouHref("nl", "documents")}?receipt=${leadReceipt(TEST_FORM_SECRET, id)}`);
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.text).not.toContain("Rijwoning met tuin");
  });

  it("names the request for a month, then thanks in general words", async () => {
    const id = await lead("contact-me");
    const page = `${thankYouHref("nl", "contact-me")}?receipt=${leadReceipt(TEST_FORM_SECRET, id)}`;
    const age = (days: number) =>
      database.db.$client.query("update leads set created_at = now() - make_interval(days => $2) where id = $1", [
        id,
        days,
      ]);
    await age(RECEIPT_DAYS - 1);
    expect((await pageText(page)).text).toContain("Rijwoning met tuin");
    await age(RECEIPT_DAYS + 1);
    const later = await pageText(page);
    expect(later.status).toBe(200);
    expect(later.text).toContain("Bedankt voor uw bericht");
    expect(later.text).not.toContain("Rijwoning met tuin");
  });

  it("keeps the page out of every cache", async () => {
    const answer = await fetch(`${site.base}${thankYouHref("nl", "contact-me")}`);
    expect(answer.headers.get("cache-control")).toContain("no-store");
  });

  it("gives no calendar file for a forged receipt or a lead without a visit", async () => {
    const id = await lead("contact-me");
    for (const file of [
      `${leadReceipt(TEST_FORM_SECRET, id)}.ics`,
      `${id}.${"A".repeat(22)}.ics`,
      "x.ics",
      "x%00.ics",
    ]) {
      const answer = await fetch(`${site.base}/calendar/visit/${file}`, { redirect: "manual" });
      expect(answer.status).toBe(404);
    }
  });
});
