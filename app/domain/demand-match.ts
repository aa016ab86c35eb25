// Whether a property answers a visitor's search demand ("keep me informed"). Pure, so the matching
// run can load the published catalogue once and test every demand against it in memory.

import { isForSale } from "./listing.ts";
import { foldForSearch } from "./slug.ts";
/** What the matching reads of a property. */
export interface MatchFacts {
  goal: number;
  typeWebId: number;
  zip: string;
  /** Every name the city goes by (default and per language): a visitor types any of them. */
  cityNames: string[];
  /** Null when the price is unknown or not published. */
  price: number | null;
  bedrooms: number | null;
  garages: number | null;
  /** Inside and outside parking places together. */
  parkings: number | null;
  marquee: number;
}

const SOLD = 3;
const RENTED = 4;

function regionMatches(regions: string[], facts: MatchFacts): boolean {
  const wanted = regions.map((region) => region.trim()).filter((region) => region !== "");
  if (wanted.length === 0) return true;
  const zip = facts.zip.trim();
  const cities = new Set(facts.cityNames.map(foldForSearch).filter((name) => name !== ""));
  return wanted.some((region) => region === zip || cities.has(foldForSearch(region)));
}

/** Within optional bounds; an unknown value passes, since the demand cannot say it does not fit. */
function within(value: number | null, min: number | undefined, max: number | undefined): boolean {
  if (value === null) return true;
  if (min !== undefined && value < min) return false;
  if (max !== undefined && value > max) return false;
  return true;
}

function atLeast(count: number | null, min: number | undefined): boolean {
  return min === undefined || (count ?? 0) >= min;
}

export function matchesDemand(criteria: DemandCriteria, facts: MatchFacts): boolean {
  // Any non-zero goal reads as rent (the catalogue's rule).
  if (isForSale(criteria.goal) !== isForSale(facts.goal)) return false;
  // Sold or rented: nothing left to offer.
  if (facts.marquee === SOLD || facts.marquee === RENTED) return false;
  if (criteria.typeWebIds.length > 0 && !criteria.typeWebIds.includes(facts.typeWebId)) return false;
  if (!regionMatches(criteria.regions, facts)) return false;
  if (!within(facts.price, criteria.budgetMin, criteria.budgetMax)) return false;
  if (!within(facts.bedrooms, criteria.bedroomsMin, criteria.bedroomsMax)) return false;
  return atLeast(facts.garages, criteria.garagesMin) && atLeast(facts.parkings, criteria.parkingsMin);
}

export interface DemandCriteria {
  goal: 0 | 1;
  typeWebIds: number[];
  /** Postal codes and city names, as the visitor typed them. */
  regions: string[];
  budgetMin?: number | undefined;
  budgetMax?: number | undefined;
  bedroomsMin?: number | undefined;
  bedroomsMax?: number | undefined;
  garagesMin?: number | undefined;
  parkingsMin?: number | undefined;
}
