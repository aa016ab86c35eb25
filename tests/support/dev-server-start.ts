// React Router's Vite plugin rewrites the route types whenever a dev server starts: it deletes
// `.react-router/types` and writes it anew, and nothing waits for it. Two servers starting at once
// (parallel test files, or one file's several sites) delete each other's folder while it is being
// written, and one of them fails with ENOTEMPTY, an unhandled rejection that fails the whole run.
// So dev servers start one at a time across the run, and each waits until its plugin has written
// the folder back in full before the next one starts.
import fs from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { inject } from "vitest";
import { projectRoot } from "./start-server.ts";

const ROUTE_TYPES_DIR = path.join(projectRoot, ".react-router", "types");
/** Key of the advisory lock that the one starting dev server holds. */
const DEV_SERVER_START_LOCK = 727_002;

/** Starts a dev server with the run-wide lock held and the route types rewritten in full. */
export function oneDevServerStartAtATime<T>(start: () => Promise<T>): Promise<T> {
  return underRunWideLock(DEV_SERVER_START_LOCK, () => afterFolderIsRewritten(ROUTE_TYPES_DIR, start));
}

/**
 * Runs `task` holding an advisory lock on the run's cluster. The lock belongs to a database session,
 * so a crashed holder frees it. It is taken on the maintenance database, which every test file
 * shares (advisory locks are per database, and each test file has a database of its own).
 */
export async function underRunWideLock<T>(key: number, task: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject("testClusterUrl") });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [key]);
    return await task();
  } finally {
    await client.end();
  }
}

/**
 * Runs `start`, then waits until the folder has been deleted (a marker file goes with it) and every
 * file it held before is back with the same content. The Vitest global setup generates the route
 * types, so the folder is complete to begin with.
 */
export async function afterFolderIsRewritten<T>(dir: string, start: () => Promise<T>): Promise<T> {
  const marker = path.join(dir, ".rewrite-pending");
  const before = readFiles(dir, marker);
  fs.writeFileSync(marker, "");
  const result = await start();
  while (fs.existsSync(marker) || !holdsAll(readFiles(dir, marker), before)) await sleep(20);
  return result;
}

function readFiles(dir: string, marker: string): Map<string, string> {
  const files = new Map<string, string>();
  const entries = fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }) : [];
  for (const entry of entries) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || file === marker) continue;
    try {
      files.set(file, fs.readFileSync(file, "utf8"));
    } catch {
      // Deleted between the listing and the read: the rewrite is under way.
    }
  }
  return files;
}

function holdsAll(actual: Map<string, string>, expected: Map<string, string>): boolean {
  return [...expected].every(([file, content]) => actual.get(file) === content);
}
