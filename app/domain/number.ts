// Reading numbers that arrive from data files, stored values and query strings, which write them as
// JavaScript does ("1.25", "245"). Number("") is 0 and Number(" 12 ") is 12, so plain coercion would
// turn blanks and junk into prices; this reader is strict instead: a finite number, or a string that
// is exactly a plain decimal number. What a person types into a form is read by typed-number.ts,
// the Belgian way ("385.000" is 385000): never by this reader, which would take it for 385.

/** A plain decimal: optional sign, digits, optional fraction after "." or "," (a Belgian decimal comma). */
const DECIMAL = /^[+-]?(?:\d+(?:[.,]\d+)?|[.,]\d+)$/;

/**
 * A finite number from a number or a plain decimal string ("245", "-3.5", "245,5"), else undefined.
 * There is at most one separator and it is always the decimal one, so "1.250" reads 1.25 (as data
 * and JavaScript write it) and thousands-grouped text ("1.250.000", "1 250") is refused rather than
 * guessed: a wrong guess would misstate a price or an energy score by a factor of a thousand.
 */
export function toFiniteNumber(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value !== "string") return undefined;
  const text = value.trim();
  if (!DECIMAL.test(text)) return undefined;
  const parsed = Number(text.replace(",", "."));
  return Number.isFinite(parsed) ? parsed : undefined;
}
