// The CRM writes a status banner at the start of a headline ("Het is een match! Ruime woning...",
// SPEC.md section 3 TypeDescription). The site shows status as a badge from the listing's Marquee
// and its visit slots, so the banner is taken off the headline before it is stored: headings, page
// titles and slugs carry the property's own words only (DECISIONS.md).
import { foldForSearch } from "./slug.ts";

/**
 * The banner phrases the CRM writes, in the four languages, folded (lower case, no accents). Only
 * ones followed by "!" or ":" are banners: "Verkocht!" is, "Verkocht en verhuurd pand" is not.
 */
const BANNER_PHRASES: readonly string[] = [
  // It's a match (a marketing opener, no status).
  "het is een match",
  "c'est un match",
  "c'est le match",
  "it's a match",
  "it is a match",
  "es ist ein match",
  // Under option.
  "in optie",
  "en option",
  "sous option",
  "under option",
  "under offer",
  "unter option",
  "reserviert",
  // Sold and rented.
  "verkocht",
  "vendu",
  "sold",
  "verkauft",
  "verhuurd",
  "loue",
  "let",
  "rented",
  "vermietet",
  // Visits fully booked.
  "bezoekmomenten volzet",
  "bezoeken volzet",
  "visites completes",
  "viewings fully booked",
  "visits fully booked",
  "besichtigungen ausgebucht",
];

/** Apostrophes as typed (’ or ') compare alike. */
function fold(text: string): string {
  return foldForSearch(text).replace(/[\u2019\u2018`]/g, "'");
}

/**
 * The headline without the banners at its start, e.g. "Het is een match! In optie! Ruime woning"
 * -> "Ruime woning". A headline that is nothing but a banner is kept as it is: it is all there is.
 */
export function withoutHeadlineBanners(headline: string): string {
  // Composed accents, so a folded phrase is exactly as long as the words it was folded from.
  let rest = headline.normalize("NFC").trimStart();
  const start = rest;
  for (;;) {
    const folded = fold(rest);
    const phrase = BANNER_PHRASES.find((candidate) => folded.startsWith(candidate));
    if (phrase === undefined) break;
    const after = /^\s*[!:]+\s*/.exec(rest.slice(phrase.length));
    if (!after) break;
    const remaining = rest.slice(phrase.length + after[0].length);
    if (remaining.trim() === "") break;
    rest = remaining;
  }
  return rest === start ? headline : rest;
}
