// npm run import -- feed.json : imports a CRM feed (docs/import.md) into the site's database.
// Uses DATABASE_URL when set, else the embedded PostgreSQL in DATA_DIR (the site must not be running
// on the same data folder then: one PostgreSQL per folder).
import fs from "node:fs/promises";
import path from "node:path";
import { forgetCatalogIndex } from "../app/.server/catalog/catalog-index.ts";
import { parseFeed } from "../app/.server/catalog/import/feed-schema.ts";
import { importFeed } from "../app/.server/catalog/import/import-feed.ts";
import { createDatabase } from "../app/.server/db/client.ts";
import { type RunningPostgres, startEmbeddedPostgres } from "../app/.server/db/embedded-postgres.ts";
import { migrateDatabase } from "../app/.server/db/migrate.ts";
import { readEnv } from "../app/.server/env.ts";

async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file) {
    console.error("usage: npm run import -- feed.json");
    return 2;
  }
  let json: unknown;
  try {
    json = JSON.parse(await fs.readFile(file, "utf8"));
  } catch (error) {
    console.error(`cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  const parsed = parseFeed(json);
  if (!parsed.ok) {
    console.error(`${file} is not a valid feed; nothing was imported:\n  ${parsed.errors.join("\n  ")}`);
    return 1;
  }
  const env = readEnv();
  let embedded: RunningPostgres | undefined;
  let url = env.DATABASE_URL;
  if (!url) {
    embedded = await startEmbeddedPostgres({ dataDir: path.join(env.dataDir, "postgres") });
    url = embedded.url;
  }
  const db = createDatabase(url, { max: 2 });
  try {
    await migrateDatabase(db);
    const report = await importFeed(db, parsed.feed, {
      feedDir: path.dirname(path.resolve(file)),
      dataDir: env.dataDir,
      log: (line) => console.log(`[import] ${line}`),
    });
    for (const warning of report.warnings) console.warn(`[import] warning: ${warning}`);
    forgetCatalogIndex();
    return 0;
  } finally {
    await db.$client.end();
    await embedded?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[import] failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
