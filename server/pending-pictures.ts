// The start-up's picture work, done after the server listens instead of before: the masters whose
// drawings wait (the demo's, written by the seed: app/.server/images/pending-originals.ts) are drawn,
// then the masters on this disk that the database lacks are copied into it, so the other instances
// on the database render them too. Meanwhile the image service draws any picture a page asks for
// first, so nothing is shown broken. A start cut short (even by SIGKILL) leaves the drawings not yet
// drawn in their folder, and the next start finishes them; a stop (SIGTERM) waits only for the
// drawings already started. Processes sharing a data folder (two servers on one disk) take turns
// through a PostgreSQL advisory lock, so the pictures are drawn once; one that waited finds nothing
// left and says it is ready when the other is done. The lock goes with its connection, so a process
// killed while it holds it holds it no longer.
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { createDatabase, type Database } from "../app/.server/db/client.ts";
import { drawPendingOriginals, pendingKeys } from "../app/.server/images/pending-originals.ts";
import { storeDiskOriginals } from "../app/.server/images/stored-originals.ts";

/**
 * What the server logs when its pictures are all drawn and stored, on every start (also when there
 * was nothing to do): something that must see every picture's master in place (a suite, a
 * benchmark) waits for this line after "listening on".
 */
export const PICTURES_READY = "pictures ready";

/** The line above, for `waitForOutput` and the like. */
export const PICTURES_READY_LINE = /\[site\] pictures ready/;

export interface PendingPicturesOptions {
  dataDir: string;
  databaseUrl: string;
  /** Keys drawn before the others: what a first visitor sees first. */
  first?: readonly string[];
  /** Drawings at once (one core fewer than the machine's, by default). */
  workers?: number;
  log: (line: string) => void;
}

export interface PendingPictures {
  /** Resolves when the work is done or stopped; never rejects (failures are logged). */
  done: Promise<void>;
  /** Draws nothing more and waits for the drawings already started. */
  stop(): Promise<void>;
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The advisory lock's first key; the second is made from the data folder's path. */
const PICTURES_LOCK = 727_003;
const LOCK_RETRY_MS = 250;

/**
 * Runs `work` holding the data folder's lock, after waiting for it as long as another process holds
 * it; returns false without running it when `stopped` says so first.
 */
async function whileHoldingLock(
  database: Database,
  dataDir: string,
  stopped: () => boolean,
  work: () => Promise<void>,
): Promise<boolean> {
  const client = await database.$client.connect();
  const keys = [PICTURES_LOCK, path.resolve(dataDir)];
  try {
    for (;;) {
      const { rows } = await client.query<{ locked: boolean }>(
        "select pg_try_advisory_lock($1, hashtext($2)) as locked",
        keys,
      );
      if (rows[0]?.locked) break;
      if (stopped()) return false;
      await sleep(LOCK_RETRY_MS);
    }
    try {
      await work();
    } finally {
      await client.query("select pg_advisory_unlock($1, hashtext($2))", keys);
    }
    return true;
  } finally {
    client.release();
  }
}

export function finishPendingPictures(options: PendingPicturesOptions): PendingPictures {
  let stopping = false;
  const { log } = options;
  async function work(database: Database): Promise<void> {
    const waiting = (await pendingKeys(options.dataDir)).length;
    let drawn = "";
    let failed = 0;
    if (waiting > 0) {
      log(`${waiting} pictures to draw in the background; pages draw the ones they show first`);
      const report = await drawPendingOriginals(options.dataDir, {
        first: options.first,
        workers: options.workers,
        stopped: () => stopping,
      });
      if (report.left > 0 || stopping) {
        log(`stopped with ${report.left} pictures left to draw; the next start draws them`);
        return;
      }
      for (const failure of report.failed) log(`picture not drawn: ${failure}`);
      failed = report.failed.length;
      drawn = `: ${report.drawn} drawn in ${(report.milliseconds / 1000).toFixed(1)} s`;
    }
    // The copy into the database: masters on this disk that it lacks (the demo's, imported ones).
    const copied = await storeDiskOriginals(database, options.dataDir, () => stopping);
    if (copied.length > 0) log(`${copied.length} pictures on this disk copied into the database`);
    if (stopping) return;
    // Not "ready" with a picture missing: whatever waits for the line fails instead of a page later.
    if (failed > 0) log(`pictures not finished: ${failed} could not be drawn; the next start tries again`);
    else log(`${PICTURES_READY}${drawn}`);
  }
  async function run(): Promise<void> {
    // Two connections: one holds the lock, the other copies the masters.
    const database = createDatabase(options.databaseUrl, { max: 2 });
    try {
      await whileHoldingLock(
        database,
        options.dataDir,
        () => stopping,
        () => work(database),
      );
    } finally {
      await database.$client.end();
    }
  }
  const done = run().catch((error: unknown) => {
    log(`pictures not finished: ${message(error)}; the next start tries again`);
  });
  return {
    done,
    stop() {
      stopping = true;
      return done;
    },
  };
}
