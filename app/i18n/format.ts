// Numbers, prices, areas and energy figures as the site shows them (dates: dates.ts). Numbers use Belgian Dutch
// grouping in every language (SPEC.md section 9): "." between thousands, "," before decimals; the
// euro sign stands where each language puts it (formatPrice). Numbers are written out by the module itself, so they do not shift
// with the ICU version (and cost no locale data in the browser), and a no-break space (U+00A0) joins
// a number to its currency sign or unit so the two never wrap onto separate lines. Server and browser
// therefore render identical text (hydration).
import { toFiniteNumber } from "../domain/number.ts";
import type { Language } from "./languages.ts";

export { formatPhone } from "../domain/phone.ts";

/** The no-break space between a number and "€" or a unit. */
export const NBSP = "\u00a0";

/** Locale per language for words (month names); Belgian variants where Belgium has one. */
export const LOCALES: Readonly<Record<Language, string>> = {
  nl: "nl-BE",
  fr: "fr-BE",
  en: "en-GB",
  de: "de-BE",
};

/** SPEC.md section 8: an unformattable price reads "NaN". */
const UNFORMATTABLE = "NaN";

/**
 * The digits of a non-negative finite number's shortest decimal form (what `String(number)` writes,
 * with an exponent or without) and where its decimal point falls: 123.45 -> ["12345", 3],
 * 0.0012 -> ["12", -2], 1e21 -> ["1", 22], 0 -> ["", 0]. The number is 0.digits times 10^point.
 */
function decimalDigits(number: number): [digits: string, point: number] {
  const [mantissa = "0", exponent = "0"] = String(number).split("e");
  const [whole = "0", fraction = ""] = mantissa.split(".");
  const all = `${whole}${fraction}`;
  const significant = all.replace(/^0+/, "");
  const point = whole.length + Number(exponent) - (all.length - significant.length);
  const digits = significant.replace(/0+$/, "");
  return digits === "" ? ["", 0] : [digits, point];
}

/** One more in the last place of a string of digits: "129" -> "130", "99" -> "100", "" -> "1". */
function incremented(digits: string): string {
  const last = digits.length - 1;
  if (last < 0) return "1";
  const digit = Number(digits[last]);
  return digit === 9 ? `${incremented(digits.slice(0, last))}0` : `${digits.slice(0, last)}${digit + 1}`;
}

/**
 * The number in Belgian grouping, with at least `minimumFractionDigits` and at most
 * `maximumFractionDigits` decimals, rounded half away from zero on its shortest decimal form as
 * Intl.NumberFormat rounds (1.005 -> "1,01"; -0.004 -> "0"). Written out rather than asked of
 * Intl: a browser's first number format loads the locale's data, 66 to 141 ms of a phone's main
 * thread (at Lighthouse's four times slower CPU) while a page with prices or areas hydrates.
 */
function grouped(value: number, minimumFractionDigits: number, maximumFractionDigits: number): string {
  const [digits, point] = decimalDigits(Math.abs(value));
  // The number times 10^maximumFractionDigits, rounded to a whole number, as digits.
  const kept = point + maximumFractionDigits;
  let scaled: string;
  if (kept >= digits.length) scaled = digits.padEnd(kept, "0");
  else if (kept < 0) scaled = "";
  else scaled = Number(digits[kept]) >= 5 ? incremented(digits.slice(0, kept)) : digits.slice(0, kept);
  scaled = scaled.replace(/^0+/, "");
  const padded = scaled.padStart(maximumFractionDigits + 1, "0");
  const whole = padded.slice(0, padded.length - maximumFractionDigits);
  const fraction = padded
    .slice(padded.length - maximumFractionDigits)
    .replace(/0+$/, "")
    .padEnd(minimumFractionDigits, "0");
  const sign = value < 0 && scaled !== "" ? "-" : "";
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, ".")}${fraction ? `,${fraction}` : ""}`;
}

export interface NumberOptions {
  /** Most decimals shown (trailing zeros dropped); default 2, clamped to 0..6. */
  maximumFractionDigits?: number;
}

/**
 * 1234567.5 -> "1.234.567,5"; -1250 -> "-1.250"; numeric text ("1250", "12,5") is accepted.
 * Not a finite number (NaN, Infinity, "", "abc", null) -> "NaN", as Intl itself would write NaN.
 * The grouping is the same in every language; the language parameter keeps call sites uniform.
 */
export function formatNumber(value: unknown, _language?: Language, options: NumberOptions = {}): string {
  const number = toFiniteNumber(value);
  if (number === undefined) return UNFORMATTABLE;
  const digits = Math.min(6, Math.max(0, Math.trunc(options.maximumFractionDigits ?? 2)));
  return grouped(number, 0, Number.isFinite(digits) ? digits : 2);
}

/** Where the euro sign stands: before the amount in Dutch and English, after it in French and German. */
const EURO_AFTER: Readonly<Record<Language, boolean>> = { nl: false, en: false, fr: true, de: true };

/**
 * Money as each language writes it, with the site's one grouping: "€ 325.000" in Dutch and English,
 * "325.000 €" in French and German (U+00A0 between sign and amount), "€ -1.250" / "-1.250 €" below
 * zero (docs/decisions/0029-money-per-language.md). Whole euros show no decimals; any cents show two,
 * rounded to the cent ("€ 1.250,50", never "€ 1.250,5"); an amount that rounds to whole euros shows
 * none (1250.001 -> "€ 1.250"). Not a finite number -> "NaN" (SPEC.md section 8).
 */
export function formatPrice(value: unknown, language: Language): string {
  const number = toFiniteNumber(value);
  if (number === undefined) return UNFORMATTABLE;
  const wholeEuros = Math.round(Math.abs(number) * 100) % 100 === 0;
  const amount = wholeEuros ? grouped(number, 0, 0) : grouped(number, 2, 2);
  return EURO_AFTER[language] ? `${amount}${NBSP}€` : `€${NBSP}${amount}`;
}

/**
 * "145 m²", "1.250 m²", "92,5 m²" (U+00A0 before the unit), the same in every language.
 * Not a finite number -> "": a unit without a number says nothing, and callers hide empty text.
 */
export function formatArea(value: unknown, _language?: Language): string {
  const number = toFiniteNumber(value);
  return number === undefined ? "" : `${grouped(number, 0, 2)}${NBSP}m²`;
}

const PER_YEAR: Readonly<Record<Language, string>> = {
  nl: "/jaar",
  fr: "/an",
  en: " per year",
  de: "/Jahr",
};

/** "kWh/m²/jaar" (nl), "kWh/m²/an" (fr), "kWh/m² per year" (en), "kWh/m²/Jahr" (de). */
export function energyUnit(language: Language): string {
  return `kWh/m²${PER_YEAR[language]}`;
}

/** "kg CO₂/m²/jaar" (nl) and likewise per language, with a true subscript two. */
export function co2Unit(language: Language): string {
  return `kg CO₂/m²${PER_YEAR[language]}`;
}

/** The energy score with its unit: 245 -> "245 kWh/m²/jaar"; not a finite number -> "". */
export function formatEnergy(value: unknown, language: Language = "nl"): string {
  const number = toFiniteNumber(value);
  return number === undefined ? "" : `${grouped(number, 0, 2)}${NBSP}${energyUnit(language)}`;
}

/** The CO₂ emission with its unit: 38 -> "38 kg CO₂/m²/jaar"; not a finite number -> "". */
export function formatCo2(value: unknown, language: Language = "nl"): string {
  const number = toFiniteNumber(value);
  return number === undefined ? "" : `${grouped(number, 0, 2)}${NBSP}${co2Unit(language)}`;
}
