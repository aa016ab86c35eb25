// Headline (TypeDescription) and description of a listing in every language, from the phrase books.
// The headline opens with the agency's banner phrase ("Het is een match!") unless the listing has none.
import type { Language } from "../app/i18n/languages.ts";
import { de } from "./phrases-de.ts";
import { en } from "./phrases-en.ts";
import { fr } from "./phrases-fr.ts";
import { nl } from "./phrases-nl.ts";
import type { PhraseBook, TextFacts } from "./text-facts.ts";

export const PHRASE_BOOKS: Record<Language, PhraseBook> = { nl, fr, en, de };

export interface ListingText {
  language: Language;
  title: string;
  description: string;
}

export function listingTexts(facts: TextFacts): ListingText[] {
  return Object.values(PHRASE_BOOKS).map((book) => {
    const headline = book.headline(facts);
    const title = facts.banner === "none" ? headline : `${book.banners[facts.banner]} ${headline}`;
    return { language: book.language, title, description: book.paragraphs(facts).join("\n\n") };
  });
}
