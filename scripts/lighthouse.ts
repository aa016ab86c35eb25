// `npm run lighthouse`: Lighthouse (mobile, its default: a mid-range phone on a slow 4G link,
// simulated) on every public page type of the real production server with the demo agency, on a
// throw-away PostgreSQL cluster, each beside its static twin: the same HTML without its scripts,
// served by nginx (scripts/lighthouse/static-twin.ts). Each page and twin is measured
// LIGHTHOUSE_RUNS times (3 by default), in turns, and the medians are reported. Writes
// docs/lighthouse.md, keeping the sections written by hand in it (lighthouse/hand-written-notes.ts).
// Uses Debian's Chromium, never a downloaded browser. Builds first when build/ is missing. About
// twenty minutes.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { href } from "../app/i18n/links.ts";
import { PROPERTY_FORM_SLUGS } from "../app/i18n/property-form-slugs.ts";
import { PICTURES_READY_LINE } from "../server/pending-pictures.ts";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../tests/support/chromium.ts";
import { projectRoot, startServer } from "../tests/support/start-server.ts";
import { makeTempDir, startThrowAwayCluster } from "../tests/support/throw-away-postgres.ts";
import { buildIfMissing, demoOwnerCookie, machine } from "./bench/script-setup.ts";
import { firstPropertyPath } from "./bench/site-paths.ts";
import { median } from "./bench/types.ts";
import { cpuBlocking, type TraceEvent } from "./lighthouse/cpu-blocking.ts";
import { handWrittenNotes, LATEST_RUN_HEADING } from "./lighthouse/hand-written-notes.ts";
import { startStaticTwins, withoutScripts } from "./lighthouse/static-twin.ts";
import { type StatusProxy, startStatusProxy } from "./lighthouse/status-proxy.ts";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

interface Metrics {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** Blocking time in the main thread's CPU time (scripts/lighthouse/cpu-blocking.ts). */
  cpuBlockingMs: number;
  cls: number;
  /** JavaScript as transferred (compressed), in bytes. */
  scriptBytes: number;
}

/** What a run says of the state it measured: the machine, and the page as the browser got it. */
interface RunState {
  /** Lighthouse's own measure of the host's CPU (its BenchmarkIndex); its 4× slowdown assumes 1,000 or more. */
  benchmarkIndex: number;
  /** The main document's HTTP status as the browser got it. */
  documentStatus: number;
  throttlingMethod: string;
  formFactor: string;
}

interface PageResult {
  name: string;
  path: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  metrics: Metrics;
  states: RunState[];
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

/** The trace Lighthouse recorded of the page's load (its artifacts keep it beside the report). */
function traceOf(result: { artifacts?: { Trace?: { traceEvents?: unknown } } }): TraceEvent[] {
  const events = result.artifacts?.Trace?.traceEvents;
  return Array.isArray(events) ? (events as TraceEvent[]) : [];
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
  // LIGHTHOUSE_REPORTS=folder keeps each page's full report (JSON) and its trace for a closer look.
  const keep = process.env.LIGHTHOUSE_REPORTS;
  if (keep) {
    fs.mkdirSync(keep, { recursive: true });
    const kept = path.join(keep, name.replaceAll(" ", "-"));
    fs.writeFileSync(`${kept}.json`, JSON.stringify(lhr, null, 1));
    // The trace it was computed from, for Chromium's performance panel or a script of one's own.
    fs.writeFileSync(`${kept}.trace.json`, JSON.stringify({ traceEvents: traceOf(result) }));
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
    cpuBlockingMs: cpuBlocking(traceOf(result))?.blockingMs ?? 0,
    cls: numeric("cumulative-layout-shift"),
    scriptBytes: summary?.items?.find((item) => item.resourceType === "script")?.transferSize ?? 0,
  };
  const requests = lhr.audits["network-requests"]?.details as
    | { items?: { url: string; statusCode: number; resourceType?: string }[] }
    | undefined;
  const state: RunState = {
    benchmarkIndex: lhr.environment.benchmarkIndex,
    documentStatus: requests?.items?.find((item) => item.url === url)?.statusCode ?? 0,
    throttlingMethod: lhr.configSettings.throttlingMethod,
    formFactor: lhr.configSettings.formFactor,
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
  return { name, path: pagePath, scores, metrics, states: [state], failing };
}

/** The medians of several runs of one page; scores and failing audits of its median run. */
function medianResult(runs: PageResult[]): PageResult {
  const metric = (pick: (m: Metrics) => number) => median(runs.map((run) => pick(run.metrics)));
  const metrics: Metrics = {
    performance: metric((m) => m.performance),
    fcpMs: metric((m) => m.fcpMs),
    lcpMs: metric((m) => m.lcpMs),
    tbtMs: metric((m) => m.tbtMs),
    cpuBlockingMs: metric((m) => m.cpuBlockingMs),
    cls: metric((m) => m.cls),
    scriptBytes: metric((m) => m.scriptBytes),
  };
  const middle = [...runs].sort((a, b) => a.metrics.performance - b.metrics.performance)[Math.floor(runs.length / 2)];
  if (!middle) throw new Error("no run");
  return { ...middle, metrics, states: runs.flatMap((run) => run.states) };
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

// Below this BenchmarkIndex Lighthouse itself warns that the host is slower than its 4× CPU slowdown
// assumes (core/gather/driver/environment.js): every task it simulates is then overstated.
const BENCHMARK_INDEX_FLOOR = 1000;
// A busy machine shows as a CPU that changes speed during the run: Lighthouse measures its index
// before every run, and on a quiet machine the runs stay within a few percent of each other.
const BENCHMARK_INDEX_SPREAD = 0.8;
// The twin runs no script: what it blocks is the machine's slowness (styles, layout, paint times
// four), not the page's. Far above zero, the app's figures say more of the machine than of the app.
const TWIN_TBT_LIMIT_MS = 50;

/** The machine's load: the one-minute average against its cores. */
interface Load {
  atStart: number;
  atEnd: number;
  cores: number;
}

/**
 * What made this run unlike a visitor's phone or page; empty when nothing did. A run with any of
 * these still reports its figures, but says so at the top and fails: its scores are not the site's.
 */
function stateProblems(pairs: Pair[], load: Load): string[] {
  const problems: string[] = [];
  const states = pairs.flatMap(({ app, twin }) => [...app.states, ...twin.states]);
  const indexes = states.map((state) => state.benchmarkIndex);
  const lowest = Math.min(...indexes);
  const highest = Math.max(...indexes);
  if (lowest < BENCHMARK_INDEX_FLOOR) {
    problems.push(
      `Lighthouse's BenchmarkIndex fell to ${Math.round(lowest)} (under ${BENCHMARK_INDEX_FLOOR}, where Lighthouse warns that its 4× CPU slowdown overstates every task)`,
    );
  }
  if (lowest < highest * BENCHMARK_INDEX_SPREAD) {
    problems.push(
      `the CPU's speed changed during the run (BenchmarkIndex ${Math.round(lowest)} to ${Math.round(highest)}): the machine was busy`,
    );
  }
  for (const [when, value] of [
    ["start", load.atStart],
    ["end", load.atEnd],
  ] as const) {
    if (value > load.cores) problems.push(`load average ${value.toFixed(1)} at the ${when} on ${load.cores} cores`);
  }
  for (const { app, twin } of pairs) {
    if (twin.metrics.tbtMs > TWIN_TBT_LIMIT_MS) {
      problems.push(
        `${app.name}: its twin, which runs no script, blocked ${Math.round(twin.metrics.tbtMs)} ms (over ${TWIN_TBT_LIMIT_MS}): the machine, not the page`,
      );
    }
    for (const [side, result] of [
      ["app", app],
      ["twin", twin],
    ] as const) {
      const statuses = [...new Set(result.states.map((state) => state.documentStatus))].filter(
        (status) => status !== 200,
      );
      if (statuses.length > 0)
        problems.push(`${app.name} (${side}): the page was answered ${statuses.join(", ")}, not 200`);
      const modes = result.states.filter(
        (state) => state.throttlingMethod !== "simulate" || state.formFactor !== "mobile",
      );
      if (modes.length > 0) problems.push(`${app.name} (${side}): not measured as a throttled phone`);
    }
    // A page whose scripts did not load is the twin, not the app a visitor gets; a twin with one is not a twin.
    if (app.metrics.scriptBytes === 0) problems.push(`${app.name}: the app's page loaded no script`);
    if (twin.metrics.scriptBytes > 0) problems.push(`${app.name}: its twin loaded a script`);
  }
  return problems;
}

/** The browser as it names itself (Lighthouse reports only a reduced user agent). */
function browserVersion(): string {
  return execFileSync(CHROMIUM_PATH, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
}

function benchmarkRange(pairs: Pair[]): string {
  const indexes = pairs
    .flatMap(({ app, twin }) => [...app.states, ...twin.states])
    .map((state) => state.benchmarkIndex);
  return `${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}`;
}

function report(
  pairs: Pair[],
  machine: string,
  browser: string,
  runs: number,
  load: Load,
  problems: string[],
  notes: string,
): string {
  const date = new Date().toISOString().slice(0, 16).replace("T", " ");
  const speed = pairs.map((pair) => {
    const { app, twin } = pair;
    const missed = aims(pair);
    return `| ${app.name} | ${app.metrics.performance} / ${twin.metrics.performance} | ${seconds(app.metrics.fcpMs)} / ${seconds(twin.metrics.fcpMs)} | ${seconds(app.metrics.lcpMs)} / ${seconds(twin.metrics.lcpMs)} | ${Math.round(app.metrics.tbtMs)} / ${Math.round(twin.metrics.tbtMs)} | ${Math.round(app.metrics.cpuBlockingMs)} / ${Math.round(twin.metrics.cpuBlockingMs)} | ${app.metrics.cls.toFixed(3)} | ${(app.metrics.scriptBytes / 1024).toFixed(1)} | ${missed.length ? missed.join("; ") : "all met"} |`;
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
  const warning =
    problems.length > 0
      ? `
**This run measured a state unlike a visitor's, and failed** (its figures say more of the machine than of
the site; measure again on a quiet machine):

${problems.map((problem) => `- ${problem}`).join("\n")}
`
      : "";
  return `# Lighthouse
${warning}
Written by \`npm run lighthouse\` (scripts/lighthouse.ts): Lighthouse with its default mobile
settings (simulated mid-range phone and slow 4G) against the production server with the demo
agency, in Debian's Chromium. Every page is measured beside its static twin: the same HTML as the
app sent it, without its scripts, served by nginx as a file (stylesheets, fonts and pictures are the
app's own). Each page and twin ran ${runs === 1 ? "once" : `${runs} times`}, in turns; the figures are medians. Scores move with
the machine: only figures of one run compare.

A run fails, and says why at the top of this file, when it measured a state unlike a visitor's: a
twin (no script at all) blocking more than ${TWIN_TBT_LIMIT_MS} ms, Lighthouse's BenchmarkIndex under
${BENCHMARK_INDEX_FLOOR} (where Lighthouse itself warns that its 4× CPU slowdown overstates every task) or moving by
more than ${Math.round((1 - BENCHMARK_INDEX_SPREAD) * 100)}% during the run, a load average above the number of cores at its start or end, a page
answered with another status than 200, an app page that loaded no script or a twin that loaded one,
or a run that was not a throttled phone.

Aims (the speed issue): performance within 2 points of the twin and 98 or more on a quiet machine;
first contentful paint within 10% of the twin's; largest contentful paint at most 1.8 s; total
blocking time at most 50 ms; layout shift 0; JavaScript at most 120 KB as received. The twin's
blocking time is what the page costs the browser without any script (styles and layout); the app's
includes it.

"CPU blocking" is the same sum as total blocking time, over the same tasks after the first
contentful paint, in the CPU time the page's main thread used in each (times four, less 50 ms)
instead of the wall time it lasted: Lighthouse's trace of the run, read by
scripts/lighthouse/cpu-blocking.ts. On two cores the browser's compositor and browser process,
Lighthouse and the servers take turns with the page, and a task's wall time, which Lighthouse
multiplies by four, grows with them; its CPU time is what the page itself asks of a phone.

Lighthouse refuses to measure a page answered with 404, so the site's 404 page reaches it through a
small proxy that passes the app's answer as it is, headers and bytes, with only its status changed
to 200 (scripts/lighthouse/status-proxy.ts). The 404 page is \`noindex\`, as it should be: its SEO
score counts that against it.

A property's form pages are \`noindex\` on purpose: one page per property and form, while the
property's own page is the one to find. Lighthouse's SEO category counts that against them.

${notes}${LATEST_RUN_HEADING}

${date}, ${machine}, ${browser}, load average ${load.atStart.toFixed(1)} at the start and ${load.atEnd.toFixed(1)} at the end,
Lighthouse's BenchmarkIndex ${benchmarkRange(pairs)}.

| page | performance app / nginx | FCP app / nginx | LCP app / nginx | TBT ms app / nginx | CPU blocking ms app / nginx | CLS | JS KB | aims missed |
|---|---:|---:|---:|---:|---:|---:|---:|---|
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
  const loadAtStart = os.loadavg()[0] ?? 0;
  try {
    log("starting the server and seeding the demo agency");
    server = await startServer({ dataDir, env: { DATABASE_URL: cluster.url } });
    // A first start draws the demo's pictures in a process of its own after it listens: measuring
    // meanwhile shares the cores with it and serves pictures still pending, which no visitor meets.
    log("waiting for the demo's pictures to be drawn");
    await server.waitForOutput(PICTURES_READY_LINE, 15 * 60_000);
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
        `  performance ${m.performance} (nginx ${pair.twin.metrics.performance}), FCP ${seconds(m.fcpMs)} (nginx ${seconds(pair.twin.metrics.fcpMs)}), LCP ${seconds(m.lcpMs)}, TBT ${Math.round(m.tbtMs)} ms (nginx ${Math.round(pair.twin.metrics.tbtMs)} ms), CPU blocking ${Math.round(m.cpuBlockingMs)} ms (nginx ${Math.round(pair.twin.metrics.cpuBlockingMs)} ms), BenchmarkIndex ${benchmarkRange([pair])}, CLS ${m.cls.toFixed(3)}, JS ${(m.scriptBytes / 1024).toFixed(1)} KB`,
      );
      pairs.push(pair);
    }
    const load: Load = { atStart: loadAtStart, atEnd: os.loadavg()[0] ?? 0, cores: os.availableParallelism() };
    const problems = stateProblems(pairs, load);
    if (!only) {
      const file = path.join(projectRoot, "docs/lighthouse.md");
      const notes = handWrittenNotes(fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "");
      fs.writeFileSync(file, report(pairs, machine(), browserVersion(), runs, load, problems, notes));
      log(`wrote ${path.relative(projectRoot, file)}`);
    }
    if (problems.length > 0) {
      throw new Error(
        `measured a state unlike a visitor's; these figures are not the site's:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`,
      );
    }
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
