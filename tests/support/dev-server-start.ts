// React Router's Vite plugin rewrites the route types whenever a dev server starts: it deletes
// `.react-router/types` and writes it anew, and nothing waits for it. Two servers starting at once
// (parallel test files, or one file's several sites) delete each other's folder while it is being
// written, and one of them fails with ENOTEMPTY, an unhandled rejection that fails the whole run.
// The same happens to two test runs in one checkout, whose global setups generate the types. So the
// types are generated, and dev servers started, one at a time in a checkout, and each start waits
// until its plugin has written the folder back in full before the next one may begin.
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { processAlive } from "../../app/.server/db/embedded-postgres.ts";
import { projectRoot } from "./start-server.ts";
import { until } from "./until.ts";

const ROUTE_TYPES_DIR = path.join(projectRoot, ".react-router", "types");
/** Beside the route types, so that it guards them for every test run in this checkout. */
const ROUTE_TYPES_LOCK = path.join(projectRoot, ".react-router", "route-types.lock");

/** Generates the route types as `react-router typegen` does, with the checkout's lock held. */
export function generateRouteTypes(): Promise<void> {
  return underFileLock(ROUTE_TYPES_LOCK, async () => {
    execFileSync(process.execPath, [path.join(projectRoot, "node_modules/.bin/react-router"), "typegen"], {
      cwd: projectRoot,
      stdio: "inherit",
    });
  });
}

/** Starts a dev server with the checkout's lock held and the route types rewritten in full. */
export function oneDevServerStartAtATime<T>(start: () => Promise<T>): Promise<T> {
  return underFileLock(ROUTE_TYPES_LOCK, () => afterFolderIsRewritten(ROUTE_TYPES_DIR, start));
}

/**
 * Runs `task` holding a lock file: created only if absent, holding the holder's process id. Test
 * files run in several processes, and two test runs may share a checkout, so the lock lives in the
 * checkout. A lock whose process has ended (a crashed run) is taken over.
 */
export async function underFileLock<T>(lockFile: string, task: () => Promise<T>): Promise<T> {
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  // Longer than a wait behind other test files' starts on a busy machine; the hook's timeout is 120 s.
  await until(() => tryLock(lockFile), `the lock ${lockFile} to be free`, 100_000);
  try {
    return await task();
  } finally {
    fs.rmSync(lockFile, { force: true });
  }
}

/**
 * Takes the lock if it is free or its holder has ended. The lock appears with its holder's id in it
 * (a link to a file written first), so no one ever reads it half-written.
 */
function tryLock(lockFile: string): boolean {
  const claim = `${lockFile}.${process.pid}.${randomUUID()}`;
  fs.writeFileSync(claim, String(process.pid));
  try {
    fs.linkSync(claim, lockFile);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    if (!holderAlive(lockFile)) fs.rmSync(lockFile, { force: true });
    return false;
  } finally {
    fs.rmSync(claim, { force: true });
  }
}

function holderAlive(lockFile: string): boolean {
  try {
    return processAlive(Number(fs.readFileSync(lockFile, "utf8")));
  } catch {
    return true; // freed meanwhile: the next try takes it
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
  await until(
    () => !fs.existsSync(marker) && holdsAll(readFiles(dir, marker), before),
    `the route types in ${dir} to be written back`,
  );
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
