// How fast the stack itself can render, so the uncached renders of pages.ts can be read against it.
// A page of 24 property cards without a database (scripts/bench/framework-floor/), rendered on every
// request in three ways, each in a process of its own started like the app's server:
// - by React alone: node:http and renderToString, no router;
// - as a React Router app in framework mode behind Express, as the site's pages are, with one route;
// - the same app with as many routes as the site has, the page's route tried after all the others
//   (as the site's list page is: longer paths rank first).
// Baseline: the React Router page's HTML as a file from the Node static server, in the same run.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import siteRoutes from "../../app/routes.ts";
import { SERVER_ENVIRONMENT, SERVER_NODE_FLAGS } from "../../server/node-flags.ts";
import { projectNode, projectRoot } from "../../tests/support/start-server.ts";
import { type Measurement, measure } from "./measure.ts";
import { measureNodeStaticServer } from "./nginx-baseline.ts";
import { startPortPrinter } from "./static-baseline.ts";
import { type BenchContext, type Benchmark, formatPercent, formatRate, type ResultRow } from "./types.ts";

const FLOOR_DIR = path.join(projectRoot, "scripts/bench/framework-floor");
export const FLOOR_PAGE_PATH = "nl/te-koop/";
const floorBuild = (routes: number) => path.join(projectRoot, "build/framework-floor", String(routes));

/** Builds the floor app with `routes` routes into `buildDir`, which must be inside the project (its imports resolve from there). */
export function buildFloorApp(routes: number, buildDir: string): string {
  fs.rmSync(buildDir, { recursive: true, force: true });
  execFileSync(
    projectNode,
    [path.join(projectRoot, "node_modules/.bin/react-router"), "build", FLOOR_DIR, "--emptyOutDir"],
    {
      cwd: projectRoot,
      env: { ...process.env, FLOOR_ROUTES: String(routes), FLOOR_BUILD_DIR: buildDir },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  return buildDir;
}

/** Starts one of the floor's servers (serve-react.ts, serve-router.ts) as the app's server is started. */
export function startFloorServer(script: string, args: string[] = []): Promise<{ url: string; stop(): void }> {
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

export const frameworkFloor: Benchmark = {
  name: "framework floor",
  async run({ workDir, load, log }: BenchContext): Promise<ResultRow[]> {
    const routeCount = siteRoutes.length;
    log(`building the floor app with 1 route and with ${routeCount}, as many as the site ...`);
    const oneRoute = buildFloorApp(1, floorBuild(1));
    const siteSized = buildFloorApp(routeCount, floorBuild(routeCount));

    log("  measuring React alone, then the React Router app with 1 and with all routes ...");
    const react = await measured("serve-react.ts", [], load);
    const router = await measured("serve-router.ts", [oneRoute], load);
    const manyRoutes = await measured("serve-router.ts", [siteSized], load);

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
        "the same page as a React Router app (framework mode, Express, rendered to one string), its only route",
        router.measurement,
      ),
      row(
        `framework floor, React Router, ${routeCount} routes`,
        `the same app with as many routes as the site (${routeCount}), the page's route tried last`,
        manyRoutes.measurement,
      ),
    ];
  },
};
