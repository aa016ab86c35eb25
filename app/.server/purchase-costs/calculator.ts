// The purchase-cost calculator's page, read from its address and written in the visitor's language:
// the form is a GET form, so a figure can be bookmarked, shared and reached from a listing with its
// values filled in, with or without JavaScript. What was typed is kept in the fields; a value that
// cannot be read is said beside its field, and the figures are worked out from what could be read.
import {
  BUYER_CASES,
  type BuyerCase,
  COST_REGIONS,
  monthlyRate,
  PROPERTY_KINDS,
  type PropertyKind,
  type PurchaseCosts,
  purchaseCosts,
} from "../../domain/purchase-costs/purchase-costs.ts";
import { type Dated, DUTY_RATES, inForce, MORTGAGE_RATES, NOTARY_RATES } from "../../domain/purchase-costs/rates.ts";
import type { Region } from "../../domain/region.ts";
import { readTypedNumber } from "../../domain/typed-number.ts";
import { formatDate } from "../../i18n/dates.ts";
import { fill } from "../../i18n/fill.ts";
import { formatPrice } from "../../i18n/format.ts";
import type { Language } from "../../i18n/languages.ts";
import type { PurchaseCostMessages } from "../../i18n/messages/purchase-costs.ts";
import { typedIn } from "../../shared/list-state.ts";
import { formatRate } from "../catalog/detail/duty-note.ts";

/** The fields of the calculator's form, as they stand in its address. */
export const CALCULATOR_FIELDS = ["price", "region", "kind", "buyer", "land", "loan", "rate", "years"] as const;
export type CalculatorField = (typeof CALCULATOR_FIELDS)[number];

/** What the form starts with: a 20-year loan at a rate a bank offers in 2026. */
export const DEFAULTS = { region: "flanders", kind: "home", buyer: "own-home", rate: "3", years: "20" } as const;

const MAX_YEARS = 40;
/** A yearly rate above this is no mortgage offer a Belgian bank may make. */
const MAX_RATE_PERCENT = 20;

export interface CostRow {
  label: string;
  amount: string;
  note?: string;
}

export interface CalculatorView {
  /** What each field shows: as typed, or its default. */
  values: Record<CalculatorField, string>;
  notes: Partial<Record<CalculatorField, string>>;
  result?: {
    rows: CostRow[];
    total: string;
    priceWithCosts: string;
    ownFunds?: string;
    loan?: {
      payment: string;
      note: string;
      years: { year: number; interest: string; capital: string; balance: string }[];
      totalInterest: string;
    };
  };
  sources: { law: string; url?: string; since?: string }[];
}

function oneOf<T extends string>(value: string, choices: readonly T[], fallback: T): T {
  return (choices as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** The address's value of a field, cut to what a person types (a pasted text is not kept whole). */
function typed(search: URLSearchParams, name: CalculatorField): string {
  return typedIn(search, name)
    .replace(/\p{Cc}/gu, " ")
    .slice(0, 40);
}

export function calculatorView(
  search: URLSearchParams,
  messages: PurchaseCostMessages,
  language: Language,
  day: string,
): CalculatorView {
  const values: Record<CalculatorField, string> = {
    price: typed(search, "price"),
    region: oneOf(typed(search, "region"), COST_REGIONS, DEFAULTS.region),
    kind: oneOf(typed(search, "kind"), PROPERTY_KINDS, DEFAULTS.kind),
    buyer: oneOf(typed(search, "buyer"), BUYER_CASES, DEFAULTS.buyer),
    land: typed(search, "land"),
    loan: typed(search, "loan"),
    rate: search.has("rate") ? typed(search, "rate") : DEFAULTS.rate,
    years: search.has("years") ? typed(search, "years") : DEFAULTS.years,
  };
  const notes: Partial<Record<CalculatorField, string>> = {};
  const amount = (name: "price" | "land" | "loan"): number | undefined => {
    if (values[name] === "") return undefined;
    const read = readTypedNumber(values[name], "amount", { min: 0 });
    if (read.ok) return read.value;
    notes[name] = fill(messages.notes.amount, { value: values[name] });
    return undefined;
  };
  const price = amount("price");
  // A land's part is given for a new build sold under VAT alone: the rest of the price bears VAT.
  const land = amount("land");
  const loan = amount("loan");
  // The rate and the term are read only for a loan: without one they are not asked for.
  const rate = readTypedNumber(values.rate, "percentage", { min: 0, max: MAX_RATE_PERCENT });
  const years = /^\d{1,2}$/.test(values.years) ? Number(values.years) : 0;
  if (loan !== undefined) {
    if (!rate.ok) notes.rate = fill(messages.notes.rate, { value: values.rate });
    if (years < 1 || years > MAX_YEARS) notes.years = messages.notes.years;
  }

  const sources = sourcesOf(values.region as Region, day, messages, language);
  if (price === undefined || price <= 0) {
    if (!notes.price && search.size > 0) notes.price = messages.notes.priceMissing;
    return { values, notes, sources };
  }
  const costs = purchaseCosts({
    region: values.region as Region,
    price,
    kind: values.kind as PropertyKind,
    buyer: values.buyer as BuyerCase,
    landPrice: land,
    loan: loan && rate.ok && !notes.years ? { amount: loan, yearlyRate: rate.value / 100, years } : undefined,
    day,
  });
  if (loan !== undefined && loan > price + costs.total) notes.loan = messages.notes.loanTooLarge;
  const yearlyRate = rate.ok ? rate.value / 100 : 0;
  return { values, notes, result: resultView(costs, price, yearlyRate, values, messages, language), sources };
}

const euros = (amount: number, language: Language): string => formatPrice(Math.round(amount), language);

function dutiesNote(
  costs: PurchaseCosts,
  values: Record<CalculatorField, string>,
  messages: PurchaseCostMessages,
  language: Language,
): string {
  const { duties } = costs;
  const result = messages.result;
  const inRegion = messages.form.inRegion[values.region as Region];
  const rate = formatRate(duties.rate, language);
  const parts: string[] = [];
  if (duties.applied === "own-home") {
    parts.push(
      duties.exempt > 0
        ? fill(result.dutiesAbatement, { rate, exempt: euros(duties.exempt, language) })
        : fill(result.dutiesOwnHomeRate, { rate, inRegion }),
    );
  } else {
    parts.push(fill(result.dutiesStandard, { rate, inRegion }));
    if (values.buyer === "own-home" && !duties.ownHomeOpen) {
      parts.push(
        duties.abatement === undefined
          ? result.dutiesNoOwnHomeKind
          : fill(result.dutiesNoOwnHomeCeiling, { ceiling: euros(duties.abatement.ceiling, language) }),
      );
    }
  }
  if (costs.vat > 0) parts.push(fill(result.dutiesOnLand, { base: euros(duties.base, language) }));
  return parts.join(" ");
}

function resultView(
  costs: PurchaseCosts,
  price: number,
  yearlyRate: number,
  values: Record<CalculatorField, string>,
  messages: PurchaseCostMessages,
  language: Language,
): CalculatorView["result"] {
  const result = messages.result;
  const rows: CostRow[] = [
    {
      label: result.duties,
      amount: euros(costs.duties.amount, language),
      note: dutiesNote(costs, values, messages, language),
    },
    ...(costs.vat > 0 ? [{ label: result.vat, amount: euros(costs.vat, language) }] : []),
    { label: result.notaryFee, amount: euros(costs.notary.fee, language), note: result.notaryFeeNote },
    { label: result.deedCosts, amount: euros(costs.notary.deedCosts, language), note: result.deedCostsNote },
    { label: result.notaryVat, amount: euros(costs.notary.vat, language) },
    { label: result.writingDuty, amount: euros(costs.notary.writingDuty, language) },
  ];
  if (costs.mortgage) {
    rows.push({
      label: result.mortgage,
      amount: euros(costs.mortgage.total, language),
      note: fill(result.mortgageNote, { registered: euros(costs.mortgage.registered, language) }),
    });
  }
  const loan = costs.loan && costs.mortgage;
  return {
    rows,
    total: euros(costs.total, language),
    priceWithCosts: euros(price + costs.total, language),
    ...(loan ? { ownFunds: euros(Math.max(0, price + costs.total - (costs.mortgage?.loan ?? 0)), language) } : {}),
    ...(costs.loan && costs.mortgage
      ? {
          loan: {
            payment: formatPrice(costs.loan.payment, language),
            note: fill(messages.loan.paymentNote, {
              amount: euros(costs.mortgage.loan, language),
              years: values.years,
              rate: formatRate(yearlyRate, language, 2),
              monthly: formatRate(monthlyRate(yearlyRate), language, 4),
            }),
            years: costs.loan.years.map((year) => ({
              year: year.year,
              interest: euros(year.interest, language),
              capital: euros(year.capital, language),
              balance: euros(year.balance, language),
            })),
            totalInterest: fill(messages.loan.totalInterest, { amount: euros(costs.loan.totalInterest, language) }),
          },
        }
      : {}),
  };
}

/** The laws the page's figures rest on (the region's duties, the notary, the mortgage); a recent rule with its date. */
function sourcesOf(
  region: Region,
  day: string,
  messages: PurchaseCostMessages,
  language: Language,
): CalculatorView["sources"] {
  const rows: (Dated | undefined)[] = [
    inForce(DUTY_RATES[region], day),
    inForce(NOTARY_RATES, day),
    inForce(MORTGAGE_RATES, day),
  ];
  return rows.flatMap((row) =>
    (row?.sources ?? []).map(({ since, ...source }) => ({
      ...source,
      ...(since ? { since: fill(messages.sources.since, { date: formatDate(since, language) }) } : {}),
    })),
  );
}
