// What the legal-mentions check reads, taken from the listing editor's fields as typed: the editor
// shows the region, the computed label and the check while the person types (the server checks
// again when it saves and publishes, from what it stored).
import type { AdvertFacts } from "../domain/advert-compliance.ts";
import { type NumberKind, readTypedNumber } from "../domain/typed-number.ts";

type Fields = Readonly<Record<string, string | undefined>>;

/** A field's number read as the server reads it when it saves (typed-number.ts); unreadable is none. */
function number(value: string | undefined, kind: NumberKind): number | null {
  const read = readTypedNumber(value ?? "", kind, { min: -Infinity, max: Infinity });
  return read.ok ? read.value : null;
}
const flag = (value: string | undefined): boolean | undefined =>
  value === "yes" ? true : value === "no" ? false : undefined;
const text = (value: string | undefined): string | undefined => (value?.trim() ? value.trim() : undefined);

export function advertFactsFromFields(fields: Fields): AdvertFacts {
  const detail = (group: string, key: string) => fields[`details.${group}.${key}`];
  const year = number(detail("building", "constructionYear"), "count");
  return {
    goal: fields.goal === "1" ? 1 : 0,
    typeWebId: Number(fields.typeWebId) || 0,
    zip: (fields.zip ?? "").trim(),
    countryId: fields.countryId === "50" ? 50 : 10,
    street: text(fields.street) ?? null,
    houseNumber: text(fields.houseNumber) ?? null,
    publishAddress: fields.publishAddress === "on",
    price: number(fields.price, "amount"),
    energyPerformance: number(fields.energyPerformance, "energy"),
    epcLabelText: fields.countryId === "50" ? (text(fields.epcLabelText) ?? null) : null,
    details: {
      building: year === null ? {} : { constructionYear: year },
      planning: {
        permit: flag(detail("planning", "permit")),
        allotmentPermit: flag(detail("planning", "allotmentPermit")),
        summons: flag(detail("planning", "summons")),
        preemptiveRights: flag(detail("planning", "preemptiveRights")),
        judicialDecision: text(detail("planning", "judicialDecision")),
        zoningDesignation: text(detail("planning", "zoningDesignation")),
      },
      energy: {
        epcStatus: text(detail("energy", "epcStatus")),
        epcTotal: number(detail("energy", "epcTotal"), "count") ?? undefined,
        co2: number(detail("energy", "co2"), "count") ?? undefined,
        certificateCode: text(detail("energy", "certificateCode")),
        individualMeters: flag(detail("energy", "individualMeters")),
      },
      environment: {
        asbestosType: text(detail("environment", "asbestosType")),
        asbestosDate: text(detail("environment", "asbestosDate")),
        floodScoreP: text(detail("environment", "floodScoreP")),
        floodScoreG: text(detail("environment", "floodScoreG")),
      },
      financial: { renterCharges: number(detail("financial", "renterCharges"), "amount") ?? undefined },
    },
  };
}
