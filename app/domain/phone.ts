// Phone numbers as SPEC.md section 5 formats them: keep the digits; ten digits (a Belgian mobile,
// 0470 12 34 56) group 4-2-2-2, nine digits (a Belgian landline) 3-2-2-2; any other length is shown
// exactly as the agency typed it. One deviation (docs/decisions/0009-belgian-landlines.md): the
// one-digit zones 02, 03, 04 and 09 are written 02 123 45 67, as Belgians and the agency write them,
// not 021 23 45 67, which put two spellings of the office number on one page.
// The grouping is for national numbers: a number written internationally ("+32 2 123 45 67",
// "0032 ...") is also shown as typed, since digits only would drop its "+" and "+32 2 123 45 67",
// ten digits, would come out as "3221 23 45 67". SPEC.md is silent on this case.

const GROUPS: Readonly<Record<number, readonly number[]>> = {
  10: [4, 2, 2, 2],
  9: [3, 2, 2, 2],
};
/** Brussels, Antwerp, Liège and Ghent: a one-digit zone and a seven-digit number. */
const ONE_DIGIT_ZONE = /^0[2349]/;
const ONE_DIGIT_ZONE_GROUPS: readonly number[] = [2, 3, 2, 2];

/** "0470/12.34.56" -> "0470 12 34 56"; "053214365" -> "053 21 43 65"; "021234567" -> "02 123 45 67"; "+32 2 123 45 67" and "0032 ..." unchanged. */
export function formatPhone(input: string | null | undefined): string {
  if (input === null || input === undefined) return "";
  if (/^\s*(?:\+|00)/.test(input)) return input;
  const digits = input.replace(/\D/g, "");
  const groups = digits.length === 9 && ONE_DIGIT_ZONE.test(digits) ? ONE_DIGIT_ZONE_GROUPS : GROUPS[digits.length];
  if (groups === undefined) return input;
  const parts: string[] = [];
  let start = 0;
  for (const size of groups) {
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.join(" ");
}

/**
 * A `tel:` href holding only digits and, when the number was written with one, a leading "+", so a
 * stored phone text can never inject another scheme or attributes into a link. No digits -> undefined
 * (render no link). A "00" international prefix is kept as written: dialers understand it.
 */
export function telHref(input: string | null | undefined): string | undefined {
  if (input === null || input === undefined) return undefined;
  const digits = input.replace(/\D/g, "");
  if (digits === "") return undefined;
  const plus = input.trim().startsWith("+") ? "+" : "";
  return `tel:${plus}${digits}`;
}
