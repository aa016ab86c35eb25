// A lowered price as visitors see it, against a real PostgreSQL: the card's "price reduced" flag
// (the last price change within 60 days lowered it; never for a hidden price) and the listing's
// price history, which the agency's setting turns off.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  insertProperty,
  insertSettings,
  insertTypes,
  startTestDatabase,
  type TestDatabase,
} from "../../../tests/support/catalog-fixtures.ts";
import { propertyChanges } from "../db/stats-schema.ts";
import { forgetSiteData } from "../site-settings.ts";
import { publishedCardsByIds, toListingCard } from "./card-query.ts";
import { loadPropertyDetail } from "./detail/property-detail.ts";

let test: TestDatabase;
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

async function priceChange(propertyId: number, before: number, after: number, days: number) {
  await test.db.insert(propertyChanges).values({ propertyId, kind: "price", before, after, changedAt: daysAgo(days) });
}

beforeAll(async () => {
  test = await startTestDatabase();
  forgetSiteData();
  await insertSettings(test.db);
  await insertTypes(test.db);
  for (const id of [501, 502, 503, 504, 505]) await insertProperty(test.db, { id, title: `Woning ${id}` });
  await priceChange(501, 420_000, 399_000, 3);
  // Lowered, then raised again.
  await priceChange(502, 420_000, 399_000, 20);
  await priceChange(502, 399_000, 410_000, 2);
  // Lowered long ago.
  await priceChange(503, 420_000, 399_000, 70);
  // Lowered, but the price is hidden.
  await test.db.execute(sql`update properties set publish_price = false where id = 505`);
  await priceChange(505, 420_000, 399_000, 3);
}, 60_000);

afterAll(() => test?.stop());

describe("the card's price reduced flag", () => {
  it("is set when the last change within 60 days lowered a shown price, and only then", async () => {
    const cards = (await publishedCardsByIds([501, 502, 503, 504, 505], "nl", "nl")).map((row) =>
      toListingCard(row, "nl", "nl"),
    );
    expect(Object.fromEntries(cards.map((card) => [card.id, card.priceReduced]))).toEqual({
      501: true,
      502: false,
      503: false,
      504: false,
      505: false,
    });
  });
});

describe("the listing's price history", () => {
  const detail = (id: number) =>
    loadPropertyDetail(
      new Request(`http://site.test/nl/te-koop/halle/woning-${id}/${id}/`),
      { id: String(id) },
      {
        language: "nl",
        fromPath: true,
      },
    );

  it("tells every change, newest first, in the visitor's language", async () => {
    expect((await detail(502)).priceHistory).toMatchObject([
      { date: expect.any(String), before: "€\u00a0399.000", after: "€\u00a0410.000", lowered: false },
      { before: "€\u00a0420.000", after: "€\u00a0399.000", lowered: true },
    ]);
  });

  it("is not shown for a hidden price, nor when the agency turns it off", async () => {
    expect((await detail(505)).priceHistory).toEqual([]);
    await test.db.execute(sql`update site_settings set show_price_history = false`);
    forgetSiteData();
    try {
      expect((await detail(501)).priceHistory).toEqual([]);
    } finally {
      await test.db.execute(sql`update site_settings set show_price_history = true`);
      forgetSiteData();
    }
    expect((await detail(501)).priceHistory).toHaveLength(1);
  });
});
