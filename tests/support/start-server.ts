// Starts the real production server (`node build/main.js`, as `npm start` does) as a child process,
// waits until it answers /healthz, and stops it with a signal, measuring how long it took to exit.
// Used by Playwright's global setup, the specs that need a server of their own, and the benchmarks.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "../../app/.server/db/embedded-postgres.ts";
import { SERVER_ENTRY, SERVER_ENVIRONMENT, SERVER_NODE_FLAGS } from "../../server/node-flags.ts";

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** The project's pinned Node 24 (type stripping), whatever Node runs the caller. */
export const projectNode = ((): string => {
  const pinned = path.join(projectRoot, "node_modules/.bin/node");
  return fs.existsSync(pinned) ? pinned : process.execPath;
})();

/** Whether `npm run build` has written what the server runs: the app's server build and the entry. */
export function buildExists(): boolean {
  return ["build/server/index.js", SERVER_ENTRY].every((file) => fs.existsSync(path.join(projectRoot, file)));
}

export function assertBuildExists(): void {
  if (!buildExists()) {
    throw new Error('No production build in build/: run "npm run build" first.');
  }
}

export interface StartServerOptions {
  /** The site's environment on top of the caller's (DATABASE_URL, SEED_DEMO, TRUST_PROXY, ...). */
  env?: Record<string, string | undefined>;
  /** DATA_DIR of the server. */
  dataDir: string;
  port?: number;
  /** Start-up includes migrations and, on an empty database, the demo seed with its photos. */
  startTimeoutMs?: number;
  /** The project folder whose build to run (another commit's, for a benchmark); this one by default. */
  root?: string;
}

export interface ServerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Milliseconds from the signal to the exit. */
  ms: number;
}

export interface RunningServer {
  url: string;
  port: number;
  pid: number;
  child: ChildProcess;
  /** Everything the server printed so far (stdout and stderr interleaved). */
  output(): string;
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends the signal and waits for the exit; after `timeoutMs` kills it and rejects. */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<ServerExit>;
}

function tail(text: string, lines = 40): string {
  return text.trim().split("\n").slice(-lines).join("\n");
}

export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const root = options.root ?? projectRoot;
  if (!options.root) assertBuildExists();
  const port = options.port ?? (await freePort());
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...SERVER_ENVIRONMENT,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: options.dataDir,
    SEED_DEMO: "1",
    // Absolute links (canonical, sitemap, mails) name the address the caller reaches the server at.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  };
  // The caller's DATABASE_URL must not leak in: without one in `options.env` the server embeds its own.
  delete env.DATABASE_URL;
  for (const [name, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }

  const child = spawn(projectNode, [...SERVER_NODE_FLAGS, path.join(root, SERVER_ENTRY)], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const listeners = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );

  function waitForOutput(pattern: RegExp, timeoutMs = 10_000): Promise<void> {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (!pattern.test(output)) return;
        done();
        resolve();
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`The server did not print ${pattern} within ${timeoutMs} ms. Its output:\n${tail(output)}`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        listeners.delete(check);
      };
      listeners.add(check);
      check();
    });
  }

  const url = `http://127.0.0.1:${port}`;
  const started = Promise.race([
    (async () => {
      // A guard against a hang only: a crash ends the wait at once (below), and on a busy machine a
      // first start with the demo seed takes minutes.
      await waitForOutput(/listening on http/, options.startTimeoutMs ?? 15 * 60_000);
      const health = await fetch(`${url}/healthz`);
      if (!health.ok) throw new Error(`/healthz answered ${health.status} after start-up`);
    })(),
    exited.then(({ code, signal }) => {
      throw new Error(`The server exited during start-up (${signal ?? `exit ${code}`}). Its output:\n${tail(output)}`);
    }),
  ]);
  try {
    await started;
  } catch (error) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    }
    throw error;
  }

  let stopping: Promise<ServerExit> | undefined;
  return {
    url,
    port,
    pid: child.pid ?? 0,
    child,
    output: () => output,
    waitForOutput,
    exited,
    stop(signal = "SIGTERM", timeoutMs = 10_000) {
      stopping ??= (async () => {
        const sent = Date.now();
        if (child.exitCode !== null || child.signalCode !== null) {
          return { code: child.exitCode, signal: child.signalCode, ms: 0 };
        }
        child.kill(signal);
        const timer = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), timeoutMs));
        const result = await Promise.race([exited, timer]);
        if (!result) {
          child.kill("SIGKILL");
          await exited;
          throw new Error(`The server did not exit within ${timeoutMs} ms of ${signal}. Its output:\n${tail(output)}`);
        }
        return { ...result, ms: Date.now() - sent };
      })();
      return stopping;
    },
  };
}
