// How fast the stack itself can render, so the uncached renders of pages.ts can be read against it.
// A page of 24 property cards without a database (scripts/bench/framework-floor/), the size of the
// site's list page, rendered on every request in three ways, each in a process of its own started
// like the app's server:
// - by React alone: node:http and renderToString, no router, no scripts;
// - as a React Router app in framework mode behind Express, as the site's pages are: its loader's
//   data streamed into the page and scripts that hydrate it, collected and sent whole as the site's
//   entry.server.tsx does; with its one route;
// - the same app with the site's routes (app/routes.ts: its paths, ids and nesting), the list page
//   among them; both with the server build the site runs (server/render-shortcuts.ts).
// Baseline: the React Router page's HTML as a file from the Node static server, in the same run.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { href } from "../../app/i18n/links.ts";
import siteRoutes from "../../app/routes.ts";
import { SERVER_ENVIRONMENT, SERVER_NODE_FLAGS } from "../../server/node-flags.ts";
import { projectNode, projectRoot } from "../../tests/support/start-server.ts";
import { type Measurement, measure } from "./measure.ts";
import { measureNodeStaticServer } from "./nginx-baseline.ts";
import { formatMilliseconds } from "./pages.ts";
import { type CpuMeasurement, measureWithCpu } from "./process-cpu.ts";
import { firstPropertyPath } from "./site-paths.ts";
import { startPortPrinter } from "./static-baseline.ts";
import { type BenchContext, type Benchmark, formatPercent, formatRate, median, type ResultRow } from "./types.ts";

const FLOOR_DIR = path.join(projectRoot, "scripts/bench/framework-floor");
export const FLOOR_PAGE_PATH = "nl/te-koop/";
const floorBuild = (routes: FloorRoutes) => path.join(projectRoot, "build/framework-floor", routes);

/** The list page's route alone, or among the site's routes. */
export type FloorRoutes = "one" | "site";

/** Builds the floor app into `buildDir`, which must be inside the project (its imports resolve from there). */
export function buildFloorApp(routes: FloorRoutes, buildDir: string): string {
  fs.rmSync(buildDir, { recursive: true, force: true });
  execFileSync(
    projectNode,
    [path.join(projectRoot, "node_modules/.bin/react-router"), "build", FLOOR_DIR, "--emptyOutDir"],
    {
      cwd: projectRoot,
      env: { ...process.env, FLOOR_ROUTES: routes, FLOOR_BUILD_DIR: buildDir },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  return buildDir;
}

/** Starts one of the floor's servers (serve-react.ts, serve-router.ts) as the app's server is started. */
export function startFloorServer(
  script: string,
  args: string[] = [],
): Promise<{ url: string; pid: number; stop(): void }> {
  return startPortPrinter(path.join(FLOOR_DIR, script), args, {
    nodeFlags: SERVER_NODE_FLAGS,
    env: { ...SERVER_ENVIRONMENT, NODE_ENV: "production" },
  });
}

async function measured(
  script: string,
  args: string[],
  load: BenchContext["load"],
): Promise<{ measurement: Measurement; html: string }> {
  const server = await startFloorServer(script, args);
  try {
    const url = `${server.url}${FLOOR_PAGE_PATH}`;
    const answer = await fetch(url);
    if (answer.status !== 200) throw new Error(`${script} answered ${answer.status}`);
    const html = await answer.text();
    const measurement = await measure(url, load);
    if (measurement.failures > 0) throw new Error(`${measurement.failures} failed requests from ${script}`);
    return { measurement, html };
  } finally {
    server.stop();
  }
}

/** The uncached render at least this share of the floor's (CPU per answer, the floor's over the page's). */
const FLOOR_AIM = 0.3;
const ROUNDS = 3;

/**
 * The site's uncached list and detail renders against the floor app with the site's routes, by CPU
 * time per answer, in rounds that alternate the order: the share of the floor's rate each would
 * reach if CPU were all that limits them (floor CPU / page CPU).
 */
async function rendersAgainstFloor(context: BenchContext, floorBuildDir: string): Promise<ResultRow[]> {
  const { uncachedAppUrl, uncachedAppPid, load } = context;
  const floor = await startFloorServer("serve-router.ts", [floorBuildDir]);
  try {
    const floorUrl = `${floor.url}${FLOOR_PAGE_PATH}`;
    const pages: [string, string][] = [
      ["list page", href("forSale", "nl")],
      ["detail page", await firstPropertyPath(uncachedAppUrl)],
    ];
    const rows: ResultRow[] = [];
    for (const [name, pagePath] of pages) {
      const pageUrl = `${uncachedAppUrl}${pagePath}`;
      await measure(pageUrl, { ...load, seconds: load.warmUpSeconds, warmUpSeconds: 0 });
      await measure(floorUrl, { ...load, seconds: load.warmUpSeconds, warmUpSeconds: 0 });
      const page: CpuMeasurement[] = [];
      const floorRuns: CpuMeasurement[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const first = round % 2 === 0;
        if (first) page.push(await measureWithCpu(pageUrl, uncachedAppPid, load));
        floorRuns.push(await measureWithCpu(floorUrl, floor.pid, load));
        if (!first) page.push(await measureWithCpu(pageUrl, uncachedAppPid, load));
      }
      if ([...page, ...floorRuns].some((run) => run.failures > 0))
        throw new Error(`failed requests against ${pagePath}`);
      const share = median(page.map((run, index) => (floorRuns[index]?.cpuMicroseconds ?? 0) / run.cpuMicroseconds));
      const ms = (runs: CpuMeasurement[]) => formatMilliseconds(median(runs.map((run) => run.cpuMicroseconds)));
      rows.push({
        benchmark: `${name}, uncached, against the framework floor`,
        subject: `CPU per render of ${pagePath} against the floor's page with the site's routes, ${ROUNDS} rounds each, alternated`,
        figure: `${ms(page)} CPU per render`,
        detail: `rounds (page / floor): ${page.map((run, index) => `${formatMilliseconds(run.cpuMicroseconds)} / ${formatMilliseconds(floorRuns[index]?.cpuMicroseconds ?? 0)}`).join(", ")}; the median round's share`,
        baseline: { subject: "the framework floor, the site's routes", figure: `${ms(floorRuns)} CPU per render` },
        ratio: formatPercent(share),
        aim: { text: `at least ${FLOOR_AIM * 100}% of the floor`, met: share >= FLOOR_AIM },
      });
    }
    return rows;
  } finally {
    floor.stop();
  }
}

export const frameworkFloor: Benchmark = {
  name: "framework floor",
  async run(context: BenchContext): Promise<ResultRow[]> {
    const { workDir, load, log } = context;
    const routeCount = siteRoutes.length;
    log(`building the floor app with 1 route and with ${routeCount}, as many as the site ...`);
    const oneRoute = buildFloorApp("one", floorBuild("one"));
    const siteSized = buildFloorApp("site", floorBuild("site"));

    log("  measuring React alone, then the React Router app with 1 and with all routes ...");
    const react = await measured("serve-react.ts", [], load);
    const router = await measured("serve-router.ts", [oneRoute], load);
    const manyRoutes = await measured("serve-router.ts", [siteSized], load);
    log("  the site's uncached list and detail renders against the floor with the site's routes, CPU per answer ...");
    const againstFloor = await rendersAgainstFloor(context, siteSized);

    const file = path.join(workDir, "floor.html");
    fs.writeFileSync(file, router.html);
    log("  measuring the React Router page's HTML from the Node static server ...");
    const node = await measureNodeStaticServer(file, load);
    const kb = (html: string) => `${(Buffer.byteLength(html) / 1024).toFixed(1)} KB`;
    const row = (benchmark: string, subject: string, m: Measurement): ResultRow => ({
      benchmark,
      subject,
      figure: formatRate(m.requestsPerSecond),
      detail: `p99 ${m.latencyP99Ms} ms`,
      baseline: {
        subject: `the React Router page (${kb(router.html)}) as a file from the Node static server`,
        figure: formatRate(node.requestsPerSecond),
      },
      ratio: formatPercent(m.requestsPerSecond / node.requestsPerSecond),
    });
    return [
      row(
        "framework floor, React alone",
        `node:http and renderToString render a page of 24 cards (${kb(react.html)}, no scripts) on every request`,
        react.measurement,
      ),
      row(
        "framework floor, React Router, 1 route",
        `the same page as a React Router app (framework mode, Express; ${kb(router.html)} with its loader data and scripts, hydratable), its only route`,
        router.measurement,
      ),
      row(
        `framework floor, React Router, ${routeCount} routes`,
        `the same app with the site's routes (${routeCount}: app/routes.ts's paths and nesting)`,
        manyRoutes.measurement,
      ),
      ...againstFloor,
    ];
  },
};
