import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  insertProperty,
  insertSettings,
  insertTypes,
  startTestDatabase,
  type TestDatabase,
} from "../../../tests/support/catalog-fixtures.ts";
import { forgetSiteData } from "../site-settings.ts";
import { latestListings, listingTotals } from "./listing-cards.ts";

let test: TestDatabase;

beforeAll(async () => {
  test = await startTestDatabase();
  forgetSiteData();
  await insertSettings(test.db);
  await insertTypes(test.db);
  await insertProperty(test.db, {
    id: 301,
    goal: 0,
    title: "Ruime villa met tuin",
    titleFr: "Villa spacieuse",
    photos: 3,
  });
  await insertProperty(test.db, {
    id: 302,
    goal: 1,
    price: 950,
    city: "Brussel",
    cityFr: "Bruxelles",
    zip: "1000",
    type: 2,
  });
  await insertProperty(test.db, { id: 303, goal: 0, publishPrice: false });
  await insertProperty(test.db, { id: 304, goal: 0, priceUnit: 7, price: 199_000 });
  await insertProperty(test.db, { id: 305, goal: 0, status: "unpublished" });
  await insertProperty(test.db, { id: 306, goal: 4, price: 1200, marquee: 4 });
}, 60_000);

afterAll(async () => {
  await test?.stop();
});

describe("latestListings", () => {
  it("lists published properties newest first, both goals by default", async () => {
    const cards = await latestListings({ language: "nl", limit: 10 });
    expect(cards.map((card) => card.id)).toEqual([306, 304, 303, 302, 301]);
  });

  it("filters by goal: 0 is sale, any other value is rent", async () => {
    expect((await latestListings({ language: "nl", goal: 0, limit: 10 })).map((c) => c.id)).toEqual([304, 303, 301]);
    expect((await latestListings({ language: "nl", goal: 1, limit: 10 })).map((c) => c.id)).toEqual([306, 302]);
  });

  it("respects the limit", async () => {
    expect(await latestListings({ language: "nl", limit: 2 })).toHaveLength(2);
  });

  it("uses the visitor's language and falls back to the default language", async () => {
    const fr = (await latestListings({ language: "fr", goal: 1, limit: 10 })).find((card) => card.id === 302);
    expect(fr?.city).toBe("Bruxelles");
    expect(fr?.title).toBe("Woning 302");
    expect(fr?.typeName).toBe("Appartement");
    expect(fr?.href).toBe("/fr/a-louer/bruxelles/woning-302/302/");
    const villa = (await latestListings({ language: "fr", goal: 0, limit: 10 })).find((card) => card.id === 301);
    expect(villa?.title).toBe("Villa spacieuse");
    expect(villa?.href).toBe("/fr/a-vendre/halle/villa-spacieuse/301/");
  });

  it("carries the first photo and the price rules", async () => {
    const cards = await latestListings({ language: "en", limit: 10 });
    const byId = new Map(cards.map((card) => [card.id, card]));
    expect(byId.get(301)).toMatchObject({ photoKey: "p301-0", photoWidth: 1600, photoHeight: 1067, typeName: "House" });
    expect(byId.get(302)?.photoKey).toBeNull();
    expect(byId.get(303)?.priceText).toBe("Price on request");
    expect(byId.get(304)?.priceText).toMatch(/^Starting from €\s199\.000$/);
    expect(byId.get(302)?.priceText).toMatch(/950.*\/ month$/);
    expect(byId.get(306)?.marquee).toBe(4);
  });
});

describe("listingTotals", () => {
  it("counts published properties per goal", async () => {
    expect(await listingTotals()).toEqual({ forSale: 3, forRent: 2 });
  });
});
