// The data of a property card in a language, and the card queries of the home page.
import { desc, sql } from "drizzle-orm";
import type { Language } from "../../i18n/languages.ts";
import type { ListingCard } from "../../shared/listing-view.ts";
import { db } from "../db/client.ts";
import { properties } from "../db/schema.ts";
import { siteData } from "../site-settings.ts";
import { cardPage, publishedWithGoal, toListingCard } from "./card-query.ts";
export interface LatestListingsQuery {
  language: Language;
  /** 0 sale, 1 rent; undefined lists both. */
  goal?: number;
  limit: number;
}

/** Newest published properties first. */
export async function latestListings(query: LatestListingsQuery): Promise<ListingCard[]> {
  const { settings } = await siteData();
  const limit = Math.max(1, Math.min(100, Math.trunc(query.limit)));
  const rows = await cardPage(
    { where: publishedWithGoal(query.goal), orderBy: [desc(properties.publishedAt), desc(properties.id)], limit },
    query.language,
    settings.fallback,
  );
  return rows.map((row) => toListingCard(row, query.language, settings.fallback));
}

/** Published totals for the hero's {FOR_SALE_TOTAL} and {FOR_RENT_TOTAL}. */
export async function listingTotals(): Promise<{ forSale: number; forRent: number }> {
  const [row] = await db()
    .select({
      forSale: sql<number>`count(*) filter (where ${properties.goal} = 0)`.mapWith(Number),
      forRent: sql<number>`count(*) filter (where ${properties.goal} <> 0)`.mapWith(Number),
    })
    .from(properties)
    .where(publishedWithGoal(undefined));
  return { forSale: row?.forSale ?? 0, forRent: row?.forRent ?? 0 };
}
