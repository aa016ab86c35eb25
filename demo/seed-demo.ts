// The deterministic demo agency: a Halle estate agency with ~170 listings in Flanders, Brussels,
// Wallonia and Luxembourg, three projects, service/team/legal articles and the menu pages.
// The pictures' drawings and the PDFs are written first (idempotent, outside the transaction; the
// server draws the pictures after it listens, see app/.server/images/pending-originals.ts); then all
// rows go in one transaction. Every run produces identical rows: no Math.random, and what must follow the clock
// (visit slots ahead, the last 90 days of statistics and requests) counts from one `now`.
import { eq } from "drizzle-orm";
import type { Database } from "../app/.server/db/client.ts";
import { siteSettings } from "../app/.server/db/schema.ts";
import { seedDemoAccounts } from "./accounts.ts";
import { buildDemoDataset } from "./demo-dataset.ts";
import { seedDemoRequests } from "./requests-seed.ts";
import { writeAllDrawings, writeDocuments } from "./seed-files.ts";
import { seedDemoStatistics } from "./stats-seed.ts";
import { giveSlotsToAgent, seedUpcomingVisits } from "./visit-slots-seed.ts";
import { writeSeed } from "./write-seed.ts";

export interface SeedOptions {
  dataDir: string;
  log: (message: string) => void;
  /** What the visit slots, statistics and requests count from: the clock, unless a test fixes it. */
  now?: Date;
}

async function run(db: Database, options: SeedOptions, onlyIfEmpty: boolean): Promise<boolean> {
  const started = performance.now();
  // Each step's milliseconds, logged at the end: where a first start's time goes.
  const steps: string[] = [];
  let last = started;
  const step = (name: string) => {
    const now = performance.now();
    steps.push(`${name} ${Math.round(now - last)} ms`);
    last = now;
  };
  const dataset = buildDemoDataset();
  step("dataset");
  const pictures = await writeAllDrawings(options.dataDir);
  options.log(`demo pictures: ${pictures.waiting} to draw after the start, ${pictures.kept} kept`);
  await writeDocuments(options.dataDir, dataset.documents);
  step("picture drawings and documents");
  const now = options.now ?? new Date();
  const written = await writeSeed(db, dataset, { onlyIfEmpty, now });
  step("rows");
  if (written) {
    await seedDemoAccounts(db);
    step("accounts");
    await seedDemoStatistics(db, now);
    step("90 days of figures");
    await seedUpcomingVisits(db, now);
    step("visits ahead");
    await seedDemoRequests(db, now);
    step("requests");
    await giveSlotsToAgent(db);
    options.log(
      `demo agency seeded: ${dataset.properties.length} properties, ${dataset.media.length} media rows, ${Math.round(performance.now() - started)} ms (${steps.join(", ")})`,
    );
  }
  return written;
}

/** Seeds the demo agency when the database holds no site settings yet. Returns true when it seeded. */
export async function seedDemoIfEmpty(db: Database, options: SeedOptions): Promise<boolean> {
  // A cheap look first, so a normal restart neither renders pictures nor opens a transaction.
  const existing = await db.select({ id: siteSettings.id }).from(siteSettings).where(eq(siteSettings.id, 1)).limit(1);
  if (existing.length > 0) return false;
  return run(db, options, true);
}

/** Seeds unconditionally, into tables that must be empty (db-reset truncates them first). */
export async function seedDemo(db: Database, options: SeedOptions): Promise<void> {
  await run(db, options, false);
}
