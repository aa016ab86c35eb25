// A typed number shown back: with its unit as the site writes it ("€ 385.000", "1.250 m²"), as it
// is typed ("385.000", "82,5"), and a refusal turned into the message key and values the forms'
// messages fill in ("385,000 kan € 385 of € 385.000 zijn: schrijf 385.000 of 385"). Units carry no
// words, so the same values serve every language.
import {
  KIND_BOUNDS,
  type NumberBounds,
  type NumberKind,
  readTypedNumber,
  type TypedNumber,
} from "../domain/typed-number.ts";
import { fill } from "./fill.ts";
import { formatArea, formatNumber, formatPrice, NBSP } from "./format.ts";

/** The number with its unit: "€ 385.000", "1.234,5 m²", "245 kWh/m²", "2,5 %", "3"; coordinates as typed. */
export function numberWithUnit(value: number, kind: NumberKind): string {
  switch (kind) {
    case "amount":
      return formatPrice(value);
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
export function numberReadingsText(key: string, templates: NumberReadingTemplates): string | undefined {
  const [name, kind, ...readings] = key.split("|");
  if ((name !== "numberAmbiguous" && name !== "numberUnclear") || !kind) return undefined;
  const [first, second] = readings.map(Number).map((value) => ({
    shown: numberWithUnit(value, kind as NumberKind),
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

/** The message keys a refusal is told with, in every messages file that reads typed numbers. */
export type NumberRefusalKey = "numberAmbiguous" | "numberUnclear" | "number" | "wholeNumber" | "numberRange";

/** Why a typed number was refused, as a message key and the values its sentence shows. */
export function numberRefusal(
  typed: string,
  result: Extract<TypedNumber, { ok: false }>,
  kind: NumberKind,
  bounds: Partial<NumberBounds> = {},
): { key: NumberRefusalKey; values: Record<string, string> } {
  const shown = typed.trim();
  const [first, second] = result.readings ?? [];
  if (result.reason === "ambiguous" && first !== undefined) {
    const values: Record<string, string> = {
      typed: shown,
      first: numberWithUnit(first, kind),
      firstTyped: numberAsTyped(first, kind),
    };
    if (second === undefined) return { key: "numberUnclear", values };
    return {
      key: "numberAmbiguous",
      values: { ...values, second: numberWithUnit(second, kind), secondTyped: numberAsTyped(second, kind) },
    };
  }
  if (result.reason === "range") {
    const range = { ...KIND_BOUNDS[kind], ...bounds };
    return {
      key: "numberRange",
      values: { typed: shown, min: numberWithUnit(range.min, kind), max: numberWithUnit(range.max, kind) },
    };
  }
  const fractional = kind === "count" && readTypedNumber(typed, "area", { min: -Infinity, max: Infinity }).ok;
  return { key: fractional ? "wholeNumber" : "number", values: { typed: shown } };
}

/** What a field's typed number reads as, beside it ("= € 385.000"), or nothing while it reads as no number. */
export function numberReadOut(typed: string, kind: NumberKind, bounds: Partial<NumberBounds> = {}): string | null {
  if (typed.trim() === "") return null;
  const result = readTypedNumber(typed, kind, bounds);
  return result.ok ? `= ${numberWithUnit(result.value, kind)}` : null;
}
