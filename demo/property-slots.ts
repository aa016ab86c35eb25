// Which listings exist: per town a number of (goal, type) slots. A fixed list of "must have" slots
// guarantees that every type is for sale, most are for rent and that the projects have listings;
// the rest is drawn from weights that depend on the kind of town (flats in cities, land in villages).

import { isForSale } from "../app/domain/listing.ts";
import type { TypeKey } from "./constants.ts";
import type { Rng } from "./prng.ts";
import { TOWNS, type Town, type TownProfile } from "./towns.ts";
export interface Slot {
  town: Town;
  goal: 0 | 1;
  type: TypeKey;
  /** Set for listings that are units of a project (projects.ts). */
  projectId: number | null;
  /** Which of the project's offered units this listing is (0 = the cheapest). */
  unitOrdinal?: number;
}

type Weights = readonly (readonly [TypeKey, number])[];

const SALE_WEIGHTS: Record<TownProfile, Weights> = {
  city: [
    ["apartment", 35],
    ["studio", 8],
    ["house", 20],
    ["land", 2],
    ["yield", 8],
    ["commercial", 7],
    ["garage", 8],
    ["industrial", 2],
    ["offices", 6],
  ],
  suburb: [
    ["house", 38],
    ["apartment", 22],
    ["studio", 4],
    ["land", 10],
    ["yield", 5],
    ["commercial", 5],
    ["garage", 8],
    ["industrial", 4],
    ["offices", 4],
  ],
  village: [
    ["house", 45],
    ["apartment", 10],
    ["studio", 2],
    ["land", 22],
    ["yield", 3],
    ["commercial", 3],
    ["garage", 6],
    ["industrial", 5],
    ["offices", 2],
  ],
};

// Land and yield buildings are hardly ever let, so they are only for sale.
const RENT_WEIGHTS: Record<TownProfile, Weights> = {
  city: [
    ["apartment", 45],
    ["studio", 18],
    ["house", 12],
    ["garage", 8],
    ["commercial", 7],
    ["offices", 8],
    ["industrial", 2],
  ],
  suburb: [
    ["apartment", 38],
    ["studio", 10],
    ["house", 25],
    ["garage", 10],
    ["commercial", 6],
    ["offices", 5],
    ["industrial", 6],
  ],
  village: [
    ["apartment", 30],
    ["studio", 5],
    ["house", 40],
    ["garage", 10],
    ["commercial", 5],
    ["offices", 3],
    ["industrial", 7],
  ],
};

interface MustHave {
  town: string;
  goal: 0 | 1;
  type: TypeKey;
  projectId?: number;
  times?: number;
}

const MUST_HAVE: readonly MustHave[] = [
  { town: "halle", goal: 0, type: "apartment", projectId: 1, times: 4 },
  { town: "halle", goal: 0, type: "house", projectId: 2, times: 3 },
  { town: "tubize", goal: 0, type: "apartment", projectId: 3, times: 2 },
  ...(["house", "apartment", "studio", "land", "yield", "commercial", "garage", "industrial", "offices"] as const).map(
    (type): MustHave => ({ town: "halle", goal: 0, type }),
  ),
  ...(["house", "apartment", "studio", "commercial", "garage", "industrial", "offices"] as const).map(
    (type): MustHave => ({ town: "halle", goal: 1, type }),
  ),
];

/** All slots, interleaved across towns in a shuffled order (the order becomes the publication order). */
export function planSlots(rng: Rng): Slot[] {
  const slots: Slot[] = [];
  for (const town of TOWNS) {
    const rentCount = Math.round(town.count * town.rentShare);
    const own = MUST_HAVE.filter((entry) => entry.town === town.key).flatMap((entry) =>
      Array.from(
        { length: entry.times ?? 1 },
        (_, ordinal): Slot => ({
          town,
          goal: entry.goal,
          type: entry.type,
          projectId: entry.projectId ?? null,
          ...(entry.projectId !== undefined ? { unitOrdinal: ordinal } : {}),
        }),
      ),
    );
    let rentLeft = rentCount - own.filter((slot) => slot.goal === 1).length;
    let saleLeft = town.count - rentCount - own.filter((slot) => isForSale(slot.goal)).length;
    if (rentLeft < 0 || saleLeft < 0) throw new Error(`${town.key} has more must-have listings than listings`);
    slots.push(...own);
    while (saleLeft-- > 0)
      slots.push({ town, goal: 0, type: rng.weighted(SALE_WEIGHTS[town.profile]), projectId: null });
    while (rentLeft-- > 0)
      slots.push({ town, goal: 1, type: rng.weighted(RENT_WEIGHTS[town.profile]), projectId: null });
  }
  return rng.shuffle(slots);
}
