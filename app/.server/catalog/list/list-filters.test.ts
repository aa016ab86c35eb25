// The list's filters, sorts, faceted counts and nearby towns on a real database.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  insertProperty,
  insertSettings,
  insertTypes,
  startTestDatabase,
  type TestDatabase,
} from "../../../../tests/support/catalog-fixtures.ts";
import type { ListQuery } from "../../../shared/list-state.ts";
import { properties } from "../../db/schema.ts";
import { forgetSiteData } from "../../site-settings.ts";
import { catalogIndex, forgetCatalogIndex } from "../catalog-index.ts";
import { listFacets } from "./list-facets.ts";
import { nearbyTowns } from "./list-nearby.ts";
import { searchListings } from "./list-query.ts";
import { parseListUrl } from "./list-url.ts";

let test: TestDatabase;
const base: ListQuery = { sort: "newest", view: "grid", page: 1 };
const ids = async (goal: number, query: Partial<ListQuery>) =>
  (
    await searchListings({ language: "nl", fallback: "nl", goal, query: { ...base, ...query }, pageSize: 50 })
  ).cards.map((card) => card.id);
const sorted = async (goal: number, query: Partial<ListQuery>) => (await ids(goal, query)).sort((a, b) => a - b);
const facets = async (goal: number, query: Partial<ListQuery>) =>
  listFacets(goal, { ...base, ...query }, await catalogIndex());

const HALLE = { city: "Halle", zip: "1500", latitude: 50.7339, longitude: 4.2345 };

beforeAll(async () => {
  test = await startTestDatabase();
  forgetSiteData();
  forgetCatalogIndex();
  await insertSettings(test.db);
  await insertTypes(test.db);
  const sale = [
    // Flanders: C (250), a garden and a garage.
    {
      id: 501,
      ...HALLE,
      type: 1,
      price: 300_000,
      bedrooms: 3,
      livingArea: 150,
      plotArea: 600,
      energyPerformance: 250,
      details: { comfort: { garden: true }, rooms: { garages: 1 } },
    },
    // Flanders: A (90), a terrace by its area, sold under VAT (a new build).
    {
      id: 502,
      ...HALLE,
      type: 2,
      price: 200_000,
      bedrooms: 2,
      livingArea: 80,
      energyPerformance: 90,
      details: { surfaces: { terrace: 12 }, financial: { vatRegime: true } },
    },
    // Flanders: E (450), a garden by its area only.
    {
      id: 503,
      ...HALLE,
      type: 1,
      price: 450_000,
      bedrooms: 4,
      livingArea: 220,
      plotArea: 1200,
      energyPerformance: 450,
      details: { surfaces: { garden: 300 } },
    },
    // Brussels: 140 is C− on its scale.
    {
      id: 504,
      city: "Brussel",
      zip: "1000",
      latitude: 50.8467,
      longitude: 4.3525,
      type: 2,
      price: 250_000,
      bedrooms: 1,
      livingArea: 60,
      energyPerformance: 140,
    },
    // Luxembourg: the label as the agency typed it.
    { id: 505, city: "Esch", zip: "4001", countryId: 50, type: 1, price: 500_000, epcLabelText: "B" },
    // Flanders, 2.6 km from Halle: B (180) with a garden.
    {
      id: 506,
      city: "Lembeek",
      zip: "1502",
      latitude: 50.7126,
      longitude: 4.2203,
      type: 1,
      price: 280_000,
      bedrooms: 3,
      energyPerformance: 180,
      details: { comfort: { garden: true } },
    },
    // Wallonia: 240 is C there (B in Flanders would stop at 200).
    {
      id: 507,
      city: "Liège",
      zip: "4000",
      latitude: 50.6326,
      longitude: 5.5797,
      type: 1,
      price: 220_000,
      energyPerformance: 240,
    },
  ];
  for (const property of sale) await insertProperty(test.db, property);
  await insertProperty(test.db, {
    id: 511,
    ...HALLE,
    goal: 1,
    type: 2,
    price: 900,
    details: { comfort: { furnished: true, petsAllowed: true } },
  });
  await insertProperty(test.db, {
    id: 512,
    ...HALLE,
    goal: 1,
    type: 1,
    price: 650,
    details: { comfort: { furnished: false } },
  });
  // A postal code of five digits is no Belgian one: its score is read by no region's scale, so the
  // label the agency typed counts (as the card shows it), not 50 read as Flemish A.
  await insertProperty(test.db, {
    id: 513,
    city: "Elders",
    zip: "15000",
    goal: 1,
    type: 1,
    price: 700,
    energyPerformance: 50,
    epcLabelText: "G",
  });
}, 60_000);

afterAll(async () => {
  await test?.stop();
});

describe("parseListUrl: the new filters", () => {
  it("reads ranges, the energy letter and yes-filters", () => {
    expect(
      parseListUrl(
        new URLSearchParams(
          "bedrooms=2&bedroomsMax=3&areaMin=100&plotMin=500&energy=C&garden=1&parking=on&sort=price-m2",
        ),
      ),
    ).toEqual({
      ok: true,
      query: {
        ...base,
        bedrooms: 2,
        bedroomsMax: 3,
        areaMin: 100,
        plotMin: 500,
        energy: "C",
        garden: true,
        parking: true,
        sort: "price-m2",
      },
    });
  });

  it.each([
    "energy=Z",
    "energy=c",
    "garden=yes",
    "garden=0",
    "bedrooms=3&bedroomsMax=2",
    "areaMin=-5",
    "pets=1&pets=1",
  ])("leaves out %j (list-url.test.ts)", (text) => {
    expect(parseListUrl(new URLSearchParams(text))).toEqual({ ok: true, query: base });
  });
});

describe("filters", () => {
  it("keeps the energy labels at or better than a letter, by each region's own scale", async () => {
    expect(await sorted(0, { energy: "A" })).toEqual([502]);
    expect(await sorted(0, { energy: "B" })).toEqual([502, 505, 506]);
    expect(await sorted(0, { energy: "C" })).toEqual([501, 502, 504, 505, 506, 507]);
    expect(await sorted(0, { energy: "F" })).toEqual([501, 502, 503, 504, 505, 506, 507]);
    expect(await sorted(1, { energy: "A" })).toEqual([]);
    expect(await sorted(1, { energy: "F" })).toEqual([]);
  });

  it("finds what a listing has by its flags or its areas", async () => {
    expect(await sorted(0, { garden: true })).toEqual([501, 503, 506]);
    expect(await sorted(0, { terrace: true })).toEqual([502]);
    expect(await sorted(0, { parking: true })).toEqual([501]);
    expect(await sorted(0, { newBuild: true })).toEqual([502]);
    expect(await sorted(1, { furnished: true })).toEqual([511]);
    expect(await sorted(1, { pets: true })).toEqual([511]);
    expect(await sorted(0, { garden: true, parking: true })).toEqual([501]);
  });

  it("reads areas and a bedroom range", async () => {
    expect(await sorted(0, { areaMin: 100 })).toEqual([501, 503]);
    expect(await sorted(0, { plotMin: 1000 })).toEqual([503]);
    expect(await sorted(0, { bedrooms: 2, bedroomsMax: 3 })).toEqual([501, 502, 506]);
  });

  it("sorts by living area and by price per m², listings without either last", async () => {
    expect((await ids(0, { sort: "area-desc" })).slice(0, 4)).toEqual([503, 501, 502, 504]);
    expect((await ids(0, { sort: "price-m2" })).slice(0, 4)).toEqual([501, 503, 502, 504]);
  });
});

describe("faceted counts", () => {
  it("count each choice under every other filter", async () => {
    const halle = await facets(0, { city: "Halle" });
    expect(halle.types).toMatchObject({ 1: 2, 2: 1 });
    expect(halle.bedrooms).toEqual({ 1: 3, 2: 3, 3: 2, 4: 1, 5: 0 });
    expect(halle.energy).toEqual({ A: 1, B: 1, C: 2, D: 2, E: 3, F: 3 });
    expect(halle.features).toEqual({ garden: 2, terrace: 1, parking: 1, newBuild: 1 });
    const cheaper = await facets(0, { city: "Halle", priceMax: 400_000 });
    expect(cheaper.types).toMatchObject({ 1: 1, 2: 1 });
  });

  it("leave a filter's own choice out of its counts, and keep the others", async () => {
    const houses = await facets(0, { city: "Halle", type: 1 });
    expect(houses.types).toMatchObject({ 1: 2, 2: 1 });
    expect(houses.features).toEqual({ garden: 2, terrace: 0, parking: 1, newBuild: 0 });
    const withGarden = await facets(0, { garden: true });
    expect(withGarden.features.garden).toBe(3);
    expect(withGarden.features.parking).toBe(1);
  });

  it("offer the types that have listings in the goal, and the rentals' own features", async () => {
    const rent = await facets(1, {});
    expect(Object.keys(rent.types).sort()).toEqual(["1", "2"]);
    expect(rent.features).toEqual({ garden: 0, terrace: 0, parking: 0, newBuild: 0, furnished: 1, pets: 1 });
  });

  it("are counted anew on every render: a listing withdrawn since is gone from them, whatever page or order", async () => {
    // The query's text is kept per filters (list-facets.ts); its counts never are.
    expect((await facets(0, { city: "Halle" })).types[1]).toBe(2);
    await test.db.update(properties).set({ status: "draft" }).where(eq(properties.id, 503));
    try {
      const after = await facets(0, { city: "Halle", page: 2, sort: "price" });
      expect(after.types[1]).toBe(1);
      expect(after.bedrooms[4]).toBe(0);
    } finally {
      await test.db.update(properties).set({ status: "published" }).where(eq(properties.id, 503));
    }
    expect((await facets(0, { city: "Halle", view: "map" })).types[1]).toBe(2);
  });
});

describe("faceted counts against the list", () => {
  const total = async (goal: number, query: Partial<ListQuery>) =>
    (await searchListings({ language: "nl", fallback: "nl", goal, query: { ...base, ...query }, pageSize: 1 })).total;
  // The counts come from one query whose scope works out each listing's facts once (list-facets.ts);
  // every one of them must still be what the list shows once that choice is made.
  it.each<[number, Partial<ListQuery>]>([
    [0, {}],
    [0, { city: "Halle" }],
    [0, { type: 1, priceMax: 400_000 }],
    [0, { energy: "C", garden: true }],
    [0, { bedrooms: 2, energy: "D", parking: true, priceMin: 200_000 }],
    [0, { areaMin: 100, terrace: true, newBuild: true }],
    [0, { area: "50.8_4.1_50.8_4.4_50.6_4.4_50.6_4.1", type: 1, energy: "E" }],
    [1, {}],
    [1, { furnished: true, pets: true, bedroomsMax: 2 }],
  ])("goal %i, %o: the total and each choice's count are the list's", async (goal, query) => {
    const counts = await facets(goal, query);
    expect(counts.total).toBe(await total(goal, query));
    for (const [type, count] of Object.entries(counts.types))
      expect(count).toBe(await total(goal, { ...query, type: Number(type) }));
    for (const [rooms, count] of Object.entries(counts.bedrooms))
      expect(count).toBe(await total(goal, { ...query, bedrooms: Number(rooms) }));
    for (const [letter, count] of Object.entries(counts.energy))
      expect(count).toBe(await total(goal, { ...query, energy: letter as ListQuery["energy"] }));
    for (const [feature, count] of Object.entries(counts.features))
      expect(count).toBe(await total(goal, { ...query, [feature]: true }));
  });
});

describe("nearby towns", () => {
  const nearby = async (query: Partial<ListQuery>) =>
    (await nearbyTowns(0, { ...base, ...query }, await catalogIndex(), "nl", "nl")).map((town) => [
      town.name,
      town.count,
    ]);

  it("name the nearest towns where the same search finds listings", async () => {
    expect(await nearby({ city: "Halle", type: 1, priceMax: 290_000 })).toEqual([["Lembeek", 1]]);
    expect(await nearby({ city: "Halle", type: 2, priceMin: 240_000 })).toEqual([["Brussel", 1]]);
  });

  it("leave far towns and the searched town out, and need a town", async () => {
    expect(await nearby({ city: "Halle", type: 1, priceMax: 230_000 })).toEqual([]);
    expect(await nearby({ type: 1 })).toEqual([]);
  });
});
