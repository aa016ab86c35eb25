// Which case a listing's registration duties assume. The CRM sends one figure ("Registratierechten
// € 8.500"), but in Flanders that is the 2% rate for a buyer's only own home, and another buyer pays
// 12%. The figure is read against each case of its region; the page then says which one it is and
// what the other case costs. Rates as of 2025: Flanders 2% own home, 12% otherwise; Wallonia 3% own
// home, 12.5% otherwise; Brussels 12.5%, on an own home less the first € 200.000.
import type { Region } from "./region.ts";

export type DutyCase =
  /** The reduced rate for a buyer's only own home. */
  | "own-home"
  /** Brussels: the full rate less the abatement on the first € 200.000 of an own home. */
  | "abatement"
  /** The ordinary rate, which any buyer pays. */
  | "standard"
  /** A new build sold under VAT: duties on the land's share only. */
  | "vat"
  /** A figure that fits no case of its region, or a region without known rates. */
  | "unknown";

export interface DutyReading {
  case: DutyCase;
  /** The rate the figure assumes, as a fraction (0.02). */
  rate?: number;
  /** The other case's rate and about what it costs on this price. */
  other?: { rate: number; amount: number };
  /** Brussels: the part of the price the abatement exempts. */
  exempt?: number;
}

const BRUSSELS_RATE = 0.125;
const BRUSSELS_ABATEMENT = 200_000;

const RATES: Record<Exclude<Region, "brussels">, { ownHome: number; standard: number }> = {
  flanders: { ownHome: 0.02, standard: 0.12 },
  wallonia: { ownHome: 0.03, standard: 0.125 },
};

/** Whether a figure is the amount a rate gives, allowing for rounding to the euro or the hundred. */
function fits(duties: number, expected: number): boolean {
  return Math.abs(duties - expected) <= Math.max(100, expected * 0.005);
}

/** About an amount: to the hundred euros, as an estimate should read. */
function about(amount: number): number {
  return Math.round(amount / 100) * 100;
}

export function readRegistrationDuties(facts: {
  region: Region | undefined;
  price: number | null | undefined;
  duties: number;
  vatRegime?: boolean | undefined;
}): DutyReading {
  const { region, price, duties } = facts;
  if (facts.vatRegime) return { case: "vat" };
  if (!region || !price || price <= 0 || !(duties > 0)) return { case: "unknown" };
  if (region === "brussels") {
    const full = price * BRUSSELS_RATE;
    const abated = Math.max(0, price - BRUSSELS_ABATEMENT) * BRUSSELS_RATE;
    if (fits(duties, abated) && abated < full)
      return {
        case: "abatement",
        rate: BRUSSELS_RATE,
        exempt: BRUSSELS_ABATEMENT,
        other: { rate: BRUSSELS_RATE, amount: about(full) },
      };
    if (fits(duties, full))
      return { case: "standard", rate: BRUSSELS_RATE, other: { rate: BRUSSELS_RATE, amount: about(abated) } };
    return { case: "unknown" };
  }
  const { ownHome, standard } = RATES[region];
  if (fits(duties, price * ownHome))
    return { case: "own-home", rate: ownHome, other: { rate: standard, amount: about(price * standard) } };
  if (fits(duties, price * standard))
    return { case: "standard", rate: standard, other: { rate: ownHome, amount: about(price * ownHome) } };
  return { case: "unknown" };
}
