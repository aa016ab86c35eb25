/** Every language the product ships. Which of them a site enables is a setting. */
export const LANGUAGES = ["nl", "fr", "en", "de"] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}
