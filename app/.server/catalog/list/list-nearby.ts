// A list that found nothing in a town offers the nearest towns where the same search does find
// listings ("Nothing in Halle; nearby: Lembeek (3), Sint-Pieters-Leeuw (2)").
import { sql } from "drizzle-orm";
import { centreOf, nearestTowns } from "../../../domain/nearby-towns.ts";
import type { Language } from "../../../i18n/languages.ts";
import type { ListQuery } from "../../../shared/list-state.ts";
import { localize } from "../../../shared/localize.ts";
import { db } from "../../db/client.ts";
import { properties } from "../../db/schema.ts";
import type { CatalogIndex } from "../catalog-index.ts";
import { fold } from "../fold.ts";
import { listConditions, townsNamed } from "./list-query.ts";

export interface NearbyTown {
  /** The town's name in the page's language: the city filter the suggestion sets. */
  name: string;
  zip: string;
  count: number;
}

export async function nearbyTowns(
  goal: number,
  query: ListQuery,
  index: CatalogIndex,
  language: Language,
  fallback: Language,
): Promise<NearbyTown[]> {
  if (query.city === undefined) return [];
  const chosen = townsNamed(query.city, index);
  const centre = centreOf(chosen.flatMap((town) => (town.centre ? [town.centre] : [])));
  if (!centre) return [];
  const rows = await db()
    .select({ zip: properties.zip, city: properties.city, count: sql<number>`count(*)`.mapWith(Number) })
    .from(properties)
    .where(listConditions(goal, { ...query, city: undefined }, index))
    .groupBy(properties.zip, properties.city);
  const chosenKeys = new Set(chosen.map((town) => `${town.zip}|${town.cityKey}`));
  const counts = new Map<string, number>();
  for (const row of rows) {
    const key = `${row.zip}|${fold(row.city)}`;
    if (!chosenKeys.has(key)) counts.set(key, (counts.get(key) ?? 0) + row.count);
  }
  const candidates = index.cities.flatMap((town) => {
    const count = counts.get(`${town.zip}|${town.cityKey}`);
    return count ? [{ town, centre: town.centre, count }] : [];
  });
  return nearestTowns(centre, candidates).map(({ town, count }) => ({
    name: localize(town.names, language, fallback) || town.city,
    zip: town.zip,
    count,
  }));
}
