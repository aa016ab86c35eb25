// The demo listings as plain data, before they become rows: identity, place, price, rooms, surfaces,
// energy and banner. Everything is drawn from seeded generators, so the plan is the same every run.

import { isForSale } from "../app/domain/listing.ts";
import { DAY_MS, hasEnergyCertificate, SEED_NOW, type TypeKey } from "./constants.ts";
import { constructionYearFor, LUXEMBOURG_CLASSES, planEnergyValues } from "./energy-plan.ts";
import { type Rng, rngFor } from "./prng.ts";
import { projectSeeds, type UnitSeed } from "./projects-data.ts";
import { askingPrice } from "./property-prices.ts";
import { planSlots, type Slot } from "./property-slots.ts";
import type { Town } from "./towns.ts";
export interface PlannedProperty {
  id: number;
  goal: 0 | 1;
  type: TypeKey;
  town: Town;
  projectId: number | null;
  /** The unit of its project's price list this listing is (projects-data.ts), by its name. */
  unitName: string | null;
  street: string;
  houseNumber: string;
  boxNr: string | null;
  latitude: number;
  longitude: number;
  price: number;
  publishPrice: boolean;
  priceUnit: number | null;
  publishAddress: boolean;
  /** 0 none, 1 new, 2 option, 3 sold, 4 rented. */
  marquee: 0 | 1 | 2 | 3 | 4;
  /** "full": the headline announces that the viewing slots are fully booked. */
  viewingsFull: boolean;
  bedrooms: number;
  bathrooms: number;
  /** Living (or usable) floor area; null for land and garages. */
  livingArea: number | null;
  plotArea: number | null;
  /** Floor of a flat, studio or office unit (0 = ground floor). */
  floor: number | null;
  facades: number | null;
  garden: boolean;
  terrace: boolean;
  garages: number;
  energyPerformance: number | null;
  epcLabelText: string | null;
  epcStatus: "available" | "in-application" | "not-applicable";
  constructionYear: number | null;
  renovationYear: number | null;
  publishedAt: Date;
}

const FIRST_ID = 277;
/** Completion year of each project's units (projects-data.ts gives the delivery quarter). */
const PROJECT_COMPLETION: Record<number, number> = { 1: 2027, 2: 2026, 3: 2028 };
const SPREAD_DAYS = 119;

interface Size {
  living: number | null;
  plot: number | null;
  bedrooms: number;
  bathrooms: number;
  /** The figure that drives the price, and its range for this type. */
  size: number;
  smallest: number;
  largest: number;
}

function sizeFor(type: TypeKey, town: Town, rng: Rng): Size {
  const village = town.profile === "village";
  switch (type) {
    case "house": {
      const living = rng.int(110, 260);
      const plot = rng.int(village ? 450 : 180, village ? 1400 : 800);
      return {
        living,
        plot,
        bedrooms: Math.min(5, 2 + Math.floor((living - 100) / 45)),
        bathrooms: living > 190 ? 2 : 1,
        size: living,
        smallest: 110,
        largest: 260,
      };
    }
    case "apartment": {
      const living = rng.int(62, 140);
      return {
        living,
        plot: null,
        bedrooms: living < 80 ? 1 : living < 115 ? 2 : 3,
        bathrooms: living > 125 ? 2 : 1,
        size: living,
        smallest: 62,
        largest: 140,
      };
    }
    case "studio": {
      const living = rng.int(28, 46);
      return { living, plot: null, bedrooms: 0, bathrooms: 1, size: living, smallest: 28, largest: 46 };
    }
    case "land": {
      const plot = rng.int(village ? 600 : 320, village ? 1800 : 1100);
      return { living: null, plot, bedrooms: 0, bathrooms: 0, size: plot, smallest: 320, largest: 1800 };
    }
    case "yield": {
      const living = rng.int(220, 460);
      return {
        living,
        plot: rng.int(140, 520),
        bedrooms: rng.int(4, 8),
        bathrooms: rng.int(2, 4),
        size: living,
        smallest: 220,
        largest: 460,
      };
    }
    case "commercial": {
      const living = rng.int(60, 360);
      return { living, plot: null, bedrooms: 0, bathrooms: 0, size: living, smallest: 60, largest: 360 };
    }
    case "garage": {
      const surface = rng.int(14, 22);
      return { living: null, plot: null, bedrooms: 0, bathrooms: 0, size: surface, smallest: 14, largest: 22 };
    }
    case "industrial": {
      const living = rng.int(400, 2_400);
      return {
        living,
        plot: Math.round(living * rng.float(1.6, 2.6)),
        bedrooms: 0,
        bathrooms: 0,
        size: living,
        smallest: 400,
        largest: 2_400,
      };
    }
    case "offices": {
      const living = rng.int(80, 620);
      return { living, plot: null, bedrooms: 0, bathrooms: 0, size: living, smallest: 80, largest: 620 };
    }
  }
}

function marqueeFor(slot: Slot, ageDays: number, rng: Rng): PlannedProperty["marquee"] {
  const roll = rng.next();
  if (isForSale(slot.goal) && roll < 0.09 && ageDays > 25) return 3;
  if (slot.goal === 1 && roll < 0.12 && ageDays > 20) return 4;
  if (roll > 0.93) return 2;
  return ageDays <= 21 ? 1 : 0;
}

/** The project's units still on offer, cheapest first: its listings show them, so the two agree. */
const OFFERED_UNITS = new Map(
  projectSeeds().map((project) => [
    project.id,
    project.units.filter((unit) => unit.status !== "sold").sort((a, b) => a.price - b.price),
  ]),
);

function offeredUnit(slot: Slot): UnitSeed | undefined {
  if (slot.projectId === null) return undefined;
  const units = OFFERED_UNITS.get(slot.projectId) ?? [];
  return units[(slot.unitOrdinal ?? 0) % Math.max(1, units.length)];
}

/** A project listing is one of its units: price, rooms, surface and floor as in the price list. */
function asUnit(planned: PlannedProperty, unit: UnitSeed | undefined): PlannedProperty {
  if (!unit) return planned;
  const stacked = planned.type === "apartment" || planned.type === "studio";
  return {
    ...planned,
    unitName: unit.name,
    // One unit of the price list has its own price: it is asked, not "from".
    priceUnit: null,
    price: unit.price,
    bedrooms: unit.bedrooms,
    livingArea: unit.surface,
    floor: stacked ? unit.floor : planned.floor,
  };
}

function plan(slot: Slot, index: number, id: number, count: number): PlannedProperty {
  const rng = rngFor(`property-${id}`);
  const { town, type, goal } = slot;
  const size = sizeFor(type, town, rng);
  const stacked = type === "apartment" || type === "studio" || type === "offices";
  const floor = stacked ? rng.int(0, type === "offices" ? 4 : 6) : null;
  // Evenly spread over the period, with jitter smaller than the step so the order stays the id order.
  const step = (SPREAD_DAYS * DAY_MS) / (count - 1);
  const offset = Math.round((index * step + rng.float(0, step * 0.45)) / 60_000) * 60_000;
  const publishedAt = new Date(SEED_NOW.getTime() - SPREAD_DAYS * DAY_MS - step * 0.5 + offset);
  const ageDays = (SEED_NOW.getTime() - publishedAt.getTime()) / DAY_MS;
  const marquee = marqueeFor(slot, ageDays, rng);
  const base: PlannedProperty = {
    id,
    goal,
    type,
    town,
    projectId: slot.projectId,
    unitName: null,
    street: rng.pick(town.streets),
    houseNumber: `${rng.int(1, 180)}${rng.chance(0.08) ? rng.pick(["A", "B", "C"]) : ""}`,
    boxNr: stacked ? String((floor ?? 0) * 10 + rng.int(1, 4)) : null,
    latitude: Math.round((town.latitude + rng.float(-0.012, 0.012)) * 1e6) / 1e6,
    longitude: Math.round((town.longitude + rng.float(-0.018, 0.018)) * 1e6) / 1e6,
    price: askingPrice(rng, { type, goal, town, size: size.size, smallest: size.smallest, largest: size.largest }),
    publishPrice: true,
    priceUnit: slot.projectId !== null ? 7 : null,
    publishAddress: !rng.chance(0.07),
    marquee,
    viewingsFull: marquee <= 1 && ageDays < 40 && rng.chance(0.15),
    bedrooms: size.bedrooms,
    bathrooms: size.bathrooms,
    livingArea: size.living,
    plotArea: size.plot,
    floor,
    facades:
      type === "house" || type === "yield"
        ? rng.weighted([
            [2, 3],
            [3, 3],
            [4, 2],
          ])
        : null,
    garden:
      type === "house" ||
      (type === "apartment" && floor === 0 && rng.chance(0.6)) ||
      (type === "yield" && rng.chance(0.6)),
    terrace: type === "apartment" || type === "house" ? rng.chance(0.8) : type === "studio" && rng.chance(0.4),
    garages:
      type === "house"
        ? rng.weighted([
            [0, 3],
            [1, 5],
            [2, 2],
          ])
        : type === "apartment" && rng.chance(0.4)
          ? 1
          : 0,
    energyPerformance: null,
    epcLabelText: null,
    epcStatus: hasEnergyCertificate(type) ? "available" : "not-applicable",
    constructionYear: null,
    renovationYear: null,
    publishedAt,
  };
  return asUnit(base, offeredUnit(slot));
}

/** Fills energy values region by region (energy-plan.ts) and construction years that fit them. */
function assignEnergy(listings: PlannedProperty[]): void {
  const rng = rngFor("energy");
  for (const region of ["flanders", "brussels", "wallonia"] as const) {
    // Project units are new builds with their own low values; two older listings wait for their certificate.
    const candidates = rng.shuffle(
      listings.filter((p) => p.town.region === region && p.epcStatus === "available" && p.projectId === null),
    );
    const pending = region === "flanders" ? candidates.splice(-2) : [];
    for (const listing of pending) listing.epcStatus = "in-application";
    const values = planEnergyValues(region, candidates.length, rng);
    candidates.forEach((listing, index) => {
      listing.energyPerformance = values[index] ?? null;
    });
  }
  for (const listing of listings) {
    const own = rngFor(`energy-${listing.id}`);
    if (listing.projectId !== null) listing.energyPerformance = own.int(12, 44);
    if (listing.town.region === "luxembourg" && listing.epcStatus === "available") {
      listing.epcLabelText = own.pick(LUXEMBOURG_CLASSES);
    }
    if (listing.type === "land") continue;
    listing.constructionYear =
      listing.projectId !== null
        ? (PROJECT_COMPLETION[listing.projectId] ?? null)
        : listing.energyPerformance !== null
          ? constructionYearFor(listing.energyPerformance, own)
          : own.int(1958, 2018);
    if (listing.constructionYear === null) continue;
    if (listing.constructionYear < 1990 && own.chance(0.45)) listing.renovationYear = own.int(2008, 2025);
  }
}

/** The full plan: ids from 277 upwards with small gaps, oldest first. */
export function planProperties(): PlannedProperty[] {
  const rng = rngFor("slots");
  const slots = planSlots(rng);
  let id = FIRST_ID;
  const listings = slots.map((slot, index) => {
    if (index > 0)
      id += rng.weighted([
        [1, 4],
        [2, 3],
        [3, 2],
      ]);
    return plan(slot, index, id, slots.length);
  });
  assignEnergy(listings);
  // A few sales show "price on request". Never a rental: every Belgian rental notice must state
  // the rent (BELGIAN-RULES.md).
  const onRequest = rng
    .shuffle(listings.filter((p) => isForSale(p.goal) && p.projectId === null && p.marquee < 3))
    .slice(0, 5);
  for (const listing of onRequest) listing.publishPrice = false;
  return listings;
}
