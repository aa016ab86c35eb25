// The site as it rendered when the uncached-render work began (issue 35): the commit before the first
// render change, built once in a folder of its own and started against the benchmark's database, so
// the "before" of the CPU-per-render aim stays that render whatever changes since (routes and
// loaders too, which RENDER_SHORTCUTS=0 cannot switch off).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { projectRoot, type StartServerOptions, startServer } from "../../tests/support/start-server.ts";

/** The parent of f4ab7b3 (patch-package for the React Router patch), the first render change. */
export const BEFORE_COMMIT = "d5b8323a3e44223f16adec71cf0806bc43f79547";

/** The folder the commit is built in: kept between runs, as the commit never changes. */
export const beforeRoot = path.join(os.tmpdir(), `site-render-before-${BEFORE_COMMIT.slice(0, 12)}`);

/**
 * The commit's files (git archive) with this checkout's node_modules (its dependencies are the same
 * but for patch-package), built with its own `npm run build` unless built already.
 */
export function buildBefore(log: (line: string) => void): string {
  const done = path.join(beforeRoot, "build", ".complete");
  if (fs.existsSync(done)) return beforeRoot;
  log(`building the render before (${BEFORE_COMMIT.slice(0, 7)}) in ${beforeRoot} ...`);
  fs.rmSync(beforeRoot, { recursive: true, force: true });
  fs.mkdirSync(beforeRoot, { recursive: true });
  const archive = execFileSync("git", ["archive", BEFORE_COMMIT], { cwd: projectRoot, maxBuffer: 512 * 2 ** 20 });
  execFileSync("tar", ["-x", "-C", beforeRoot], { input: archive });
  fs.symlinkSync(path.join(projectRoot, "node_modules"), path.join(beforeRoot, "node_modules"));
  execFileSync("npm", ["run", "build"], { cwd: beforeRoot, stdio: ["ignore", "ignore", "inherit"] });
  fs.writeFileSync(done, `${BEFORE_COMMIT}\n`);
  return beforeRoot;
}

/**
 * The commit's server. The shared node_modules hold the project's patch of React Router, which makes
 * its route objects once per build unless told otherwise: told, so it rebuilds them per render as
 * React Router 8.4.0 itself did then.
 */
export function startBeforeServer(options: Omit<StartServerOptions, "root">) {
  return startServer({
    ...options,
    root: beforeRoot,
    env: {
      ...options.env,
      NODE_OPTIONS: [
        options.env?.NODE_OPTIONS,
        "--import=data:text/javascript,globalThis.__reactRouterRebuildRoutes=true",
      ]
        .filter(Boolean)
        .join(" "),
    },
  });
}
