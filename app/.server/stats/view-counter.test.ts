// The view counter against the real PostgreSQL: what a batch of views becomes, which Brussels day a
// view belongs to, two counters (two instances) adding up, and a batch kept when it cannot be written.
import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertProperty, insertTypes } from "../../../tests/support/catalog-fixtures.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import { until } from "../../../tests/support/until.ts";
import { createDatabase, type Database } from "../db/client.ts";
import { propertyDailyViews } from "../db/stats-schema.ts";
import { createViewCounter } from "./view-counter.ts";

let database: TestDatabase;
let db: Database;
let otherInstance: Database;

beforeAll(async () => {
  database = await createTestDatabase({ max: 4 });
  db = database.db;
  otherInstance = createDatabase(database.url, { max: 2 });
  await insertTypes(db);
  for (const id of [101, 102, 103]) await insertProperty(db, { id });
});

beforeEach(async () => {
  await db.delete(propertyDailyViews);
});

afterAll(async () => {
  await otherInstance?.$client.end();
  await database?.cleanup();
});

async function rows() {
  const found = await db
    .select()
    .from(propertyDailyViews)
    .orderBy(asc(propertyDailyViews.propertyId), asc(propertyDailyViews.day), asc(propertyDailyViews.source));
  return found.map((row) => `${row.propertyId} ${row.day} ${row.source} ${row.views}`);
}

const at = (iso: string) => new Date(iso).getTime();

describe("the view counter", () => {
  it("turns a batch of views into one row per property, day and source", async () => {
    const counter = createViewCounter({ db, intervalMs: 0 });
    for (let index = 0; index < 250; index++) counter.count(101, at("2026-05-04T09:00:00Z"));
    counter.count(102, at("2026-05-04T09:00:00Z"));
    counter.count(102, at("2026-05-05T09:00:00Z"));
    expect(counter.pending()).toBe(252);
    await counter.flush();
    expect(counter.pending()).toBe(0);
    expect(await rows()).toEqual(["101 2026-05-04 site 250", "102 2026-05-04 site 1", "102 2026-05-05 site 1"]);
    // A second batch adds to the rows it meets.
    counter.count(101, at("2026-05-04T20:00:00Z"));
    await counter.flush();
    expect(await rows()).toContain("101 2026-05-04 site 251");
  });

  it("files views under the Belgian day, across the change to summer time", async () => {
    const counter = createViewCounter({ db, intervalMs: 0 });
    // 29 March 2026: clocks go from 02:00 to 03:00 in Brussels (01:00 UTC).
    for (const moment of [
      "2026-03-28T22:59:59Z", // 23:59:59 on the 28th (UTC+1)
      "2026-03-28T23:00:00Z", // midnight: the 29th
      "2026-03-29T00:59:59Z", // 01:59:59, just before the change
      "2026-03-29T01:00:00Z", // 03:00 summer time
      "2026-03-29T21:59:59Z", // 23:59:59 on the 29th (UTC+2)
      "2026-03-29T22:00:00Z", // midnight: the 30th, while UTC still says the 29th
    ]) {
      counter.count(103, at(moment));
    }
    await counter.flush();
    expect(await rows()).toEqual(["103 2026-03-28 site 1", "103 2026-03-29 site 4", "103 2026-03-30 site 1"]);
  });

  it("adds up the views of two instances flushing into one database at once", async () => {
    const first = createViewCounter({ db, intervalMs: 0 });
    const second = createViewCounter({ db: otherInstance, intervalMs: 0 });
    const moment = at("2026-06-01T12:00:00Z");
    for (let round = 0; round < 5; round++) {
      for (let index = 0; index < 100; index++) first.count(101, moment);
      for (let index = 0; index < 70; index++) second.count(101, moment);
      second.count(102, moment);
      await Promise.all([first.flush(), second.flush()]);
    }
    expect(await rows()).toEqual(["101 2026-06-01 site 850", "102 2026-06-01 site 5"]);
  });

  it("writes on its own every interval, and what is left when it stops", async () => {
    const counter = createViewCounter({ db, intervalMs: 20 });
    counter.count(101, at("2026-07-01T08:00:00Z"));
    await until(async () => (await rows()).length > 0, "the counter's own write");
    expect(await rows()).toEqual(["101 2026-07-01 site 1"]);
    counter.count(101, at("2026-07-01T08:00:00Z"));
    await counter.stop();
    expect(await rows()).toEqual(["101 2026-07-01 site 2"]);
    // Stopped: nothing more is taken in.
    counter.count(101);
    expect(counter.pending()).toBe(0);
  });

  it("drops views of an unknown property without losing the rest of the batch", async () => {
    const counter = createViewCounter({ db, intervalMs: 0 });
    counter.count(999_999, at("2026-08-01T08:00:00Z"));
    counter.count(102, at("2026-08-01T08:00:00Z"));
    await counter.flush();
    expect(await rows()).toEqual(["102 2026-08-01 site 1"]);
  });

  it("keeps a batch that cannot be written and writes it on the next flush", async () => {
    const lines: string[] = [];
    const counter = createViewCounter({ db, intervalMs: 0, log: (line) => lines.push(line) });
    counter.count(101, at("2026-09-01T08:00:00Z"));
    counter.count(101, at("2026-09-01T08:00:00Z"));
    // The table is briefly unavailable: the write fails, the batch stays.
    await db.execute(sql`alter table property_daily_views rename to property_daily_views_away`);
    try {
      await counter.flush();
    } finally {
      await db.execute(sql`alter table property_daily_views_away rename to property_daily_views`);
    }
    expect(lines).toHaveLength(1);
    expect(counter.pending()).toBe(2);
    counter.count(101, at("2026-09-01T09:00:00Z"));
    await counter.flush();
    expect(await rows()).toEqual(["101 2026-09-01 site 3"]);
  });
});
