/** Every language the product ships. Which of them a site enables is a setting. */
export const LANGUAGES = ["nl", "fr", "en", "de"] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** Each language named in itself, so a reader finds theirs whatever the page's language is. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  nl: "Nederlands",
  fr: "Français",
  en: "English",
  de: "Deutsch",
};
