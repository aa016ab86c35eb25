// The list's area on a real database: PostgreSQL's `point <@ polygon` keeps the listings the map
// shows inside it, by the point the map shows: a hidden address counts by its rounded point.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  insertProperty,
  insertSettings,
  insertTypes,
  startTestDatabase,
  type TestDatabase,
} from "../../../../tests/support/catalog-fixtures.ts";
import { boundsArea, writeArea } from "../../../shared/list-area.ts";
import type { ListQuery } from "../../../shared/list-state.ts";
import { db } from "../../db/client.ts";
import { properties } from "../../db/schema.ts";
import { forgetSiteData } from "../../site-settings.ts";
import { catalogIndex, forgetCatalogIndex } from "../catalog-index.ts";
import { listFacets } from "./list-facets.ts";
import { countListings, listConditions, searchListings } from "./list-query.ts";

let test: TestDatabase;
const base: ListQuery = { sort: "newest", view: "grid", page: 1 };
const found = async (query: Partial<ListQuery>) => {
  const result = await searchListings({
    language: "nl",
    fallback: "nl",
    goal: 0,
    query: { ...base, ...query },
    pageSize: 50,
  });
  return { ids: result.cards.map((card) => card.id).sort((a, b) => a - b), total: result.total };
};
const box = (south: number, west: number, north: number, east: number) =>
  writeArea(boundsArea(south, west, north, east));

beforeAll(async () => {
  test = await startTestDatabase();
  forgetSiteData();
  forgetCatalogIndex();
  await insertSettings(test.db);
  await insertTypes(test.db);
  // Brussels and Halle, public addresses.
  await insertProperty(test.db, { id: 801, latitude: 50.8467, longitude: 4.3525, bedrooms: 2 });
  await insertProperty(test.db, { id: 802, latitude: 50.7339, longitude: 4.2345, bedrooms: 3 });
  // A hidden address at 50.8449, 4.3449: the map shows it at 50.84, 4.34, south-west of its house.
  await insertProperty(test.db, { id: 803, latitude: 50.8449, longitude: 4.3449, publishAddress: false, bedrooms: 3 });
  // Another goal, and one without a point: never in an area.
  await insertProperty(test.db, { id: 804, goal: 1, latitude: 50.8467, longitude: 4.3525 });
  await insertProperty(test.db, { id: 805 });
  await test.db.update(properties).set({ latitude: null, longitude: null }).where(eq(properties.id, 805));
});

afterAll(async () => {
  await test?.stop();
});

describe("the area filter", () => {
  it("keeps the listings inside the area and leaves out those outside, the other filters applying too", async () => {
    const brussels = box(50.8, 4.3, 50.9, 4.4);
    expect(await found({ area: brussels })).toEqual({ ids: [801, 803], total: 2 });
    expect(await found({ area: brussels, bedrooms: 3 })).toEqual({ ids: [803], total: 1 });
    expect((await found({ area: box(50.7, 4.2, 50.9, 4.4) })).ids).toEqual([801, 802, 803]);
    expect(await found({ area: box(51.0, 5.0, 51.1, 5.1) })).toEqual({ ids: [], total: 0 });
    expect(await countListings(0, {})).toBe(4);
  });

  it("counts the filters' choices inside the area", async () => {
    const facets = await listFacets(0, { ...base, area: box(50.8, 4.3, 50.9, 4.4) }, await catalogIndex());
    expect(facets.bedrooms[1]).toBe(2);
    expect(facets.bedrooms[3]).toBe(1);
    const everywhere = await listFacets(0, base, await catalogIndex());
    expect(everywhere.bedrooms[3]).toBe(2);
  });

  it("follows the polygon's sides, not its bounding box", async () => {
    // A triangle whose bounding box holds Brussels and Halle; its long side leaves Halle out.
    const triangle = writeArea([
      { latitude: 50.9, longitude: 4.3 },
      { latitude: 50.9, longitude: 4.4 },
      { latitude: 50.7, longitude: 4.4 },
    ]);
    expect((await found({ area: triangle })).ids).toEqual([801, 803]);
    expect((await found({ area: box(50.7, 4.2, 50.9, 4.4) })).ids).toContain(802);
  });

  it("counts a hidden address by the rounded point the map shows, never by the house", async () => {
    // Round the house itself (50.8449, 4.3449) but not its rounded point (50.84, 4.34): nothing.
    const aroundHouse = box(50.8445, 4.3445, 50.8455, 4.3455);
    expect((await found({ area: aroundHouse })).ids).toEqual([]);
    // Round the rounded point, the house outside: found.
    const aroundShown = box(50.8395, 4.3395, 50.8405, 4.3405);
    expect((await found({ area: aroundShown })).ids).toEqual([803]);
  });

  it("gives the map view only the points in the area, at the point it shows", async () => {
    const result = await searchListings({
      language: "nl",
      fallback: "nl",
      goal: 0,
      query: { ...base, view: "map", area: box(50.8, 4.3, 50.9, 4.4) },
      pageSize: 1,
    });
    expect(result.total).toBe(2);
    const points = [...result.points].sort((a, b) => a.id - b.id);
    expect(points.map((point) => [point.id, point.latitude, point.longitude])).toEqual([
      [801, 50.8467, 4.3525],
      [803, 50.84, 4.34],
    ]);
  });
});

describe("the area's index", () => {
  it("serves the list's area condition (the index's expression is the condition's, word for word)", async () => {
    const where = listConditions(0, { ...base, area: box(50.8, 4.3, 50.9, 4.4) }, await catalogIndex());
    const plan = await db().transaction(async (tx) => {
      // A few rows: the planner would read them all; forbidden that, it shows whether it can use the index.
      await tx.execute(sql`set local enable_seqscan = off`);
      const { rows } = await tx.execute(sql`explain select count(*) from ${properties} where ${where}`);
      return rows.map((row) => Object.values(row).join(" ")).join("\n");
    });
    expect(plan).toContain("properties_shown_point_idx");
  });
});
