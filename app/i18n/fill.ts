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

/**
 * Whether `count` takes a message's `one` form: the CLDR plural rule of each language, written out
 * because a browser's first Intl.PluralRules loads the locale's data, 3 to 20 ms of the main thread
 * on a desktop while a list or a property's page hydrates, four times that on a phone. Dutch, English
 * and German say "1 woning" for exactly one (not 1.5); French says "0 visiteur" and "1,5 kilomètre"
 * too (a whole part of 0 or 1). Table-tested against Intl.PluralRules (fill.test.ts).
 */
export function takesOne(language: Language, count: number): boolean {
  const size = Math.abs(count);
  return language === "fr" ? size < 2 : size === 1;
}

/** The form of `message` the language uses for `count`, with {count} and `values` filled in. */
export function fillCount(
  language: Language,
  message: CountedMessage,
  count: number,
  values: Record<string, string | number> = {},
): string {
  return fill(takesOne(language, count) ? message.one : message.other, { ...values, count });
}
