// The box on a sale listing: what the property costs on top of its price (registration duties and
// the notary, the agency's own figure for the notary where the listing has one), for the case the
// figure assumes, with the other case beside it and a link to the calculator with the listing's
// values filled in, where the buyer can change the case and add a loan. A dwelling or building land
// is worked out as the buyer's only own home (what most buyers of such a property are), anything
// else at the ordinary rate. A hidden price gets no figure (it would give the price away), a new
// build under VAT needs the land's part the listing does not have, and Luxembourg is not covered.

import { isForSale } from "../../domain/listing.ts";
import { type PropertyKind, purchaseCosts, toTheHundred } from "../../domain/purchase-costs/purchase-costs.ts";
import { labelRegion } from "../../domain/region.ts";
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

export function listingCosts(
  facts: {
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
  },
  language: Language,
  day: string,
): ListingCosts | undefined {
  if (!isForSale(facts.goal) || facts.closed || !facts.publishPrice || !facts.price || facts.price <= 0)
    return undefined;
  const messages = PURCHASE_COST_MESSAGES[language];
  const text = messages.listing;
  const region = labelRegion(facts.zip, facts.countryId);
  if (region === "luxembourg") return { heading: text.heading, lines: [text.luxembourg], link: undefined };
  if (!region) return undefined;
  const kind: PropertyKind = dutyKind(facts.typeWebId);
  const query = new URLSearchParams({ price: formatNumber(facts.price), region, kind });
  const link = { href: href("purchaseCosts", language, {}, query), text: text.link };
  if (facts.vatRegime) return { heading: text.heading, lines: [text.underVat], link };
  // The agency's own figure for the notary wins over the legal scale's estimate: the page shows it
  // in the listing's facts, and two figures for one thing would leave the buyer guessing.
  const agencyNotary = facts.agencyNotary && facts.agencyNotary > 0 ? facts.agencyNotary : undefined;
  const costsFor = (buyer: "own-home" | "standard") => {
    const costs = purchaseCosts({ region, price: facts.price ?? 0, kind, buyer, day });
    const notary = agencyNotary ?? costs.notary.total;
    return { duties: costs.duties, notary, total: costs.duties.amount + notary };
  };
  const assumed = costsFor(kind === "other" ? "standard" : "own-home");
  const { duties } = assumed;
  const lines = [
    fill(agencyNotary ? text.summaryAgencyNotary : text.summary, {
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
    lines.push(fill(text.otherCase, { total: about(costsFor("standard").total, language) }));
  query.set("buyer", duties.applied);
  return { heading: text.heading, lines, link: { ...link, href: href("purchaseCosts", language, {}, query) } };
}
