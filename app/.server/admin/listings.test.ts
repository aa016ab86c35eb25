// The back office's list of listings, searched as agents search: by reference, title, street (with
// its number), postcode or municipality, and by id; drafts included, archived ones only when asked.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertTypes } from "../../../tests/support/catalog-fixtures.ts";
import { draftListingValues } from "../../../tests/support/listing-values.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import { createListing } from "./listing-editor.ts";
import { type ListingFilters, listingList } from "./listings.ts";

let database: TestDatabase;
const ids: Record<string, number> = {};
const actor = { id: null, name: "List Spec" };

beforeAll(async () => {
  database = await createTestDatabase({ current: true });
  await insertTypes(database.db);
  const make = (title: string, values: Parameters<typeof draftListingValues>[0]) =>
    createListing(
      {
        values: draftListingValues(values),
        texts: [{ language: "nl", title, description: "", priceUnitText: "" }],
        videos: [],
        tours: [],
      },
      actor,
    );
  ids.mill = await make("Woning aan de molen", { reference: "HAL-12", street: "Molenstraat", houseNumber: "7" });
  ids.church = await make("Appartement met terras", {
    reference: "BRU-3",
    street: "Kerkstraat",
    houseNumber: "112",
    zip: "1000",
    city: "Brussel",
    cityNames: { nl: "Brussel" },
  });
  ids.archived = await make("Oude hoeve", { street: "Molenstraat", houseNumber: "9" });
  await database.db.execute(sql`update properties set archived_at = now() where id = ${ids.archived}`);
});

afterAll(() => database?.cleanup());

const found = async (query: string, status: ListingFilters["status"] = null) =>
  (await listingList({ query, status, goal: null, page: 1 }, "nl", "nl")).rows
    .map((row) => row.id)
    .sort((a, b) => a - b);

describe("listingList", () => {
  it.each([
    ["a street", "molenstraat", ["mill"]],
    ["a street with its number, as said", "Molenstraat 7", ["mill"]],
    ["part of a street", "kerkstr", ["church"]],
    ["a postcode", "1000", ["church"]],
    ["a reference", "hal-12", ["mill"]],
    ["a municipality", "brussel", ["church"]],
    ["a word of a title", "terras", ["church"]],
    ["nothing of either", "Stationsstraat", []],
  ])("finds by %s (%j)", async (_case, query, expected) => {
    expect(await found(query)).toEqual(expected.map((key) => ids[key] ?? 0).sort((a, b) => a - b));
  });

  it("finds a listing by its id, and an archived one only among the archived", async () => {
    expect(await found(String(ids.church))).toEqual([ids.church]);
    expect(await found("Molenstraat 9")).toEqual([]);
    expect(await found("Molenstraat 9", "archived")).toEqual([ids.archived]);
  });
});
