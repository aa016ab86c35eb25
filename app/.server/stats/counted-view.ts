// Which requests are views of a property's page. Read from the request alone (method, path and a
// few headers), never from a cookie, and nothing about the visitor is kept: only the property and
// the day reach the database.
import { isbot } from "isbot";
import { LANGUAGES } from "../../i18n/languages.ts";
import { routeId, routeTable } from "../../i18n/route-table.ts";

const DETAIL_PAGES = ["propertyForSale", "propertyForRent"] as const;

/** The route ids of the detail pages ("propertyForSale.nl", ...), as a client navigation names them. */
const DETAIL_ROUTE_IDS = new Set(DETAIL_PAGES.flatMap((page) => LANGUAGES.map((language) => routeId(page, language))));

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** "nl/te-koop/:city/:title" and the like: every detail path but its id, which ends them all. */
const PREFIXES = DETAIL_PAGES.flatMap((page) =>
  LANGUAGES.map((language) => {
    const path = `${language}/${routeTable[page].paths[language]}`;
    if (!path.endsWith("/:id")) throw new Error(`${page}.${language}: a detail path must end in its id`);
    return escapeRegExp(path.slice(0, -"/:id".length)).replaceAll(/:\w+/g, "[^/]+");
  }),
);

/**
 * The page itself ("…/338/") or the data a client-side navigation fetches instead ("…/338.data",
 * "…/338/_.data").
 */
const DETAIL_PATH = new RegExp(`^/(?:${PREFIXES.join("|")})/(\\d{1,9})(?:/|\\.data|/_\\.data)$`);

/**
 * isbot's answer per User-Agent. Matching its long pattern takes microseconds, as much as the rest of
 * counting together, and a site sees the same few hundred browsers' strings over and over. Emptied
 * when full, so odd strings cannot make it grow; strings longer than a browser's are not kept, so
 * that it holds a few hundred kilobytes at most, not 2,000 headers of the 16 KB Node accepts.
 */
const robots = new Map<string, boolean>();
const MAX_AGENTS = 2_000;
const MAX_KEPT_AGENT_LENGTH = 512;

/** How many User-Agent strings the answers are kept for, and their characters (for tests). */
export function keptAgents(): { count: number; characters: number } {
  let characters = 0;
  for (const agent of robots.keys()) characters += agent.length;
  return { count: robots.size, characters };
}

function isRobot(agent: string): boolean {
  let known = robots.get(agent);
  if (known === undefined) {
    known = agent.trim() === "" || isbot(agent);
    if (agent.length > MAX_KEPT_AGENT_LENGTH) return known;
    if (robots.size >= MAX_AGENTS) robots.clear();
    robots.set(agent, known);
  }
  return known;
}

export interface ViewRequest {
  method: string;
  /** The path, without the query. */
  path: string;
  /** The query's `_routes`: which loaders a client navigation asks for (all when absent). */
  routes?: string | undefined;
  /** A header's value; the name is in lower case. */
  header(name: string): string | undefined;
}

/** Headers with which browsers announce a request made ahead of need, which nobody may see. */
const PURPOSE_HEADERS = ["sec-purpose", "purpose", "x-purpose", "x-moz"];
const SPECULATIVE = /prefetch|preview|prerender/i;

function isSpeculative(request: ViewRequest): boolean {
  for (const name of PURPOSE_HEADERS) {
    const purpose = request.header(name);
    if (purpose !== undefined && SPECULATIVE.test(purpose)) return true;
  }
  return false;
}

/**
 * The id of the property whose page this request views, or undefined when it does not count: not a
 * GET of a detail page, a data request that does not load the detail page, a request made ahead of
 * need (prefetch), or a robot (or no browser at all: every browser names itself). Whether it counts
 * also depends on the answer: only a 200 does (the HTTP layer checks when it is sent).
 */
export function viewedPropertyId(request: ViewRequest): number | undefined {
  if (request.method !== "GET") return undefined;
  const match = DETAIL_PATH.exec(request.path);
  if (!match) return undefined;
  if (request.path.endsWith(".data") && request.routes !== undefined) {
    const asked = request.routes.split(",");
    if (!asked.some((id) => DETAIL_ROUTE_IDS.has(id))) return undefined;
  }
  if (isSpeculative(request)) return undefined;
  if (isRobot(request.header("user-agent") ?? "")) return undefined;
  return Number(match[1]);
}
