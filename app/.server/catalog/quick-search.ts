// The search box's results (SPEC.md "Search box" and section 5): exact matching, no fuzziness.
// Properties by ID (the typed digits as the ID's beginning, the exact ID first); cities by name in
// any language, by accent-stripped name or by postal code; types by name. Empty text gives the type
// list. Types, cities and published ids come from the in-memory catalogue index, so only the cards of
// the matching properties are read (one prepared query), and the answer stays fast at 100,000 listings.
import { truncate } from "../../domain/truncate.ts";
import type { Language } from "../../i18n/languages.ts";
import { href } from "../../i18n/links.ts";
import type { SearchLink, SearchResults } from "../../shared/listing-view.ts";
import { localize } from "../../shared/localize.ts";
import { publishedCardsByIds, toListingCard } from "./card-query.ts";
import { catalogIndex } from "./catalog-index.ts";
import { fold } from "./fold.ts";
export const MAX_QUERY_LENGTH = 60;
const MAX_ID = 999_999_999;
const LIMITS = { properties: 5, cities: 8, types: 9 };
/** Headlines (TypeDescription) are cut to 100 characters in results (SPEC.md section 2). */
const HEADLINE_LIMIT = 100;

/** IDs that start with the typed digits: [p, p], [p0, p9], [p00, p99], ... as primary-key ranges. */
export function idPrefixRanges(digits: string): [number, number][] {
  const prefix = Number(digits);
  if (!/^\d{1,9}$/.test(digits) || prefix === 0) return [];
  const ranges: [number, number][] = [];
  for (let scale = 1; prefix * scale <= MAX_ID; scale *= 10) {
    ranges.push([prefix * scale, Math.min(MAX_ID, (prefix + 1) * scale - 1)]);
  }
  return ranges;
}

/** The first `limit` ids of the ascending list that fall in any of the ranges, ascending. */
export function idsInRanges(sortedIds: ArrayLike<number>, ranges: [number, number][], limit: number): number[] {
  const found: number[] = [];
  for (const [from, to] of ranges) {
    let index = lowerBound(sortedIds, from);
    for (let taken = 0; taken < limit && index < sortedIds.length; taken += 1, index += 1) {
      const id = sortedIds[index] ?? 0;
      if (id > to) break;
      found.push(id);
    }
  }
  return found.sort((a, b) => a - b).slice(0, limit);
}

/** The index of the first value not below `value` (binary search). */
function lowerBound(sorted: ArrayLike<number>, value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] ?? 0) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Input the endpoint refuses with a 400: too long, or control characters. */
export function validSearchText(text: string): boolean {
  const control = /\p{Cc}/u.test(text);
  return text.length <= MAX_QUERY_LENGTH * 2 && !control && text.trim().length <= MAX_QUERY_LENGTH;
}

export async function quickSearch(text: string, language: Language, fallback: Language): Promise<SearchResults> {
  const index = await catalogIndex();
  const saleHref = href("forSale", language);
  const rentHref = href("forRent", language);
  const link = (base: string, name: string, value: string, count: number): SearchLink => ({
    href: `${base}?${new URLSearchParams({ [name]: value })}`,
    count,
  });
  const typeResult = (type: (typeof index.types)[number]) => ({
    webId: type.webId,
    name: localize(type.names, language, fallback),
    sale: link(saleHref, "type", String(type.webId), type.sale ? type.saleCount : 0),
    rent: link(rentHref, "type", String(type.webId), type.rent ? type.rentCount : 0),
  });
  const wanted = fold(text);
  if (wanted === "") return { properties: [], cities: [], types: index.types.map(typeResult) };

  const types = index.types
    .filter((type) => Object.values(type.names).some((name) => name && fold(name).startsWith(wanted)))
    .slice(0, LIMITS.types)
    .map(typeResult);
  const cities = index.cities
    .filter((city) => city.zip.startsWith(wanted) || city.folded.some((name) => name.startsWith(wanted)))
    .slice(0, LIMITS.cities)
    .map((city) => {
      const name = localize(city.names, language, fallback) || city.city;
      // The zip keeps one town's several postal codes apart; the list filter accepts either.
      const value = /^\d/.test(wanted) ? city.zip : name;
      return {
        name,
        zip: city.zip,
        sale: link(saleHref, "city", value, city.saleCount),
        rent: link(rentHref, "city", value, city.rentCount),
      };
    });

  const ranges = idPrefixRanges(wanted);
  let matches: SearchResults["properties"] = [];
  if (ranges.length > 0) {
    // Ids come from the in-memory index (no query); the cards query skips any unpublished since.
    const ids = idsInRanges(index.publishedIds, ranges, LIMITS.properties);
    const rows = await publishedCardsByIds(ids, language, fallback);
    matches = rows.map((row) => {
      const card = toListingCard(row, language, fallback);
      return {
        id: card.id,
        title: truncate(card.title, { limit: HEADLINE_LIMIT }),
        href: card.href,
        city: `${card.zip} ${card.city}`,
        priceText: card.priceText,
        photoKey: card.photoKey,
      };
    });
  }
  return { properties: matches, cities, types };
}

/** Where the search form goes without JavaScript: the best single match, else the sale list. */
export function bestMatch(results: SearchResults, text: string, language: Language): string {
  const exact = results.properties.find((property) => String(property.id) === text.trim());
  if (exact) return exact.href;
  const city = results.cities[0];
  if (city) return city.sale.count > 0 || city.rent.count === 0 ? city.sale.href : city.rent.href;
  const type = results.types[0];
  if (type && text.trim() !== "") return type.sale.count > 0 || type.rent.count === 0 ? type.sale.href : type.rent.href;
  const first = results.properties[0];
  return first ? first.href : href("forSale", language);
}
