// Which case a listing's registration duties assume. The CRM sends one figure ("Registratierechten
// € 8.500"), but in Flanders that is the 2% rate for a buyer's only own home, and another buyer pays
// 12%. The figure is read against each case open to the property; the page then says which one it
// is and what the other case costs. The rates are those of purchase-costs/rates.ts (Flanders 2% own
// home, 12% otherwise; Wallonia 3% and 12.5%; Brussels 12.5% with its abatement). The own-home case
// is open to a dwelling and to building land only: a garage, a shop or an office pays the ordinary rate.
import { registrationDuties, toTheHundred } from "./purchase-costs/purchase-costs.ts";
import { DUTY_RATES, inForce } from "./purchase-costs/rates.ts";
import type { Region } from "./region.ts";

export type DutyCase =
  /** The reduced rate for a buyer's only own home. */
  | "own-home"
  /** Brussels: the full rate less the abatement on the first € 200.000 of an own home (land: € 100.000). */
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
  /** The other case's rate and about what it costs on this price; none when no other case is open. */
  other?: { rate: number; amount: number };
  /** The own-home case is not open to this property (its type, or above the Brussels ceiling). */
  noOwnHome?: true;
  /** Brussels: the part of the price the abatement exempts. */
  exempt?: number;
}

/** Type WebIDs (docs/import.md): 1 house, 2 apartment, 3 studio are dwellings; 4 is land. */
const DWELLINGS: ReadonlySet<number> = new Set([1, 2, 3]);
const LAND = 4;

/**
 * What the own-home rates see in a property type: a dwelling, building land (which every region's
 * own-home rate covers, Brussels with its own abatement), or anything else, which pays the ordinary
 * rate whoever buys it (investment properties included: they are not one home).
 */
export function dutyKind(typeWebId: number | null | undefined): "home" | "land" | "other" {
  if (typeWebId === LAND) return "land";
  return typeWebId !== null && typeWebId !== undefined && DWELLINGS.has(typeWebId) ? "home" : "other";
}

/** Whether a figure is the amount a rate gives, allowing for rounding to the euro or the hundred. */
function fits(duties: number, expected: number): boolean {
  return Math.abs(duties - expected) <= Math.max(100, expected * 0.005);
}

export function readRegistrationDuties(facts: {
  region: Region | undefined;
  price: number | null | undefined;
  duties: number;
  typeWebId: number | null | undefined;
  vatRegime?: boolean | undefined;
  /** The day whose rates apply (ISO date); none: the latest rates the project knows. */
  day?: string | undefined;
}): DutyReading {
  const { region, price, duties } = facts;
  const kind = dutyKind(facts.typeWebId);
  if (facts.vatRegime) return { case: "vat" };
  const noOwnHome = kind === "other" ? ({ noOwnHome: true } as const) : {};
  if (!region || !price || price <= 0 || !(duties > 0)) return { case: "unknown", ...noOwnHome };
  const day = facts.day ?? LATEST;
  if (!inForce(DUTY_RATES[region], day)) return { case: "unknown", ...noOwnHome };
  // The figure is read against what each case costs on this price (purchase-costs.ts).
  const ownHome = registrationDuties({ region, base: price, kind, buyer: "own-home", day });
  const standard = registrationDuties({ region, base: price, kind, buyer: "standard", day });
  if (!ownHome.ownHomeOpen)
    return fits(duties, standard.amount)
      ? { case: "standard", rate: standard.rate, noOwnHome: true }
      : { case: "unknown", noOwnHome: true };
  if (fits(duties, ownHome.amount) && ownHome.amount < standard.amount)
    return {
      case: ownHome.abatement ? "abatement" : "own-home",
      rate: ownHome.rate,
      ...(ownHome.abatement ? { exempt: ownHome.abatement.exempt } : {}),
      other: { rate: standard.rate, amount: toTheHundred(standard.amount) },
    };
  if (fits(duties, standard.amount))
    return {
      case: "standard",
      rate: standard.rate,
      other: { rate: ownHome.rate, amount: toTheHundred(ownHome.amount) },
    };
  return { case: "unknown" };
}

/** A day after every rate's start: the latest rates. */
const LATEST = "9999-12-31";
