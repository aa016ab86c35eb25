// Which kept page answers a request. The key is the path and the parameters the page reads: every
// other parameter would otherwise make a page of its own, so that a thousand made-up queries of one
// page were a thousand renders and a thousand entries in the cache.
//
// - A property list reads its filters, sort, view and page (app/.server/catalog/list/list-url.ts) and
//   ignores the rest: its key is that state written as the list's own links write it
//   (listQueryString), so `?foo=bar`, an empty filter or another order of the same filters are the
//   same page. A query the list refuses (a 400) has no key, nor one with a filter the list read
//   another way than it writes it ("400.000") or left out ("abc"): its form shows the value as typed
//   and says why it was left out, which the kept page of the written form does not.
// - Any other page reads no parameter on the server but the campaign tags that only the browser
//   reads (utm_*, click ids): those are dropped. A page with another parameter has no key: it is
//   rendered as asked and never kept, since the page cache cannot know whether that page reads it.
//
// A page is kept only from a request already in its key's form (page-cache.ts), so a kept page was
// never rendered from a query other visitors did not send.
import { parseListUrl } from "../app/.server/catalog/list/list-url.ts";
import { LANGUAGES } from "../app/i18n/languages.ts";
import { href } from "../app/i18n/links.ts";
import { LIST_FILTERS, listQueryString } from "../app/shared/list-state.ts";

const LIST_PATHS = new Set(LANGUAGES.flatMap((language) => [href("forSale", language), href("forRent", language)]));

/** Parameters that campaign links and ad clicks add, read by the browser's tags and never by the server. */
const CAMPAIGN_PARAMETER = /^(utm_[a-z_]+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|mc_cid|mc_eid|_ga|_gl)$/i;

/** The page cache's key for a request target (path and query), or undefined when it is not to be kept nor served kept. */
export function pageCacheKey(target: string): string | undefined {
  const queryStart = target.indexOf("?");
  if (queryStart === -1) return target;
  const path = target.slice(0, queryStart);
  const search = new URLSearchParams(target.slice(queryStart + 1));
  if (LIST_PATHS.has(path)) {
    const parsed = parseListUrl(search);
    if (!parsed.ok) return undefined;
    const written = listQueryString(parsed.query);
    return filtersAsWritten(search, new URLSearchParams(written)) ? `${path}${written}` : undefined;
  }
  for (const name of search.keys()) if (!CAMPAIGN_PARAMETER.test(name)) return undefined;
  return path;
}

/**
 * Whether every filter of the request reads as the list writes it back: given once, kept, and in the
 * same words (a box the browser sends as "on" is the list's "1"). Empty fields are no filter.
 */
function filtersAsWritten(search: URLSearchParams, written: URLSearchParams): boolean {
  for (const name of LIST_FILTERS) {
    const given = search
      .getAll(name)
      .map((value) => value.trim())
      .filter((value) => value !== "");
    if (given.length === 0) continue;
    const kept = written.get(name);
    if (given.length > 1 || kept === null) return false;
    if (given[0] !== kept && !(kept === "1" && given[0] === "on")) return false;
  }
  return true;
}
