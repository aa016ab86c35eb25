import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  insertProperty,
  insertSettings,
  insertTypes,
  startTestDatabase,
  type TestDatabase,
} from "../../../tests/support/catalog-fixtures.ts";
import type { DemandCriteria } from "../../domain/demand-match.ts";
import type { Language } from "../../i18n/languages.ts";
import { demandMatches, demands, outgoingMails } from "../db/lead-schema.ts";
import { properties } from "../db/schema.ts";
import { MATCHING_LOCK, runDemandMatching } from "./demand-matching.ts";

let test: TestDatabase;
const options = {
  origin: "https://www.agency.test/",
  agencyName: "Test Immo",
  agencyEmail: "info@agency.test",
  unsubscribeUrl: (token: string, language: Language) => `https://www.agency.test/${language}/unsubscribe/${token}`,
};
const run = (demandId?: number) =>
  runDemandMatching(test.db, demandId === undefined ? options : { ...options, demandId });

async function insertDemand(
  token: string,
  criteria: DemandCriteria,
  extra: { language?: string; confirmed?: boolean; unsubscribed?: boolean; name?: string } = {},
): Promise<number> {
  const [row] = await test.db
    .insert(demands)
    .values({
      token,
      language: extra.language ?? "nl",
      email: `${token}@visitor.test`,
      name: extra.name ?? `Visitor ${token}`,
      criteria,
      confirmedAt: extra.confirmed === false ? null : new Date(),
      unsubscribedAt: extra.unsubscribed ? new Date() : null,
    })
    .returning({ id: demands.id });
  if (!row) throw new Error("no demand inserted");
  return row.id;
}

async function mailsOf(demandId: number) {
  return test.db.select().from(outgoingMails).where(eq(outgoingMails.demandId, demandId)).orderBy(outgoingMails.id);
}

async function matchedIds(demandId: number): Promise<number[]> {
  const rows = await test.db
    .select({ id: demandMatches.propertyId })
    .from(demandMatches)
    .where(eq(demandMatches.demandId, demandId))
    .orderBy(demandMatches.propertyId);
  return rows.map((row) => row.id);
}

/** The property ids a mail links to, in the mail's order. */
function linkedIds(text: string): number[] {
  return [...text.matchAll(/https:\/\/www\.agency\.test\/\S+\/(\d+)\/?$/gm)].map((match) => Number(match[1]));
}

let halle: number;
let liege: number;
let unconfirmed: number;
let unsubscribed: number;
let renter: number;

beforeAll(async () => {
  test = await startTestDatabase();
  await insertSettings(test.db);
  await insertTypes(test.db);
  await insertProperty(test.db, { id: 501, city: "Halle", zip: "1500", price: 300_000, bedrooms: 3, title: "Villa" });
  await insertProperty(test.db, { id: 502, city: "Halle", zip: "1500", price: null, bedrooms: 2 });
  await insertProperty(test.db, { id: 503, city: "Halle", zip: "1500", price: 900_000, bedrooms: 3 });
  await insertProperty(test.db, { id: 504, city: "Halle", zip: "1500", price: 250_000, marquee: 3 });
  await insertProperty(test.db, { id: 505, city: "Halle", zip: "1500", price: 250_000, type: 2 });
  await insertProperty(test.db, { id: 507, city: "Halle", zip: "1500", price: 5_000_000, publishPrice: false });
  await insertProperty(test.db, { id: 506, city: "Halle", zip: "1500", status: "unpublished" });
  await insertProperty(test.db, {
    id: 511,
    city: "Luik",
    cityFr: "Liège",
    zip: "4000",
    price: 200_000,
    title: "Huis in Luik",
    titleFr: "Maison à Liège",
  });
  await insertProperty(test.db, { id: 521, goal: 1, city: "Halle", zip: "1500", price: 900 });
  await insertProperty(test.db, { id: 522, goal: 1, city: "Halle", zip: "1500", price: 800, marquee: 4 });

  halle = await insertDemand("halle", { goal: 0, typeWebIds: [1], regions: ["1500"], budgetMax: 400_000 });
  liege = await insertDemand("liege", { goal: 0, typeWebIds: [], regions: ["LIEGE"] }, { language: "fr" });
  unconfirmed = await insertDemand("unconfirmed", { goal: 0, typeWebIds: [], regions: [] }, { confirmed: false });
  unsubscribed = await insertDemand("unsubscribed", { goal: 0, typeWebIds: [], regions: [] }, { unsubscribed: true });
  renter = await insertDemand("renter", { goal: 1, typeWebIds: [], regions: [] }, { language: "en" });
}, 60_000);

afterAll(async () => {
  await test?.stop();
});

describe("runDemandMatching", () => {
  it("limits a run to the given demand", async () => {
    expect(await run(renter)).toEqual({ alerted: 1, matched: 1 });
    expect(await matchedIds(renter)).toEqual([521]);
    expect(await matchedIds(halle)).toEqual([]);
    const [mail] = await mailsOf(renter);
    expect(mail?.subject).toBe("It's a match: 1 new property for your search");
    expect(linkedIds(mail?.text ?? "")).toEqual([521]);
    expect(mail?.text).toContain("€\u00a0900 / month");
  });

  it("mails each confirmed demand once, listing exactly its matching properties", async () => {
    expect(await run()).toEqual({ alerted: 2, matched: 4 });
    const mails = await mailsOf(halle);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.purpose).toBe("demand-match");
    expect(mail?.recipient).toEqual({ name: "Visitor halle", address: "halle@visitor.test" });
    expect(mail?.attachments).toEqual([]);
    expect(mail?.subject).toBe("Het is een match: 3 nieuwe panden voor uw zoekopdracht");
    // Newest first; properties without a (published) price are not excluded by the budget.
    expect(linkedIds(mail?.text ?? "")).toEqual([507, 502, 501]);
    expect(mail?.text).toContain("https://www.agency.test/nl/");
    expect(mail?.text).toContain("- Villa\n  1500 Halle · €\u00a0300.000\n");
    expect(mail?.text).toContain("Prijs op aanvraag");
    expect(await matchedIds(halle)).toEqual([501, 502, 507]);
  });

  it("writes the mail in the demand's language, with the one-click unsubscribe headers", async () => {
    const [mail] = await mailsOf(liege);
    expect(mail?.subject).toBe("C'est un match : 1 nouveau bien pour votre recherche");
    expect(mail?.text).toContain("Bonjour Visitor liege,");
    expect(mail?.text).toContain("- Maison à Liège\n  4000 Liège");
    // The unsubscribe link is the recipient's alone: staff read it without its token.
    expect(mail?.text).toContain("https://www.agency.test/fr/unsubscribe/•••");
    expect(mail?.text).not.toContain("unsubscribe/liege");
    expect(mail?.privateLinks).toEqual([
      { shown: "https://www.agency.test/fr/unsubscribe/•••", link: "https://www.agency.test/fr/unsubscribe/liege" },
    ]);
    expect(linkedIds(mail?.text ?? "")).toEqual([511]);
    expect(mail?.headers).toEqual({
      "List-Unsubscribe": "<https://www.agency.test/fr/unsubscribe/liege>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("sends nothing to unconfirmed or unsubscribed demands", async () => {
    expect(await mailsOf(unconfirmed)).toEqual([]);
    expect(await mailsOf(unsubscribed)).toEqual([]);
    expect(await matchedIds(unconfirmed)).toEqual([]);
    expect(await matchedIds(unsubscribed)).toEqual([]);
  });

  it("never lists sold or rented properties", async () => {
    const texts = (await test.db.select({ text: outgoingMails.text }).from(outgoingMails)).map((row) => row.text);
    const linked = texts.flatMap(linkedIds);
    expect(linked).not.toContain(504);
    expect(linked).not.toContain(522);
  });

  it("sends nothing new on a second run", async () => {
    const before = await test.db.select({ count: sql<number>`count(*)::int` }).from(outgoingMails);
    expect(await run()).toEqual({ alerted: 0, matched: 0 });
    const after = await test.db.select({ count: sql<number>`count(*)::int` }).from(outgoingMails);
    expect(after).toEqual(before);
  });

  it("mails a new matching property alone, in a second mail", async () => {
    await insertProperty(test.db, { id: 531, city: "Halle", zip: "1500", price: 350_000, title: "Nieuwbouw" });
    expect(await run()).toEqual({ alerted: 1, matched: 1 });
    const mails = await mailsOf(halle);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe("Het is een match: 1 nieuw pand voor uw zoekopdracht");
    expect(linkedIds(mails[1]?.text ?? "")).toEqual([531]);
  });

  it("mails a property once it is no longer sold", async () => {
    await test.db.update(properties).set({ marquee: 0 }).where(eq(properties.id, 504));
    expect(await run(halle)).toEqual({ alerted: 1, matched: 1 });
    expect(linkedIds((await mailsOf(halle))[2]?.text ?? "")).toEqual([504]);
  });

  it("does nothing while another run holds the lock", async () => {
    await insertProperty(test.db, { id: 532, city: "Halle", zip: "1500", price: 100_000 });
    const client = await test.db.$client.connect();
    try {
      await client.query("begin");
      await client.query("select pg_advisory_xact_lock($1)", [MATCHING_LOCK]);
      expect(await run()).toEqual({ alerted: 0, matched: 0 });
    } finally {
      await client.query("rollback");
      client.release();
    }
    expect(await run()).toEqual({ alerted: 1, matched: 1 });
  });

  it("greets without a name a demand registered without a solved captcha (it kept none)", async () => {
    const nameless = await insertDemand("nameless", { goal: 1, typeWebIds: [], regions: [] }, { name: "" });
    expect(await run(nameless)).toEqual({ alerted: 1, matched: 1 });
    const [mail] = await mailsOf(nameless);
    expect(mail?.recipient).toEqual({ name: "", address: "nameless@visitor.test" });
    expect(mail?.text).toMatch(/^Goeiedag,\n/);
  });
});
