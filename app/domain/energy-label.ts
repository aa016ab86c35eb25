// Energy labels from the energy performance (kWh/m² per year), per region, exactly as DECISIONS.md
// "Rules" sets them: each band's upper bound is inclusive, and anything above the last bound gets the
// worst label. SPEC.md's Brussels "F-sub 223-345" is a typo for 323-345 (DECISIONS.md).
import { toFiniteNumber } from "./number.ts";
import { labelRegion, type Region } from "./region.ts";

export type FlandersLabel = "A+" | "A" | "B" | "C" | "D" | "E" | "F";
export type BrusselsLabel =
  | "A+"
  | "A"
  | "A-"
  | "B+"
  | "B"
  | "B-"
  | "C+"
  | "C"
  | "C-"
  | "D+"
  | "D"
  | "D-"
  | "E+"
  | "E"
  | "E-"
  | "F+"
  | "F"
  | "F-"
  | "G";
export type WalloniaLabel = "A++" | "A+" | "A" | "B" | "C" | "D" | "E" | "F" | "G";
export type EnergyLabel = FlandersLabel | BrusselsLabel | WalloniaLabel;

type Band<L extends EnergyLabel> = readonly [upperInclusive: number, label: L];

// The labels are the plain-text forms ("A-", not "A−") so they can serve as ids, class names and file
// names; `energyLabelText` gives the typographic form for display.
const FLANDERS: readonly Band<FlandersLabel>[] = [
  [0, "A+"],
  [100, "A"],
  [200, "B"],
  [300, "C"],
  [400, "D"],
  [500, "E"],
  [Number.POSITIVE_INFINITY, "F"],
];

const BRUSSELS: readonly Band<BrusselsLabel>[] = [
  [0, "A+"],
  [23, "A"],
  [45, "A-"],
  [62, "B+"],
  [79, "B"],
  [95, "B-"],
  [113, "C+"],
  [132, "C"],
  [150, "C-"],
  [170, "D+"],
  [190, "D"],
  [210, "D-"],
  [232, "E+"],
  [253, "E"],
  [275, "E-"],
  [298, "F+"],
  [322, "F"],
  [345, "F-"],
  [Number.POSITIVE_INFINITY, "G"],
];

const WALLONIA: readonly Band<WalloniaLabel>[] = [
  [0, "A++"],
  [45, "A+"],
  [85, "A"],
  [170, "B"],
  [255, "C"],
  [340, "D"],
  [425, "E"],
  [510, "F"],
  [Number.POSITIVE_INFINITY, "G"],
];

const SCALES: Readonly<Record<Region, readonly Band<EnergyLabel>[]>> = {
  flanders: FLANDERS,
  brussels: BRUSSELS,
  wallonia: WALLONIA,
};

/**
 * The label of an energy performance on a region's scale: Flanders 100 -> "A", 100.1 -> "B".
 * Values between integer bounds (Brussels 23.5) fall in the next band, since bounds are inclusive
 * upper limits. Not a finite number (NaN, "", "abc", null) -> undefined: no label is better than a
 * made-up one. Numeric text ("245", "245,5") is accepted, as data files carry it.
 */
export function energyLabel(region: Region, performance: unknown): EnergyLabel | undefined {
  const value = toFiniteNumber(performance);
  if (value === undefined) return undefined;
  for (const [upper, label] of SCALES[region]) {
    if (value <= upper) return label;
  }
  return undefined;
}

/** The region's labels from best to worst, for drawing the label scale next to the property's label. */
export function energyLabels(region: Region): readonly EnergyLabel[] {
  return SCALES[region].map(([, label]) => label);
}

/**
 * The worst energy performance each region still labels `letter` or better, its + and − steps counted
 * as the letter: "C" is 300 in Flanders, 150 in Brussels (C− ends there), 255 in Wallonia. A letter at
 * or past the scale's worst (Flanders "F", any "G") has no ceiling: Infinity. The list's energy filter
 * compares the stored performance with these, so it agrees with the label every card shows.
 */
export function letterCeilings(letter: string): Record<Region, number> {
  const ceiling = (region: Region): number => {
    const bands = SCALES[region];
    let worst = Number.NEGATIVE_INFINITY;
    for (const [upper, label] of bands) if (label.charAt(0) <= letter) worst = upper;
    return worst;
  };
  return { flanders: ceiling("flanders"), brussels: ceiling("brussels"), wallonia: ceiling("wallonia") };
}

/** "A-" -> "A−": the true minus sign reads "A minus" in screen readers, where a hyphen reads "dash". */
export function energyLabelText(label: EnergyLabel): string {
  return label.replace("-", "\u2212");
}

/** What a property shows as its energy label. */
export type PropertyEnergyLabel =
  | { kind: "scale"; region: Region; label: EnergyLabel }
  | { kind: "text"; text: string; luxembourg: boolean };

export interface EnergyFacts {
  zip: string | null | undefined;
  countryId: number | string | null | undefined;
  energyPerformance: unknown;
  /** The label as the agency typed it (EPCLabelText); Luxembourg's only label. */
  epcLabelText?: string | null | undefined;
}

/**
 * The label a property shows: a Belgian label image computed from EnergyPerformance (country 10 with
 * a Belgian postal code), else the agency's own label text (always for Luxembourg, SPEC.md section 9;
 * also for a Belgian property whose score or postal code is missing, so a typed label is never lost),
 * else undefined.
 */
export function propertyEnergyLabel(facts: EnergyFacts): PropertyEnergyLabel | undefined {
  const region = labelRegion(facts.zip, facts.countryId);
  if (region !== undefined && region !== "luxembourg") {
    const label = energyLabel(region, facts.energyPerformance);
    if (label !== undefined) return { kind: "scale", region, label };
  }
  const text = (facts.epcLabelText ?? "").trim();
  return text === "" ? undefined : { kind: "text", text, luxembourg: region === "luxembourg" };
}

/** Property type WebIDs the renovation notice speaks of: 1 house, 2 apartment (DECISIONS.md "Data"). */
const HOUSE_OR_FLAT = new Set([1, 2]);

/**
 * Whether a label is one of the "E or F" labels of the renovation notice (SPEC.md section 9). The rule
 * is Flemish (E and F); on the Brussels scale the + and − steps of E and F count too ("E+", "F-"), and
 * Wallonia's E and F likewise. G (Brussels, Wallonia) is deliberately not included: the notice names
 * E and F only, and stretching legal text to another label would misinform.
 */
export function isLabelEOrF(label: EnergyLabel | undefined): boolean {
  return label !== undefined && (label.startsWith("E") || label.startsWith("F"));
}

/**
 * The renovation notice shows for houses and flats (type WebID 1 or 2) for sale in Flanders with an
 * E or F label: the renovation duty it announces is Flemish law (BELGIAN-RULES.md), so an E or F on
 * the Brussels or Walloon scale does not bring it, and it binds a buyer, so a rental does not either.
 */
export function needsRenovationNotice(
  region: Region,
  label: EnergyLabel | undefined,
  typeWebId: number | null | undefined,
  forSale = true,
): boolean {
  return (
    forSale &&
    region === "flanders" &&
    typeWebId !== null &&
    typeWebId !== undefined &&
    HOUSE_OR_FLAT.has(typeWebId) &&
    isLabelEOrF(label)
  );
}
