// The search box finds listings by their street, alone or with the town, and never by an address
// the listing hides.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  insertProperty,
  insertSettings,
  insertTypes,
  startTestDatabase,
  type TestDatabase,
} from "../../../tests/support/catalog-fixtures.ts";
import { forgetSiteData } from "../site-settings.ts";
import { forgetCatalogIndex } from "./catalog-index.ts";
import { bestMatch, quickSearch } from "./quick-search.ts";

let test: TestDatabase;
const ids = async (text: string) => (await quickSearch(text, "nl", "nl")).properties.map((property) => property.id);

beforeAll(async () => {
  test = await startTestDatabase();
  forgetSiteData();
  forgetCatalogIndex();
  await insertSettings(test.db);
  await insertTypes(test.db);
  await insertProperty(test.db, { id: 601, city: "Halle", zip: "1500", street: "Basiliekstraat" });
  await insertProperty(test.db, {
    id: 602,
    city: "Halle",
    zip: "1500",
    street: "Basiliekstraat",
    publishAddress: false,
  });
  await insertProperty(test.db, { id: 603, city: "Lembeek", zip: "1502", street: "Kerkstraat" });
  await insertProperty(test.db, { id: 604, city: "Halle", zip: "1500", street: "Kerkstraat" });
  await insertProperty(test.db, { id: 605, city: "Halle", zip: "1500", street: "Hallestraat" });
  await insertProperty(test.db, {
    id: 606,
    city: "Halle",
    zip: "1500",
    street: "Rue de l'Église",
    status: "unpublished",
  });
}, 60_000);

afterAll(async () => {
  await test?.stop();
});

describe("quickSearch by street", () => {
  it("finds a street by its beginning, without the listing that hides its address", async () => {
    expect(await ids("basiliek")).toEqual([601]);
    expect(await ids("BASILIEKSTRAAT")).toEqual([601]);
  });

  it("tells a street's towns apart by the town's name or postal code", async () => {
    expect(await ids("kerkstraat")).toEqual([603, 604]);
    expect(await ids("kerkstraat lembeek")).toEqual([603]);
    expect(await ids("kerkstraat in halle")).toEqual([604]);
    expect(await ids("kerkstraat 1502")).toEqual([603]);
  });

  it("reads a town as the town, not as a street that starts with its name", async () => {
    expect(await ids("halle")).toEqual([]);
  });

  it("finds no unpublished listing, and sends the search to the first listing on the street", async () => {
    expect(await ids("rue de l'eglise")).toEqual([]);
    const results = await quickSearch("basiliekstraat", "nl", "nl");
    expect(bestMatch(results, "basiliekstraat")).toBe(results.properties[0]?.href);
  });
});
