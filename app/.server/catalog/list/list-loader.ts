// Everything a property list page needs, for app/routes/property-list.tsx.
import { redirect } from "react-router";
import { isForSale } from "../../../domain/listing.ts";
import { LANGUAGES, type Language } from "../../../i18n/languages.ts";
import { href } from "../../../i18n/links.ts";
import { messagesFor } from "../../../i18n/messages.server.ts";
import { routeTable } from "../../../i18n/route-table.ts";
import { type ListQuery, listQueryString } from "../../../shared/list-state.ts";
import { localize } from "../../../shared/localize.ts";
import { badRequest, notFound } from "../../http-errors.ts";
import type { RequestLanguage } from "../../request-language.ts";
import { siteData } from "../../site-settings.ts";
import { withExcerpts } from "../card-excerpts.ts";
import { type CatalogIndex, catalogIndex } from "../catalog-index.ts";
import { isDataRequest, requestPath } from "../request-path.ts";
import { filterNotes } from "./filter-notes.ts";
import { listFacets } from "./list-facets.ts";
import { nearbyTowns } from "./list-nearby.ts";
import { listPageSettings } from "./list-page-settings.ts";
import { type ListRequest, searchListings, townsNamed } from "./list-query.ts";
import { parseListUrl } from "./list-url.ts";

/** Where the browser asks for the map view's points: the list's language, goal and filters. */
export function mapPointsHref(language: Language, goal: number, query: ListQuery): string {
  return `/api/map-points/${language}/${isForSale(goal) ? "sale" : "rent"}${listQueryString(query, { view: "map", page: 1 })}`;
}

/** The points of a list's map view (the browser's copy of what the server rendered it with). */
export async function mapPointsOf(language: Language, fallback: Language, goal: number, query: ListQuery) {
  const found = await searchListings({
    language,
    fallback,
    goal,
    query: { ...query, view: "map", page: 1 },
    pageSize: 1,
  });
  return found.points;
}

/**
 * What a list finds and the filters' counts beside it, the queries run side by side. The facets'
 * query counts the list's total too: the list then needs no count query of its own.
 */
export async function searchWithFacets(request: Omit<ListRequest, "total">, index: CatalogIndex) {
  const counting = listFacets(request.goal, request.query, index);
  const [found, facets] = await Promise.all([
    searchListings({ ...request, total: () => counting.then((counts) => counts.total) }),
    counting,
  ]);
  return { found, facets };
}

/** Three rows a page, whatever the row length. */
const ROWS_PER_PAGE = 3;

export async function loadPropertyList(request: Request, requestLanguage: RequestLanguage) {
  if (!requestLanguage.fromPath) notFound();
  const { language } = requestLanguage;
  const url = requestPath(request);
  // One module serves both lists: the path's second segment says which.
  const goal = url.pathname.split("/")[2] === routeTable.forSale.paths[language] ? 0 : 1;
  const pageKey = isForSale(goal) ? "forSale" : "forRent";
  const parsed = parseListUrl(new URLSearchParams(url.search));
  if (!parsed.ok) badRequest(parsed.reason);
  const { query } = parsed;
  const { settings, pages } = await siteData();
  const fallback = settings.fallback;
  const [page, index] = await Promise.all([listPageSettings(pages, pageKey, language, fallback), catalogIndex()]);
  const { found, facets } = await searchWithFacets(
    {
      language,
      fallback,
      goal,
      query,
      pageSize: page.perRow * ROWS_PER_PAGE,
      // A client-side navigation's data never carries the points: the browser asks for them apart.
      withPoints: !isDataRequest(request),
    },
    index,
  );
  // Rows of the list view show the start of each description; the grid and the map do not.
  const result =
    query.view === "list" ? { ...found, cards: await withExcerpts(found.cards, language, fallback) } : found;
  if (result.page > result.pages) {
    // A shared link to a page that no longer exists (listings were sold): show the last one there is.
    const params = new URLSearchParams(url.search);
    if (result.pages > 1) params.set("page", String(result.pages));
    else params.delete("page");
    const rest = params.toString();
    throw redirect(`${href(pageKey, language)}${rest ? `?${rest}` : ""}`, 302);
  }
  // The types with listings in this goal (and the chosen one), each counted under the other filters.
  const types = index.types
    .filter((type) => facets.types[type.webId] !== undefined)
    .map((type) => ({
      value: String(type.webId),
      label: localize(type.names, language, fallback),
      count: facets.types[type.webId] ?? 0,
    }));
  const nearby = result.total === 0 ? await nearbyTowns(goal, query, index, language, fallback) : [];
  const cities = index.cities
    .filter((city) => (isForSale(goal) ? city.saleCount : city.rentCount) > 0)
    .map((city) => ({ value: localize(city.names, language, fallback) || city.city, label: city.zip }));
  // The type filter's name for the search in words; a type the catalogue lacks (an old link) has none.
  const filterType = index.types.find((type) => type.webId === query.type);
  const typeName = filterType ? localize(filterType.names, language, fallback) : undefined;
  // The canonical and hreflang links name the list's own state only, written as its links write it:
  // a parameter the list does not read (utm_*, ?foo=bar) is no other page.
  const search = listQueryString(query);
  const alternates = Object.fromEntries(
    LANGUAGES.filter((other) => settings.enabled.includes(other)).map((other) => [
      other,
      `${href(pageKey, other)}${search}`,
    ]),
  ) as Partial<Record<Language, string>>;
  // What search engines index: the list by type and town, page by page. Its order, view and the
  // narrower filters (price, rooms, features) are the same listings again, so they point there: to
  // its first page, as page 3 of a narrower list holds other listings than page 3 of the wider one.
  const wider: ListQuery = { type: query.type, city: query.city, sort: "newest", view: "grid", page: 1 };
  const narrower = listQueryString({ ...query, page: 1, view: "grid" }) !== listQueryString(wider);
  // A postal code is a filter of its own (every town of that code), kept as it is.
  const towns = query.city === undefined || /^\d{4}$/.test(query.city) ? [] : townsNamed(query.city, index);
  const oneTown = towns.length > 0 && towns.every((town) => town.cityKey === towns[0]?.cityKey) ? towns[0] : undefined;
  const canonicalPaths = Object.fromEntries(
    LANGUAGES.filter((other) => settings.enabled.includes(other)).map((other) => {
      // A town as the list's own town choice writes it in that language, however it was typed.
      const city = oneTown ? localize(oneTown.names, other, fallback) || oneTown.city : query.city;
      const indexed = listQueryString({ ...wider, city, page: narrower ? 1 : query.page });
      return [other, `${href(pageKey, other)}${indexed}`];
    }),
  ) as Partial<Record<Language, string>>;
  const { points, ...listed } = result;
  return {
    goal,
    query,
    result: listed,
    /** Only for the server's render: see app/components/listing/map-points.ts. */
    points,
    pointsHref: mapPointsHref(language, goal, query),
    perRow: page.perRow,
    title: page.title,
    description: page.description,
    types,
    facets,
    nearby,
    typeName,
    cities,
    path: href(pageKey, language),
    alternates,
    canonicalPaths,
    notes: filterNotes(new URLSearchParams(url.search), query, messagesFor(language).catalog.list),
  };
}
