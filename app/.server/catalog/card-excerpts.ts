// The list view's rows carry the start of each description (SPEC.md section 9: at most 250
// characters, cut at a word). Read for the rows of one page only, so the grid and the home page,
// which do not show it, do not carry it.
import { and, inArray } from "drizzle-orm";
import { truncate } from "../../domain/truncate.ts";
import type { Language } from "../../i18n/languages.ts";
import type { ListingCard } from "../../shared/listing-view.ts";
import { db } from "../db/client.ts";
import { propertyTexts } from "../db/schema.ts";

/** The cards with `excerpt` set from their description in the language, else the fallback's. */
export async function withExcerpts(
  cards: ListingCard[],
  language: Language,
  fallback: Language,
): Promise<ListingCard[]> {
  if (cards.length === 0) return cards;
  const rows = await db()
    .select({ id: propertyTexts.propertyId, language: propertyTexts.language, description: propertyTexts.description })
    .from(propertyTexts)
    .where(
      and(
        inArray(
          propertyTexts.propertyId,
          cards.map((card) => card.id),
        ),
        inArray(propertyTexts.language, [language, fallback]),
      ),
    );
  const description = (id: number) =>
    rows.find((row) => row.id === id && row.language === language)?.description ??
    rows.find((row) => row.id === id)?.description ??
    "";
  return cards.map((card) => {
    // The description's paragraphs read as one text in a row.
    const excerpt = truncate(description(card.id).replace(/\s+/g, " "));
    return excerpt ? { ...card, excerpt } : card;
  });
}
