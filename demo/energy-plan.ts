// EnergyPerformance values for the demo, written deliberately: in each Belgian region the first
// listings that need a certificate get one value inside every label band of that region's scale
// (DECISIONS.md), so the demo shows every label image; the others get realistic values.
import type { Rng } from "./prng.ts";
import type { Region } from "./towns.ts";

type BelgianRegion = Exclude<Region, "luxembourg">;

/** [label, lowest value, highest value] per band; upper bounds inclusive as in DECISIONS.md. */
export const ENERGY_BANDS: Record<BelgianRegion, readonly (readonly [string, number, number])[]> = {
  flanders: [
    ["A+", -20, 0],
    ["A", 1, 100],
    ["B", 101, 200],
    ["C", 201, 300],
    ["D", 301, 400],
    ["E", 401, 500],
    ["F", 501, 720],
  ],
  brussels: [
    ["A+", -10, 0],
    ["A", 1, 23],
    ["A-", 24, 45],
    ["B+", 46, 62],
    ["B", 63, 79],
    ["B-", 80, 95],
    ["C+", 96, 113],
    ["C", 114, 132],
    ["C-", 133, 150],
    ["D+", 151, 170],
    ["D", 171, 190],
    ["D-", 191, 210],
    ["E+", 211, 232],
    ["E", 233, 253],
    ["E-", 254, 275],
    ["F+", 276, 298],
    ["F", 299, 322],
    ["F-", 323, 345],
    ["G", 346, 520],
  ],
  wallonia: [
    ["A++", -15, 0],
    ["A+", 1, 45],
    ["A", 46, 85],
    ["B", 86, 170],
    ["C", 171, 255],
    ["D", 256, 340],
    ["E", 341, 425],
    ["F", 426, 510],
    ["G", 511, 700],
  ],
};

/** Luxembourg's own classes, shown as text (no Belgian label image). */
export const LUXEMBOURG_CLASSES = ["A", "B", "C", "D", "E", "F"] as const;

/** The band label a value falls in; the seed's own check that its deliberate values hit their band. */
export function bandOf(region: BelgianRegion, value: number): string {
  for (const [label, , high] of ENERGY_BANDS[region]) if (value <= high) return label;
  const bands = ENERGY_BANDS[region];
  return bands[bands.length - 1]?.[0] ?? "";
}

/** A realistic spread: most existing homes sit between 150 and 450 kWh/m² per year. */
function realisticValue(rng: Rng): number {
  return rng.weighted<() => number>([
    [() => rng.int(10, 90), 2],
    [() => rng.int(90, 200), 3],
    [() => rng.int(200, 330), 4],
    [() => rng.int(330, 520), 3],
  ])();
}

/**
 * `count` EnergyPerformance values for one region's listings. The first values cover every band
 * (in a shuffled order), the rest are realistic. Throws when a region has fewer listings than bands,
 * so a change to the town table that would lose a label is caught when seeding, not on the site.
 */
export function planEnergyValues(region: BelgianRegion, count: number, rng: Rng): number[] {
  const bands = rng.shuffle(ENERGY_BANDS[region]);
  if (count < bands.length) {
    throw new Error(`${region} has ${count} listings with a certificate; its ${bands.length} bands need one each`);
  }
  return Array.from({ length: count }, (_, index) => {
    const band = bands[index];
    if (!band) return realisticValue(rng);
    const value = rng.int(band[1], band[2]);
    if (bandOf(region, value) !== band[0]) throw new Error(`energy value ${value} is not in band ${band[0]}`);
    return value;
  });
}

/** A construction year that fits the energy value: near-zero values are new builds, high ones old houses. */
export function constructionYearFor(value: number, rng: Rng): number {
  if (value <= 45) return rng.int(2020, 2026);
  if (value <= 120) return rng.int(2008, 2022);
  if (value <= 220) return rng.int(1985, 2010);
  if (value <= 350) return rng.int(1955, 1995);
  return rng.int(1905, 1975);
}
