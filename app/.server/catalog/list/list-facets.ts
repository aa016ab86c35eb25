// Faceted counts: how many listings each choice of a filter would show, given every other filter
// the visitor has set ("Huis (8)" once Halle is chosen, not the 26 houses of the whole list). All of
// them are one query over the goal's published listings, one `count(*) filter` per choice.
import { and, type Query, type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { isForSale } from "../../../domain/listing.ts";
import {
  BEDROOM_CHOICES,
  ENERGY_LETTERS,
  type EnergyLetter,
  FEATURES,
  featuresFor,
  type ListFeature,
  type ListFilterName,
  type ListQuery,
} from "../../../shared/list-state.ts";
import { db } from "../../db/client.ts";
import { properties } from "../../db/schema.ts";
import { publishedWithGoal } from "../card-query.ts";
import type { CatalogIndex } from "../catalog-index.ts";
import { areaCondition, energyCondition, energyLetter, featureCondition } from "./filter-sql.ts";
import { namedFilterConditions } from "./list-query.ts";

export interface ListFacets {
  /** The list's own total: every filter applied. */
  total: number;
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

/**
 * One row: the list's total (so the list needs no count query of its own), then a count per choice,
 * types first, then bedrooms, energy and features (as listFacets reads them).
 *
 * What every count shares is the query's scope, tested once per listing: the goal, the published
 * state and the area, where its index finds the listings inside. The scope also works out, once per
 * listing, each fact a count reads: its energy letter, each feature, and whether each of the
 * visitor's other filters keeps it. A count then only combines these. Worked out in each of some
 * thirty counts instead, the shared conditions had doubled the query's time at 10,000 listings, and
 * the energy letter and the features had taken most of what was left.
 */
function facetsSql(goal: number, query: ListQuery, index: CatalogIndex): SQL {
  const column = (name: string) => sql`${sql.identifier(name)}`;
  const letter = column("energy_letter");
  const has = (feature: ListFeature) => column(`has_${feature}`);
  const offered = featuresFor(isForSale(goal));
  const features = FEATURES.filter((feature) => offered.includes(feature) || query[feature]);
  const filters = namedFilterConditions({ ...query, area: undefined }, index);
  const featureNamed = (name: ListFilterName) => FEATURES.find((feature) => feature === name);
  // A filter as the counts test it: the energy letter and the features from their own facts, any
  // other from the fact of the same name.
  const kept = (name: ListFilterName): SQL => {
    if (name === "energy" && query.energy !== undefined) return energyCondition(query.energy, letter);
    const feature = featureNamed(name);
    return feature ? has(feature) : column(`filter_${name}`);
  };
  const facts: [string, SQL][] = [
    ["type_web_id", sql`${properties.typeWebId}`],
    ["bedrooms", sql`${properties.bedrooms}`],
    ["energy_letter", energyLetter],
    ...features.map((feature): [string, SQL] => [`has_${feature}`, featureCondition(feature)]),
    ...filters
      .filter(([name]) => name !== "energy" && featureNamed(name) === undefined)
      .map(([name, condition]): [string, SQL] => [`filter_${name}`, condition]),
  ];
  const count = (leftOut: ListFilterName | undefined, choice?: SQL) => {
    const tests = [
      ...filters.filter(([name]) => name !== leftOut).map(([name]) => kept(name)),
      ...(choice ? [choice] : []),
    ];
    return tests.length > 0 ? sql`count(*) filter (where ${and(...tests)})` : sql`count(*)`;
  };
  const counts: SQL[] = [
    count(undefined),
    ...countedTypes(goal, query, index).map((id) => count("type", sql`${column("type_web_id")} = ${id}`)),
    ...BEDROOM_CHOICES.map((rooms) => count("bedrooms", sql`${column("bedrooms")} >= ${rooms}`)),
    ...ENERGY_LETTERS.map((choice) => count("energy", energyCondition(choice, letter))),
    ...offered.map((feature) => count(feature, has(feature))),
  ];
  const scope = and(
    publishedWithGoal(goal),
    query.area === undefined ? undefined : areaCondition(query.area),
    // A listing that two of the visitor's filters leave out is in no count: its facts are not worked out.
    filters.length > 1
      ? sql`(${sql.join(
          filters.map(([, test]) => sql`(case when ${test} then 0 else 1 end)`),
          sql` + `,
        )}) <= 1`
      : undefined,
  );
  const selected = facts.map(([name, value]) => sql`${value} as ${column(name)}`);
  // "offset 0" keeps the scope a query of its own: folded into the outer one, as the planner would
  // otherwise do, each use of a fact would work it out again.
  return sql`select ${sql.join(counts, sql`, `)}
    from (select ${sql.join(selected, sql`, `)} from ${properties} where ${scope} offset 0) as listing`;
}

export async function listFacets(goal: number, query: ListQuery, index: CatalogIndex): Promise<ListFacets> {
  const { sql: text, params } = facetsQuery(goal, query, index);
  const { rows } = await db().$client.query<unknown[]>({ text, values: params, rowMode: "array" });
  // The counts in the order facetsSql wrote them (bigint comes as text).
  const counts = (rows[0] ?? []).map(Number).values();
  const next = () => counts.next().value ?? 0;
  const total = next();
  const typeIds = countedTypes(goal, query, index);
  return {
    total,
    types: Object.fromEntries(typeIds.map((id) => [id, next()])),
    bedrooms: Object.fromEntries(BEDROOM_CHOICES.map((rooms) => [rooms, next()])),
    energy: Object.fromEntries(ENERGY_LETTERS.map((letter) => [letter, next()])) as Record<EnergyLetter, number>,
    features: Object.fromEntries(featuresFor(isForSale(goal)).map((feature) => [feature, next()])),
  };
}
