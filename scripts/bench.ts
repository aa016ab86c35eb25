// `npm run bench`: starts a throw-away PostgreSQL cluster and the real production server with the
// demo agency, runs every benchmark of scripts/bench/ against it, prints the figures and writes
// docs/benchmarks.md. Builds first when build/ is missing. About five minutes, and the memory soak
// (BENCH_SOAK_SECONDS, 600 by default).
//
// Add a benchmark: a module in scripts/bench/ exporting a Benchmark (scripts/bench/types.ts), listed
// in `benchmarks` below.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PICTURES_READY_LINE } from "../server/pending-pictures.ts";
import { seedMinimalSite } from "../tests/support/minimal-site.ts";
import { projectRoot, startServer } from "../tests/support/start-server.ts";
import { makeTempDir, startThrowAwayCluster } from "../tests/support/throw-away-postgres.ts";
import { buildBefore, startBeforeServer } from "./bench/before-server.ts";
import { buildAssets } from "./bench/build-assets.ts";
import { firstStart } from "./bench/first-start.ts";
import { frameworkFloor } from "./bench/framework-floor.ts";
import { images } from "./bench/images.ts";
import { javascript } from "./bench/javascript.ts";
import { memoryAtStart, memoryUnderLoad, rssMb } from "./bench/memory.ts";
import { pages } from "./bench/pages.ts";
import { writeReport } from "./bench/report.ts";
import { compareAnswers, publicAddresses } from "./bench/same-answers.ts";
import { buildIfMissing, machine } from "./bench/script-setup.ts";
import { search } from "./bench/search.ts";
import type { BenchContext, Benchmark, ResultRow } from "./bench/types.ts";
import { viewCounting } from "./bench/view-counting.ts";

// Memory at start before anything asks the servers for a page; pages before search, which adds
// 100,000 generated listings to the database, and the stack's floor beside them; memory after load
// and the soak last.
const benchmarks: Benchmark[] = [
  memoryAtStart,
  pages,
  frameworkFloor,
  viewCounting,
  javascript,
  images,
  buildAssets,
  search,
  memoryUnderLoad,
  firstStart,
];

const load = { connections: 10, warmUpSeconds: 2, seconds: 8 };

function log(line: string): void {
  console.log(`[bench] ${line}`);
}

async function main(): Promise<void> {
  const started = Date.now();
  buildIfMissing(log);
  const [load1] = os.loadavg();
  if ((load1 ?? 0) > os.cpus().length * 0.5) {
    log(`warning: the machine is busy (load average ${load1?.toFixed(1)}); figures will be low and noisy`);
  }

  const minimal = process.env.BENCH_SITE === "minimal";
  const cluster = await startThrowAwayCluster("pg-bench-");
  const dataDir = makeTempDir("bench-data-");
  const workDir = makeTempDir("bench-work-");
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  let uncachedServer: Awaited<ReturnType<typeof startServer>> | undefined;
  let baselineServer: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    if (minimal) await seedMinimalSite(cluster.url);
    log(
      minimal ? "starting the server (minimal site, no demo data)" : "starting the server and seeding the demo agency",
    );
    // Seeding renders the demo's pictures: minutes on a busy machine.
    server = await startServer({
      dataDir,
      env: { DATABASE_URL: cluster.url, SEED_DEMO: minimal ? "0" : "1" },
      startTimeoutMs: 900_000,
    });
    // The demo's pictures are drawn in a process of its own after the server listens: every figure
    // below is taken once it is done, as a visitor of a running site meets it.
    await server.waitForOutput(PICTURES_READY_LINE, 900_000);
    uncachedServer = await startServer({
      dataDir,
      env: { DATABASE_URL: cluster.url, SEED_DEMO: "0", PAGE_CACHE_SECONDS: "0" },
    });
    // Read before anything asks it for a page: the comparison below renders every public address.
    const uncachedAppIdleRssMb = rssMb(uncachedServer.pid);
    // Proof that the render shortcuts change no answer (same-answers.ts): the site with them off.
    const withoutShortcuts = await startServer({
      dataDir,
      env: { DATABASE_URL: cluster.url, SEED_DEMO: "0", PAGE_CACHE_SECONDS: "0", RENDER_SHORTCUTS: "0" },
    });
    const differences = await (async () => {
      try {
        return await compareAnswers(
          withoutShortcuts.url,
          uncachedServer.url,
          await publicAddresses(uncachedServer.url),
        );
      } finally {
        await withoutShortcuts.stop("SIGTERM");
      }
    })();
    if (differences.length > 0) {
      for (const { address, what } of differences) log(`${address}: ${what}`);
      throw new Error(`${differences.length} answers differ with the render shortcuts`);
    }
    // The render as it was when the uncached-render work began, for the uncached renders' CPU aim:
    // that commit's own build (before-server.ts), whatever has changed since.
    buildBefore(log);
    baselineServer = await startBeforeServer({
      dataDir,
      env: { DATABASE_URL: cluster.url, SEED_DEMO: "0", PAGE_CACHE_SECONDS: "0" },
    });
    const context: BenchContext = {
      appUrl: server.url,
      uncachedAppUrl: uncachedServer.url,
      appPid: server.pid,
      uncachedAppPid: uncachedServer.pid,
      uncachedAppIdleRssMb,
      baselineAppUrl: baselineServer.url,
      baselineAppPid: baselineServer.pid,
      postgresDataDir: cluster.dataDir,
      databaseUrl: cluster.url,
      dataDir,
      workDir,
      load,
      log,
    };
    const rows: ResultRow[] = [];
    // BENCH_ONLY=search,image runs the benchmarks whose names contain one of the words (and writes
    // only their rows: do not commit such a report).
    const only = process.env.BENCH_ONLY?.split(",").filter(Boolean);
    for (const benchmark of benchmarks.filter((b) => !only || only.some((word) => b.name.includes(word)))) {
      log(`${benchmark.name}:`);
      rows.push(...(await benchmark.run(context)));
    }

    console.log("");
    for (const row of rows) {
      console.log(`${row.benchmark}: ${row.subject}: ${row.figure}${row.detail ? ` (${row.detail})` : ""}`);
      if (row.baseline) console.log(`  baseline, ${row.baseline.subject}: ${row.baseline.figure}`);
      if (row.ratio !== undefined) console.log(`  ratio: ${row.ratio}`);
      if (row.aim) console.log(`  aim ${row.aim.text}: ${row.aim.met ? "met" : "NOT met"}`);
    }
    const file = path.join(projectRoot, "docs/benchmarks.md");
    writeReport(
      file,
      {
        date: new Date().toISOString().slice(0, 16).replace("T", " "),
        machine: machine(),
        site: minimal ? "minimal (settings and menu pages, no properties)" : "demo agency",
        load: `${load.connections} connections, ${load.seconds} s, after ${load.warmUpSeconds} s of warm-up`,
        loadAverage: (load1 ?? 0).toFixed(1),
      },
      rows,
    );
    log(`wrote ${path.relative(projectRoot, file)} in ${Math.round((Date.now() - started) / 1000)} s`);
  } finally {
    await baselineServer?.stop("SIGTERM").catch((error: unknown) => log(String(error)));
    await uncachedServer?.stop("SIGTERM").catch((error: unknown) => log(String(error)));
    await server?.stop("SIGTERM").catch((error: unknown) => log(String(error)));
    await cluster.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`[bench] failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
