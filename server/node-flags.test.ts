import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { startCommand } from "./node-flags.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

describe("the server's Node flags", () => {
  it("are the ones `npm start` runs the server with, in the same environment, so tests and benchmarks measure what runs", () => {
    const packageJson = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    expect(packageJson.scripts.start).toBe(startCommand());
    expect(packageJson.scripts.start).toMatch(
      /^MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072 MALLOC_TOP_PAD_=4194304 node /,
    );
  });
});
