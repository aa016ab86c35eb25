// The two guards that let parallel test files start dev servers: a lock file that one holder has at
// a time across processes, and a wait for the route types to be written back in full.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, expect, it } from "vitest";
import { afterFolderIsRewritten, underFileLock } from "./dev-server-start.ts";
import { makeTempDir } from "./throw-away-postgres.ts";

let dir = "";

afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  dir = "";
});

function lockFile(): string {
  dir = makeTempDir("lock-");
  return path.join(dir, "start.lock");
}

it("lets the second holder in only once the first is done", async () => {
  const lock = lockFile();
  const events: string[] = [];
  let finishFirst = () => {};
  const first = underFileLock(lock, async () => {
    events.push("first in");
    await new Promise<void>((resolve) => {
      finishFirst = resolve;
    });
    events.push("first out");
  });
  // The second finds the lock taken on its first try, which it makes before returning.
  const second = underFileLock(lock, async () => {
    events.push("second in");
  });
  expect(fs.readFileSync(lock, "utf8")).toBe(String(process.pid));
  await sleep(100);
  expect(events).toEqual(["first in"]);
  finishFirst();
  await Promise.all([first, second]);
  expect(events).toEqual(["first in", "first out", "second in"]);
  expect(fs.existsSync(lock)).toBe(false);
});

it("frees the lock when its holder fails", async () => {
  const lock = lockFile();
  await expect(underFileLock(lock, () => Promise.reject(new Error("no start")))).rejects.toThrow("no start");
  expect(fs.existsSync(lock)).toBe(false);
  await expect(underFileLock(lock, async () => "in")).resolves.toBe("in");
});

it("takes over a lock whose process has ended", async () => {
  const lock = lockFile();
  const ended = spawnSync(process.execPath, ["-e", ""]).pid;
  fs.writeFileSync(lock, String(ended));
  await expect(underFileLock(lock, async () => fs.readFileSync(lock, "utf8"))).resolves.toBe(String(process.pid));
});

it("returns only once the folder was deleted and every file is back", async () => {
  dir = makeTempDir("types-");
  fs.mkdirSync(path.join(dir, "app"));
  fs.writeFileSync(path.join(dir, "a.ts"), "a");
  fs.writeFileSync(path.join(dir, "app", "b.ts"), "b");
  const events: string[] = [];
  let rewrite: Promise<void> = Promise.resolve();
  const started = afterFolderIsRewritten(dir, async () => {
    // As the plugin does: the folder is deleted and written again after the server is up.
    rewrite = (async () => {
      await sleep(50);
      fs.rmSync(dir, { recursive: true });
      fs.mkdirSync(path.join(dir, "app"), { recursive: true });
      fs.writeFileSync(path.join(dir, "a.ts"), "a");
      await sleep(100);
      fs.writeFileSync(path.join(dir, "app", "b.ts"), "b");
      events.push("rewritten");
    })();
    return "server";
  }).then((server) => {
    events.push("returned");
    return server;
  });
  expect(await started).toBe("server");
  await rewrite;
  expect(events).toEqual(["rewritten", "returned"]);
});
