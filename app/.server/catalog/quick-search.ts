// The search box's results (SPEC.md "Search box" and section 5): exact matching, no fuzziness.
// Properties by ID (the typed digits as the ID's beginning, the exact ID first) or by the reference
// the listing shows, with or without its prefix ("IZ-486", "iz486", "486": search-words.ts); cities
// by name in any language, by accent-stripped name or by postal code; types by name; and two of
// them typed together ("huis halle", "halle 1500") as the list they open, with its counts. Empty text
// gives the type list. Types, cities and published ids come from the in-memory catalogue index, so
// only the cards of the matching properties are read (one prepared query), and the answer stays fast
// at 100,000 listings.

import { and, asc, eq, sql } from "drizzle-orm";
import {
  MAX_QUERY_LENGTH,
  referenceKey,
  referenceNumber,
  searchKey,
  twoPartReadings,
} from "../../domain/search-words.ts";
import { truncate } from "../../domain/truncate.ts";
import { fill } from "../../i18n/fill.ts";
import type { Language } from "../../i18n/languages.ts";
import { href } from "../../i18n/links.ts";
import { messagesFor } from "../../i18n/messages.server.ts";
import type { SearchLink, SearchResults } from "../../shared/listing-view.ts";
import { localize } from "../../shared/localize.ts";
import { db } from "../db/client.ts";
import { properties, referenceKeySql } from "../db/schema.ts";
import { publishedCardsByIds, toListingCard } from "./card-query.ts";
import { type CatalogIndex, catalogIndex } from "./catalog-index.ts";
import { fold } from "./fold.ts";
import { countListings } from "./list/list-query.ts";

const MAX_ID = 999_999_999;
const LIMITS = { properties: 5, combinations: 3, cities: 8, types: 9 };
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

/**
 * Published listings whose reference, in letters and digits only, is the key ("IZ-486" for "iz486"):
 * read through the expression index properties_reference_key_idx.
 */
async function publishedIdsByReference(key: string, limit: number): Promise<number[]> {
  const rows = await db()
    .select({ id: properties.id })
    .from(properties)
    .where(and(sql`${properties.status} = 'published'`, eq(referenceKeySql, key)))
    .orderBy(asc(properties.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

type TypeEntry = CatalogIndex["types"][number];
type CityEntry = CatalogIndex["cities"][number];

/** Types whose name in any language starts with the words. */
function typesStartingWith(index: CatalogIndex, words: string): TypeEntry[] {
  return index.types.filter((type) =>
    Object.values(type.names).some((name) => name && searchKey(fold(name)).startsWith(words)),
  );
}

/** Towns whose name in any language, or postal code, starts with the words. */
function citiesStartingWith(index: CatalogIndex, words: string): CityEntry[] {
  return index.cities.filter((city) => city.zip.startsWith(words) || city.keys.some((name) => name.startsWith(words)));
}

/**
 * Listings on a street typed as its name starts ("basiliek"), with its town ("basiliekstraat halle",
 * "basiliekstraat 1500"); only streets of addresses the listings show (catalog-index.ts).
 */
function onStreet(index: CatalogIndex, words: string, wanted: string, alone: boolean): number[] {
  if (words.length < 3 || /^\d+$/.test(words)) return [];
  const inTown = (street: CatalogIndex["streets"][number], town: string) =>
    street.zip.startsWith(town) || street.townKeys.some((key) => key.startsWith(town));
  const found = index.streets.filter(
    (street) =>
      (alone && street.key.startsWith(words)) ||
      twoPartReadings(wanted).some(([first, rest]) => street.key.startsWith(first) && inTown(street, rest)),
  );
  return found.flatMap((street) => street.ids);
}

/** A type and a town read from two parts of the text ("huis" and "halle"), either order, if both are found. */
function typeAndTown(index: CatalogIndex, [first, rest]: [string, string]) {
  for (const [typeWords, townWords] of [
    [first, rest],
    [rest, first],
  ] as const) {
    const type = typesStartingWith(index, typeWords)[0];
    const town = citiesStartingWith(index, townWords)[0];
    if (type && town) return { type, town };
  }
  return undefined;
}

/** A town and its postal code typed together ("halle 1500", "1500 halle"). */
function townWithZip(index: CatalogIndex, [first, rest]: [string, string]): CityEntry | undefined {
  for (const [townWords, zip] of [
    [first, rest],
    [rest, first],
  ] as const) {
    if (!/^\d{4}$/.test(zip)) continue;
    const town = index.cities.find((city) => city.zip === zip && city.keys.some((name) => name.startsWith(townWords)));
    if (town) return town;
  }
  return undefined;
}

export async function quickSearch(text: string, language: Language, fallback: Language): Promise<SearchResults> {
  const index = await catalogIndex();
  const saleHref = href("forSale", language);
  const rentHref = href("forRent", language);
  const link = (base: string, params: Record<string, string>, count: number): SearchLink => ({
    href: `${base}?${new URLSearchParams(params)}`,
    count,
  });
  const typeResult = (type: TypeEntry) => ({
    webId: type.webId,
    name: localize(type.names, language, fallback),
    sale: link(saleHref, { type: String(type.webId) }, type.sale ? type.saleCount : 0),
    rent: link(rentHref, { type: String(type.webId) }, type.rent ? type.rentCount : 0),
  });
  const townName = (city: CityEntry) => localize(city.names, language, fallback) || city.city;
  const wanted = fold(text);
  if (wanted === "") return { properties: [], combinations: [], cities: [], types: index.types.map(typeResult) };
  const words = searchKey(wanted);

  const types = typesStartingWith(index, words).slice(0, LIMITS.types).map(typeResult);
  const cities = citiesStartingWith(index, words)
    .slice(0, LIMITS.cities)
    .map((city) => {
      const name = townName(city);
      // The zip keeps one town's several postal codes apart; the list filter accepts either.
      const value = /^\d/.test(words) ? city.zip : name;
      return {
        name,
        zip: city.zip,
        sale: link(saleHref, { city: value }, city.saleCount),
        rent: link(rentHref, { city: value }, city.rentCount),
      };
    });

  // Several words: a type in a town, or a town with its postal code, each as the list it opens.
  const combinations: SearchResults["combinations"] = [];
  const seen = new Set<string>();
  for (const reading of twoPartReadings(wanted)) {
    if (combinations.length >= LIMITS.combinations) break;
    const found = typeAndTown(index, reading);
    const town = found ? found.town : townWithZip(index, reading);
    if (!town) continue;
    const type = found?.type;
    const key = `${type?.webId ?? ""}|${town.zip}|${town.cityKey}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const name = townName(town);
    // A postal code typed with the town narrows it to that code ("Halle|1500", as the list reads it).
    const city = type ? name : `${name}|${town.zip}`;
    const filters = { ...(type ? { type: type.webId } : {}), city };
    const params = { ...(type ? { type: String(type.webId) } : {}), city };
    const [sale, rent] = await Promise.all([countListings(0, filters), countListings(1, filters)]);
    combinations.push({
      name: type
        ? fill(messagesFor(language).catalog.search.typeInTown, { type: typeResult(type).name, town: name })
        : `${town.zip} ${name}`,
      sale: link(saleHref, params, type && !type.sale ? 0 : sale),
      rent: link(rentHref, params, type && !type.rent ? 0 : rent),
    });
  }

  // A listing by its number or its reference as the listing shows it ("IZ-486", "iz486", "486").
  const number = referenceNumber(wanted);
  const reference = referenceKey(wanted);
  const byReference = reference ? await publishedIdsByReference(reference, LIMITS.properties) : [];
  const ranges = number ? idPrefixRanges(number) : [];
  const byNumber = idsInRanges(index.publishedIds, ranges, LIMITS.properties);
  // A street alone only when the text names no town or type ("halle" is the town, not Hallestraat).
  const streetAlone = cities.length === 0 && types.length === 0;
  const ids = [...new Set([...byReference, ...byNumber, ...onStreet(index, words, wanted, streetAlone)])].slice(
    0,
    LIMITS.properties,
  );
  // Ids come from the in-memory index (no query); the cards query skips any unpublished since.
  const rows = await publishedCardsByIds(ids, language, fallback);
  const properties = rows.map((row) => {
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
  return { properties, combinations, cities, types };
}

/**
 * The page a submitted search leads to: the listing of a number or reference typed whole, else the
 * first list found (a type in a town, a town, a type; sale where it has listings), else the first
 * listing. Undefined when nothing matched: the search page then says so and keeps the text.
 */
export function bestMatch(results: SearchResults, text: string): string | undefined {
  const typed = text.trim();
  const number = referenceNumber(fold(typed));
  const exact = results.properties.find((property) => String(property.id) === number);
  if (exact) return exact.href;
  if (typed === "") return undefined;
  const lists = [...results.combinations, ...results.cities, ...results.types];
  const withListings = lists.find((list) => list.sale.count > 0 || list.rent.count > 0);
  if (withListings) return withListings.sale.count > 0 ? withListings.sale.href : withListings.rent.href;
  return results.properties[0]?.href;
}
