// Telling followers what changed, against a real PostgreSQL: one mail per follower with what is
// news since they were last told, a mark that moves on so nothing is told twice, nothing for the
// unconfirmed or unsubscribed, no price figures for a hidden price, and the retention purge.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  insertProperty,
  insertSettings,
  insertTypes,
  startTestDatabase,
  type TestDatabase,
} from "../../../tests/support/catalog-fixtures.ts";
import { useLeadSettings } from "../../../tests/support/lead-form-fixtures.ts";
import { outgoingMails, propertyFollowers } from "../db/lead-schema.ts";
import { propertyChanges } from "../db/stats-schema.ts";
import { purgeExpiredData } from "../leads/retention.ts";
import { sendFollowNews } from "./follow-news-mails.ts";

let test: TestDatabase;
const options = {
  origin: "https://www.agency.test/",
  agencyName: "Test Immo",
  agencyEmail: "info@agency.test",
  fallback: "nl" as const,
};

beforeAll(async () => {
  test = await startTestDatabase();
  // The retention purge reads the data folder from the lead settings.
  useLeadSettings();
  await insertSettings(test.db);
  await insertTypes(test.db);
  await insertProperty(test.db, { id: 1, title: "Villa met tuin", city: "Halle", price: 400_000 });
  await insertProperty(test.db, {
    id: 2,
    title: "Verborgen prijs",
    city: "Halle",
    price: 300_000,
    publishPrice: false,
  });
}, 120_000);

afterAll(() => test?.stop());

beforeEach(async () => {
  await test.db.execute("truncate property_followers, property_changes, outgoing_mails restart identity cascade");
});

async function follow(
  propertyId: number,
  token: string,
  extra: { confirmed?: boolean; unsubscribed?: boolean; language?: string } = {},
) {
  await test.db.insert(propertyFollowers).values({
    propertyId,
    token,
    language: extra.language ?? "nl",
    email: `${token}@visitor.test`,
    name: "An",
    confirmedAt: extra.confirmed === false ? null : new Date(),
    unsubscribedAt: extra.unsubscribed ? new Date() : null,
  });
}

async function change(propertyId: number, kind: "price" | "marquee", before: number, after: number) {
  await test.db.insert(propertyChanges).values({ propertyId, kind, before, after });
}

const mails = () => test.db.select().from(outgoingMails).orderBy(outgoingMails.id);

describe("sendFollowNews", () => {
  it("mails a confirmed follower the price drop once, with the listing and a one-click unsubscribe", async () => {
    await follow(1, "a");
    await change(1, "price", 400_000, 379_000);
    expect(await sendFollowNews(test.db, options)).toEqual({ told: 1 });
    const [mail] = await mails();
    expect(mail).toMatchObject({ purpose: "follow-news", recipient: { address: "a@visitor.test" } });
    expect(mail?.subject).toBe("Nieuws over Villa met tuin");
    expect(mail?.text).toContain("De prijs is verlaagd van €\u00a0400.000 naar €\u00a0379.000.");
    expect(mail?.text).toMatch(/https:\/\/www\.agency\.test\/nl\/te-koop\/halle\/villa-met-tuin\/1\//);
    expect(mail?.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    expect(mail?.headers["List-Unsubscribe"]).toBe("<https://www.agency.test/nl/volgen/uitschrijven/a/>");
    // The token stands in the stored text hidden: it is put back only as the mail leaves.
    expect(mail?.text).not.toContain("/uitschrijven/a/");
    // Told: the next run has nothing to say, until the next change.
    expect(await sendFollowNews(test.db, options)).toEqual({ told: 0 });
    await change(1, "marquee", 0, 2);
    expect(await sendFollowNews(test.db, options)).toEqual({ told: 1 });
    expect((await mails())[1]?.text).toContain("Het pand staat nu onder optie.");
  });

  it("tells nobody unconfirmed or unsubscribed, and moves past what is no news", async () => {
    await follow(1, "unconfirmed", { confirmed: false });
    await follow(1, "gone", { unsubscribed: true });
    await follow(1, "told", { language: "de" });
    await change(1, "price", 379_000, 390_000);
    expect(await sendFollowNews(test.db, options)).toEqual({ told: 0 });
    const [row] = await test.db.select().from(propertyFollowers).where(eq(propertyFollowers.token, "told"));
    expect(row?.toldChangeId).toBeGreaterThan(0);
    // The rise is behind the mark now: a drop back to where it was is news only against 390.000.
    await change(1, "price", 390_000, 385_000);
    await sendFollowNews(test.db, options);
    const [mail] = await mails();
    expect(mail?.recipient).toMatchObject({ address: "told@visitor.test" });
    expect(mail?.subject).toBe("Neuigkeiten zu Villa met tuin");
    expect(mail?.text).toContain("Der Preis wurde von 390.000\u00a0€ auf 385.000\u00a0€ gesenkt.");
  });

  it("never writes a hidden price into a mail: the drop is not told, the sale is", async () => {
    await follow(2, "hidden");
    await change(2, "price", 300_000, 280_000);
    expect(await sendFollowNews(test.db, options)).toEqual({ told: 0 });
    await change(2, "marquee", 0, 3);
    await sendFollowNews(test.db, options);
    const [mail] = await mails();
    expect(mail?.text).toContain("Het pand is verkocht.");
    expect(mail?.text).not.toMatch(/300\.000|280\.000/);
  });

  it.each<[string, () => { createdAt: Date; confirmedAt: Date | null; unsubscribedAt: Date | null }, boolean]>([
    ["never confirmed for 31 days", () => ({ createdAt: daysAgo(31), confirmedAt: null, unsubscribedAt: null }), false],
    ["never confirmed for 29 days", () => ({ createdAt: daysAgo(29), confirmedAt: null, unsubscribedAt: null }), true],
    [
      "following for a year",
      () => ({ createdAt: daysAgo(365), confirmedAt: daysAgo(365), unsubscribedAt: null }),
      true,
    ],
    [
      "unsubscribed 31 days ago",
      () => ({ createdAt: daysAgo(90), confirmedAt: daysAgo(90), unsubscribedAt: daysAgo(31) }),
      false,
    ],
  ])("a follow %s is kept: %s", async (_case, dates, kept) => {
    await test.db
      .insert(propertyFollowers)
      .values({ propertyId: 1, token: "t", language: "nl", email: "t@visitor.test", name: "", ...dates() });
    await purgeExpiredData(test.db, 24);
    expect(await test.db.select().from(propertyFollowers)).toHaveLength(kept ? 1 : 0);
  });
});

function daysAgo(days: number): Date {
  return new Date(Date.now() - days * 86_400_000);
}
