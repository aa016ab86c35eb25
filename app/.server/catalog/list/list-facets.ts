// Faceted counts: how many listings each choice of a filter would show, given every other filter
// the visitor has set ("Huis (8)" once Halle is chosen, not the 26 houses of the whole list). All of
// them are one query over the goal's published listings, one `count(*) filter` per choice.
import { and, eq, gte, type Query, type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { isForSale } from "../../../domain/listing.ts";
import {
  BEDROOM_CHOICES,
  ENERGY_LETTERS,
  type EnergyLetter,
  featuresFor,
  type ListFeature,
  type ListFilterName,
  type ListQuery,
} from "../../../shared/list-state.ts";
import { db } from "../../db/client.ts";
import { properties } from "../../db/schema.ts";
import { publishedWithGoal } from "../card-query.ts";
import type { CatalogIndex } from "../catalog-index.ts";
import { areaCondition, energyCondition, featureCondition } from "./filter-sql.ts";
import { filterConditions } from "./list-query.ts";

export interface ListFacets {
  /** By type WebID: the types with listings in this goal, and the chosen one. */
  types: Record<number, number>;
  /** By the fewest bedrooms chosen. */
  bedrooms: Record<number, number>;
  energy: Record<EnergyLetter, number>;
  features: Partial<Record<ListFeature, number>>;
}

/**
 * The facets' query as PostgreSQL gets it, built once per goal and filters and kept with the
 * catalogue index it was built from (a new index, after any listing changed, builds anew). It is
 * some thirty counts over the same conditions, 8 KB of SQL with 170 parameters: Drizzle took longer
 * to build it than the rest of the list page's queries together (docs/render-profile.md). The
 * database still runs it on every render; only its text is kept.
 */
const builtQueries = new WeakMap<CatalogIndex, Map<string, Query>>();
/** Filter combinations kept per index; the oldest goes first. */
const KEPT_PER_INDEX = 200;
const dialect = new PgDialect();

/** What decides the counts: the goal and the filters (not the order, the view or the page). */
function facetsKey(goal: number, query: ListQuery): string {
  return JSON.stringify([goal, { ...query, sort: undefined, view: undefined, page: undefined }]);
}

function facetsQuery(goal: number, query: ListQuery, index: CatalogIndex): Query {
  let kept = builtQueries.get(index);
  if (!kept) {
    kept = new Map();
    builtQueries.set(index, kept);
  }
  const key = facetsKey(goal, query);
  let built = kept.get(key);
  if (built === undefined) {
    built = dialect.sqlToQuery(facetsSql(goal, query, index));
    kept.set(key, built);
    if (kept.size > KEPT_PER_INDEX) kept.delete(kept.keys().next().value as string);
  }
  return built;
}

/** The types each goal counts: those with listings in it, and the one chosen (an old link's). */
function countedTypes(goal: number, query: ListQuery, index: CatalogIndex): number[] {
  const forSale = isForSale(goal);
  return index.types
    .filter((type) => (forSale ? type.saleCount : type.rentCount) > 0 || type.webId === query.type)
    .map((type) => type.webId);
}

/** One row: a count per choice, types first, then bedrooms, energy and features (as listFacets reads them). */
function facetsSql(goal: number, query: ListQuery, index: CatalogIndex): SQL {
  // What every count shares goes in the query's scope, tested once per listing: the goal and the
  // published state, and the area, where its index finds the listings inside. Each count then tests
  // only the visitor's other filters and its own choice: repeating the shared conditions in each of
  // some thirty counts had doubled the query's time at 10,000 listings.
  const without = (name: ListFilterName) => filterConditions({ ...query, area: undefined, [name]: undefined }, index);
  const count = (otherFilters: SQL[], choice: SQL) => sql`count(*) filter (where ${and(...otherFilters, choice)})`;
  const otherThanType = without("type");
  const otherThanBedrooms = without("bedrooms");
  const otherThanEnergy = without("energy");
  const counts: SQL[] = [
    ...countedTypes(goal, query, index).map((id) => count(otherThanType, eq(properties.typeWebId, id))),
    ...BEDROOM_CHOICES.map((rooms) => count(otherThanBedrooms, gte(properties.bedrooms, rooms))),
    ...ENERGY_LETTERS.map((letter) => count(otherThanEnergy, energyCondition(letter))),
    ...featuresFor(isForSale(goal)).map((feature) => count(without(feature), featureCondition(feature))),
  ];
  const scope =
    query.area === undefined
      ? publishedWithGoal(goal)
      : (and(publishedWithGoal(goal), areaCondition(query.area)) as SQL);
  return sql`select ${sql.join(counts, sql`, `)} from ${properties} where ${scope}`;
}

export async function listFacets(goal: number, query: ListQuery, index: CatalogIndex): Promise<ListFacets> {
  const { sql: text, params } = facetsQuery(goal, query, index);
  const { rows } = await db().$client.query<unknown[]>({ text, values: params, rowMode: "array" });
  // The counts in the order facetsSql wrote them (bigint comes as text).
  const counts = (rows[0] ?? []).map(Number).values();
  const next = () => counts.next().value ?? 0;
  const typeIds = countedTypes(goal, query, index);
  return {
    types: Object.fromEntries(typeIds.map((id) => [id, next()])),
    bedrooms: Object.fromEntries(BEDROOM_CHOICES.map((rooms) => [rooms, next()])),
    energy: Object.fromEntries(ENERGY_LETTERS.map((letter) => [letter, next()])) as Record<EnergyLetter, number>,
    features: Object.fromEntries(featuresFor(isForSale(goal)).map((feature) => [feature, next()])),
  };
}
