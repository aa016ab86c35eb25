// Faceted counts: how many listings each choice of a filter would show, given every other filter
// the visitor has set ("Huis (8)" once Halle is chosen, not the 26 houses of the whole list). All of
// them are one query over the goal's published listings, one `count(*) filter` per choice.
import { and, eq, gte, type SQL, sql } from "drizzle-orm";
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
import { energyCondition, featureCondition } from "./filter-sql.ts";
import { listConditions } from "./list-query.ts";

export interface ListFacets {
  /** By type WebID: the types with listings in this goal, and the chosen one. */
  types: Record<number, number>;
  /** By the fewest bedrooms chosen. */
  bedrooms: Record<number, number>;
  energy: Record<EnergyLetter, number>;
  features: Partial<Record<ListFeature, number>>;
}

export async function listFacets(goal: number, query: ListQuery, index: CatalogIndex): Promise<ListFacets> {
  const without = (name: ListFilterName) => listConditions(goal, { ...query, [name]: undefined }, index);
  const count = (where: SQL) => sql<number>`count(*) filter (where ${where})`.mapWith(Number);
  const forSale = isForSale(goal);
  const typeIds = index.types
    .filter((type) => (forSale ? type.saleCount : type.rentCount) > 0 || type.webId === query.type)
    .map((type) => type.webId);
  const features = featuresFor(forSale);
  const otherThanType = without("type");
  const otherThanBedrooms = without("bedrooms");
  const otherThanEnergy = without("energy");
  const fields: Record<string, ReturnType<typeof count>> = {};
  for (const id of typeIds) fields[`type${id}`] = count(and(otherThanType, eq(properties.typeWebId, id)) as SQL);
  for (const rooms of BEDROOM_CHOICES)
    fields[`bedrooms${rooms}`] = count(and(otherThanBedrooms, gte(properties.bedrooms, rooms)) as SQL);
  for (const letter of ENERGY_LETTERS)
    fields[`energy${letter}`] = count(and(otherThanEnergy, energyCondition(letter)) as SQL);
  for (const feature of features)
    fields[`feature${feature}`] = count(and(without(feature), featureCondition(feature)) as SQL);
  const [row = {}] = await db().select(fields).from(properties).where(publishedWithGoal(goal));
  const read = (key: string) => Number((row as Record<string, unknown>)[key] ?? 0);
  return {
    types: Object.fromEntries(typeIds.map((id) => [id, read(`type${id}`)])),
    bedrooms: Object.fromEntries(BEDROOM_CHOICES.map((rooms) => [rooms, read(`bedrooms${rooms}`)])),
    energy: Object.fromEntries(ENERGY_LETTERS.map((letter) => [letter, read(`energy${letter}`)])) as Record<
      EnergyLetter,
      number
    >,
    features: Object.fromEntries(features.map((feature) => [feature, read(`feature${feature}`)])),
  };
}
