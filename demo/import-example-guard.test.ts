// The import's preview and its guard against the demo catalogue, on the real PostgreSQL: the
// documented example feed (full, two listings) would take all of the demo's published listings
// offline. Its preview names what it would change and changes nothing (every table of the database
// and the photo folder read the same before and after); the import refuses it, writing nothing, and
// with the confirmation does exactly what the preview said.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Feed, parseFeed } from "../app/.server/catalog/import/feed-schema.ts";
import { importFeed } from "../app/.server/catalog/import/import-feed.ts";
import { previewFeed, previewLines } from "../app/.server/catalog/import/import-preview.ts";
import type { Database } from "../app/.server/db/client.ts";
import { properties } from "../app/.server/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "../tests/support/test-database.ts";
import { buildDemoDataset } from "./demo-dataset.ts";
import { writeSeed } from "./write-seed.ts";

const docs = path.resolve(import.meta.dirname, "../docs");
const example = JSON.parse(fs.readFileSync(path.join(docs, "import-example.json"), "utf8")) as unknown;
let database: TestDatabase;
let db: Database;
let dataDir: string;

function exampleFeed(): Feed {
  const parsed = parseFeed(structuredClone(example));
  if (!parsed.ok) throw new Error(parsed.errors.join("\n"));
  return parsed.feed;
}

/** A digest of every row of every table: equal digests, nothing written. */
async function databaseDigest(): Promise<Record<string, string>> {
  const tables = await db.execute<{ name: string }>(
    sql`select quote_ident(table_name) as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const digest: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const result = await db.execute<{ digest: string | null }>(
      sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${name} t`),
    );
    digest[name] = result.rows[0]?.digest ?? "";
  }
  return digest;
}

/** Every file under the data folder (the photos an import copies). */
function filesOf(folder: string): string[] {
  return fs.readdirSync(folder, { recursive: true, encoding: "utf8" }).sort();
}

async function publishedFromFeed(): Promise<number[]> {
  const rows = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.status, "published"), eq(properties.source, "feed")))
    .orderBy(properties.id);
  return rows.map((row) => row.id);
}

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await writeSeed(db, buildDemoDataset(), { onlyIfEmpty: true, now: new Date("2026-11-20T15:30:00Z") });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "import-preview-"));
}, 120_000);

afterAll(async () => {
  await database?.cleanup();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the example feed against the demo catalogue", () => {
  it("is previewed with its counts and references, and the preview changes nothing", async () => {
    const demoOnline = await publishedFromFeed();
    expect(demoOnline.length).toBeGreaterThan(100);
    const before = await databaseDigest();
    const preview = await previewFeed(db, exampleFeed());
    expect(await databaseDigest()).toEqual(before);
    expect(filesOf(dataDir)).toEqual([]);

    expect(preview.full).toBe(true);
    expect(preview.created.map((ref) => ref.id)).toEqual([9001, 9002]);
    expect(preview.created[0]?.reference).toBe("HAL-9001");
    expect(preview.changed).toEqual([]);
    expect(preview.unpublished.map((ref) => ref.id)).toEqual(demoOnline);
    expect(preview.published).toBeGreaterThanOrEqual(demoOnline.length);
    expect(preview.needsConfirmation).toBe(true);
    const lines = previewLines(preview);
    expect(lines[0]).toBe(
      `published now ${preview.published}; new 2, changed 0, unchanged 0, skipped 0, unpublished ${demoOnline.length}`,
    );
    expect(lines).toContain("new: HAL-9001, BRU-9002");
  });

  it("is refused without a confirmation, writing nothing", async () => {
    const before = await databaseDigest();
    const report = await importFeed(db, exampleFeed(), { feedDir: docs, dataDir });
    expect(report.refused).toBe(true);
    expect(report).toMatchObject({ types: 0, created: 0, updated: 0, unpublished: 0, photosCopied: 0 });
    expect(await databaseDigest()).toEqual(before);
    expect(filesOf(dataDir)).toEqual([]);
  });

  it("is imported with the confirmation, doing what the preview said", async () => {
    const preview = await previewFeed(db, exampleFeed());
    const report = await importFeed(db, exampleFeed(), { feedDir: docs, dataDir, confirmUnpublish: true });
    expect(report.refused).toBe(false);
    expect(report.created).toBe(preview.created.length);
    expect(report.unpublished).toBe(preview.unpublished.length);
    expect(await publishedFromFeed()).toEqual([9001, 9002]);

    // Imported again, the same feed changes nothing, and the preview says so without asking.
    const again = await previewFeed(db, exampleFeed());
    expect(again.unchanged.map((ref) => ref.id)).toEqual([9001, 9002]);
    expect(again).toMatchObject({ created: [], changed: [], unpublished: [], needsConfirmation: false });
  });

  it("names the listings a changed feed changes, and which parts", async () => {
    const feed = exampleFeed();
    const first = feed.properties[0];
    if (!first) throw new Error("the example has properties");
    first.Price = (first.Price ?? 0) + 5000;
    first.Publications = [];
    const preview = await previewFeed(db, feed);
    expect(preview.changed).toEqual([{ id: first.ID, reference: "HAL-9001", parts: ["facts", "publications"] }]);
  });
});
