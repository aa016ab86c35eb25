// npm run import -- feed.json [--preview] [--confirm-unpublish] : imports a CRM feed (docs/import.md)
// into the site's database. It first prints what the feed would change (new, changed, unpublished
// listings with their references); --preview stops there, changing nothing. A feed that would take
// more than half of the published catalogue offline is refused unless --confirm-unpublish is given.
// Uses DATABASE_URL when set, else the embedded PostgreSQL in DATA_DIR (the site must not be running
// on the same data folder then: one PostgreSQL per folder).
import fs from "node:fs/promises";
import path from "node:path";
import { forgetCatalogIndex } from "../app/.server/catalog/catalog-index.ts";
import { parseFeed } from "../app/.server/catalog/import/feed-schema.ts";
import { importFeed } from "../app/.server/catalog/import/import-feed.ts";
import { previewFeed, previewLines } from "../app/.server/catalog/import/import-preview.ts";
import { createDatabase } from "../app/.server/db/client.ts";
import { type RunningPostgres, startEmbeddedPostgres } from "../app/.server/db/embedded-postgres.ts";
import { migrateDatabase } from "../app/.server/db/migrate.ts";
import { readEnv } from "../app/.server/env.ts";

const USAGE = "usage: npm run import -- feed.json [--preview] [--confirm-unpublish]";
const FLAGS = new Set(["--preview", "--confirm-unpublish"]);

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const files = args.filter((arg) => !arg.startsWith("--"));
  const unknown = args.filter((arg) => arg.startsWith("--") && !FLAGS.has(arg));
  const file = files[0];
  if (!file || files.length > 1 || unknown.length > 0) {
    console.error(unknown.length > 0 ? `unknown option ${unknown.join(", ")}\n${USAGE}` : USAGE);
    return 2;
  }
  const previewOnly = args.includes("--preview");
  const confirmUnpublish = args.includes("--confirm-unpublish");
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
    if (previewOnly) {
      const preview = await previewFeed(db, parsed.feed);
      for (const line of previewLines(preview)) console.log(`[preview] ${line}`);
      if (preview.needsConfirmation) console.log(`[preview] ${refusal(preview)}`);
      console.log("[preview] nothing was changed");
      return 0;
    }
    const report = await importFeed(db, parsed.feed, {
      feedDir: path.dirname(path.resolve(file)),
      dataDir: env.dataDir,
      confirmUnpublish,
    });
    for (const line of previewLines(report.preview)) console.log(`[import] ${line}`);
    if (report.refused) {
      console.error(`[import] ${refusal(report.preview)}; nothing was imported`);
      return 3;
    }
    console.log(
      `[import] types ${report.types}, created ${report.created}, updated ${report.updated}, unchanged ${report.unchanged}, skipped ${report.skipped}, unpublished ${report.unpublished}, photos copied ${report.photosCopied}`,
    );
    for (const warning of report.warnings) console.warn(`[import] warning: ${warning}`);
    forgetCatalogIndex();
    return 0;
  } finally {
    await db.$client.end();
    await embedded?.stop();
  }
}

function refusal(preview: { unpublished: unknown[]; published: number }): string {
  return `this feed would unpublish ${preview.unpublished.length} of the ${preview.published} published listings (more than half); run again with --confirm-unpublish if that is meant`;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[import] failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
