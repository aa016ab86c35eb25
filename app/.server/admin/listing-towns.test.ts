// The towns the listing editor knows, against PostgreSQL: each postal code with a placed listing, its
// usual spelling and the middle of its listings; a postal code without a placed listing is unknown.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProperty, insertTypes } from "../../../tests/support/catalog-fixtures.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import { properties } from "../db/schema.ts";
import { listingTowns } from "./listing-towns.ts";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ current: true });
  await insertTypes(database.db);
});

afterAll(() => database?.cleanup());

describe("listingTowns", () => {
  it("gives each postal code its usual spelling and the middle of its placed listings", async () => {
    await insertProperty(database.db, { id: 1, zip: "1500", city: "Halle", cityFr: "Hal" });
    await insertProperty(database.db, { id: 2, zip: "1500", city: "Halle" });
    await insertProperty(database.db, { id: 3, zip: "1500", city: "HALLE" });
    await insertProperty(database.db, { id: 4, zip: "9000", city: "Gent" });
    await database.db.insert(properties).values({
      id: 5,
      goal: 0,
      typeWebId: 1,
      zip: "3000",
      city: "Leuven",
      cityNames: { nl: "Leuven" },
      latitude: null,
      longitude: null,
    });
    const towns = await listingTowns();
    expect(towns.map((town) => town.zip)).toEqual(["1500", "9000"]);
    expect(towns[0]).toMatchObject({ zip: "1500", city: "Halle", latitude: 50.7, longitude: 4.2 });
    expect(towns[1]?.city).toBe("Gent");
  });
});
