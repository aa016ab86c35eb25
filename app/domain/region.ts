// Which Belgian region a property lies in decides its energy-label scale (SPEC.md section 9,
// DECISIONS.md "Rules"). The region comes from the postal code; Luxembourg (country 50) has its own
// scale and is told apart by the country id.

export type Region = "brussels" | "wallonia" | "flanders";
/** Every scale a property's energy label can be read on. */
export type LabelRegion = Region | "luxembourg";

export const COUNTRY_BELGIUM = 10;
export const COUNTRY_LUXEMBOURG = 50;

/**
 * Postal-code ranges, inclusive (SPEC.md section 9). Gaps are impossible: 1000-9999 is covered. The
 * list's energy filter reads them too.
 */
export const POSTAL_RANGES: readonly (readonly [from: number, to: number, region: Region])[] = [
  [1000, 1299, "brussels"],
  [1300, 1499, "wallonia"],
  [1500, 3999, "flanders"],
  [4000, 7999, "wallonia"],
  [8000, 9999, "flanders"],
];

/** 1000 -> "brussels", 1500 -> "flanders"; not an integer from 1000 to 9999 -> undefined. */
export function regionByPostalCode(code: number): Region | undefined {
  if (!Number.isInteger(code)) return undefined;
  for (const [from, to, region] of POSTAL_RANGES) {
    if (code >= from && code <= to) return region;
  }
  return undefined;
}

/**
 * " 1500 " -> "flanders". A Belgian postal code is exactly four digits, so anything else ("B-1500",
 * "15OO", "1500.0", "") is not guessed at and reads undefined.
 */
export function regionByZip(zip: string | null | undefined): Region | undefined {
  const text = (zip ?? "").trim();
  if (!/^\d{4}$/.test(text)) return undefined;
  return regionByPostalCode(Number(text));
}

/**
 * The label scale for a property or project: Luxembourg by country id 50, a Belgian region by postal
 * code for country 10. A missing country id counts as Belgium (the agency is Belgian and SPEC.md's
 * data always carries 10); any other country has no known scale. The id may come as text ("10"), as
 * the city records store it.
 */
export function labelRegion(
  zip: string | null | undefined,
  countryId: number | string | null | undefined,
): LabelRegion | undefined {
  const country = countryNumber(countryId);
  if (country === COUNTRY_LUXEMBOURG) return "luxembourg";
  if (country !== COUNTRY_BELGIUM) return undefined;
  return regionByZip(zip);
}

/** The country id as a number; blank means Belgium, malformed text ("1e1", "BE") means none. */
function countryNumber(countryId: number | string | null | undefined): number | undefined {
  if (countryId === null || countryId === undefined) return COUNTRY_BELGIUM;
  if (typeof countryId === "number") return countryId;
  const text = countryId.trim();
  if (text === "") return COUNTRY_BELGIUM;
  return /^\d+$/.test(text) ? Number(text) : undefined;
}
