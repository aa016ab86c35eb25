// React Router's Vite plugin rewrites the route types whenever a dev server starts: it deletes
// `.react-router/types` and writes it anew, and nothing waits for it. Two servers starting at once
// (parallel test files, or one file's several sites) delete each other's folder while it is being
// written, and one of them fails with ENOTEMPTY, an unhandled rejection that fails the whole run.
// The same happens to two test runs in one checkout, whose global setups generate the types. So the
// types are generated, and dev servers started, one at a time in a checkout, and each start waits
// until its plugin has written the folder back in full before the next one may begin.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { projectRoot } from "./start-server.ts";

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
  for (;;) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: "wx" });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      if (holderHasEnded(lockFile)) fs.rmSync(lockFile, { force: true });
      else await sleep(20);
    }
  }
  try {
    return await task();
  } finally {
    fs.rmSync(lockFile, { force: true });
  }
}

function holderHasEnded(lockFile: string): boolean {
  let holder: number;
  try {
    holder = Number(fs.readFileSync(lockFile, "utf8"));
  } catch {
    return false; // freed meanwhile: try again
  }
  // Created but not written yet; a holder that died in that instant leaves it empty for good.
  if (!Number.isInteger(holder) || holder <= 0) return Date.now() - fs.statSync(lockFile).mtimeMs > 5_000;
  try {
    process.kill(holder, 0);
    return false;
  } catch (error) {
    // EPERM: the process exists but is another user's.
    return (error as NodeJS.ErrnoException).code === "ESRCH";
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
