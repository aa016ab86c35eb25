// A typed number shown back: with its unit as the site writes it ("€ 385.000", "1.250 m²"; money in
// the reader's language, "385.000 €" in French), as it is typed ("385.000", "82,5"), and a refusal's
// readings in the forms' sentence ("385,000 kan € 385 of € 385.000 zijn: schrijf 385.000 of 385").
import type { NumberKind } from "../domain/typed-number.ts";
import { fill } from "./fill.ts";
import { formatArea, formatNumber, formatPrice, NBSP } from "./format.ts";
import type { Language } from "./languages.ts";

/** The number with its unit: "€ 385.000", "1.234,5 m²", "245 kWh/m²", "2,5 %", "3"; coordinates as typed. */
export function numberWithUnit(value: number, kind: NumberKind, language: Language): string {
  switch (kind) {
    case "amount":
      return formatPrice(value, language);
    case "area":
      return formatArea(value);
    case "length":
      return `${formatNumber(value)}${NBSP}m`;
    case "energy":
      return `${formatNumber(value)}${NBSP}kWh/m²`;
    case "percentage":
      return `${formatNumber(value)}${NBSP}%`;
    case "count":
      return formatNumber(value, undefined, { maximumFractionDigits: 0 });
    default:
      return numberAsTyped(value, kind);
  }
}

/**
 * The number as it is typed back into its field, read the same way again: "385.000", "82,5".
 * Counts without grouping (a year reads 1990), coordinates with a decimal point as maps write them.
 */
export function numberAsTyped(value: number, kind: NumberKind): string {
  if (kind === "latitude" || kind === "longitude") return String(value);
  if (kind === "count") return String(value);
  return formatNumber(value);
}

/** The two sentences a form's error texts tell a number with its readings in. */
export interface NumberReadingTemplates {
  /** {first}, {second}: the readings with their unit; {firstTyped}, {secondTyped}: how to type them. */
  numberAmbiguous: string;
  numberUnclear: string;
}

/**
 * A number's error key with its readings (form-fields.ts wholeNumber: "numberAmbiguous|amount|250|250000")
 * as its sentence: the readings shown with their unit and how to type each. Undefined for any other key.
 */
export function numberReadingsText(
  key: string,
  templates: NumberReadingTemplates,
  language: Language,
): string | undefined {
  const [name, kind, ...readings] = key.split("|");
  if ((name !== "numberAmbiguous" && name !== "numberUnclear") || !kind) return undefined;
  const [first, second] = readings.map(Number).map((value) => ({
    shown: numberWithUnit(value, kind as NumberKind, language),
    typed: numberAsTyped(value, kind as NumberKind),
  }));
  if (!first) return undefined;
  return fill(templates[name], {
    first: first.shown,
    firstTyped: first.typed,
    second: second?.shown ?? "",
    secondTyped: second?.typed ?? "",
  });
}
