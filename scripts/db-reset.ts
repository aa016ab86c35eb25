// npm run db:reset: wipes the demo data and seeds it again. Uses DATABASE_URL when set, else starts
// the embedded PostgreSQL in DATA_DIR/postgres (stop the running site first: the data folder can
// only be used by one PostgreSQL at a time). Pictures already rendered under DATA_DIR are kept.
import path from "node:path";
import { announceContentChange } from "../app/.server/content-changes.ts";
import { createDatabase } from "../app/.server/db/client.ts";
import { type RunningPostgres, startEmbeddedPostgres } from "../app/.server/db/embedded-postgres.ts";
import { migrateDatabase } from "../app/.server/db/migrate.ts";
import { storeDiskDocuments } from "../app/.server/documents/document-store.ts";
import { readEnv } from "../app/.server/env.ts";
import { recordUnversionedLegalTexts } from "../app/.server/legal-versions.ts";
import { seedDemo } from "../demo/seed-demo.ts";
import { truncateSeededTables } from "../demo/seeded-tables.ts";

function log(message: string): void {
  console.log(`[db:reset] ${message}`);
}

async function main(): Promise<void> {
  const env = readEnv();
  let embedded: RunningPostgres | undefined;
  let url = env.DATABASE_URL;
  if (!url) {
    embedded = await startEmbeddedPostgres({ dataDir: path.join(env.dataDir, "postgres"), log });
    url = embedded.url;
    log(`embedded PostgreSQL running on port ${embedded.port}`);
  }
  const db = createDatabase(url, { max: 2 });
  try {
    await migrateDatabase(db);
    await truncateSeededTables(db);
    log("seeded tables emptied");
    await seedDemo(db, { dataDir: env.dataDir, log });
    // The reset legal texts become their latest versions; earlier versions are kept.
    await recordUnversionedLegalTexts(db);
    // The demo's documents into the database, for the instances that do not share this data folder.
    await storeDiskDocuments(db, env.dataDir);
    // A site running on an external DATABASE_URL drops what it kept.
    await announceContentChange(db);
  } finally {
    await db.$client.end();
    await embedded?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`[db:reset] failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
