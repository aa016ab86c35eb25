// Slugs for readable URLs (city and title segments of a property path, DECISIONS.md) and the
// case- and accent-insensitive key the city search compares by (SPEC.md section 5, DECISIONS.md).
import type { Language } from "../i18n/languages.ts";

export const DEFAULT_SLUG_LENGTH = 80;

/**
 * Letters with a stroke do not decompose in Unicode (NFD leaves "ł" and "ø" whole), so they are mapped
 * by hand. The set matches the server's SQL folding (app/.server/catalog/fold.ts), so a key made here
 * equals the one the database makes.
 */
const STROKED: Readonly<Record<string, string>> = { ł: "l", Ł: "L", ø: "o", Ø: "O" };

/** "Liège" -> "Liege", "Łódź" -> "Lodz": accents and other combining marks removed, case kept. */
export function stripAccents(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[łŁøØ]/g, (char) => STROKED[char] ?? char);
}

/**
 * The compare key for search: accents stripped, lower case, outer spaces trimmed.
 * " Liège" and "LIEGE" both give "liege". Inner spaces and hyphens are kept: search stays exact.
 */
export function foldForSearch(text: string): string {
  return stripAccents(text).toLowerCase().trim();
}

/** Ligatures and sharp s written out, so "Œuvre" and "Straße" slug to "oeuvre" and "strasse". */
const LIGATURES: Readonly<Record<string, string>> = { æ: "ae", œ: "oe", ß: "ss" };

/** German writes an umlaut out when it cannot print it: "Brüssel" -> "Bruessel" (DECISIONS.md). */
const GERMAN_UMLAUTS: Readonly<Record<string, string>> = { ä: "ae", ö: "oe", ü: "ue", Ä: "Ae", Ö: "Oe", Ü: "Ue" };

export interface SlugOptions {
  /** Longer slugs are cut at a hyphen within this many characters (default 80). */
  maxLength?: number;
  /** The language of the text: German umlauts become ae, oe, ue; elsewhere the accent is dropped. */
  language?: Language;
}

/**
 * "Sint-Pieters-Leeuw" -> "sint-pieters-leeuw", "Villa à Liège!" -> "villa-a-liege"; in German
 * "Renovierungsbedürftiges Haus" -> "renovierungsbeduerftiges-haus". Lower case, accents stripped,
 * every run of other characters one hyphen, no hyphen at either end. Longer than `maxLength`
 * (default 80) it is cut at the last hyphen within the limit, so no word is broken; a single word
 * longer than the limit is cut hard. Nothing usable (null, "", "!!!") gives "": callers choose their
 * own fallback.
 */
export function slugify(text: string | null | undefined, options: SlugOptions | number = {}): string {
  if (text === null || text === undefined) return "";
  const { maxLength = DEFAULT_SLUG_LENGTH, language } = typeof options === "number" ? { maxLength: options } : options;
  const spelled =
    language === "de" ? text.normalize("NFC").replace(/[äöüÄÖÜ]/g, (char) => GERMAN_UMLAUTS[char] ?? char) : text;
  const slug = foldForSearch(spelled)
    .replace(/[æœß]/g, (char) => LIGATURES[char] ?? char)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  const limit = Number.isInteger(maxLength) && maxLength >= 1 ? maxLength : DEFAULT_SLUG_LENGTH;
  if (slug.length <= limit) return slug;
  // A hyphen right after the limit (index `limit`) means the cut at the limit ends a word exactly.
  const hyphen = slug.lastIndexOf("-", limit);
  const cut = hyphen > 0 ? slug.slice(0, hyphen) : slug.slice(0, limit);
  return cut.replace(/-+$/, "");
}
