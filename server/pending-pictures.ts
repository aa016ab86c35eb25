// The start-up's picture work, done after the server listens instead of before: the masters whose
// drawings wait (the demo's, written by the seed: app/.server/images/pending-originals.ts) are drawn,
// then the masters on this disk that the database lacks are copied into it, so the other instances
// on the database render them too. The drawing runs in a process of its own at the lowest CPU
// priority (draw-pictures.ts): it takes only what the pages leave, a core each when they leave all,
// and the server never loads the drawing library for it. Meanwhile the image service draws any
// picture a page asks for first, at the pages' priority, so nothing is shown broken. A start cut
// short (even by SIGKILL) leaves the drawings not yet drawn in their folder, and the next start
// finishes them; a stop (SIGTERM) ends the drawing process at once. Processes sharing a data folder
// (two servers on one disk) take turns through a PostgreSQL advisory lock, so the pictures are drawn
// once; one that waited finds nothing left and says it is ready when the other is done. The lock
// goes with its connection, so a process killed while it holds it holds it no longer.
import { spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { createDatabase, type Database } from "../app/.server/db/client.ts";
import { type DrawReport, pendingKeys } from "../app/.server/images/pending-originals.ts";
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
  /** The project's folder: the drawing process is its server/draw-pictures.ts. */
  projectRoot: string;
  /** Keys drawn before the others: what a first visitor sees first. */
  first?: readonly string[];
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

/** Draws in a process of its own; undefined when it was stopped (or ended) before reporting. */
async function drawInOwnProcess(
  options: PendingPicturesOptions,
  onStart: (stop: () => void) => void,
): Promise<DrawReport | undefined> {
  const script = path.join(options.projectRoot, "server/draw-pictures.ts");
  const child = spawn(process.execPath, [script, options.dataDir, (options.first ?? []).join(",")], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  let report: DrawReport | undefined;
  child.on("message", (message) => {
    report = message as DrawReport;
  });
  const exited = once(child, "exit");
  onStart(() => child.kill("SIGKILL"));
  const [code, signal] = (await exited) as [number | null, NodeJS.Signals | null];
  if (!report && signal !== "SIGKILL") throw new Error(`the drawing process ended (${signal ?? `exit ${code}`})`);
  return report;
}

export function finishPendingPictures(options: PendingPicturesOptions): PendingPictures {
  let stopping = false;
  let stopDrawing = () => {};
  const { log } = options;
  async function work(database: Database): Promise<void> {
    const waiting = (await pendingKeys(options.dataDir)).length;
    let drawn = "";
    let failed = 0;
    if (waiting > 0) {
      log(`${waiting} pictures to draw in the background; pages draw the ones they show first`);
      const report = stopping
        ? undefined
        : await drawInOwnProcess(options, (stop) => {
            stopDrawing = stop;
            if (stopping) stop();
          });
      if (!report || report.left > 0 || stopping) {
        const left = (await pendingKeys(options.dataDir)).length;
        log(`stopped with ${left} pictures left to draw; the next start draws them`);
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
      stopDrawing();
      return done;
    },
  };
}
