// The registration duties row says which case its figure assumes (app/domain/registration-duties.ts):
// "Berekend aan 2% voor de aankoop van uw enige eigen woning. Anders geldt 12%: ca. € 51.000."
// A property the own-home rates do not reach (a garage, an office; a Brussels home above the
// abatement's ceiling) reads at the ordinary rate alone, with no other case offered.
import { brusselsDay } from "../../../domain/brussels-day.ts";
import { labelRegion } from "../../../domain/region.ts";
import { readRegistrationDuties } from "../../../domain/registration-duties.ts";
import { fill } from "../../../i18n/fill.ts";
import { formatNumber, formatPrice, NBSP } from "../../../i18n/format.ts";
import type { Language } from "../../../i18n/languages.ts";
import type { CatalogMessages } from "../../../i18n/messages/catalog-nl.ts";
import type { AttributeGroup } from "../../../shared/detail-view.ts";
import type { PropertyDetails } from "../../db/json-shapes.ts";

/** "2%" in Dutch and English, "2 %" in French and German, as each writes a percentage (to `decimals` places). */
export function formatRate(rate: number, language: Language, decimals = 1): string {
  const number = formatNumber(Math.round(rate * 100 * 10 ** decimals) / 10 ** decimals, language, {
    maximumFractionDigits: decimals,
  });
  return language === "fr" || language === "de" ? `${number}${NBSP}%` : `${number}%`;
}

export function withDutyNote(
  groups: AttributeGroup[],
  facts: {
    zip: string;
    countryId: number;
    /** The property type (WebID): only a dwelling or building land has an own-home case. */
    typeWebId: number;
    price: number | null;
    publishPrice: boolean;
    details: PropertyDetails | null;
  },
  messages: CatalogMessages["detail"]["duties"],
  language: Language,
): AttributeGroup[] {
  const duties = facts.details?.financial?.registrationRights;
  if (duties === undefined) return groups;
  const region = labelRegion(facts.zip, facts.countryId);
  const reading = readRegistrationDuties({
    region: region === "luxembourg" ? undefined : region,
    // A hidden price must not be worked out from the other case's amount.
    price: facts.publishPrice ? facts.price : null,
    duties,
    typeWebId: facts.typeWebId,
    vatRegime: facts.details?.financial?.vatRegime,
    day: brusselsDay(Date.now()),
  });
  const values = {
    rate: reading.rate === undefined ? "" : formatRate(reading.rate, language),
    otherRate: reading.other ? formatRate(reading.other.rate, language) : "",
    amount: reading.other ? formatPrice(reading.other.amount, language) : "",
    exempt: reading.exempt === undefined ? "" : formatPrice(reading.exempt, language),
  };
  const template = {
    "own-home": messages.ownHome,
    abatement: messages.abatement,
    standard: reading.other ? messages.standard : messages.standardOnly,
    vat: messages.vat,
    unknown: reading.noOwnHome ? messages.unknownNoOwnHome : messages.unknown,
  }[reading.case];
  const note = fill(template, values);
  return groups.map((group) => ({
    ...group,
    rows: group.rows.map((row) => (row.key === "registrationRights" ? { ...row, note } : row)),
  }));
}
