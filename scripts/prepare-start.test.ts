// npm start prepares the database beside the build (prepare-start.ts); the server then starts on
// it. This runs the preparation on a data folder of its own with the embedded PostgreSQL, as a
// first start does, and starts the cluster again as the server would.
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, expect, it } from "vitest";
import { startEmbeddedPostgres } from "../app/.server/db/embedded-postgres.ts";
import { readEnv } from "../app/.server/env.ts";
import { makeTempDir } from "../tests/support/throw-away-postgres.ts";
import { prepareDatabase } from "./prepare-start.ts";

const dataDir = makeTempDir("prepare-start-");
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function count(url: string, table: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]?.n);
  } finally {
    await client.end();
  }
}

it("leaves a migrated database with the demo agency, its cluster stopped for the server to start", async () => {
  const { DATABASE_URL: _, ...withoutDatabase } = process.env;
  const env = readEnv({ ...withoutDatabase, DATA_DIR: dataDir, NODE_ENV: "production", SEED_DEMO: "1" });
  const lines: string[] = [];
  await prepareDatabase(env, (line) => lines.push(line));
  expect(lines).toContain("demo agency seeded");

  // Stopped: the server's own start would otherwise find the cluster held by another process.
  const cluster = await startEmbeddedPostgres({ dataDir: path.join(dataDir, "postgres") });
  try {
    expect(await count(cluster.url, "properties")).toBeGreaterThan(100);
  } finally {
    await cluster.stop();
  }

  // A second preparation finds it all done and seeds nothing again.
  lines.length = 0;
  await prepareDatabase(env, (line) => lines.push(line));
  expect(lines).not.toContain("demo agency seeded");
}, 180_000);
