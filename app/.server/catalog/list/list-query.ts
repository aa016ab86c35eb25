// The property lists: filters, sort and paging over published properties of one goal. The page's
// ids and the total are two indexed queries run side by side; the cards are read for the page only.
import { and, asc, desc, eq, gte, inArray, isNotNull, lte, type SQL, sql } from "drizzle-orm";
import { isForSale } from "../../../domain/listing.ts";
import type { Language } from "../../../i18n/languages.ts";
import { activeFilters, FEATURES, type ListFilterName, type ListQuery } from "../../../shared/list-state.ts";
import type { ListingCard, MapPoint } from "../../../shared/listing-view.ts";
import { db } from "../../db/client.ts";
import { properties, propertyTypes } from "../../db/schema.ts";
import { cardPage, publishedWithGoal, toListingCard } from "../card-query.ts";
import { type CatalogIndex, type CityEntry, catalogIndex } from "../catalog-index.ts";
import { fold, foldSql } from "../fold.ts";
import { areaCondition, energyCondition, featureCondition } from "./filter-sql.ts";
export interface ListResult {
  cards: ListingCard[];
  points: MapPoint[];
  total: number;
  page: number;
  pages: number;
}

/** A postal code is four digits in Belgium and Luxembourg. */
const ZIP = /^\d{4}$/;
const MAP_LIMIT = 500;

// A hidden price must not leak through a price filter or the price order.
const visiblePrice = sql`case when ${properties.publishPrice} then ${properties.price} end`;

/** A hidden address must not leak through the map: its point is rounded to about a kilometre. */
export function approximate(coordinate: number, publishAddress: boolean): number {
  return publishAddress ? coordinate : Math.round(coordinate * 100) / 100;
}

/**
 * The towns a city filter names, through the catalogue index: a name in any language (any case, any
 * accents), a postal code, or "Halle|1500" (the original site's form: that name under that code).
 */
export function townsNamed(city: string, index: CatalogIndex): CityEntry[] {
  if (ZIP.test(city)) return index.cities.filter((town) => town.zip === city);
  const [name = "", zip = ""] = city.split("|").map((part) => part.trim());
  if (ZIP.test(zip)) {
    const wanted = fold(name);
    return index.cities.filter((town) => town.zip === zip && town.folded.includes(wanted));
  }
  const wanted = fold(city);
  return index.cities.filter((entry) => entry.folded.includes(wanted));
}

/**
 * The city filter: a postal code compares the zip; a name becomes the postal codes and default-language
 * names of the matching towns, so the database compares indexed columns instead of folding every
 * row's names.
 */
function cityFilter(city: string, index: CatalogIndex): SQL {
  if (ZIP.test(city)) return eq(properties.zip, city);
  const [name = "", zip = ""] = city.split("|").map((part) => part.trim());
  if (ZIP.test(zip) && !name) return eq(properties.zip, zip);
  const towns = townsNamed(city, index);
  if (towns.length === 0) return sql`false`;
  const zips = [...new Set(towns.map((town) => town.zip))];
  const keys = [...new Set(towns.map((town) => town.cityKey))];
  return and(inArray(properties.zip, zips), inArray(foldSql(properties.city), keys)) as SQL;
}

export function listConditions(goal: number, query: ListQuery, index: CatalogIndex): SQL {
  const filters = namedFilterConditions(query, index).map(([, condition]) => condition);
  return and(publishedWithGoal(goal), ...filters) as SQL;
}

/**
 * The visitor's filters, each with its name, without the goal and the published state every list
 * shares (the filters' counts leave one out at a time).
 */
export function namedFilterConditions(query: ListQuery, index: CatalogIndex): [ListFilterName, SQL][] {
  const conditions: [ListFilterName, SQL][] = [];
  if (query.type !== undefined) conditions.push(["type", eq(properties.typeWebId, query.type)]);
  if (query.city !== undefined) conditions.push(["city", cityFilter(query.city, index)]);
  if (query.priceMin !== undefined) conditions.push(["priceMin", gte(visiblePrice, query.priceMin)]);
  if (query.priceMax !== undefined) conditions.push(["priceMax", lte(visiblePrice, query.priceMax)]);
  if (query.bedrooms !== undefined) conditions.push(["bedrooms", gte(properties.bedrooms, query.bedrooms)]);
  if (query.bedroomsMax !== undefined) conditions.push(["bedroomsMax", lte(properties.bedrooms, query.bedroomsMax)]);
  if (query.areaMin !== undefined) conditions.push(["areaMin", gte(properties.livingArea, query.areaMin)]);
  if (query.plotMin !== undefined) conditions.push(["plotMin", gte(properties.plotArea, query.plotMin)]);
  if (query.energy !== undefined) conditions.push(["energy", energyCondition(query.energy)]);
  for (const feature of FEATURES) if (query[feature]) conditions.push([feature, featureCondition(feature)]);
  if (query.area !== undefined) conditions.push(["area", areaCondition(query.area)]);
  return conditions;
}

function ordering(query: ListQuery): SQL[] {
  const newest = [desc(properties.publishedAt), desc(properties.id)];
  switch (query.sort) {
    case "price":
      return [sql`${visiblePrice} asc nulls last`, ...newest];
    case "price-desc":
      return [sql`${visiblePrice} desc nulls last`, ...newest];
    case "area-desc":
      return [sql`${properties.livingArea} desc nulls last`, ...newest];
    case "price-m2":
      // A listing without a visible price or a living area has no price per m²: it comes last.
      return [sql`${visiblePrice} / nullif(${properties.livingArea}, 0) asc nulls last`, ...newest];
    case "type":
      return [asc(propertyTypes.showOrder), ...newest];
    case "city":
      return [asc(foldSql(properties.city)), asc(properties.zip), ...newest];
    default:
      return newest;
  }
}

export interface ListRequest {
  language: Language;
  fallback: Language;
  goal: number;
  query: ListQuery;
  pageSize: number;
  /** False when the map view's points are not wanted: its total is then all that is read. */
  withPoints?: boolean;
  /** The total, when the caller counts it anyway (the list page's facets do): no count query then. */
  total?: () => Promise<number>;
}

/**
 * The total without a count query when the catalogue index already knows it (no filter, or the type
 * filter alone): the common list views then cost one indexed query.
 */
export function knownTotal(goal: number, query: ListQuery, index: CatalogIndex): number | undefined {
  if (activeFilters(query).some((name) => name !== "type")) return undefined;
  const types = query.type === undefined ? index.types : index.types.filter((type) => type.webId === query.type);
  return types.reduce((sum, type) => sum + (isForSale(goal) ? type.saleCount : type.rentCount), 0);
}

export async function searchListings({
  language,
  fallback,
  goal,
  query,
  pageSize,
  withPoints = true,
  total: counted,
}: ListRequest): Promise<ListResult> {
  const index = await catalogIndex();
  const where = listConditions(goal, query, index);
  const known = knownTotal(goal, query, index);
  const total = () => (known === undefined ? (counted?.() ?? countWhere(where)) : Promise.resolve(known));
  const order = { orderBy: ordering(query), withTypes: query.sort === "type" };
  if (query.view === "map") {
    if (!withPoints) return { cards: [], points: [], total: await total(), page: 1, pages: 1 };
    const [rows, count] = await Promise.all([
      cardPage(
        {
          where: and(where, isNotNull(properties.latitude), isNotNull(properties.longitude)) as SQL,
          ...order,
          limit: MAP_LIMIT,
        },
        language,
        fallback,
      ),
      total(),
    ]);
    const points = rows.map((row) => {
      const card = toListingCard(row, language, fallback);
      return {
        id: card.id,
        href: card.href,
        title: card.title,
        priceText: card.priceText,
        latitude: approximate(row.latitude ?? 0, row.publishAddress),
        longitude: approximate(row.longitude ?? 0, row.publishAddress),
        approximate: !row.publishAddress,
        city: card.city,
        photoKey: card.photoKey,
        energy: card.energy,
      };
    });
    return { cards: [], points, total: count, page: 1, pages: 1 };
  }
  const [rows, count] = await Promise.all([
    cardPage({ where, ...order, limit: pageSize, offset: (query.page - 1) * pageSize }, language, fallback),
    total(),
  ]);
  return {
    cards: rows.map((row) => toListingCard(row, language, fallback)),
    points: [],
    total: count,
    page: query.page,
    pages: Math.max(1, Math.ceil(count / pageSize)),
  };
}

/** How many listings of a goal a list filtered by type and town shows (the search box's suggestions). */
export async function countListings(goal: number, filters: Pick<ListQuery, "type" | "city">): Promise<number> {
  const index = await catalogIndex();
  const query: ListQuery = { sort: "newest", view: "grid", page: 1, ...filters };
  return knownTotal(goal, query, index) ?? countWhere(listConditions(goal, query, index));
}

async function countWhere(where: SQL): Promise<number> {
  const [row] = await db()
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(properties)
    .where(where);
  return row?.total ?? 0;
}
