// `npm run lighthouse`: Lighthouse (mobile, its default: a mid-range phone on a slow 4G link,
// simulated) on every public page type of the real production server with the demo agency, on a
// throw-away PostgreSQL cluster, each beside its static twin: the same HTML without its scripts,
// served by nginx (scripts/lighthouse/static-twin.ts). Each page and twin is measured
// LIGHTHOUSE_RUNS times (3 by default), in turns, and the medians are reported. Writes
// docs/lighthouse.md. Uses Debian's Chromium, never a downloaded browser. Builds first when build/
// is missing. About twenty minutes.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { href } from "../app/i18n/links.ts";
import { PROPERTY_FORM_SLUGS } from "../app/i18n/property-form-slugs.ts";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../tests/support/chromium.ts";
import { projectRoot, startServer } from "../tests/support/start-server.ts";
import { makeTempDir, startThrowAwayCluster } from "../tests/support/throw-away-postgres.ts";
import { buildIfMissing, demoOwnerCookie, machine } from "./bench/script-setup.ts";
import { firstPropertyPath } from "./bench/site-paths.ts";
import { median } from "./bench/types.ts";
import { startStaticTwins, withoutScripts } from "./lighthouse/static-twin.ts";
import { type StatusProxy, startStatusProxy } from "./lighthouse/status-proxy.ts";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

interface Metrics {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** JavaScript as transferred (compressed), in bytes. */
  scriptBytes: number;
}

interface PageResult {
  name: string;
  path: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  metrics: Metrics;
  failing: { category: string; id: string; title: string; score: number | null; detail: string }[];
}

function log(line: string): void {
  console.log(`[lighthouse] ${line}`);
}

interface AuditResult {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  details?: { items?: { sourceLocation?: { url?: string } }[] };
}

/**
 * Where a page's console errors came from, by origin: the map's tiles come from
 * tile.openstreetmap.org, and a machine that cannot reach it logs an error for each.
 */
function errorOrigins(item: AuditResult): string {
  const counts = new Map<string, number>();
  for (const entry of item.details?.items ?? []) {
    const url = entry.sourceLocation?.url;
    const origin = url && URL.canParse(url) ? new URL(url).origin : "the page";
    counts.set(origin, (counts.get(origin) ?? 0) + 1);
  }
  return [...counts].map(([origin, count]) => `${count} from ${origin}`).join(", ");
}

/** Lighthouse could not record the load (its trace missed a mark, NO_NAVSTART and the like). */
class RecordingError extends Error {}

/**
 * One measurement; a load whose recording failed is measured again, up to twice. Lighthouse's own
 * advice for such errors is "run Lighthouse again": the page is not at fault, and one lost trace
 * should not cost the whole ten-minute run.
 */
async function measure(
  url: string,
  name: string,
  pagePath: string,
  port: number,
  cookie?: string,
): Promise<PageResult> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url, name, pagePath, port, cookie);
    } catch (error) {
      if (!(error instanceof RecordingError) || attempt === 3) throw error;
      log(`  ${error.message}; measuring again`);
    }
  }
}

async function audit(url: string, name: string, pagePath: string, port: number, cookie?: string): Promise<PageResult> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  // LIGHTHOUSE_REPORTS=folder keeps each page's full report (JSON) for a closer look.
  const keep = process.env.LIGHTHOUSE_REPORTS;
  if (keep) {
    fs.mkdirSync(keep, { recursive: true });
    fs.writeFileSync(path.join(keep, `${name.replaceAll(" ", "-")}.json`), JSON.stringify(lhr, null, 1));
  }
  if (lhr.runtimeError) throw new RecordingError(`${url}: ${lhr.runtimeError.message}`);
  // A page that sent the browser elsewhere (a signed-in page to the sign-in form) was not measured.
  if (lhr.finalDisplayedUrl !== url) throw new Error(`${url} ended at ${lhr.finalDisplayedUrl}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
  ) as PageResult["scores"];
  const numeric = (id: string) => (lhr.audits[id] as { numericValue?: number } | undefined)?.numericValue ?? 0;
  const summary = lhr.audits["resource-summary"]?.details as
    | { items?: { resourceType: string; transferSize: number }[] }
    | undefined;
  const metrics: Metrics = {
    performance: scores.performance,
    fcpMs: numeric("first-contentful-paint"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    scriptBytes: summary?.items?.find((item) => item.resourceType === "script")?.transferSize ?? 0,
  };
  const failing: PageResult["failing"] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const item = lhr.audits[ref.id] as AuditResult | undefined;
      if (!item || ref.weight === 0) continue;
      if (!["binary", "numeric", "metricSavings"].includes(item.scoreDisplayMode)) continue;
      if (item.score === null || item.score >= 0.9) continue;
      const detail = item.id === "errors-in-console" ? errorOrigins(item) : (item.displayValue ?? "");
      failing.push({ category, id: item.id, title: item.title, score: item.score, detail });
    }
  }
  return { name, path: pagePath, scores, metrics, failing };
}

/** The medians of several runs of one page; scores and failing audits of its median run. */
function medianResult(runs: PageResult[]): PageResult {
  const metric = (pick: (m: Metrics) => number) => median(runs.map((run) => pick(run.metrics)));
  const metrics: Metrics = {
    performance: metric((m) => m.performance),
    fcpMs: metric((m) => m.fcpMs),
    lcpMs: metric((m) => m.lcpMs),
    tbtMs: metric((m) => m.tbtMs),
    cls: metric((m) => m.cls),
    scriptBytes: metric((m) => m.scriptBytes),
  };
  const middle = [...runs].sort((a, b) => a.metrics.performance - b.metrics.performance)[Math.floor(runs.length / 2)];
  if (!middle) throw new Error("no run");
  return { ...middle, metrics };
}

interface Pair {
  app: PageResult;
  twin: PageResult;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The aims of the issue for one page against its twin. */
function aims({ app, twin }: Pair): string[] {
  const missed: string[] = [];
  if (app.metrics.performance < twin.metrics.performance - 2) missed.push("performance within 2 points of nginx");
  if (app.metrics.performance < 98) missed.push("performance 98");
  if (app.metrics.fcpMs > twin.metrics.fcpMs * 1.1) missed.push("FCP within 10%");
  if (app.metrics.lcpMs > 1800) missed.push("LCP ≤ 1.8 s");
  if (app.metrics.tbtMs > 50) missed.push("TBT ≤ 50 ms");
  if (app.metrics.cls > 0) missed.push("CLS 0");
  if (app.metrics.scriptBytes > 120 * 1024) missed.push("JS ≤ 120 KB");
  return missed;
}

function report(pairs: Pair[], machine: string, runs: number, loadAverage: string): string {
  const date = new Date().toISOString().slice(0, 16).replace("T", " ");
  const speed = pairs.map((pair) => {
    const { app, twin } = pair;
    const missed = aims(pair);
    return `| ${app.name} | ${app.metrics.performance} / ${twin.metrics.performance} | ${seconds(app.metrics.fcpMs)} / ${seconds(twin.metrics.fcpMs)} | ${seconds(app.metrics.lcpMs)} / ${seconds(twin.metrics.lcpMs)} | ${Math.round(app.metrics.tbtMs)} / ${Math.round(twin.metrics.tbtMs)} | ${app.metrics.cls.toFixed(3)} | ${(app.metrics.scriptBytes / 1024).toFixed(1)} | ${missed.length ? missed.join("; ") : "all met"} |`;
  });
  const rows = pairs.map(
    ({ app: r }) =>
      `| ${r.name} | \`${r.path}\` | ${r.scores.accessibility} | ${r.scores["best-practices"]} | ${r.scores.seo} |`,
  );
  const failing = pairs.flatMap(({ app: r }) =>
    r.failing.map(
      (f) =>
        `- ${r.name}, ${f.category}: ${f.title} (\`${f.id}\`, score ${f.score === null ? "n/a" : f.score.toFixed(2)})${f.detail ? `: ${f.detail}` : ""}`,
    ),
  );
  return `# Lighthouse

Written by \`npm run lighthouse\` (scripts/lighthouse.ts): Lighthouse with its default mobile
settings (simulated mid-range phone and slow 4G) against the production server with the demo
agency, in Debian's Chromium. Every page is measured beside its static twin: the same HTML as the
app sent it, without its scripts, served by nginx as a file (stylesheets, fonts and pictures are the
app's own). Each page and twin ran ${runs} times, in turns; the figures are medians. Scores move with
the machine: only figures of one run compare.

Aims (the speed issue): performance within 2 points of the twin and 98 or more on a quiet machine;
first contentful paint within 10% of the twin's; largest contentful paint at most 1.8 s; total
blocking time at most 50 ms; layout shift 0; JavaScript at most 120 KB as received. The twin's
blocking time is what the page costs the browser without any script (styles and layout); the app's
includes it.

Lighthouse refuses to measure a page answered with 404, so the site's 404 page reaches it through a
small proxy that passes the app's answer as it is, headers and bytes, with only its status changed
to 200 (scripts/lighthouse/status-proxy.ts). The 404 page is \`noindex\`, as it should be: its SEO
score counts that against it.

A property's form pages are \`noindex\` on purpose: one page per property and form, while the
property's own page is the one to find. Lighthouse's SEO category counts that against them.

## Latest run

${date}, ${machine}, load average ${loadAverage} at the start.

| page | performance app / nginx | FCP app / nginx | LCP app / nginx | TBT ms app / nginx | CLS | JS KB | aims missed |
|---|---:|---:|---:|---:|---:|---:|---|
${speed.join("\n")}

| page | path | accessibility | best practices | SEO |
|---|---|---:|---:|---:|
${rows.join("\n")}

## Audits below 0.9 (the app's median run)

${failing.length > 0 ? failing.join("\n") : "None."}
`;
}

async function main(): Promise<void> {
  buildIfMissing(log);
  const cluster = await startThrowAwayCluster("pg-lighthouse-");
  const dataDir = makeTempDir("lighthouse-data-");
  const profile = makeTempDir("lighthouse-chromium-");
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  let twins: Awaited<ReturnType<typeof startStaticTwins>> | undefined;
  let proxy: StatusProxy | undefined;
  const loadAverage = (os.loadavg()[0] ?? 0).toFixed(1);
  try {
    log("starting the server and seeding the demo agency");
    server = await startServer({ dataDir, env: { DATABASE_URL: cluster.url } });
    const list = href("forSale", "nl");
    const detail = await firstPropertyPath(server.url);
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      userDataDir: profile,
      chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
    });
    const projectsPage = await (await fetch(`${server.url}${href("projects", "nl")}`)).text();
    const projectPath = new RegExp(`href="(${href("projects", "nl")}[^"]+/\\d+/)"`).exec(projectsPage)?.[1];
    if (!projectPath) throw new Error("the project list links to no project");
    const pages: [string, string][] = [
      ["home", href("home", "nl")],
      ["property list (grid)", list],
      ["property list (map)", `${list}?view=map`],
      ["property detail", detail],
      ["project list", href("projects", "nl")],
      ["project detail", projectPath],
      ["contact (form)", href("contact", "nl")],
      ["keep me informed (form, region tree)", href("demandRegister", "nl")],
      ["purchase offer (form)", `${detail}${PROPERTY_FORM_SLUGS["purchase-offer"].nl}/`],
    ];
    // The 404 page: Lighthouse refuses to measure a page answered with 404, so the app's answer
    // reaches it through a proxy that changes only its status (scripts/lighthouse/status-proxy.ts).
    const notFound = "/nl/deze-pagina-bestaat-niet/";
    pages.push(["not found (404, its status passed as 200)", notFound]);
    // The owner portal, signed in as the demo's first owner: their properties and the first one.
    const cookie = await demoOwnerCookie(server.url);
    const owned = await fetch(`${server.url}${href("ownerPortal", "nl")}`, { headers: { cookie } });
    const ownedPath = new RegExp(`href="(${href("ownerPortal", "nl")}[^"]+/\\d+/)"`).exec(await owned.text())?.[1];
    if (!ownedPath) throw new Error("the owner portal lists no property");
    const signedIn = new Set<string>([href("ownerPortal", "nl"), ownedPath]);
    pages.push(["owner portal (signed in)", href("ownerPortal", "nl")], ["owner's property (signed in)", ownedPath]);

    // LIGHTHOUSE_PAGES=home,property detail measures only the pages whose names start so, for a closer
    // look; such a run writes no report.
    const only = process.env.LIGHTHOUSE_PAGES?.split(",").map((name) => name.trim());
    if (only) {
      const kept = pages.filter(([name]) => only.some((prefix) => name.startsWith(prefix)));
      pages.splice(0, pages.length, ...kept);
    }
    const htmls: string[] = [];
    for (const [, pagePath] of pages) {
      const answer = await fetch(`${server.url}${pagePath}`, {
        headers: signedIn.has(pagePath) ? { cookie } : {},
      });
      htmls.push(withoutScripts(await answer.text()));
    }
    twins = await startStaticTwins(htmls, path.join(projectRoot, "build/client"), server.url);
    const statusProxy = await startStatusProxy(server.url, new Set([notFound]));
    proxy = statusProxy;
    const appUrl = server.url;
    const appOrigin = (pagePath: string) => (pagePath === notFound ? statusProxy.url : appUrl);
    const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
    const pairs: Pair[] = [];
    for (const [index, [name, pagePath]] of pages.entries()) {
      const appRuns: PageResult[] = [];
      const twinRuns: PageResult[] = [];
      for (let run = 0; run < runs; run += 1) {
        log(`${name} ${pagePath}, run ${run + 1} of ${runs} ...`);
        appRuns.push(
          await measure(
            `${appOrigin(pagePath)}${pagePath}`,
            name,
            pagePath,
            chrome.port,
            signedIn.has(pagePath) ? cookie : undefined,
          ),
        );
        twinRuns.push(await measure(twins.url(index), `${name} nginx`, pagePath, chrome.port));
      }
      const pair = { app: medianResult(appRuns), twin: medianResult(twinRuns) };
      const m = pair.app.metrics;
      log(
        `  performance ${m.performance} (nginx ${pair.twin.metrics.performance}), FCP ${seconds(m.fcpMs)} (nginx ${seconds(pair.twin.metrics.fcpMs)}), LCP ${seconds(m.lcpMs)}, TBT ${Math.round(m.tbtMs)} ms, CLS ${m.cls.toFixed(3)}, JS ${(m.scriptBytes / 1024).toFixed(1)} KB`,
      );
      pairs.push(pair);
    }
    if (only) return;
    const file = path.join(projectRoot, "docs/lighthouse.md");
    fs.writeFileSync(file, report(pairs, machine(), runs, loadAverage));
    log(`wrote ${path.relative(projectRoot, file)}`);
  } finally {
    chrome?.kill();
    await twins?.stop();
    await proxy?.stop();
    await server?.stop("SIGTERM").catch((error: unknown) => log(String(error)));
    await cluster.stop();
    for (const dir of [dataDir, profile]) fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`[lighthouse] failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
