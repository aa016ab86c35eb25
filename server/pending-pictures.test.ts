// The pictures' work after the server listens, on a real database: the drawings the seed left are
// drawn and the masters copied into the database, once, whatever number of processes share the
// folder; a process killed (SIGKILL) in the middle leaves the rest for the next start, which finishes it.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  drawnOriginalFile,
  type PendingOriginal,
  pendingKeys,
  writePendingOriginal,
} from "../app/.server/images/pending-originals.ts";
import { projectNode, projectRoot } from "../tests/support/start-server.ts";
import { createTestDatabase, type TestDatabase } from "../tests/support/test-database.ts";
import { finishPendingPictures, PICTURES_READY_LINE } from "./pending-pictures.ts";

let database: TestDatabase;
const folders: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  await database?.cleanup();
});

function freshDataDir(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "pending-pictures-"));
  folders.push(folder);
  return folder;
}

/** A drawing with some work in it (a gradient at the demo's size), so drawing takes a moment. */
function drawing(hue: number): PendingOriginal {
  return {
    width: 1600,
    height: 1067,
    quality: 78,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="533"><defs><linearGradient id="g"><stop offset="0" stop-color="hsl(${hue},60%,40%)"/><stop offset="1" stop-color="hsl(${hue + 90},60%,70%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="400" cy="260" r="180" fill="hsl(${hue + 180},50%,50%)" opacity="0.6"/></svg>`,
  };
}

async function writeDrawings(dataDir: string, prefix: string, count: number): Promise<string[]> {
  const keys = Array.from({ length: count }, (_, index) => `${prefix}-${String(index + 1).padStart(2, "0")}`);
  for (const [index, key] of keys.entries()) await writePendingOriginal(dataDir, key, drawing(index * 20));
  return keys;
}

async function storedKeys(prefix: string): Promise<string[]> {
  const result = await database.db.$client.query<{ key: string }>(
    "select key from media_originals where key like $1 order by key",
    [`${prefix}-%`],
  );
  return result.rows.map((row) => row.key);
}

describe("the pictures' work after the start", () => {
  it("draws what waits, copies the masters into the database, says so, and does nothing more the next time", async () => {
    const dataDir = freshDataDir();
    const keys = await writeDrawings(dataDir, "demo-first", 3);
    const lines: string[] = [];
    await finishPendingPictures({ dataDir, databaseUrl: database.url, projectRoot, log: (line) => lines.push(line) })
      .done;
    expect(lines[0]).toBe("3 pictures to draw in the background; pages draw the ones they show first");
    expect(lines).toContain("3 pictures on this disk copied into the database");
    expect(lines.at(-1)).toMatch(/^pictures ready: 3 drawn in \d+\.\d s$/);
    expect(`[site] ${lines.at(-1)}`).toMatch(PICTURES_READY_LINE);
    expect(await pendingKeys(dataDir)).toEqual([]);
    expect(await storedKeys("demo-first")).toEqual(keys);

    const again: string[] = [];
    await finishPendingPictures({ dataDir, databaseUrl: database.url, projectRoot, log: (line) => again.push(line) })
      .done;
    expect(again).toEqual(["pictures ready"]);
  });

  it("draws once when two processes share the folder: the second waits, finds nothing left, and is ready after", async () => {
    const dataDir = freshDataDir();
    await writeDrawings(dataDir, "demo-shared", 4);
    const first: string[] = [];
    const second: string[] = [];
    const one = finishPendingPictures({
      dataDir,
      databaseUrl: database.url,
      projectRoot,
      log: (line) => first.push(line),
    });
    const other = finishPendingPictures({
      dataDir,
      databaseUrl: database.url,
      projectRoot,
      log: (line) => second.push(line),
    });
    await Promise.all([one.done, other.done]);
    const [drew, waited] = first.length > second.length ? [first, second] : [second, first];
    expect(drew.at(-1)).toMatch(/^pictures ready: 4 drawn/);
    expect(waited).toEqual(["pictures ready"]);
    expect(await storedKeys("demo-shared")).toHaveLength(4);
  });

  it("stops when asked, between drawings, and leaves the rest for the next start", async () => {
    const dataDir = freshDataDir();
    await writeDrawings(dataDir, "demo-stopped", 6);
    const lines: string[] = [];
    const work = finishPendingPictures({
      dataDir,
      databaseUrl: database.url,
      projectRoot,
      log: (line) => lines.push(line),
    });
    await work.stop();
    expect(lines.at(-1)).toMatch(/^stopped with \d pictures left to draw; the next start draws them$/);
    expect((await pendingKeys(dataDir)).length).toBeGreaterThan(0);
    expect(lines.some((line) => line.startsWith("pictures ready"))).toBe(false);
  });

  it("finishes on the next start what a process killed with SIGKILL in the middle left", async () => {
    const dataDir = freshDataDir();
    const keys = await writeDrawings(dataDir, "demo-killed", 24);
    // The server's background work in a process of its own (which draws in one of its own), killed
    // as soon as the first master is in place: its drawing process ends with it.
    const script = `
      const { finishPendingPictures } = await import(${JSON.stringify(path.join(projectRoot, "server/pending-pictures.ts"))});
      finishPendingPictures({ dataDir: process.env.DATA_DIR, databaseUrl: process.env.DATABASE_URL, projectRoot: ${JSON.stringify(projectRoot)}, log: console.log });
    `;
    const child = spawn(projectNode, ["--input-type=module", "-e", script], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: database.url },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.once("exit", (_code, signal) => resolve(signal)),
    );
    const drawnSoFar = () => keys.filter((key) => fs.existsSync(drawnOriginalFile(dataDir, key))).length;
    // No deadline of its own: on a busy machine the child takes a while to load; the test's timeout guards.
    while (drawnSoFar() === 0 && child.exitCode === null) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    child.kill("SIGKILL");
    expect(await exited, output).toBe("SIGKILL");
    expect(output).toContain("24 pictures to draw in the background");
    expect(output).not.toMatch(/pictures ready/);
    // Its drawing process notices the end of its channel and ends too, a drawing at most later.
    let left = (await pendingKeys(dataDir)).length;
    for (let settled = false; !settled; ) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const now = (await pendingKeys(dataDir)).length;
      settled = now === left;
      left = now;
    }
    // Progress is counted in masters: the kill may fall between a master's rename and the removal
    // of its waiting file, so a drawn picture can still be waiting; the next start keeps its master.
    const drawnBeforeRestart = new Map(
      keys
        .filter((key) => fs.existsSync(drawnOriginalFile(dataDir, key)))
        .map((key) => [key, fs.statSync(drawnOriginalFile(dataDir, key)).mtimeMs]),
    );
    expect(drawnBeforeRestart.size).toBeGreaterThan(0);
    expect(drawnBeforeRestart.size).toBeLessThan(24);
    expect(left).toBeGreaterThanOrEqual(24 - drawnBeforeRestart.size);
    // Nothing was copied into the database yet: that comes after the drawing.
    expect(await storedKeys("demo-killed")).toEqual([]);

    const lines: string[] = [];
    await finishPendingPictures({ dataDir, databaseUrl: database.url, projectRoot, log: (line) => lines.push(line) })
      .done;
    expect(lines[0]).toBe(`${left} pictures to draw in the background; pages draw the ones they show first`);
    expect(lines.at(-1)).toMatch(new RegExp(`^pictures ready: ${left} drawn`));
    expect(await pendingKeys(dataDir)).toEqual([]);
    expect(await storedKeys("demo-killed")).toEqual(keys);
    // What the killed process drew is not drawn again.
    for (const [key, mtime] of drawnBeforeRestart)
      expect(fs.statSync(drawnOriginalFile(dataDir, key)).mtimeMs).toBe(mtime);
    // Only masters and no half-written file under a real name: every master opens as a JPEG.
    for (const key of keys)
      expect(fs.readFileSync(drawnOriginalFile(dataDir, key)).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  }, 300_000);
});
