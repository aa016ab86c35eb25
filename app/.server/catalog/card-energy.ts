// Energy performance belongs in every advert, cards included (BELGIAN-RULES.md): the label on its
// region's scale and the figure the region asks for beside it. Flanders: the EPC score in kWh/m²
// per year; Brussels: the CO₂ emission in kg/m² per year; Wallonia: the specific primary energy in
// kWh/m² per year; Luxembourg: its label as the agency typed it. The detail page shows the rest
// (unique code, totals, dates).
import { energyLabelText, propertyEnergyLabel } from "../../domain/energy-label.ts";
import { formatCo2, formatEnergy } from "../../i18n/format.ts";
import type { Language } from "../../i18n/languages.ts";
import type { CardEnergy } from "../../shared/listing-view.ts";
import type { PropertyDetails } from "../db/json-shapes.ts";
import { labelTone } from "./detail/energy-block.ts";

export interface CardEnergyFacts {
  zip: string;
  countryId: number;
  energyPerformance: number | null;
  epcLabelText: string | null;
  energy: PropertyDetails["energy"] | null;
}

/** The card's energy badge, or null when the property has no label to show. */
export function cardEnergy(facts: CardEnergyFacts, language: Language): CardEnergy | null {
  const found = propertyEnergyLabel(facts);
  if (!found) return null;
  if (found.kind === "text") return { label: found.text, tone: null, figure: null };
  const energy = facts.energy ?? {};
  const specific = facts.energyPerformance ?? energy.epcValue;
  const figure =
    found.region === "brussels"
      ? energy.co2 === undefined
        ? null
        : formatCo2(energy.co2, language)
      : specific === undefined || specific === null
        ? null
        : formatEnergy(specific, language);
  return { label: energyLabelText(found.label), tone: labelTone(found.label), figure: figure || null };
}
