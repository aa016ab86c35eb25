// Shapes shared by the article content files (services, legal texts, testimonials, team).
import type { Language } from "../app/i18n/languages.ts";

export interface ArticleText {
  slug: string;
  title: string;
  summary: string;
  /** Paragraphs; stored joined by blank lines. */
  body: readonly string[];
}

export type ServiceKey = "selling" | "renting" | "new-construction" | "property-management" | "valuations";
export const SERVICE_KEYS: readonly ServiceKey[] = [
  "selling",
  "renting",
  "new-construction",
  "property-management",
  "valuations",
];

export type LegalKey = "privacy" | "cookie-policy" | "disclaimer";
export const LEGAL_KEYS: readonly LegalKey[] = ["privacy", "cookie-policy", "disclaimer"];

export type PerLanguage<T> = Record<Language, T>;
