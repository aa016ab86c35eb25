import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import { withDatabase } from "../../../tests/support/throw-away-postgres.ts";
import { createDatabase } from "./client.ts";
import { migrateDatabase } from "./migrate.ts";

async function tables(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_schema = 'public' order by 1",
    );
    return result.rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

describe("test databases cloned from the migrated template", () => {
  let first: TestDatabase;
  let second: TestDatabase;

  beforeAll(async () => {
    [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  });
  afterAll(async () => {
    await Promise.all([first?.cleanup(), second?.cleanup()]);
  });

  it("hold every table of the schema, and nothing in them", async () => {
    const names = await tables(first.url);
    expect(names).toEqual(expect.arrayContaining(["site_settings", "properties", "pages"]));
    const { rows } = await first.db.$client.query<{ count: string }>("select count(*) from properties");
    expect(rows[0]?.count).toBe("0");
  });

  it("are separate: what one file writes, another never sees", async () => {
    await first.db.$client.query("create table scratch (id int)");
    expect(await tables(first.url)).toContain("scratch");
    expect(await tables(second.url)).not.toContain("scratch");
  });

  it("live on a cluster that runs no autovacuum: a file's database is used for seconds, then dropped", async () => {
    const { rows } = await first.db.$client.query<{ autovacuum: string }>("show autovacuum");
    expect(rows[0]?.autovacuum).toBe("off");
  });

  it("are dropped by cleanup", async () => {
    const extra = await createTestDatabase();
    await extra.cleanup();
    const admin = new pg.Client({ connectionString: withDatabase(extra.url, "postgres") });
    await admin.connect();
    const { rowCount } = await admin.query("select 1 from pg_database where datname = $1", [extra.name]);
    await admin.end();
    expect(rowCount).toBe(0);
  });
});

describe("migrateDatabase", () => {
  let empty: { url: string; drop(): Promise<void> };

  beforeAll(async () => {
    // An empty database (from template0), not the migrated template.
    const template = await createTestDatabase();
    const adminUrl = withDatabase(template.url, "postgres");
    await template.cleanup();
    const name = `empty_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name} template template0`);
    await admin.end();
    empty = {
      url: withDatabase(adminUrl, name),
      async drop() {
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
      },
    };
  });
  afterAll(() => empty?.drop());

  it("applies the committed migrations once, even when several processes start at the same time", async () => {
    const pools = [createDatabase(empty.url, { max: 2 }), createDatabase(empty.url, { max: 2 })];
    try {
      await Promise.all(pools.map((db) => migrateDatabase(db)));
      await migrateDatabase(pools[0] as (typeof pools)[0]); // again: nothing left to do
      const { rows } = await (pools[0] as (typeof pools)[0]).$client.query<{ count: string }>(
        "select count(*) from drizzle.__drizzle_migrations",
      );
      const journal = (await import("../../../drizzle/meta/_journal.json", { with: { type: "json" } })).default as {
        entries: unknown[];
      };
      expect(Number(rows[0]?.count)).toBe(journal.entries.length);
      expect(await tables(empty.url)).toEqual(expect.arrayContaining(["site_settings", "properties"]));
    } finally {
      await Promise.all(pools.map((db) => db.$client.end()));
    }
  });

  it("runs on a pool of one connection, as a script's (npm run user:add)", async () => {
    const single = createDatabase(empty.url, { max: 1 });
    try {
      // The lock and the migrations share the one connection; waiting for a second would never end.
      await migrateDatabase(single);
      const { rows } = await single.$client.query<{ count: string }>(
        "select count(*) from drizzle.__drizzle_migrations",
      );
      expect(Number(rows[0]?.count)).toBeGreaterThan(0);
    } finally {
      await single.$client.end();
    }
  });
});
