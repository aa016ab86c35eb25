// The measuring tools (Lighthouse, chrome-launcher, autocannon, the MDN HTTP Observatory) are a
// package of their own in scripts/, installed by the first run of a script that uses them (npm run
// bench, lighthouse, observatory, scale, profile). Neither the site nor `npm test` needs them, and
// they were a fifth of what `npm ci` unpacked on every fresh clone before its first page
// (docs/decisions/0028-measuring-tools-installed-apart.md).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const scripts = path.dirname(fileURLToPath(import.meta.url));

interface LockEntry {
  version?: string;
  optional?: boolean;
}

function lockPackages(file: string): Record<string, LockEntry> | undefined {
  if (!fs.existsSync(file)) return undefined;
  return (JSON.parse(fs.readFileSync(file, "utf8")) as { packages?: Record<string, LockEntry> }).packages;
}

/**
 * Whether `dir`'s node_modules holds every package of its lockfile at the locked version, as npm
 * recorded what it installed (node_modules/.package-lock.json). Optional packages may be missing:
 * npm leaves out those made for other systems.
 */
export function toolsInstalled(dir: string): boolean {
  const wanted = lockPackages(path.join(dir, "package-lock.json"));
  const present = lockPackages(path.join(dir, "node_modules", ".package-lock.json"));
  if (!wanted || !present) return false;
  return Object.entries(wanted).every(
    ([key, entry]) => key === "" || entry.optional === true || present[key]?.version === entry.version,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url) && !toolsInstalled(scripts)) {
  console.log("[measuring tools] installing Lighthouse, autocannon and the HTTP Observatory into scripts/ (once)");
  const installed = spawnSync("npm", ["ci", "--no-audit", "--no-fund"], { cwd: scripts, stdio: "inherit" });
  if (installed.status !== 0) {
    console.error(`[measuring tools] npm ci in scripts/ failed (exit ${installed.status}); run it there to see why`);
    process.exit(1);
  }
}
