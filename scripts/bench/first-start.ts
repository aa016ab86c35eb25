// The first start of a newcomer, as the README gives it: a throw-away clone of the current commit,
// `npm ci` (from npm's cache, warm after the project's own install) and `npm start` (build,
// embedded PostgreSQL, migrations, the demo seed), timed from the start of `npm ci` to the first
// page the site answers, then to the line that says every picture is drawn (the demo's are drawn
// after the server listens: app/.server/images/pending-originals.ts). The first page's pictures are
// fetched as a browser would while they are still being drawn: none may fail. A second `npm start`
// in the same clone must draw nothing again. Each step's time comes from the server's own log lines,
// stamped as they arrive.
//
// About two minutes on two cores. Runs in `npm run bench`, or alone: `node scripts/bench/first-start.ts`.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { freePort } from "../../app/.server/db/embedded-postgres.ts";
import { PICTURES_READY_LINE } from "../../server/pending-pictures.ts";
import { projectRoot } from "../../tests/support/start-server.ts";
import { makeTempDir } from "../../tests/support/throw-away-postgres.ts";
import type { BenchContext, Benchmark, ResultRow } from "./types.ts";

/** The aim of the speed issue: the first page within a minute of typing `npm ci && npm start`. */
const AIM_SECONDS = 60;
const STEP_LIMIT_MS = 5 * 60_000;
const FIRST_PAGE = "/nl/";

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

/**
 * A newcomer's environment: none of this project's settings, and no `node_modules/.bin` of the
 * checkout the benchmark runs from (npm would otherwise run on that checkout's Node).
 */
function newcomerEnv(port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (/^(npm_(lifecycle|package|command|node)|INIT_CWD$|NODE$)/.test(name)) continue;
    env[name] = value;
  }
  for (const name of ["DATABASE_URL", "DATA_DIR", "PUBLIC_URL", "SEED_DEMO", "NODE_ENV", "HOST", "PORT"])
    delete env[name];
  env.PATH = (process.env.PATH ?? "")
    .split(path.delimiter)
    .filter((entry) => !entry.includes(`node_modules${path.sep}.bin`))
    .join(path.delimiter);
  env.PORT = String(port);
  return env;
}

interface StampedLine {
  ms: number;
  text: string;
}

interface Run {
  child: ChildProcess;
  lines: StampedLine[];
  exited: Promise<number | null>;
  /** Milliseconds (from `since`) of the first line matching `pattern`, waiting for it. */
  lineAt(pattern: RegExp, limitMs?: number): Promise<number>;
  /**
   * SIGTERM to the whole process group (npm, its shell, the server and its PostgreSQL), as a
   * terminal's Ctrl-C signals them all, then waits until every one of them has ended.
   */
  stop(): Promise<void>;
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv, since: number): Run {
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  const lines: StampedLine[] = [];
  const listeners = new Set<() => void>();
  let partial = "";
  const collect = (chunk: Buffer) => {
    const now = performance.now() - since;
    const parts = (partial + chunk.toString()).split("\n");
    partial = parts.pop() ?? "";
    for (const text of parts) lines.push({ ms: now, text });
    for (const listener of listeners) listener();
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const tail = () =>
    lines
      .slice(-30)
      .map((line) => line.text)
      .join("\n");
  return {
    child,
    lines,
    exited,
    lineAt(pattern, limitMs = STEP_LIMIT_MS) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = lines.find((line) => pattern.test(line.text));
          if (!found) return;
          done();
          resolve(found.ms);
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`"${command} ${args.join(" ")}" printed no ${pattern} in ${limitMs} ms:\n${tail()}`));
        }, limitMs);
        const done = () => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        listeners.add(check);
        void exited.then(() => {
          if (!listeners.has(check)) return;
          done();
          reject(new Error(`"${command} ${args.join(" ")}" ended before printing ${pattern}:\n${tail()}`));
        });
        check();
      });
    },
    async stop() {
      const group = child.pid;
      if (!group) return;
      const alive = () => {
        try {
          process.kill(-group, 0);
          return true;
        } catch {
          return false;
        }
      };
      if (alive()) process.kill(-group, "SIGTERM");
      const deadline = performance.now() + 30_000;
      while (alive() && performance.now() < deadline) await sleep(100);
      if (alive()) process.kill(-group, "SIGKILL");
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks for the page until it answers 200; returns its HTML and the milliseconds (from `since`). */
async function firstPage(url: string, since: number, server: Run): Promise<{ ms: number; html: string }> {
  const deadline = performance.now() + STEP_LIMIT_MS;
  while (performance.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`npm start ended (exit ${server.child.exitCode})`);
    try {
      const response = await fetch(url, { redirect: "manual" });
      if (response.status === 200) {
        const ms = performance.now() - since;
        return { ms, html: await response.text() };
      }
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${url} did not answer 200 within ${STEP_LIMIT_MS} ms`);
}

/** The pictures a browser loads from the page: each <img>'s src and every candidate of its srcset. */
export function pictureUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const [tag] of html.matchAll(/<(img|source)\b[^>]*>/g)) {
    const src = /\ssrc="([^"]+)"/.exec(tag)?.[1];
    if (src) urls.add(src);
    const srcset = /\ssrcset="([^"]+)"/.exec(tag)?.[1];
    for (const candidate of srcset?.split(",") ?? []) {
      const url = candidate.trim().split(/\s+/)[0];
      if (url) urls.add(url);
    }
  }
  return [...urls].map((url) => url.replaceAll("&amp;", "&")).filter((url) => url.startsWith("/images/"));
}

/** Fetches every picture at once, as a browser opening the page does; returns those not answered 200. */
async function brokenPictures(origin: string, urls: string[]): Promise<string[]> {
  const answers = await Promise.all(
    urls.map(async (url) => {
      const response = await fetch(`${origin}${url}`);
      await response.arrayBuffer();
      return response.status === 200 ? undefined : `${url} ${response.status}`;
    }),
  );
  return answers.filter((answer) => answer !== undefined);
}

function milestone(lines: StampedLine[], pattern: RegExp): number | undefined {
  return lines.find((line) => pattern.test(line.text))?.ms;
}

export async function measureFirstStart(workDir: string, log: (line: string) => void): Promise<ResultRow[]> {
  const commit = spawnSync("git", ["rev-parse", "--short", "HEAD"], {
    cwd: projectRoot,
    encoding: "utf8",
  }).stdout.trim();
  const clone = path.join(workDir, "first-start");
  const cloned = spawnSync("git", ["clone", "--quiet", "--no-hardlinks", projectRoot, clone], { encoding: "utf8" });
  if (cloned.status !== 0) throw new Error(`git clone failed: ${cloned.stderr}`);
  spawnSync("git", ["checkout", "--quiet", commit], { cwd: clone });
  const port = await freePort();
  const env = newcomerEnv(port);
  const origin = `http://localhost:${port}`;
  try {
    log(`fresh clone of ${commit}: npm ci`);
    const started = performance.now();
    const install = run("npm", ["ci"], clone, env, started);
    const installCode = await install.exited;
    if (installCode !== 0) throw new Error(`npm ci failed (exit ${installCode})`);
    const installed = performance.now() - started;

    log("npm start");
    const server = run("npm", ["start"], clone, env, started);
    let page: { ms: number; html: string };
    let readyMs: number;
    let broken: string[];
    let pictures: string[];
    let drawnWhilePageLoaded: boolean;
    try {
      page = await firstPage(`${origin}${FIRST_PAGE}`, started, server);
      pictures = pictureUrls(page.html);
      drawnWhilePageLoaded = server.lines.some((line) => PICTURES_READY_LINE.test(line.text));
      broken = await brokenPictures(origin, pictures);
      readyMs = await server.lineAt(PICTURES_READY_LINE);
    } finally {
      await server.stop();
    }
    const built = milestone(server.lines, /^precompressed \d+ assets/);
    const listening = milestone(server.lines, /\[site\] listening on/);
    // The server's own account of its start: "(ready in 3.1 s: database 0.8 s, migrations 0.4 s, ...)".
    const listeningLine = server.lines.find((line) => /\[site\] listening on/.test(line.text))?.text ?? "";
    const readyIn = /\(ready in ([^)]+)\)/.exec(listeningLine)?.[1];
    const drawnLine = server.lines.find((line) => PICTURES_READY_LINE.test(line.text))?.text ?? "";

    log("second npm start in the same clone");
    const secondStarted = performance.now();
    const second = run("npm", ["start"], clone, env, secondStarted);
    let secondPage: { ms: number };
    let secondReadyMs: number;
    try {
      secondPage = await firstPage(`${origin}${FIRST_PAGE}`, secondStarted, second);
      secondReadyMs = await second.lineAt(PICTURES_READY_LINE);
    } finally {
      await second.stop();
    }
    const secondBuilt = milestone(second.lines, /^precompressed \d+ assets/);
    const redrawn = second.lines.some((line) => /pictures to draw|demo agency seeded/.test(line.text));

    const steps = [
      `npm ci ${seconds(installed)}`,
      built !== undefined ? `build ${seconds(built - installed)}` : "",
      built !== undefined && listening !== undefined ? `server start to listening ${seconds(listening - built)}` : "",
      readyIn ? `the server's own start ${readyIn}` : "",
      listening !== undefined ? `first page ${seconds(page.ms - listening)} after` : "",
    ].filter(Boolean);
    const rows: ResultRow[] = [
      {
        benchmark: "first start, first page",
        subject: `fresh clone of ${commit}: \`npm ci && npm start\` (npm's cache warm), from the start of npm ci to ${FIRST_PAGE} answering 200`,
        figure: seconds(page.ms),
        detail: steps.join(", "),
        aim: { text: `at most ${AIM_SECONDS} s`, met: page.ms <= AIM_SECONDS * 1000 },
      },
      {
        benchmark: "first start, every picture drawn",
        subject: `the same start, to the server's "pictures ready" line (the demo's pictures are drawn after it listens)`,
        figure: seconds(readyMs),
        detail: `${drawnLine.replace(/^.*pictures ready:?\s*/, "") || "nothing drawn"}; the first page's ${pictures.length} picture addresses fetched at once ${drawnWhilePageLoaded ? "after" : "while they were drawn"}: ${broken.length === 0 ? "all answered 200" : `not answered: ${broken.join(", ")}`}`,
        aim: { text: "no picture of the first page fails", met: broken.length === 0 && pictures.length > 0 },
      },
      {
        benchmark: "second start, first page",
        subject: `\`npm start\` again in the same clone (the build again, the database seeded): from the command to ${FIRST_PAGE} answering 200`,
        figure: seconds(secondPage.ms),
        detail: `${secondBuilt !== undefined ? `build ${seconds(secondBuilt)}, ` : ""}pictures ready at ${seconds(secondReadyMs)}; ${redrawn ? "seeded or drew again" : "nothing seeded or drawn again"}`,
        aim: { text: "nothing done again", met: !redrawn },
      },
    ];
    for (const row of rows) log(`${row.benchmark}: ${row.figure} (${row.detail})`);
    return rows;
  } finally {
    fs.rmSync(clone, { recursive: true, force: true });
  }
}

export const firstStart: Benchmark = {
  name: "first start",
  run: ({ workDir, log }: BenchContext) => measureFirstStart(workDir, log),
};

if (import.meta.main) {
  const workDir = makeTempDir("bench-first-start-");
  measureFirstStart(workDir, (line) => console.log(`[first start] ${line}`))
    .catch((error: unknown) => {
      console.error(`[first start] failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    })
    .finally(() => fs.rmSync(workDir, { recursive: true, force: true }));
}
