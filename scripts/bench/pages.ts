// For a list page (/nl/te-koop/) and a detail page (the list's first card):
// - uncached: a server started with PAGE_CACHE_SECONDS=0 renders on every request; aim: at least
//   12% of the Node static server;
// - cached: the normal server answers from its page cache (server/page-cache.ts) after the first
//   request, with a fresh CSP nonce in every answer; aim: at least 50% of nginx;
// - baselines: the HTML the app rendered, saved once, served as a file by nginx (one worker, as
//   the app is one process) and by a minimal Node static file server.
// - CPU per uncached render: the server process's CPU time per answer, against a third server
//   running the site as it rendered before the render work (before-server.ts: the commit before it,
//   built apart), in rounds that alternate which goes first; aim: at most half the CPU of the render
//   before. Measured as a browser asks (Chromium's Accept-Encoding: the server compresses the page, with brotli) and
//   without compression.
// The req/s rows are not compressed (autocannon sends no Accept-Encoding unless told).
import fs from "node:fs";
import path from "node:path";
import { href } from "../../app/i18n/links.ts";
import { BEFORE_COMMIT } from "./before-server.ts";
import { type Measurement, measure } from "./measure.ts";
import { measureStaticBaselines } from "./nginx-baseline.ts";
import { type CpuMeasurement, measureWithCpu } from "./process-cpu.ts";
import { firstPropertyPath } from "./site-paths.ts";
import { type BenchContext, type Benchmark, formatPercent, formatRate, median, type ResultRow } from "./types.ts";

const AIMS = { uncached: 0.12, cached: 0.5 };
/** The uncached render's CPU at most this share of the render before the shortcuts. */
const CPU_AIM = 0.5;
const ROUNDS = 3;
/** What a browser's Accept-Encoding says (Chromium's). */
export const BROWSER_ENCODING = { "accept-encoding": "gzip, deflate, br, zstd" };

export const formatMilliseconds = (microseconds: number): string => `${(microseconds / 1000).toFixed(2)} ms`;

export interface RenderCpu {
  now: CpuMeasurement[];
  before: CpuMeasurement[];
  /** Median of the rounds' ratios (now / before). */
  ratio: number;
}

export interface ServerUnderTest {
  url: string;
  pid: number;
}

/**
 * The uncached render of `pagePath` by the app as it is and by the app as it rendered before (the
 * commit before the render work, scripts/bench/before-server.ts), measured in alternating rounds:
 * each round's two runs see the same machine. `headers` go with every request (a browser's
 * Accept-Encoding, to include compression).
 */
export async function renderCpu(
  servers: { now: ServerUnderTest; before: ServerUnderTest },
  pagePath: string,
  load: BenchContext["load"],
  { rounds = ROUNDS, headers }: { rounds?: number; headers?: Record<string, string> } = {},
): Promise<RenderCpu> {
  for (const { url } of Object.values(servers))
    await measure(`${url}${pagePath}`, { ...load, headers, seconds: load.warmUpSeconds, warmUpSeconds: 0 });
  const runs: Record<keyof typeof servers, CpuMeasurement[]> = { now: [], before: [] };
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 === 0 ? (["now", "before"] as const) : (["before", "now"] as const);
    for (const which of order) {
      const { url, pid } = servers[which];
      const m = await measureWithCpu(`${url}${pagePath}`, pid, { ...load, headers });
      if (m.failures > 0) throw new Error(`${m.failures} failed requests during the ${which} run of ${pagePath}`);
      runs[which].push(m);
    }
  }
  const ratio = median(runs.now.map((run, index) => run.cpuMicroseconds / (runs.before[index]?.cpuMicroseconds ?? 1)));
  return { ...runs, ratio };
}

const averageOf = (runs: Measurement[], figure: (run: Measurement) => number) =>
  runs.reduce((sum, run) => sum + figure(run), 0) / runs.length;

async function measurePage(context: BenchContext, name: string, pagePath: string): Promise<ResultRow[]> {
  const { appUrl, uncachedAppUrl, workDir, load, log } = context;
  const page = await fetch(`${uncachedAppUrl}${pagePath}`);
  if (page.status !== 200) throw new Error(`${pagePath} answered ${page.status}`);
  const html = await page.text();
  const file = path.join(workDir, `${name.replaceAll(" ", "-")}.html`);
  fs.writeFileSync(file, html);
  log(`${name} ${pagePath}: ${(Buffer.byteLength(html) / 1024).toFixed(1)} KB of HTML`);

  log("  measuring the app rendering every request, and as it rendered before (before-server.ts), alternated ...");
  const servers = {
    now: { url: uncachedAppUrl, pid: context.uncachedAppPid },
    before: { url: context.baselineAppUrl, pid: context.baselineAppPid },
  };
  const cpu = await renderCpu(servers, pagePath, load);
  log("  ... and the same as a browser asks (compressed) ...");
  const browserCpu = await renderCpu(servers, pagePath, load, { headers: BROWSER_ENCODING });
  const uncached: Measurement = {
    ...(cpu.now[0] as CpuMeasurement),
    requestsPerSecond: averageOf(cpu.now, (run) => run.requestsPerSecond),
    latencyP99Ms: Math.max(...cpu.now.map((run) => run.latencyP99Ms)),
  };
  log("  measuring the app with its page cache ...");
  const kept = await fetch(`${appUrl}${pagePath}`);
  await kept.text();
  const cached = await measure(`${appUrl}${pagePath}`, load);
  // A browser always asks it compressed: each answer has a nonce of its own, so it is compressed anew.
  const cachedAsBrowsersAsk = await measure(`${appUrl}${pagePath}`, { ...load, headers: BROWSER_ENCODING });
  log("  measuring the same HTML from nginx and from the Node static server ...");
  const { nginx, node } = await measureStaticBaselines(file, "text/html; charset=utf-8", load);
  for (const [label, m] of [
    ["uncached", uncached],
    ["cached", cached],
    ["cached, compressed", cachedAsBrowsersAsk],
    ["Node static", node],
    ["nginx", nginx],
  ] as const) {
    if (m.failures > 0) throw new Error(`${m.failures} failed requests during the ${label} run of ${pagePath}`);
  }
  const row = (kind: "uncached" | "cached", m: Measurement, subject: string): ResultRow => {
    const base = kind === "cached" ? nginx : node;
    const ratio = m.requestsPerSecond / base.requestsPerSecond;
    const baseName = kind === "cached" ? "nginx (one worker)" : "the Node static server";
    return {
      benchmark: `${name}, ${kind}`,
      subject,
      figure: formatRate(m.requestsPerSecond),
      detail: `p99 ${m.latencyP99Ms} ms; ${formatPercent(m.requestsPerSecond / nginx.requestsPerSecond)} of nginx, ${formatPercent(m.requestsPerSecond / node.requestsPerSecond)} of the Node static server`,
      baseline: {
        subject: `same HTML as a file: nginx ${formatRate(nginx.requestsPerSecond)}, Node static server ${formatRate(node.requestsPerSecond)}`,
        figure: formatRate(base.requestsPerSecond),
      },
      ratio: formatPercent(ratio),
      aim: { text: `at least ${AIMS[kind] * 100}% of ${baseName}`, met: ratio >= AIMS[kind] },
    };
  };
  const rates = (runs: Measurement[]) => formatRate(averageOf(runs, (run) => run.requestsPerSecond));
  const cpuRow = (measured: RenderCpu, how: string): ResultRow => ({
    benchmark: `${name}, uncached, CPU per render${how ? `, ${how}` : ""}`,
    subject: `server CPU time per render of ${pagePath}${how ? ` (${how})` : ""}, against the site as it rendered before the render work (${BEFORE_COMMIT.slice(0, 7)}, built apart, same database), ${ROUNDS} rounds each, alternated`,
    figure: `${formatMilliseconds(median(measured.now.map((run) => run.cpuMicroseconds)))} CPU per render`,
    detail: `rounds (now / before): ${measured.now.map((run, index) => `${formatMilliseconds(run.cpuMicroseconds)} / ${formatMilliseconds(measured.before[index]?.cpuMicroseconds ?? 0)}`).join(", ")}; ${rates(measured.now)} against ${rates(measured.before)}; the median round's ratio`,
    baseline: {
      subject: `the same render before (${BEFORE_COMMIT.slice(0, 7)})`,
      figure: `${formatMilliseconds(median(measured.before.map((run) => run.cpuMicroseconds)))} CPU per render`,
    },
    ratio: formatPercent(measured.ratio),
    aim: { text: `at most ${CPU_AIM * 100}% of the render before`, met: measured.ratio <= CPU_AIM },
  });
  return [
    row("uncached", uncached, `app renders ${pagePath} on every request`),
    cpuRow(browserCpu, "compressed as a browser asks"),
    cpuRow(cpu, "uncompressed"),
    row("cached", cached, `app serves ${pagePath} from its page cache`),
    {
      benchmark: `${name}, cached, compressed as a browser asks`,
      subject: `app serves ${pagePath} from its page cache, compressed for Chromium's Accept-Encoding (brotli)`,
      figure: formatRate(cachedAsBrowsersAsk.requestsPerSecond),
      detail: `p99 ${cachedAsBrowsersAsk.latencyP99Ms} ms; ${formatPercent(cachedAsBrowsersAsk.requestsPerSecond / nginx.requestsPerSecond)} of nginx sending it uncompressed`,
      baseline: { subject: "the same kept page uncompressed", figure: formatRate(cached.requestsPerSecond) },
      ratio: formatPercent(cachedAsBrowsersAsk.requestsPerSecond / cached.requestsPerSecond),
    },
  ];
}

export const pages: Benchmark = {
  name: "list and detail pages",
  async run(context) {
    const listPath = href("forSale", "nl");
    const detailPath = await firstPropertyPath(context.uncachedAppUrl);
    return [
      ...(await measurePage(context, "list page", listPath)),
      ...(await measurePage(context, "detail page", detailPath)),
    ];
  },
};
