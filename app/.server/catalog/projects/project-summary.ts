// What a project page sums up from its parts: the range of energy classes of its units for sale
// (BELGIAN-RULES.md: a building with several units shows its worst and best class) and the range
// of the prices still asked.
import { type EnergyLabel, energyLabels, energyLabelText, propertyEnergyLabel } from "../../../domain/energy-label.ts";
import type { Region } from "../../../domain/region.ts";
import { fill } from "../../../i18n/fill.ts";
import { formatPrice } from "../../../i18n/format.ts";
import type { Language } from "../../../i18n/languages.ts";
import type { CatalogMessages } from "../../../i18n/messages/catalog-nl.ts";
import type { EnergyRange } from "../../../shared/listing-view.ts";
import { labelTone } from "../detail/energy-block.ts";

export interface UnitEnergyFacts {
  zip: string;
  countryId: number;
  energyPerformance: number | null;
}

/** The best and worst class of the units with a label on a Belgian scale; null when none has one. */
export function energyRange(units: readonly UnitEnergyFacts[]): EnergyRange | null {
  let region: Region | undefined;
  const labels: EnergyLabel[] = [];
  for (const unit of units) {
    const found = propertyEnergyLabel({ ...unit, epcLabelText: null });
    if (found?.kind !== "scale") continue;
    // One building lies in one region; a unit elsewhere (bad data) would mix two scales.
    region ??= found.region;
    if (found.region === region) labels.push(found.label);
  }
  if (region === undefined || labels.length === 0) return null;
  const scale = energyLabels(region);
  const ordered = [...labels].sort((a, b) => scale.indexOf(a) - scale.indexOf(b));
  const best = ordered[0] as EnergyLabel;
  const worst = ordered.at(-1) as EnergyLabel;
  return {
    best: { label: energyLabelText(best), tone: labelTone(best) },
    worst: { label: energyLabelText(worst), tone: labelTone(worst) },
  };
}

/** The lowest and highest price asked (sold and rented units ask none); null when no price is asked. */
export function priceRange(
  units: readonly { price: number | null; status: string }[],
): { from: number; to: number } | null {
  const prices = units
    .filter((unit) => unit.status !== "sold" && unit.status !== "rented")
    .map((unit) => unit.price)
    .filter((price): price is number => price !== null && Number.isFinite(price) && price > 0);
  if (prices.length === 0) return null;
  return { from: Math.min(...prices), to: Math.max(...prices) };
}

/** "Van € 245.000 tot € 395.000"; one price when the range is one; null without a range. */
export function priceRangeText(
  range: { from: number; to: number } | null,
  messages: CatalogMessages["projects"],
  language: Language,
): string | null {
  if (!range) return null;
  if (range.from === range.to) return formatPrice(range.from, language);
  return fill(messages.priceRange, { from: formatPrice(range.from, language), to: formatPrice(range.to, language) });
}
