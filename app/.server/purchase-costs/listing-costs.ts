// The box on a sale listing: what the property costs on top of its price (registration duties and
// the notary, the agency's own figure for the notary where the listing has one), for the case the
// figure assumes, with the other case beside it and a link to the calculator with the listing's
// values filled in, where the buyer can change the case and add a loan. A dwelling or building land
// is worked out as the buyer's only own home (what most buyers of such a property are), anything
// else at the ordinary rate. A hidden price gets no figure (it would give the price away), a new
// build under VAT needs the land's part the listing does not have, and Luxembourg is not covered.

import { isForSale } from "../../domain/listing.ts";
import {
  type BuyerCase,
  type DutyFigure,
  type PropertyKind,
  purchaseCosts,
  toTheHundred,
} from "../../domain/purchase-costs/purchase-costs.ts";
import { labelRegion, type Region } from "../../domain/region.ts";
import { dutyKind } from "../../domain/registration-duties.ts";
import { fill } from "../../i18n/fill.ts";
import { formatNumber, formatPrice } from "../../i18n/format.ts";
import type { Language } from "../../i18n/languages.ts";
import { href } from "../../i18n/links.ts";
import { PURCHASE_COST_MESSAGES } from "../../i18n/messages/purchase-costs.ts";
import type { ListingCosts } from "../../shared/detail-view.ts";
import { formatRate } from "../catalog/detail/duty-note.ts";

/** About an amount, in the reader's language: to the hundred euros. */
const about = (amount: number, language: Language) => formatPrice(toTheHundred(amount), language);

/** What the box and the compare page know of a listing. */
export interface CostFacts {
  goal: number;
  zip: string;
  countryId: number;
  typeWebId: number;
  price: number | null;
  publishPrice: boolean;
  vatRegime: boolean | undefined;
  /** The notary's costs with VAT as the agency states them (the CRM's figure), when it does. */
  agencyNotary: number | undefined;
  closed: boolean;
}

/** The duties and the notary for one buyer's case, the agency's notary figure first where it has one. */
export interface CaseCosts {
  duties: DutyFigure;
  notary: number;
  total: number;
}

/** A new build sold under VAT: its duties need the land's part, which the listing does not give. */
export interface UnderVat {
  underVat: true;
  region: Region;
  kind: PropertyKind;
}

export interface AssumedCosts {
  underVat: false;
  region: Region;
  kind: PropertyKind;
  price: number;
  /** The case the figure assumes: the only own home for a dwelling or building land, else the ordinary one. */
  assumed: CaseCosts;
  /** The notary's part is the agency's own figure. */
  agencyNotary: boolean;
  costsFor(buyer: BuyerCase): CaseCosts;
}

/**
 * What a sale costs on top of its price, for the case a listing's figure assumes; "luxembourg" or
 * UnderVat where no figure can be given (not covered, or the land's part is not known), undefined
 * where none is shown at all (not for sale, closed, a hidden price, no region).
 */
export function assumedCosts(facts: CostFacts, day: string): AssumedCosts | UnderVat | "luxembourg" | undefined {
  if (!isForSale(facts.goal) || facts.closed || !facts.publishPrice || !facts.price || facts.price <= 0)
    return undefined;
  const region = labelRegion(facts.zip, facts.countryId);
  if (region === "luxembourg") return "luxembourg";
  if (!region) return undefined;
  const price = facts.price;
  const kind: PropertyKind = dutyKind(facts.typeWebId);
  if (facts.vatRegime) return { underVat: true, region, kind };
  // The agency's own figure for the notary wins over the legal scale's estimate: the page shows it
  // in the listing's facts, and two figures for one thing would leave the buyer guessing.
  const agencyNotary = facts.agencyNotary && facts.agencyNotary > 0 ? facts.agencyNotary : undefined;
  const costsFor = (buyer: BuyerCase): CaseCosts => {
    const costs = purchaseCosts({ region, price, kind, buyer, day });
    const notary = agencyNotary ?? costs.notary.total;
    return { duties: costs.duties, notary, total: costs.duties.amount + notary };
  };
  return {
    underVat: false,
    region,
    kind,
    price,
    assumed: costsFor(kind === "other" ? "standard" : "own-home"),
    agencyNotary: agencyNotary !== undefined,
    costsFor,
  };
}

export function listingCosts(facts: CostFacts, language: Language, day: string): ListingCosts | undefined {
  const costs = assumedCosts(facts, day);
  if (!costs) return undefined;
  const messages = PURCHASE_COST_MESSAGES[language];
  const text = messages.listing;
  if (costs === "luxembourg") return { heading: text.heading, lines: [text.luxembourg], link: undefined };
  const query = new URLSearchParams({ price: formatNumber(facts.price ?? 0), region: costs.region, kind: costs.kind });
  const link = { href: href("purchaseCosts", language, {}, query), text: text.link };
  if (costs.underVat) return { heading: text.heading, lines: [text.underVat], link };
  const { assumed } = costs;
  const { duties } = assumed;
  const lines = [
    fill(costs.agencyNotary ? text.summaryAgencyNotary : text.summary, {
      total: about(assumed.total, language),
      duties: about(duties.amount, language),
      notary: about(assumed.notary, language),
    }),
    duties.applied === "standard"
      ? fill(text.assumesStandard, { rate: formatRate(duties.rate, language) })
      : duties.exempt > 0
        ? fill(text.assumesAbatement, { exempt: formatPrice(duties.exempt, language) })
        : fill(text.assumesOwnHome, { rate: formatRate(duties.rate, language) }),
  ];
  if (duties.applied === "own-home")
    lines.push(fill(text.otherCase, { total: about(costs.costsFor("standard").total, language) }));
  query.set("buyer", duties.applied);
  return { heading: text.heading, lines, link: { ...link, href: href("purchaseCosts", language, {}, query) } };
}
