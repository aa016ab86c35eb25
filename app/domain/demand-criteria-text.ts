// A demand's criteria in words, as the agency reads them: "Te koop", "Huis, Appartement",
// "€ 200.000 tot € 300.000", "minstens 2". What the visitor left open reads as such ("Overal").
import type { DemandCriteria } from "./demand-match.ts";
import { GOAL_SALE } from "./listing.ts";

export interface CriteriaTexts {
  goal: string;
  goals: { sale: string; rent: string };
  types: string;
  anyType: string;
  regions: string;
  anyRegion: string;
  budget: string;
  bedrooms: string;
  garages: string;
  parkings: string;
  atLeast: string;
  atMost: string;
  between: string;
  any: string;
}

function fillIn(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** "2 tot 4", "minstens 2", "hoogstens 4", or "Geen voorkeur". */
export function rangeText(
  min: number | undefined,
  max: number | undefined,
  texts: CriteriaTexts,
  format: (value: number) => string = String,
): string {
  if (min !== undefined && max !== undefined) return fillIn(texts.between, { min: format(min), max: format(max) });
  if (min !== undefined) return fillIn(texts.atLeast, { value: format(min) });
  if (max !== undefined) return fillIn(texts.atMost, { value: format(max) });
  return texts.any;
}

/** Label and text of each criterion, in a fixed order. */
export function describeCriteria(
  criteria: DemandCriteria,
  typeNames: string[],
  texts: CriteriaTexts,
  formatPrice: (value: number) => string,
): [string, string][] {
  return [
    [texts.goal, criteria.goal === GOAL_SALE ? texts.goals.sale : texts.goals.rent],
    [texts.types, typeNames.length > 0 ? typeNames.join(", ") : texts.anyType],
    [texts.regions, criteria.regions.length > 0 ? criteria.regions.join(", ") : texts.anyRegion],
    [texts.budget, rangeText(criteria.budgetMin, criteria.budgetMax, texts, formatPrice)],
    [texts.bedrooms, rangeText(criteria.bedroomsMin, criteria.bedroomsMax, texts)],
    [texts.garages, rangeText(criteria.garagesMin, undefined, texts)],
    [texts.parkings, rangeText(criteria.parkingsMin, undefined, texts)],
  ];
}
