// `npm run profile`: where the CPU time of a page render goes. Starts the production server with the
// demo agency and its page cache off, and a second one as the site rendered before the render work
// (scripts/bench/before-server.ts: that commit, built apart); records a V8 CPU profile (through the inspector) while a list page and a
// detail page are each rendered for PROFILE_SECONDS (10 by default) by each, in turns, and writes the
// time per render, by part of the stack and by function, before and now, to docs/render-profile.md.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { href } from "../app/i18n/links.ts";
import siteRoutes from "../app/routes.ts";
import { projectRoot, startServer } from "../tests/support/start-server.ts";
import { makeTempDir, startThrowAwayCluster } from "../tests/support/throw-away-postgres.ts";
import { buildBefore, startBeforeServer } from "./bench/before-server.ts";
import { measure } from "./bench/measure.ts";
import { BROWSER_ENCODING } from "./bench/pages.ts";
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
  buildBefore(log);
  const seconds = Number(process.env.PROFILE_SECONDS ?? 10);
  const cluster = await startThrowAwayCluster("pg-profile-");
  const dataDir = makeTempDir("profile-data-");
  const servers: Awaited<ReturnType<typeof startServer>>[] = [];
  try {
    log("seeding the demo agency");
    // Seeding renders the demo's pictures: minutes on a busy machine.
    const seeding = await startServer({ dataDir, env: { DATABASE_URL: cluster.url }, startTimeoutMs: 900_000 });
    // It may be drawing the demo's pictures in the background: let it finish the ones it has begun.
    await seeding.stop("SIGTERM", 300_000);
    // Two servers, each with its inspector: the site as it is, and as it rendered before the render
    // work (before-server.ts), profiled in turns in the same run. Both are asked as a browser asks,
    // so the page's compression is in the profile.
    const start = async (which: "now" | "before") => {
      const inspectorPort = 9000 + Math.floor(Math.random() * 900) + (which === "now" ? 0 : 1000);
      const options = {
        dataDir,
        env: {
          DATABASE_URL: cluster.url,
          SEED_DEMO: "0",
          PAGE_CACHE_SECONDS: "0",
          NODE_OPTIONS: `--inspect=127.0.0.1:${inspectorPort}`,
        },
      };
      const server = await (which === "now" ? startServer(options) : startBeforeServer(options));
      servers.push(server);
      const inspector = await connectInspector(inspectorPort);
      await inspector.send("Profiler.enable");
      // 1 ms between samples: a render takes a few milliseconds.
      await inspector.send("Profiler.setSamplingInterval", { interval: 1000 });
      return { server, inspector };
    };
    log("starting the server with its page cache off and the inspector open, and one as it rendered before");
    const now = await start("now");
    const before = await start("before");
    const pages: [string, string][] = [
      ["list", href("forSale", "nl")],
      ["detail", await firstPropertyPath(now.server.url)],
    ];
    const profileOf = async ({ server, inspector }: typeof now, pagePath: string) => {
      const url = `${server.url}${pagePath}`;
      // Warm: the first renders compile the code and fill the caches of the catalogue.
      await measure(url, { connections: 2, warmUpSeconds: 0, seconds: 3, headers: BROWSER_ENCODING });
      await inspector.send("Profiler.start");
      const load = await measure(url, { connections: 2, warmUpSeconds: 0, seconds, headers: BROWSER_ENCODING });
      const { profile } = (await inspector.send("Profiler.stop")) as { profile: CpuProfile };
      if (load.failures > 0) throw new Error(`${url}: ${load.failures} failed requests`);
      return { requests: load.requests, summary: summarize(profile) };
    };
    const results = [];
    try {
      for (const [index, [name, pagePath]] of pages.entries()) {
        log(`${name} page ${pagePath}: rendering for ${seconds} s, two at a time, profiled, now and before ...`);
        // Which goes first alternates, so that neither always meets the busier machine.
        const first = index % 2 === 0 ? await profileOf(now, pagePath) : undefined;
        const then = await profileOf(before, pagePath);
        const current = first ?? (await profileOf(now, pagePath));
        results.push({ name, pagePath, ...current, before: then });
      }
    } finally {
      now.inspector.close();
      before.inspector.close();
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
    for (const server of servers) await server.stop("SIGTERM").catch((error: unknown) => log(String(error)));
    await cluster.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`[profile] failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
