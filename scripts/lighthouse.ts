// `npm run lighthouse`: Lighthouse (mobile, its default: a mid-range phone on a slow 4G link,
// simulated) on the home page, a property list and a property detail page of the real production
// server with the demo agency, on a throw-away PostgreSQL cluster. Prints the four scores and every
// audit that did not pass, and writes them to docs/lighthouse.md. Uses Debian's Chromium, never a
// downloaded browser. Builds first when build/ is missing. About a minute.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { href } from "../app/i18n/links.ts";
import { PROPERTY_FORM_SLUGS } from "../app/i18n/property-form-slugs.ts";
import { DEMO_ACCOUNTS } from "../demo/accounts.ts";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../tests/support/chromium.ts";
import { projectRoot, startServer } from "../tests/support/start-server.ts";
import { makeTempDir, startThrowAwayCluster } from "../tests/support/throw-away-postgres.ts";
import { firstPropertyPath } from "./bench/site-paths.ts";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

interface PageResult {
  name: string;
  path: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
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
}

/**
 * The session cookie of a demo owner, signed in through the site's own sign-in form. Lighthouse
 * empties the browser's storage before each page, so the cookie goes with every request instead.
 */
async function ownerCookie(origin: string): Promise<string> {
  const owner = DEMO_ACCOUNTS.find((account) => account.role === "owner");
  if (!owner) throw new Error("the demo has no owner account");
  const answer = await fetch(`${origin}/nl/login/`, {
    method: "POST",
    headers: { origin, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: owner.email, password: owner.password }),
    redirect: "manual",
  });
  const cookies = answer.headers.getSetCookie().map((line) => line.split(";")[0] ?? "");
  if (answer.status !== 302 || cookies.length === 0)
    throw new Error(`the demo owner could not sign in (${answer.status})`);
  return cookies.join("; ");
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
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  // A page that sent the browser elsewhere (a signed-in page to the sign-in form) was not measured.
  if (lhr.finalDisplayedUrl !== url) throw new Error(`${url} ended at ${lhr.finalDisplayedUrl}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
  ) as PageResult["scores"];
  const failing: PageResult["failing"] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const item = lhr.audits[ref.id] as AuditResult | undefined;
      if (!item || ref.weight === 0) continue;
      if (!["binary", "numeric", "metricSavings"].includes(item.scoreDisplayMode)) continue;
      if (item.score === null || item.score >= 0.9) continue;
      failing.push({ category, id: item.id, title: item.title, score: item.score, detail: item.displayValue ?? "" });
    }
  }
  return { name, path: pagePath, scores, failing };
}

function report(results: PageResult[], machine: string): string {
  const date = new Date().toISOString().slice(0, 16).replace("T", " ");
  const rows = results.map(
    (r) =>
      `| ${r.name} | \`${r.path}\` | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores["best-practices"]} | ${r.scores.seo} |`,
  );
  const failing = results.flatMap((r) =>
    r.failing.map(
      (f) =>
        `- ${r.name}, ${f.category}: ${f.title} (\`${f.id}\`, score ${f.score === null ? "n/a" : f.score.toFixed(2)})${f.detail ? `: ${f.detail}` : ""}`,
    ),
  );
  return `# Lighthouse

Written by \`npm run lighthouse\` (scripts/lighthouse.ts): Lighthouse with its default mobile
settings (simulated mid-range phone and slow 4G) against the production server with the demo
agency, in Debian's Chromium. Aim (DESIGN.md): 100 in all four categories. Scores vary by a few
points between runs on a busy machine (performance above all); run it again before reading much
into one point. A property's form pages (the offer is measured here) are \`noindex\` on purpose: one
page per property and form, while the property's own page is the one to find. Lighthouse's SEO
category counts that against them.

## Latest run

${date}, ${machine}.

| page | path | performance | accessibility | best practices | SEO |
|---|---|---:|---:|---:|---:|
${rows.join("\n")}

## Audits below 0.9

${failing.length > 0 ? failing.join("\n") : "None."}
`;
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(projectRoot, "build/server/index.js"))) {
    log("no production build: running npm run build");
    execFileSync("npm", ["run", "build"], { cwd: projectRoot, stdio: "inherit" });
  }
  const cluster = await startThrowAwayCluster("pg-lighthouse-");
  const dataDir = makeTempDir("lighthouse-data-");
  const profile = makeTempDir("lighthouse-chromium-");
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
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
    const pages: [string, string][] = [
      ["home", href("home", "nl")],
      ["property list", list],
      ["property detail", detail],
      ["contact (form)", href("contact", "nl")],
      ["keep me informed (form, region tree)", href("demandRegister", "nl")],
      ["purchase offer (form)", `${detail}${PROPERTY_FORM_SLUGS["purchase-offer"].nl}/`],
    ];
    // The owner portal, signed in as the demo's first owner: their properties and the first one.
    const cookie = await ownerCookie(server.url);
    const owned = await fetch(`${server.url}${href("ownerPortal", "nl")}`, { headers: { cookie } });
    const ownedPath = new RegExp(`href="(${href("ownerPortal", "nl")}[^"]+/\\d+/)"`).exec(await owned.text())?.[1];
    if (!ownedPath) throw new Error("the owner portal lists no property");
    const signedIn = new Set<string>([href("ownerPortal", "nl"), ownedPath]);
    pages.push(["owner portal (signed in)", href("ownerPortal", "nl")], ["owner's property (signed in)", ownedPath]);
    const results: PageResult[] = [];
    for (const [name, pagePath] of pages) {
      log(`${name} ${pagePath} ...`);
      const result = await audit(
        `${server.url}${pagePath}`,
        name,
        pagePath,
        chrome.port,
        signedIn.has(pagePath) ? cookie : undefined,
      );
      log(`  ${CATEGORIES.map((c) => `${c} ${result.scores[c]}`).join(", ")}`);
      for (const f of result.failing) log(`  below 0.9: ${f.category}: ${f.title}${f.detail ? ` (${f.detail})` : ""}`);
      results.push(result);
    }
    const cpus = os.cpus();
    const machine = `${cpus.length} cores (${(cpus[0]?.model ?? "unknown CPU").replace(/\s+/g, " ").trim()}), Node ${process.version}`;
    const file = path.join(projectRoot, "docs/lighthouse.md");
    fs.writeFileSync(file, report(results, machine));
    log(`wrote ${path.relative(projectRoot, file)}`);
  } finally {
    chrome?.kill();
    await server?.stop("SIGTERM").catch((error: unknown) => log(String(error)));
    await cluster.stop();
    for (const dir of [dataDir, profile]) fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`[lighthouse] failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
