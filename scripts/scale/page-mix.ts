// The page views of the scale run: home, lists, property and project details in the four languages,
// searches and picture variants, sent by autocannon, each connection going through the mix in turn.
// Every one must answer 200 (a redirect would count as a failure), which `pageMix` checks first.
import autocannon from "autocannon";
import { href } from "../../app/i18n/links.ts";
import { firstDetailPath } from "../bench/site-paths.ts";

export async function pageMix(baseUrl: string): Promise<string[]> {
  const sale = href("forSale", "nl");
  const rent = href("forRent", "fr");
  const projects = href("projects", "en");
  const listHtml = await (await fetch(`${baseUrl}${sale}`)).text();
  const pictures = [...listHtml.matchAll(/src="(\/images\/[^"]+)"/g)]
    .slice(0, 2)
    .map((match) => (match[1] ?? "").replaceAll("&amp;", "&"));
  const paths = [
    href("home", "nl"),
    href("home", "fr"),
    href("home", "en"),
    href("home", "de"),
    sale,
    rent,
    href("forSale", "de"),
    projects,
    await firstDetailPath(baseUrl, sale),
    await firstDetailPath(baseUrl, rent),
    await firstDetailPath(baseUrl, href("forSale", "en")),
    await firstDetailPath(baseUrl, projects),
    `/api/search?${new URLSearchParams({ q: "halle", lang: "nl" })}`,
    `/api/search?${new URLSearchParams({ q: "maison", lang: "fr" })}`,
    `/api/search?${new URLSearchParams({ q: "1500", lang: "en" })}`,
    `/api/search?${new URLSearchParams({ q: "garage", lang: "de" })}`,
    ...pictures,
  ];
  for (const path of paths) {
    const answer = await fetch(`${baseUrl}${path}`, { redirect: "manual" });
    await answer.arrayBuffer();
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}; the page mix needs 200`);
  }
  return paths;
}

/** A visitor's browser waits this long; autocannon's own default (10 s) is shorter than a busy machine's worst answer. */
const TIMEOUT_SECONDS = 30;

export interface MixResult {
  requests: number;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  /** Connection errors, timeouts and answers other than 2xx, as the load generator saw them. */
  failures: number;
  /** Of the failures: requests unanswered after TIMEOUT_SECONDS. */
  timeouts: number;
  statuses: Record<string, number>;
  seconds: number;
}

export async function runMix(
  baseUrl: string,
  paths: string[],
  options: { connections: number; seconds: number },
): Promise<MixResult> {
  const started = performance.now();
  // The request sequence and the status tally are autocannon's too, beyond what
  // scripts/types/autocannon.d.ts declares.
  const settings: Parameters<typeof autocannon>[0] & { requests: { method: string; path: string }[] } = {
    url: baseUrl,
    connections: options.connections,
    duration: options.seconds,
    timeout: TIMEOUT_SECONDS,
    requests: paths.map((path) => ({ method: "GET", path })),
  };
  const result = (await autocannon(settings)) as Awaited<ReturnType<typeof autocannon>> & {
    statusCodeStats?: Record<string, { count: number }>;
  };
  const statuses: Record<string, number> = {};
  for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {})) statuses[code] = count;
  return {
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    // autocannon counts a timeout among its errors too.
    failures: result.errors + result.non2xx,
    timeouts: result.timeouts,
    statuses,
    seconds: (performance.now() - started) / 1000,
  };
}
