import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { projectNode, projectRoot } from "../tests/support/start-server.ts";
import { loadMallocTrim, trimMallocEvery } from "./malloc-trim.ts";
import { SERVER_ENVIRONMENT } from "./node-flags.ts";

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "malloc-trim-"));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

const hasCompiler = spawnSync("cc", ["--version"]).status === 0;

describe.skipIf(!hasCompiler)("the malloc-trim addon, built where a C compiler exists", () => {
  it("gives back the memory that freed blocks left inside malloc's arenas", () => {
    const addon = path.join(folder, "malloc-trim.node");
    const built = spawnSync(projectNode, ["scripts/build-malloc-trim.ts", addon], {
      cwd: projectRoot,
      encoding: "utf8",
    });
    expect(built.stdout).toMatch(/^built /m);
    // 2,000 buffers of 100 KB (below the mmap threshold the server runs with, so from the arenas);
    // every tenth stays, pinning the arenas' ends, so freeing the others returns nothing by itself.
    const script = `
      const { loadMallocTrim } = await import(${JSON.stringify(path.join(projectRoot, "server/malloc-trim.ts"))});
      const trim = loadMallocTrim(${JSON.stringify(addon)});
      const rss = () => process.memoryUsage.rss() / 2 ** 20;
      let buffers = Array.from({ length: 2000 }, () => Buffer.alloc(100_000, 1));
      const kept = buffers.filter((_, index) => index % 10 === 0);
      buffers = [];
      globalThis.gc();
      // V8 frees the buffers' memory on a thread of its own after the collection: wait until it has.
      while (process.memoryUsage().arrayBuffers > 40 * 2 ** 20) await new Promise((done) => setTimeout(done, 10));
      const freed = rss();
      const released = trim();
      console.log(JSON.stringify({ freed, released, trimmed: rss(), kept: kept.length }));
    `;
    const run = spawnSync(projectNode, ["--expose-gc", "--input-type=module", "-e", script], {
      cwd: projectRoot,
      env: { ...process.env, ...SERVER_ENVIRONMENT },
      encoding: "utf8",
    });
    expect(run.stderr).toBe("");
    const result = JSON.parse(run.stdout) as { freed: number; released: boolean; trimmed: number; kept: number };
    expect(result.kept).toBe(200);
    expect(result.released).toBe(true);
    // About 180 MB were freed; at least 100 of them go back.
    expect(result.freed - result.trimmed).toBeGreaterThan(100);
  });
});

describe("the malloc-trim addon's build", () => {
  it("goes on without the addon, and says why, where there is no C compiler", () => {
    const addon = path.join(folder, "without-compiler.node");
    const noCompiler = fs.mkdtempSync(path.join(folder, "bin-"));
    const built = spawnSync(projectNode, ["scripts/build-malloc-trim.ts", addon], {
      cwd: projectRoot,
      env: { ...process.env, PATH: noCompiler },
      encoding: "utf8",
    });
    expect(built.status).toBe(0);
    expect(built.stdout).toContain("not built: no C compiler");
    expect(fs.existsSync(addon)).toBe(false);
  });
});

describe("loadMallocTrim", () => {
  it("gives nothing to call when the build made no addon", () => {
    expect(loadMallocTrim(path.join(folder, "none.node"))).toBeUndefined();
  });
});

describe("trimMallocEvery", () => {
  it("trims at once and then at every interval until stopped", () => {
    vi.useFakeTimers();
    try {
      const trim = vi.fn(() => true);
      const stop = trimMallocEvery(trim, 10_000);
      expect(trim).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(30_000);
      expect(trim).toHaveBeenCalledTimes(4);
      stop();
      vi.advanceTimersByTime(30_000);
      expect(trim).toHaveBeenCalledTimes(4);
    } finally {
      vi.useRealTimers();
    }
  });
});
