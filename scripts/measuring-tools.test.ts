import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { toolsInstalled } from "./measuring-tools.ts";

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "measuring-tools-"));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

const LOCK = {
  "": { name: "tools" },
  "node_modules/lighthouse": { version: "13.5.0" },
  "node_modules/ws": { version: "8.18.0" },
  "node_modules/fsevents": { version: "2.3.3", optional: true },
};

function write(lock: object | undefined, installed: object | undefined): void {
  if (lock) fs.writeFileSync(path.join(dir, "package-lock.json"), JSON.stringify({ packages: lock }));
  if (installed) {
    fs.mkdirSync(path.join(dir, "node_modules"), { recursive: true });
    fs.writeFileSync(path.join(dir, "node_modules", ".package-lock.json"), JSON.stringify({ packages: installed }));
  }
}

/** What npm installs of LOCK on Linux: all but the optional package made for macOS. */
const { "node_modules/fsevents": _macOnly, ...ON_LINUX } = LOCK;

it.each([
  ["nothing installed yet", undefined, false],
  ["every package at its locked version, the other system's optional one left out", ON_LINUX, true],
  ["a package missing", { "node_modules/lighthouse": { version: "13.5.0" } }, false],
  [
    "a package at another version (the lockfile changed since)",
    { ...ON_LINUX, "node_modules/ws": { version: "8.17.1" } },
    false,
  ],
])("the tools count as installed: %s", (_, installed, expected) => {
  write(LOCK, installed);
  expect(toolsInstalled(dir)).toBe(expected);
});

it("counts nothing as installed without a lockfile", () => {
  write(undefined, LOCK);
  expect(toolsInstalled(dir)).toBe(false);
});
