import { LOCALES } from "./format.ts";
import type { Language } from "./languages.ts";

/** Replaces {name} placeholders; unknown placeholders stay visible so a missing value is noticed. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * A message said one way for a single thing and another for several ("1 visitor", "3 visitors").
 * Which counts take `one` is the language's rule (French says "0 visiteur" too), not `count === 1`.
 */
export interface CountedMessage {
  one: string;
  other: string;
}

const pluralRules = new Map<Language, Intl.PluralRules>();

/** The form of `message` the language uses for `count`, with {count} and `values` filled in. */
export function fillCount(
  language: Language,
  message: CountedMessage,
  count: number,
  values: Record<string, string | number> = {},
): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(LOCALES[language]);
    pluralRules.set(language, rules);
  }
  return fill(rules.select(count) === "one" ? message.one : message.other, { ...values, count });
}
