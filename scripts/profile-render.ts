// `npm run profile`: where the CPU time of a page render goes. Starts the production server with the
// demo agency and its page cache off, records a V8 CPU profile (through the inspector) while a list
// page and a detail page are each rendered for PROFILE_SECONDS (10 by default), and writes the time
// per render, by part of the stack and by function, to docs/render-profile.md.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { href } from "../app/i18n/links.ts";
import siteRoutes from "../app/routes.ts";
import { projectRoot, startServer } from "../tests/support/start-server.ts";
import { makeTempDir, startThrowAwayCluster } from "../tests/support/throw-away-postgres.ts";
import { measure } from "./bench/measure.ts";
import { buildIfMissing, machine } from "./bench/script-setup.ts";
import { firstPropertyPath } from "./bench/site-paths.ts";
import { type CpuProfile, summarize } from "./profile/cpu-profile.ts";
import { connectInspector } from "./profile/inspector.ts";
import { renderReport } from "./profile/report.ts";

function log(line: string): void {
  console.log(`[profile] ${line}`);
}

async function main(): Promise<void> {
  buildIfMissing(log);
  const seconds = Number(process.env.PROFILE_SECONDS ?? 10);
  const cluster = await startThrowAwayCluster("pg-profile-");
  const dataDir = makeTempDir("profile-data-");
  const inspectorPort = 9000 + Math.floor(Math.random() * 900);
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    log("seeding the demo agency");
    const seeding = await startServer({ dataDir, env: { DATABASE_URL: cluster.url } });
    await seeding.stop("SIGTERM");
    log("starting the server with its page cache off and the inspector open");
    server = await startServer({
      dataDir,
      env: {
        DATABASE_URL: cluster.url,
        SEED_DEMO: "0",
        PAGE_CACHE_SECONDS: "0",
        NODE_OPTIONS: `--inspect=127.0.0.1:${inspectorPort}`,
      },
    });
    const pages: [string, string][] = [
      ["list", href("forSale", "nl")],
      ["detail", await firstPropertyPath(server.url)],
    ];
    const inspector = await connectInspector(inspectorPort);
    const results = [];
    try {
      await inspector.send("Profiler.enable");
      // 1 ms between samples: a render takes a few milliseconds.
      await inspector.send("Profiler.setSamplingInterval", { interval: 1000 });
      for (const [name, pagePath] of pages) {
        const url = `${server.url}${pagePath}`;
        // Warm: the first renders compile the code and fill the caches of the catalogue.
        await measure(url, { connections: 2, warmUpSeconds: 0, seconds: 3 });
        log(`${name} page ${pagePath}: rendering for ${seconds} s, two at a time, profiled ...`);
        await inspector.send("Profiler.start");
        const load = await measure(url, { connections: 2, warmUpSeconds: 0, seconds });
        const { profile } = (await inspector.send("Profiler.stop")) as { profile: CpuProfile };
        if (load.failures > 0) throw new Error(`${url}: ${load.failures} failed requests`);
        results.push({ name, pagePath, requests: load.requests, summary: summarize(profile) });
      }
    } finally {
      inspector.close();
    }
    const file = path.join(projectRoot, "docs/render-profile.md");
    fs.writeFileSync(
      file,
      renderReport(results, {
        date: new Date().toISOString().slice(0, 16).replace("T", " "),
        machine: machine(),
        loadAverage: (os.loadavg()[0] ?? 0).toFixed(1),
        seconds,
        routes: siteRoutes.length,
      }),
    );
    log(`wrote ${path.relative(projectRoot, file)}`);
  } finally {
    await server?.stop("SIGTERM").catch((error: unknown) => log(String(error)));
    await cluster.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`[profile] failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
