// Numbers as Belgians type them into a form: "385.000" and "385 000" are three hundred and
// eighty-five thousand (a point or a space groups thousands), "385.000,50" has cents after a comma,
// "1.234,5 m²" carries its unit. Whatever could mean two things is refused with the ways it could be
// read ("385,000": € 385 or € 385.000?), never guessed: a price, an area or an energy score a
// thousand times off must not pass without a word. Data files and query strings, which write
// numbers the way JavaScript does, are read by toFiniteNumber (number.ts) instead.

/**
 * What a field holds: an amount in euro (prices, rents, charges, offers, budgets, incomes), an area
 * in m², a length in m, an energy score in kWh/m²/year, a percentage, a count (rooms, floors,
 * years: whole numbers), or a coordinate, which is typed with a decimal point and follows a rule of
 * its own.
 */
export type NumberKind = "amount" | "area" | "length" | "energy" | "percentage" | "count" | "latitude" | "longitude";

export interface NumberBounds {
  min: number;
  max: number;
}

/**
 * The plausible range of each kind; a field may narrow it. An amount fits the price columns
 * (numeric 12,2) with room to spare; no Belgian EPC score reaches 10.000 kWh/m² a year, and an
 * energy-producing house scores below zero.
 */
export const KIND_BOUNDS: Readonly<Record<NumberKind, NumberBounds>> = {
  amount: { min: 0, max: 1_000_000_000 },
  area: { min: 0, max: 100_000_000 },
  length: { min: 0, max: 100_000 },
  energy: { min: -1_000, max: 10_000 },
  percentage: { min: 0, max: 100 },
  count: { min: 0, max: 100_000 },
  latitude: { min: -90, max: 90 },
  longitude: { min: -180, max: 180 },
};

export type TypedNumberRefusal = "ambiguous" | "invalid" | "range";

/**
 * A number read, or why not: "ambiguous" with the readings the field would accept (one reading when
 * the input is written another way than the Belgian one: "3.5" for a price, "1,234.56"); "invalid"
 * when it is no number of this kind at all; "range" when every reading falls outside the field's range.
 */
export type TypedNumber = { ok: true; value: number } | { ok: false; reason: TypedNumberRefusal; readings?: number[] };

/** Longer than any number a person types: refused before any pattern looks at it. */
const MAX_TYPED_LENGTH = 40;

/** Units that may stand before or after the number, per kind (case ignored; longest spelling first). */
const UNITS: Readonly<Record<NumberKind, string | null>> = {
  amount: "€|euros|euro|eur",
  area: "m²|m2",
  length: "m",
  energy: "kwh\\s*/\\s*m[²2](?:\\s*[./]\\s*(?:jaar|jahr|année|year|yr|an|j|a))?",
  percentage: "%",
  count: null,
  latitude: "°",
  longitude: "°",
};

/** Most digits after the decimal comma: cents for an amount, centimetres or hundredths elsewhere. */
const FRACTION_DIGITS: Readonly<Record<NumberKind, number>> = {
  amount: 2,
  area: 2,
  length: 2,
  energy: 2,
  percentage: 2,
  count: 0,
  latitude: 10,
  longitude: 10,
};

/** Spaces a keyboard, a copy from a spreadsheet or a formatted page puts between thousands. */
const GROUP_SPACES = /[ \u00a0\u202f\u2007\u2009]+/g;

function withoutUnit(text: string, unit: string | null): string {
  if (!unit) return text;
  const before = new RegExp(`^(?:${unit})\\s*`, "i").exec(text);
  if (before) return text.slice(before[0].length);
  const after = new RegExp(`\\s*(?:${unit})$`, "i").exec(text);
  return after ? text.slice(0, after.index) : text;
}

/** The digits as a number: "385", "000", "50" -> 385000.5 ("" fraction is none). */
function fromDigits(whole: string, fraction: string): number {
  return Number(fraction ? `${whole || "0"}.${fraction}` : whole);
}

type Readings = { kind: "one"; value: number } | { kind: "ambiguous"; readings: number[] } | { kind: "invalid" };

const INVALID: Readings = { kind: "invalid" };

/** Reads the digits and separators left once unit and sign are gone. */
function readBody(body: string, kind: NumberKind): Readings {
  if (!/^[0-9.,]+(?: [0-9.,]+)*$/.test(body)) return INVALID;
  if (kind === "latitude" || kind === "longitude") {
    // Degrees with a decimal point (as maps write them) or a comma; never grouped.
    const match = /^(\d{1,3})(?:[.,](\d+))?$/.exec(body);
    return match ? { kind: "one", value: fromDigits(match[1] ?? "", match[2] ?? "") } : INVALID;
  }
  // "385,000": a decimal comma (385) or thousands written the English way (385000).
  const commaThousands = /^([1-9]\d{0,2}),(\d{3})$/.exec(body);
  if (commaThousands) {
    const [, whole = "", three = ""] = commaThousands;
    return { kind: "ambiguous", readings: [fromDigits(whole, three), Number(`${whole}${three}`)] };
  }
  // Belgian: thousands grouped by points or by spaces (one or the other), decimals after a comma.
  const belgian = /^(?:([1-9]\d{0,2})((?:\.\d{3})+|(?: \d{3})+)|(\d*))(?:,(\d+))?$/.exec(body);
  if (belgian) {
    const [, head = "", groups = "", plain = "", fraction = ""] = belgian;
    const whole = head ? `${head}${groups.replace(/[. ]/g, "")}` : plain;
    if (whole === "" && fraction === "") return INVALID;
    return { kind: "one", value: fromDigits(whole, fraction) };
  }
  // A decimal point, as English and JavaScript write it: "3.5", "0.500", "1,234.56".
  const pointDecimal = /^(\d*)\.(\d+)$/.exec(body);
  if (pointDecimal) {
    const [, whole = "", fraction = ""] = pointDecimal;
    const value = fromDigits(whole, fraction);
    // An amount is where a point most often groups thousands: never take it for cents unasked.
    return kind === "amount" ? { kind: "ambiguous", readings: [value] } : { kind: "one", value };
  }
  const english = /^([1-9]\d{0,2}(?:,\d{3})+)(?:\.(\d+))?$/.exec(body);
  if (english) {
    const [, whole = "", fraction = ""] = english;
    return { kind: "ambiguous", readings: [fromDigits(whole.replace(/,/g, ""), fraction)] };
  }
  return INVALID;
}

function fractionDigits(value: number): number {
  const text = String(value);
  if (text.includes("e")) return Number.POSITIVE_INFINITY;
  return text.split(".")[1]?.length ?? 0;
}

function fits(value: number, kind: NumberKind, bounds: NumberBounds): boolean {
  return value >= bounds.min && value <= bounds.max && fractionDigits(value) <= FRACTION_DIGITS[kind];
}

/**
 * Reads what a person typed into a field of this kind. Blank is not a number here: an optional
 * field checks for blank before it asks.
 */
export function readTypedNumber(typed: string, kind: NumberKind, bounds: Partial<NumberBounds> = {}): TypedNumber {
  const range = { ...KIND_BOUNDS[kind], ...bounds };
  if (typed.length > MAX_TYPED_LENGTH) return { ok: false, reason: "invalid" };
  let text = typed.trim().replace(GROUP_SPACES, " ");
  let negative = false;
  let signed = false;
  // One sign, before the unit or after it: "-€ 5", "€ -5".
  const sign = () => {
    const found = signed ? null : /^([+\-\u2212])\s*/.exec(text);
    if (!found) return;
    signed = true;
    negative = found[1] !== "+";
    text = text.slice(found[0].length);
  };
  sign();
  text = withoutUnit(text, UNITS[kind]);
  sign();
  // "€ 385.000,-": a dash for no cents, as price tags write it.
  if (kind === "amount") text = text.replace(/,-{1,2}$/, "");
  const read = readBody(text, kind);
  if (read.kind === "invalid") return { ok: false, reason: "invalid" };
  const withSign = (value: number) => (negative && value !== 0 ? -value : value);
  const candidates = read.kind === "one" ? [withSign(read.value)] : read.readings.map(withSign);
  const whole = kind === "count" ? candidates.filter(Number.isInteger) : candidates;
  if (whole.length === 0) return { ok: false, reason: "invalid" };
  const acceptable = whole.filter((value) => fits(value, kind, range));
  if (acceptable.length === 0) {
    // A reading within the range but with more decimals than the kind has is no such number.
    const tooPrecise = whole.some((value) => value >= range.min && value <= range.max);
    return { ok: false, reason: tooPrecise ? "invalid" : "range" };
  }
  if (read.kind === "ambiguous") return { ok: false, reason: "ambiguous", readings: acceptable };
  return { ok: true, value: acceptable[0] ?? 0 };
}

/**
 * Why a typed number was refused, as the message key the forms tell it with, its values after "|":
 * "numberAmbiguous|amount|385|385000" (or "numberUnclear" with one reading), "numberRange|energy|-1000|10000",
 * "wholeNumber" for "2,5" bedrooms, else "number".
 */
export function numberRefusalKey(
  typed: string,
  read: Extract<TypedNumber, { ok: false }>,
  kind: NumberKind,
  bounds: Partial<NumberBounds>,
): string {
  const readings = read.readings ?? [];
  if (read.reason === "ambiguous" && readings.length > 0)
    return [readings.length > 1 ? "numberAmbiguous" : "numberUnclear", kind, ...readings].join("|");
  if (read.reason === "range") {
    // The range is said with the refusal: "245.000 ligt buiten wat kan: van -1.000 kWh/m² tot 10.000 kWh/m²".
    const { min, max } = { ...KIND_BOUNDS[kind], ...bounds };
    return ["numberRange", kind, min, max].join("|");
  }
  // "2,5" bedrooms is a number, just not a whole one: said so.
  const fractional = kind === "count" && readTypedNumber(typed, "area", { min: -Infinity, max: Infinity }).ok;
  return fractional ? "wholeNumber" : "number";
}
