// What a back-office field's typed number reads as, shown beside it while it is typed. Apart from
// typed-number-text.ts, which the public forms' error texts use: with this in it, the number reader
// went to every form page's script.
import { type NumberBounds, type NumberKind, readTypedNumber } from "../domain/typed-number.ts";
import type { Language } from "./languages.ts";
import { numberWithUnit } from "./typed-number-text.ts";

/** "= € 385.000" beside the field, or nothing while what is typed reads as no number. */
export function numberReadOut(
  typed: string,
  kind: NumberKind,
  language: Language,
  bounds: Partial<NumberBounds> = {},
): string | null {
  if (typed.trim() === "") return null;
  const result = readTypedNumber(typed, kind, bounds);
  return result.ok ? `= ${numberWithUnit(result.value, kind, language)}` : null;
}
