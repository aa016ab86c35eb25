// The two guards that let parallel test files start dev servers: a lock that one holder has at a
// time across processes, and a wait for the route types to be written back in full.
import fs from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { afterEach, expect, inject, it } from "vitest";
import { afterFolderIsRewritten, underRunWideLock } from "./dev-server-start.ts";
import { makeTempDir } from "./throw-away-postgres.ts";

const KEY = 990_001;
let dir = "";

afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

async function waitersOn(key: number): Promise<number> {
  const client = new pg.Client({ connectionString: inject("testClusterUrl") });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = $1 and not granted",
      [key],
    );
    return rows[0].n;
  } finally {
    await client.end();
  }
}

it("lets the second holder in only once the first is done", async () => {
  const events: string[] = [];
  let finishFirst = () => {};
  const first = underRunWideLock(KEY, async () => {
    events.push("first in");
    await new Promise<void>((resolve) => {
      finishFirst = resolve;
    });
    events.push("first out");
  });
  while (events.length === 0) await sleep(10);
  const second = underRunWideLock(KEY, async () => {
    events.push("second in");
  });
  // The second waits in PostgreSQL for the lock, and has not run.
  while ((await waitersOn(KEY)) === 0) await sleep(10);
  expect(events).toEqual(["first in"]);
  finishFirst();
  await Promise.all([first, second]);
  expect(events).toEqual(["first in", "first out", "second in"]);
});

it("frees the lock when its holder fails", async () => {
  await expect(underRunWideLock(KEY, () => Promise.reject(new Error("no start")))).rejects.toThrow("no start");
  await expect(underRunWideLock(KEY, async () => "in")).resolves.toBe("in");
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
