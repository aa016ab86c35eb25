// The amounts the agency's offer and rental texts quote (SPEC.md section 9): the advance a buyer pays
// on signing the sales agreement, and what a candidate tenant is told before a visit or an
// application (income asked, occupants, deposit, costs). The agency sets them in the back office;
// these rules read what a manager types, as every number of the back office is read (typed-number.ts),
// and decide which deposit a rental's page quotes.

import { readTypedNumber } from "./typed-number.ts";

export interface SaleRentTerms {
  /** Percent of the sale price paid on the agency's third-party account when the agreement is signed. */
  offerAdvancePercent: number;
  /** The rental deposit in months of rent, quoted when the listing names no deposit of its own; 0 quotes none. */
  depositMonths: number;
  /** The net monthly income asked, as a multiple of the rent; 0 asks none. */
  incomeTimesRent: number;
  /** At most this many occupants; null: as many as the property is suited to. */
  maxPersons: number | null;
  /** What the tenant pays on signing besides the deposit (their share of the inventory, …); null: nothing said. */
  tenantCosts: number | null;
}

/** What the texts said before the amounts were settings, and what a new site starts with. */
export const DEFAULT_TERMS: SaleRentTerms = {
  offerAdvancePercent: 10,
  depositMonths: 3,
  incomeTimesRent: 3,
  maxPersons: null,
  tenantCosts: null,
};

/**
 * The bounds a manager's value must keep. An advance on a Belgian sales agreement is 5 to 10 % by
 * custom; a quarter is far beyond any practice, and below 1 % is no advance. A residential lease's
 * deposit is at most three months (two on a blocked account); a commercial lease may ask more, six
 * at the very most. An income of more than ten times the rent, more than twenty occupants or
 * € 10.000 of costs is a typing error.
 */
export const TERMS_BOUNDS = {
  offerAdvancePercent: { min: 1, max: 25 },
  depositMonths: { min: 0, max: 6 },
  incomeTimesRent: { min: 0, max: 10 },
  maxPersons: { min: 1, max: 20 },
  tenantCosts: { min: 0, max: 10_000 },
} as const;

export type TermsError = "advancePercent" | "depositMonths" | "incomeTimes" | "maxPersons" | "tenantCosts";
export type TermsChecked<T> = { ok: true; value: T } | { ok: false; error: TermsError | "required" };

function read<T>(value: number | undefined, error: TermsError): TermsChecked<T> {
  return value === undefined ? { ok: false, error } : { ok: true, value: value as T };
}

function typed(input: string, kind: "percentage" | "count" | "amount", bounds: { min: number; max: number }) {
  const result = readTypedNumber(input, kind, bounds);
  return result.ok ? result.value : undefined;
}

/** "10", "7,5", "7,5 %": the advance in percent. */
export function checkAdvancePercent(input: string): TermsChecked<number> {
  if (input.trim() === "") return { ok: false, error: "required" };
  return read(typed(input, "percentage", TERMS_BOUNDS.offerAdvancePercent), "advancePercent");
}

/** A whole number of months, 0 for no deposit quoted. */
export function checkDepositMonths(input: string): TermsChecked<number> {
  if (input.trim() === "") return { ok: false, error: "required" };
  return read(typed(input, "count", TERMS_BOUNDS.depositMonths), "depositMonths");
}

/**
 * "3", "2,5", "3x", "3 ×": the income as a multiple of the rent, with one decimal at most; 0 for
 * no income rule. Any other sign or unit is refused (a "%" or "€" typed here means the manager
 * meant something else).
 */
export function checkIncomeTimesRent(input: string): TermsChecked<number> {
  const text = input.trim().replace(/\s*[x×]$/i, "");
  if (text === "") return { ok: false, error: input.trim() === "" ? "required" : "incomeTimes" };
  if (!/^[0-9.,\s]+$/.test(text)) return { ok: false, error: "incomeTimes" };
  const value = typed(text, "percentage", TERMS_BOUNDS.incomeTimesRent);
  if (value === undefined || Math.round(value * 10) !== value * 10) return { ok: false, error: "incomeTimes" };
  return { ok: true, value };
}

/** Empty: as many occupants as the property is suited to (null). */
export function checkMaxPersons(input: string): TermsChecked<number | null> {
  if (input.trim() === "") return { ok: true, value: null };
  return read(typed(input, "count", TERMS_BOUNDS.maxPersons), "maxPersons");
}

/** "250", "1.234,5", "€ 250,00"; empty: no costs quoted (null). */
export function checkTenantCosts(input: string): TermsChecked<number | null> {
  if (input.trim() === "") return { ok: true, value: null };
  const value = typed(input, "amount", TERMS_BOUNDS.tenantCosts);
  if (value === 0) return { ok: true, value: null };
  return read(value, "tenantCosts");
}

/** The deposit a rental's texts quote: the listing's own amount, or months of rent (their sum when the rent is public). */
export type QuotedDeposit =
  | { kind: "amount"; amount: number }
  | { kind: "months"; months: number; amount: number | null };

/**
 * The most months of rent a listing's deposit is read as. A Belgian residential deposit is 2 months
 * on a blocked account, 3 through a bank guarantee; 6 is no legal figure, only a bound beyond which an
 * amount is quoted as an amount (commercial leases ask more, and a typo must not read as 40 months).
 */
const MAX_DEPOSIT_MONTHS = 6;

/**
 * A deposit set on the listing (in euro, from the editor or the CRM) wins over the agency's months;
 * without one, the months are quoted, with what they come to when the rent is shown. No deposit of
 * the listing and 0 months: nothing is quoted. The listing's amount is quoted as the months of rent
 * it makes when it is a whole number of them ("2 months' rent (€ 1,900)"), so that the application
 * says what the listing says, never the agency's usual months beside it.
 */
export function quotedDeposit(
  listingDeposit: number | null | undefined,
  shownRent: number | null | undefined,
  defaultMonths: number,
): QuotedDeposit | null {
  const rent = typeof shownRent === "number" && Number.isFinite(shownRent) && shownRent > 0 ? shownRent : null;
  if (typeof listingDeposit === "number" && Number.isFinite(listingDeposit) && listingDeposit > 0) {
    const months = rent === null ? 0 : listingDeposit / rent;
    return Number.isInteger(months) && months >= 1 && months <= MAX_DEPOSIT_MONTHS
      ? { kind: "months", months, amount: listingDeposit }
      : { kind: "amount", amount: listingDeposit };
  }
  if (!(defaultMonths > 0)) return null;
  return { kind: "months", months: defaultMonths, amount: rent === null ? null : rent * defaultMonths };
}

/** Stored terms read back whatever an older row or a hand edit left: each value within its bounds, or the default. */
export function storedTerms(value: unknown): SaleRentTerms {
  const row = value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  const within = (key: keyof typeof TERMS_BOUNDS, whole: boolean) => {
    const number = row[key];
    const bounds = TERMS_BOUNDS[key];
    return typeof number === "number" &&
      Number.isFinite(number) &&
      number >= bounds.min &&
      number <= bounds.max &&
      (!whole || Number.isInteger(number))
      ? number
      : undefined;
  };
  return {
    offerAdvancePercent: within("offerAdvancePercent", false) ?? DEFAULT_TERMS.offerAdvancePercent,
    depositMonths: within("depositMonths", true) ?? DEFAULT_TERMS.depositMonths,
    incomeTimesRent: within("incomeTimesRent", false) ?? DEFAULT_TERMS.incomeTimesRent,
    maxPersons: within("maxPersons", true) ?? null,
    tenantCosts: within("tenantCosts", false) ?? null,
  };
}
