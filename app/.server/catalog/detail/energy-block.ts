// The detail page's energy block (BELGIAN-RULES.md, DECISIONS.md): the label on its region's scale
// for Belgium, Luxembourg's own label text, the EPC figures and the renovation notice.
import {
  type EnergyLabel,
  energyLabels,
  energyLabelText,
  needsRenovationNotice,
  propertyEnergyLabel,
} from "../../../domain/energy-label.ts";
import { isForSale } from "../../../domain/listing.ts";
import type { CatalogMessages } from "../../../i18n/messages/catalog-nl.ts";
import type { EnergyBlockData } from "../../../shared/detail-view.ts";
import type { PropertyDetails } from "../../db/json-shapes.ts";
/** "A++" -> "app", "A+" -> "ap", "B-" -> "b": one colour per letter, as the official scales. */
export function labelTone(label: EnergyLabel): string {
  if (label === "A++") return "energy-app";
  if (label === "A+") return "energy-ap";
  return `energy-${label.charAt(0).toLowerCase()}`;
}

export interface EnergyInput {
  zip: string;
  countryId: number;
  energyPerformance: number | null;
  epcLabelText: string | null;
  typeWebId: number;
  /** 0 for sale; the renovation notice concerns buyers only. */
  goal: number;
  energy: PropertyDetails["energy"];
}

export interface EnergyFormatters {
  number(value: number): string;
  /** kWh/m² per year, unit in the visitor's language. */
  energy(value: number): string;
  /** kg CO2/m² per year. */
  co2(value: number): string;
  date(isoDate: string): string;
}

export function energyBlock(
  input: EnergyInput,
  messages: CatalogMessages["detail"],
  format: EnergyFormatters,
): EnergyBlockData {
  const found = propertyEnergyLabel({
    zip: input.zip,
    countryId: input.countryId,
    energyPerformance: input.energyPerformance,
    epcLabelText: input.epcLabelText,
  });
  const energy = input.energy ?? {};
  const rows: { label: string; value: string }[] = [];
  const add = (label: string, value: string | undefined) => {
    if (value) rows.push({ label, value });
  };
  if (energy.epcStatus === "in-application") add(messages.epcLabel, messages.epcInApplication);
  if (energy.epcStatus === "not-applicable") add(messages.epcLabel, messages.epcNotApplicable);
  const value = input.energyPerformance ?? energy.epcValue;
  if (value !== null && value !== undefined) add(messages.epcValue, format.energy(value));
  if (energy.epcTotal !== undefined) add(messages.epcTotal, `${format.number(energy.epcTotal)} ${messages.kwhPerYear}`);
  if (energy.co2 !== undefined) add(messages.co2, format.co2(energy.co2));
  add(messages.uniqueCode, energy.certificateCode?.trim());
  if (energy.certificateEndDate)
    add(messages.certificateEndDate, format.date(energy.certificateEndDate) || energy.certificateEndDate);
  if (energy.eLevel !== undefined) add(messages.eLevel, `E${format.number(energy.eLevel)}`);
  // Brussels rental adverts must say whether there are individual meters (BELGIAN-RULES.md).
  if (energy.individualMeters !== undefined)
    add(messages.individualMeters, energy.individualMeters ? messages.yes : messages.no);

  if (!found) return { rows, renovationNotice: false };
  if (found.kind === "text") return { label: found, rows, renovationNotice: false };
  const scale = energyLabels(found.region).map((label) => ({
    label,
    text: energyLabelText(label),
    tone: labelTone(label),
    current: label === found.label,
  }));
  return {
    label: {
      kind: "scale",
      region: found.region,
      text: energyLabelText(found.label),
      tone: labelTone(found.label),
      scale,
    },
    rows,
    renovationNotice: needsRenovationNotice(found.region, found.label, input.typeWebId, isForSale(input.goal)),
  };
}
