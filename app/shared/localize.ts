// Texts stored per language (SPEC.md: every text field exists in each enabled language).
import type { Language } from "../i18n/languages.ts";

/** A text per language; a missing language falls back to the default language. */
export type Localized = Partial<Record<Language, string>>;

/** A localized text, falling back to the default language, then to any language that has it. */
export function localize(texts: Localized | undefined, language: Language, fallback: Language): string {
  return texts?.[language] || texts?.[fallback] || Object.values(texts ?? {}).find(Boolean) || "";
}
