// DESIGN.md: "Server render of a list page uncached at least 12% of nginx serving the same HTML,
// cached at least 75%". For a list page (/nl/te-koop/) and a detail page (the list's first card):
// - uncached: a server started with PAGE_CACHE_SECONDS=0 renders on every request;
// - cached: the normal server answers from its page cache (server/page-cache.ts) after the first
//   request, with a fresh CSP nonce in every answer;
// - baseline: the HTML the app rendered, saved once, from a minimal static file server.
// Nobody compresses (autocannon sends no Accept-Encoding).
import fs from "node:fs";
import path from "node:path";
import { href } from "../../app/i18n/links.ts";
import { type Measurement, measure } from "./measure.ts";
import { firstPropertyPath } from "./site-paths.ts";
import { startStaticServer } from "./static-baseline.ts";
import { type BenchContext, type Benchmark, formatPercent, formatRate, type ResultRow } from "./types.ts";

const AIMS = { uncached: 0.12, cached: 0.75 };

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
  const baseline = await startStaticServer(file);
  let stat: Measurement;
  try {
    log("  measuring the static file server ...");
    stat = await measure(baseline.url, load);
  } finally {
    baseline.stop();
  }
  for (const [label, m] of [
    ["uncached", uncached],
    ["cached", cached],
    ["static", stat],
  ] as const) {
    if (m.failures > 0) throw new Error(`${m.failures} failed requests during the ${label} run of ${pagePath}`);
  }
  const row = (kind: "uncached" | "cached", m: Measurement, subject: string): ResultRow => {
    const ratio = m.requestsPerSecond / stat.requestsPerSecond;
    return {
      benchmark: `${name}, ${kind}`,
      subject,
      figure: formatRate(m.requestsPerSecond),
      detail: `p99 ${m.latencyP99Ms} ms`,
      baseline: { subject: "same HTML, static file server (node:http)", figure: formatRate(stat.requestsPerSecond) },
      ratio: formatPercent(ratio),
      aim: { text: `at least ${AIMS[kind] * 100}% of a static server`, met: ratio >= AIMS[kind] },
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
