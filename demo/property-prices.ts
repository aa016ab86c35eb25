// Realistic asking prices and rents for the Halle area, scaled by town (Brussels' pricier
// communes, university towns, Wallonia, Luxembourg) and by the listing's surface.

import { isForSale } from "../app/domain/listing.ts";
import type { TypeKey } from "./constants.ts";
import type { Rng } from "./prng.ts";
import type { Town } from "./towns.ts";

/** [lowest, highest] per type: sale prices in euro, rents in euro per month. */
const SALE: Record<TypeKey, readonly [number, number]> = {
  house: [250_000, 750_000],
  apartment: [160_000, 420_000],
  studio: [115_000, 190_000],
  land: [90_000, 300_000],
  yield: [420_000, 950_000],
  commercial: [210_000, 640_000],
  garage: [20_000, 45_000],
  industrial: [380_000, 1_450_000],
  offices: [240_000, 890_000],
};

const RENT: Record<TypeKey, readonly [number, number]> = {
  house: [1_100, 2_200],
  apartment: [750, 1_500],
  studio: [560, 820],
  land: [150, 400],
  yield: [2_400, 4_200],
  commercial: [1_300, 3_900],
  garage: [70, 120],
  industrial: [2_500, 7_500],
  offices: [1_150, 4_200],
};

const TOWN_FACTOR: Record<string, number> = {
  ukkel: 1.35,
  elsene: 1.3,
  brussel: 1.2,
  vorst: 1.05,
  anderlecht: 1.0,
  gent: 1.15,
  leuven: 1.2,
  aalst: 0.95,
  dilbeek: 1.08,
  beersel: 1.08,
  "sint-pieters-leeuw": 1.02,
  lennik: 1.0,
  halle: 1.0,
  tubize: 0.88,
  "braine-l-alleud": 1.02,
  enghien: 0.9,
  namur: 0.9,
  liege: 0.82,
  mons: 0.8,
  luxembourg: 2.0,
  "esch-sur-alzette": 1.6,
};

/**
 * A price for the listing: where its surface sits between `smallest` and `largest` decides where the
 * price sits in the type's range, with a little noise. Rounded as agencies do (5,000 euro for sales,
 * 10 euro for rents, 5 euro for garage rents).
 */
export function askingPrice(
  rng: Rng,
  options: { type: TypeKey; goal: 0 | 1; town: Town; size: number; smallest: number; largest: number },
): number {
  const [low, high] = (isForSale(options.goal) ? SALE : RENT)[options.type];
  const position = Math.min(
    1,
    Math.max(0, (options.size - options.smallest) / Math.max(1, options.largest - options.smallest)),
  );
  const base = low + (high - low) * (0.15 + 0.7 * position) + (high - low) * rng.float(-0.12, 0.12);
  const price = base * (TOWN_FACTOR[options.town.key] ?? 1);
  const step = isForSale(options.goal) ? (options.type === "garage" ? 500 : 5_000) : options.type === "garage" ? 5 : 10;
  return Math.max(step, Math.round(price / step) * step);
}
