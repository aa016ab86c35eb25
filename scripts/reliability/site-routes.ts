// Every route the server answers, with real values for its parameters taken from the running site:
// each page of the route table in each language, and the resource routes of app/routes.ts around
// them. The fuzzing starts from real addresses, so that it reaches the loaders and actions behind
// them and not only their 404s.

import { THANK_YOU_KINDS } from "../../app/domain/forms/form-kinds.ts";
import { LANGUAGES } from "../../app/i18n/languages.ts";
import { href } from "../../app/i18n/links.ts";
import { PROPERTY_FORM_SLUGS } from "../../app/i18n/property-form-slugs.ts";
import { PAGE_IDS, routeId, routeTable } from "../../app/i18n/route-table.ts";
import { THANK_YOU_SLUGS } from "../../app/i18n/thank-you-slugs.ts";

export interface RouteTarget {
  /** The route's id in app/routes.ts: "propertyFormForSale.nl", "images", "fallback". */
  id: string;
  /** Its path as the site writes it, ":name" for each parameter. */
  pattern: string;
  /** Values of its parameters seen on the site (or known to be valid), per parameter. */
  params: Record<string, string[]>;
  /** Query strings seen on the site's own links to it. */
  queries: string[];
}

// The routes of app/routes.ts outside the route table, as the site links them (a new one there
// belongs here too). `:rest` and `:anything` stand for the splats of the content and fallback routes.
const RESOURCE_ROUTES: { id: string; pattern: string }[] = [
  { id: "root", pattern: "/" },
  { id: "images", pattern: "/images/:key" },
  { id: "api-search", pattern: "/api/search" },
  { id: "api-consent", pattern: "/api/consent" },
  { id: "api-captcha", pattern: "/api/captcha" },
  { id: "documents", pattern: "/documents/:id/:name" },
  { id: "property-redirect", pattern: "/property/:id/" },
  { id: "sitemap", pattern: "/sitemap.xml" },
  { id: "robots", pattern: "/robots.txt" },
  { id: "healthz", pattern: "/healthz" },
  ...LANGUAGES.map((language) => ({ id: `content.${language}`, pattern: `/${language}/:rest/` })),
  { id: "fallback", pattern: "/:anything/" },
];

function localizedRoutes(): { id: string; pattern: string }[] {
  return PAGE_IDS.flatMap((page) =>
    LANGUAGES.map((language) => {
      const path = routeTable[page].paths[language];
      return { id: routeId(page, language), pattern: `/${language}/${path}${path ? "/" : ""}` };
    }),
  );
}

function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .split(/(:[a-zA-Z]+)/)
    .map((part) => (part.startsWith(":") ? "([^/?#]+)" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  return new RegExp(`^${source}$`);
}

function paramNames(pattern: string): string[] {
  return [...pattern.matchAll(/:([a-zA-Z]+)/g)].map((match) => match[1] ?? "");
}

/** Same-site addresses in a page: links, sources and the sitemap's locations, as paths. */
function addressesIn(text: string, baseUrl: string): string[] {
  const found = [...text.matchAll(/(?:href|src)="([^"]+)"|<loc>([^<]+)<\/loc>|srcset="([^"]+)"/g)].flatMap(
    ([, link, loc, srcset]) =>
      srcset ? srcset.split(",").map((entry) => entry.trim().split(" ")[0] ?? "") : [link ?? loc ?? ""],
  );
  return found.flatMap((address) => {
    try {
      const url = new URL(address.replaceAll("&amp;", "&"), baseUrl);
      return [`${url.pathname}${url.search}`];
    } catch {
      return [];
    }
  });
}

/** Addresses found on the sitemap, the home and list pages of each language, and the detail pages they link. */
async function siteAddresses(baseUrl: string): Promise<string[]> {
  const fetchText = async (path: string) => {
    const response = await fetch(`${baseUrl}${path}`, { signal: AbortSignal.timeout(15_000) });
    return response.ok ? response.text() : "";
  };
  const seeds = [
    "/sitemap.xml",
    ...LANGUAGES.flatMap((language) =>
      (["home", "forSale", "forRent", "projects", "services", "team"] as const).map((page) => href(page, language)),
    ),
  ];
  const addresses = new Set<string>();
  for (const seed of seeds) for (const address of addressesIn(await fetchText(seed), baseUrl)) addresses.add(address);
  // One property and one project page per language: their forms, photos and documents.
  const details = [...addresses].filter((address) => /^\/(nl|fr|en|de)\/[^?]+\/\d+\/$/.test(address));
  const firstPerPrefix = new Map<string, string>();
  for (const detail of details) firstPerPrefix.set(detail.split("/").slice(0, 3).join("/"), detail);
  for (const detail of firstPerPrefix.values()) {
    for (const address of addressesIn(await fetchText(detail), baseUrl)) addresses.add(address);
  }
  return [...addresses];
}

function knownValues(id: string): Record<string, string[]> {
  const language = id.split(".")[1] as (typeof LANGUAGES)[number] | undefined;
  if (id.startsWith("thankYou.") && language) {
    // The page's own slugs, and the old English ones, which redirect.
    return { kind: [...Object.values(THANK_YOU_SLUGS).map((slugs) => slugs[language]), ...THANK_YOU_KINDS] };
  }
  if (id.startsWith("propertyForm") && language) {
    return { form: Object.values(PROPERTY_FORM_SLUGS).map((slugs) => slugs[language]) };
  }
  return {};
}

/** Every route, with the parameter values and query strings found for it on the site at `baseUrl`. */
export async function siteRoutes(baseUrl: string): Promise<RouteTarget[]> {
  const addresses = await siteAddresses(baseUrl);
  const routes = [...localizedRoutes(), ...RESOURCE_ROUTES].map(({ id, pattern }) => {
    const names = paramNames(pattern);
    const params: Record<string, string[]> = Object.fromEntries(names.map((name) => [name, []]));
    for (const [name, values] of Object.entries(knownValues(id))) params[name] = values;
    const queries = new Set<string>();
    const regExp = patternRegExp(pattern);
    for (const address of addresses) {
      const [path = "", query] = address.split("?");
      const match = regExp.exec(path);
      if (!match) continue;
      names.forEach((name, index) => {
        const value = match[index + 1];
        const values = params[name] ?? [];
        if (value !== undefined && !values.includes(value) && values.length < 20) values.push(value);
      });
      if (query && queries.size < 20) queries.add(query);
    }
    return { id, pattern, params, queries: [...queries] };
  });
  // The old-id redirect is linked from nowhere on the site: the ids of the property pages serve.
  const redirect = routes.find((route) => route.id === "property-redirect");
  if (redirect) {
    redirect.params.id = routes
      .filter((route) => route.id.startsWith("propertyFor"))
      .flatMap((route) => route.params.id ?? [])
      .slice(0, 20);
  }
  return routes;
}

/** The route's address with the first real value of each parameter ("x" where none was found), except those given. */
export function pathWith(route: RouteTarget, given: Record<string, string> = {}): string {
  return route.pattern.replace(
    /:([a-zA-Z]+)/g,
    (_match, name: string) => given[name] ?? route.params[name]?.[0] ?? "x",
  );
}

/** The route's address with the first real value of each parameter; fails when one was not found. */
export function realPath(routes: RouteTarget[], id: string): string {
  const route = routes.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`no route ${id}`);
  const missing = Object.entries(route.params).find(([, values]) => values.length === 0);
  if (missing) throw new Error(`${id}: no real value found for :${missing[0]} on the site`);
  return pathWith(route);
}
