// CONTRACT (catalogue owner implements): the data of a property card in a language.
import type { Language } from "../../i18n/languages.ts";

export interface ListingCard {
  id: number;
  goal: number;
  href: string;
  title: string;
  city: string;
  zip: string;
  typeName: string;
  typeWebId: number;
  marquee: number;
  priceText: string;
  bedrooms: number | null;
  livingArea: number | null;
  photoKey: string | null;
  photoWidth: number | null;
  photoHeight: number | null;
}

export interface LatestListingsQuery {
  language: Language;
  /** 0 sale, 1 rent; undefined lists both. */
  goal?: number;
  limit: number;
}

/** Newest published properties first. */
export async function latestListings(_query: LatestListingsQuery): Promise<ListingCard[]> {
  return [];
}

/** Published totals for the hero's {FOR_SALE_TOTAL} and {FOR_RENT_TOTAL}. */
export async function listingTotals(): Promise<{ forSale: number; forRent: number }> {
  return { forSale: 0, forRent: 0 };
}
