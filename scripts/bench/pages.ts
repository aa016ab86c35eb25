// For a list page (/nl/te-koop/) and a detail page (the list's first card):
// - uncached: a server started with PAGE_CACHE_SECONDS=0 renders on every request; aim: at least
//   12% of the Node static server;
// - cached: the normal server answers from its page cache (server/page-cache.ts) after the first
//   request, with a fresh CSP nonce in every answer; aim: at least 50% of nginx;
// - baselines: the HTML the app rendered, saved once, served as a file by nginx (one worker, as
//   the app is one process) and by a minimal Node static file server.
// Nobody compresses (autocannon sends no Accept-Encoding).
import fs from "node:fs";
import path from "node:path";
import { href } from "../../app/i18n/links.ts";
import { type Measurement, measure } from "./measure.ts";
import { measureStaticBaselines } from "./nginx-baseline.ts";
import { firstPropertyPath } from "./site-paths.ts";
import { type BenchContext, type Benchmark, formatPercent, formatRate, type ResultRow } from "./types.ts";

const AIMS = { uncached: 0.12, cached: 0.5 };

async function measurePage(context: BenchContext, name: string, pagePath: string): Promise<ResultRow[]> {
  const { appUrl, uncachedAppUrl, workDir, load, log } = context;
  const page = await fetch(`${uncachedAppUrl}${pagePath}`);
  if (page.status !== 200) throw new Error(`${pagePath} answered ${page.status}`);
  const html = await page.text();
  const file = path.join(workDir, `${name.replaceAll(" ", "-")}.html`);
  fs.writeFileSync(file, html);
  log(`${name} ${pagePath}: ${(Buffer.byteLength(html) / 1024).toFixed(1)} KB of HTML`);

  log("  measuring the app, rendering every request ...");
  const uncached = await measure(`${uncachedAppUrl}${pagePath}`, load);
  log("  measuring the app with its page cache ...");
  const kept = await fetch(`${appUrl}${pagePath}`);
  await kept.text();
  const cached = await measure(`${appUrl}${pagePath}`, load);
  log("  measuring the same HTML from nginx and from the Node static server ...");
  const { nginx, node } = await measureStaticBaselines(file, "text/html; charset=utf-8", load);
  for (const [label, m] of [
    ["uncached", uncached],
    ["cached", cached],
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
  return [
    row("uncached", uncached, `app renders ${pagePath} on every request`),
    row("cached", cached, `app serves ${pagePath} from its page cache`),
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
