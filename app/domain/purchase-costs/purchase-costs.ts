// What buying a property costs besides its price: the registration duties of its region for the
// buyer's case, the notary's fee by the legal scale with the deed's costs and VAT, the taxes on the
// mortgage deed, and the monthly payment of a loan with its first years. Pure: the rates come from
// rates.ts, in force on the day asked for. Amounts are in euros to the cent; pages round them.
import type { Region } from "../region.ts";
import {
  type Abatement,
  type Dated,
  DUTY_RATES,
  type DutyRates,
  inForce,
  MORTGAGE_RATES,
  type MortgageRates,
  NOTARY_RATES,
  type NotaryRates,
  type ScaleSlice,
} from "./rates.ts";

/** What the own-home rules see in a property: a dwelling, building land, or anything else. */
export type PropertyKind = "home" | "land" | "other";

/** The buyer's case: their only own home, or any other purchase (a second home, an investment). */
export type BuyerCase = "own-home" | "standard";

/** The regions the calculator covers, in the order a form lists them. */
export const COST_REGIONS: readonly Region[] = ["flanders", "brussels", "wallonia"];

export const BUYER_CASES: readonly BuyerCase[] = ["own-home", "standard"];
export const PROPERTY_KINDS: readonly PropertyKind[] = ["home", "land", "other"];

/** VAT on a new build sold under the VAT regime: on the building; the land bears duties. */
export const NEW_BUILD_VAT = 0.21;

const cents = (amount: number): number => Math.round(amount * 100) / 100;

/** An amount to the hundred euros, as an estimate should read. */
export const toTheHundred = (amount: number): number => Math.round(amount / 100) * 100;

/** The row in force on `day`; a day before the first row the project knows has no figure to give. */
function ratesOn<T extends Dated>(rows: readonly T[], day: string, what: string): T {
  const rates = inForce(rows, day);
  if (!rates) throw new RangeError(`no ${what} on ${day}`);
  return rates;
}

export interface DutyFigure {
  /** What the duties are computed on: the price, or the land's part of a new build under VAT. */
  base: number;
  rate: number;
  /** Brussels: the part of the base the abatement exempts. */
  exempt: number;
  amount: number;
  /** The case the figure is for: the buyer's, unless the own-home rules do not reach the property. */
  applied: BuyerCase;
  /** Whether the own-home rules can reach this property (its kind, the Brussels ceiling). */
  ownHomeOpen: boolean;
  /** The region's abatement for this kind of property, where it has one (Brussels). */
  abatement?: Abatement;
  rates: DutyRates;
}

export function registrationDuties(input: {
  region: Region;
  base: number;
  kind: PropertyKind;
  buyer: BuyerCase;
  day: string;
}): DutyFigure {
  const rates = ratesOn(DUTY_RATES[input.region], input.day, `duty rates for ${input.region}`);
  const { ownHome } = rates;
  const abatement = "rate" in ownHome || input.kind === "other" ? undefined : ownHome[input.kind];
  const ownHomeOpen = input.kind !== "other" && (!abatement || input.base <= abatement.ceiling);
  const applied: BuyerCase = input.buyer === "own-home" && ownHomeOpen ? "own-home" : "standard";
  // The own home pays its own rate (Flanders, Wallonia) or the full rate on what is above the
  // abatement (Brussels); anything else the full rate on the whole base.
  const rate = applied === "own-home" && "rate" in ownHome ? ownHome.rate : rates.standard;
  const exempt = applied === "own-home" && abatement ? Math.min(input.base, abatement.exempt) : 0;
  return {
    base: input.base,
    rate,
    exempt,
    amount: cents((input.base - exempt) * rate),
    applied,
    ownHomeOpen,
    ...(abatement ? { abatement } : {}),
    rates,
  };
}

/** A sliding scale applied slice by slice: 4.56% of the first € 7.500, 2.85% of the next € 10.000, ... */
export function bySlices(amount: number, scale: readonly ScaleSlice[]): number {
  let total = 0;
  let from = 0;
  for (const slice of scale) {
    const to = slice.upTo === null ? amount : Math.min(amount, slice.upTo);
    if (to > from) total += (to - from) * slice.rate;
    if (slice.upTo === null || amount <= slice.upTo) break;
    from = slice.upTo;
  }
  return cents(total);
}

export interface NotaryFigure {
  fee: number;
  deedCosts: number;
  /** VAT on the fee and the deed's costs. */
  vat: number;
  writingDuty: number;
  total: number;
  rates: NotaryRates;
}

/** The notary's part of a sale deed: the legal fee on the price, the deed's costs, VAT and the writing duty. */
export function notaryCosts(price: number, day: string): NotaryFigure {
  const rates = ratesOn(NOTARY_RATES, day, "notary rates");
  const fee = bySlices(price, rates.saleScale);
  const vat = cents((fee + rates.deedCosts) * rates.vat);
  return {
    fee,
    deedCosts: rates.deedCosts,
    vat,
    writingDuty: rates.writingDuty,
    total: cents(fee + rates.deedCosts + vat + rates.writingDuty),
    rates,
  };
}

export interface MortgageFigure {
  loan: number;
  /** The loan with the accessories the bank registers beside it: what the taxes are computed on. */
  registered: number;
  registration: number;
  mortgageDuty: number;
  /** The taxes alone: the notary's fee and costs of the credit deed come on top. */
  total: number;
  rates: MortgageRates;
}

/** The taxes on the mortgage deed: registration and mortgage duty on the loan and its accessories. */
export function mortgageTaxes(loan: number, day: string): MortgageFigure {
  const rates = ratesOn(MORTGAGE_RATES, day, "mortgage rates");
  const registered = cents(loan * (1 + rates.accessories));
  const registration = cents(registered * rates.registration);
  const mortgageDuty = cents(registered * rates.mortgageDuty);
  return { loan, registered, registration, mortgageDuty, total: cents(registration + mortgageDuty), rates };
}

/**
 * The monthly rate equivalent to a yearly one, as Belgian mortgage credit counts it: twelve months at
 * this rate give the yearly rate ((1 + r)^(1/12) - 1), not the yearly rate divided by twelve.
 */
export function monthlyRate(yearlyRate: number): number {
  return (1 + yearlyRate) ** (1 / 12) - 1;
}

/** The constant monthly payment (annuity) that repays `amount` in `years` at `yearlyRate`. */
export function monthlyPayment(amount: number, yearlyRate: number, years: number): number {
  const months = years * 12;
  const rate = monthlyRate(yearlyRate);
  if (rate === 0) return cents(amount / months);
  return cents((amount * rate) / (1 - (1 + rate) ** -months));
}

export interface LoanYear {
  year: number;
  interest: number;
  capital: number;
  /** What is still owed at the end of the year. */
  balance: number;
}

export interface LoanFigure {
  payment: number;
  /** The first years, month by month summed per year. */
  years: LoanYear[];
  totalInterest: number;
}

/** The loan's monthly payment, its first `shown` years and the interest over its whole term. */
export function loanSchedule(amount: number, yearlyRate: number, years: number, shown = 5): LoanFigure {
  const payment = monthlyPayment(amount, yearlyRate, years);
  const rate = monthlyRate(yearlyRate);
  const rows: LoanYear[] = [];
  let balance = amount;
  let totalInterest = 0;
  for (let year = 1; year <= years; year += 1) {
    let interest = 0;
    let capital = 0;
    for (let month = 0; month < 12; month += 1) {
      const owed = balance * rate;
      // The last payment repays what is left, so the rounding of the payment leaves no debt behind.
      const last = year === years && month === 11;
      const repaid = last ? balance : Math.min(balance, payment - owed);
      interest += owed;
      capital += repaid;
      balance -= repaid;
    }
    totalInterest += interest;
    if (year <= shown)
      rows.push({ year, interest: cents(interest), capital: cents(capital), balance: cents(Math.max(0, balance)) });
  }
  return { payment, years: rows, totalInterest: cents(totalInterest) };
}

export interface PurchaseInput {
  region: Region;
  /** The price; for a new build under VAT, the whole price before VAT (land and building). */
  price: number;
  kind: PropertyKind;
  buyer: BuyerCase;
  /** A new build sold under VAT: the land's part of the price, which alone bears duties. */
  landPrice?: number | undefined;
  /** The loan, its yearly rate (0.03) and term in years; none: a purchase without a loan. */
  loan?: { amount: number; yearlyRate: number; years: number } | undefined;
  day: string;
}

export interface PurchaseCosts {
  duties: DutyFigure;
  /** VAT on the building of a new build sold under VAT. */
  vat: number;
  notary: NotaryFigure;
  mortgage?: MortgageFigure;
  loan?: LoanFigure;
  /** Everything paid besides the price. */
  total: number;
}

export function purchaseCosts(input: PurchaseInput): PurchaseCosts {
  const underVat = input.landPrice !== undefined;
  const landPrice = Math.min(input.landPrice ?? input.price, input.price);
  const duties = registrationDuties({
    region: input.region,
    base: landPrice,
    kind: input.kind,
    buyer: input.buyer,
    day: input.day,
  });
  const vat = underVat ? cents((input.price - landPrice) * NEW_BUILD_VAT) : 0;
  const notary = notaryCosts(input.price, input.day);
  const mortgage = input.loan && input.loan.amount > 0 ? mortgageTaxes(input.loan.amount, input.day) : undefined;
  const loan =
    input.loan && input.loan.amount > 0
      ? loanSchedule(input.loan.amount, input.loan.yearlyRate, input.loan.years)
      : undefined;
  const total = cents(duties.amount + vat + notary.total + (mortgage?.total ?? 0));
  return { duties, vat, notary, ...(mortgage ? { mortgage } : {}), ...(loan ? { loan } : {}), total };
}
