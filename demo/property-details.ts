// The sparse attribute groups of a listing (details JSON), filled the way a Belgian agency's CRM
// would: regional energy data (Flemish certificate code, Brussels CO2, Walloon certificate number),
// Flemish planning mentions, flood scores and asbestos certificates, charges for every rental.
// Values that a page shows as words are codes ("gas", "double"), translated by the site.
import type { PropertyDetails } from "../app/.server/db/json-shapes.ts";
import { SEED_NOW } from "./constants.ts";
import { type Rng, rngFor } from "./prng.ts";
import type { PlannedProperty } from "./property-plan.ts";

export interface DetailOptions {
  /** Sold under the lifetime-annuity formula (bouquet plus monthly annuity). */
  annuity: boolean;
}

// Heat pumps only in new or renovated buildings (chosen separately); older ones burn gas or oil.
const HEATING = [
  ["gas", 7],
  ["oil", 1],
  ["electric", 1],
] as const;

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function daysBefore(days: number): Date {
  return new Date(SEED_NOW.getTime() - days * 86_400_000);
}

function building(p: PlannedProperty, rng: Rng): NonNullable<PropertyDetails["building"]> {
  if (p.type === "land")
    return { plotWidth: rng.int(12, 28), orientation: rng.pick(["south", "south-west", "west", "east"]) };
  const modern = (p.renovationYear ?? p.constructionYear ?? 1970) >= 2005;
  return {
    ...(p.constructionYear !== null ? { constructionYear: p.constructionYear } : {}),
    ...(p.renovationYear !== null ? { renovationYear: p.renovationYear } : {}),
    ...(p.facades !== null ? { facades: p.facades } : {}),
    ...(p.type === "house" || p.type === "yield" ? { frontWidth: rng.int(55, 120) / 10 } : {}),
    heating: p.type === "garage" ? "none" : modern && rng.chance(0.4) ? "heat-pump" : rng.weighted(HEATING),
    glazing: modern
      ? rng.pick(["double", "triple"])
      : (p.constructionYear ?? 2000) < 1975 && rng.chance(0.25)
        ? "single"
        : "double",
    frames: rng.pick(["pvc", "aluminium", "wood"]),
    ...(p.type === "garage" || p.type === "industrial"
      ? {}
      : { kitchen: rng.pick(["fitted", "fitted", "semi-fitted", "open"]) }),
    roofMaterial:
      p.type === "apartment" || p.type === "offices" || p.type === "industrial"
        ? "roofing"
        : rng.pick(["tiles", "slate", "tiles"]),
    roofCondition: modern ? "good" : rng.pick(["good", "renewed", "to-renew"]),
    orientation: rng.pick(["south", "south-west", "west", "north-east", "east", "south-east"]),
  };
}

function energy(p: PlannedProperty, rng: Rng): NonNullable<PropertyDetails["energy"]> {
  if (p.epcStatus !== "available") return { epcStatus: p.epcStatus };
  const issued = daysBefore(rng.int(30, 1800));
  const end = new Date(issued);
  end.setUTCFullYear(end.getUTCFullYear() + 10);
  const result: NonNullable<PropertyDetails["energy"]> = { epcStatus: "available", certificateEndDate: isoDate(end) };
  const value = p.energyPerformance;
  if (value === null) return result; // Luxembourg: the class text is on the listing itself
  result.epcValue = value;
  if (p.livingArea !== null) result.epcTotal = Math.round(value * p.livingArea);
  const stamp = isoDate(issued).replaceAll("-", "");
  if (p.town.region === "flanders") {
    const residential = p.type === "house" || p.type === "apartment" || p.type === "studio" || p.type === "yield";
    result.certificateCode = `UC ${rng.int(1_000_000, 9_999_999)}-${residential ? "RES" : "NRES"}`;
  }
  if (p.town.region === "wallonia") result.certificateCode = `${stamp}${String(rng.int(1, 99_999)).padStart(6, "0")}`;
  if (p.town.region === "brussels") {
    result.certificateCode = `${stamp}-0000${rng.int(100_000, 999_999)}-01-${rng.int(1, 9)}`;
    result.co2 = Math.max(0, Math.round(value * rng.float(0.19, 0.23)));
    if (p.goal === 1) result.individualMeters = rng.chance(0.8);
  }
  if (p.projectId !== null || (p.constructionYear ?? 0) >= 2021) result.eLevel = rng.int(20, 30);
  return result;
}

function environment(p: PlannedProperty, rng: Rng): PropertyDetails["environment"] | undefined {
  if (p.town.region !== "flanders") return undefined;
  // The Zenne valley around Halle floods now and then: a few low scores there, one of them a D.
  const wet = p.town.key === "halle" && rng.chance(0.18);
  const scoreP = wet
    ? rng.pick(["C", "D"] as const)
    : rng.weighted([
        ["A", 8],
        ["B", 2],
      ] as const);
  const scoreG = wet
    ? rng.pick(["B", "C", "D"] as const)
    : rng.weighted([
        ["A", 9],
        ["B", 1],
      ] as const);
  const result: NonNullable<PropertyDetails["environment"]> = {
    floodScoreP: scoreP,
    floodScoreG: p.type === "land" ? scoreP : scoreG,
    floodZone:
      scoreP === "D" || scoreG === "D" ? "effectively" : scoreP === "C" || scoreG === "C" ? "possibly" : "none",
  };
  if (p.constructionYear !== null && p.constructionYear < 2001 && p.type !== "land") {
    result.asbestosType = rng.weighted([
      ["asbestos-safe", 3],
      ["not-asbestos-safe", 1],
    ]);
    result.asbestosDate = isoDate(daysBefore(rng.int(20, 700)));
  }
  return result;
}

function planning(p: PlannedProperty, rng: Rng): PropertyDetails["planning"] | undefined {
  if (p.town.region === "luxembourg") return undefined;
  const zoning =
    p.town.region === "flanders"
      ? p.type === "industrial"
        ? "industriegebied"
        : p.town.profile === "village"
          ? rng.pick(["woongebied met landelijk karakter", "woongebied"])
          : "woongebied"
      : p.town.region === "wallonia"
        ? p.type === "industrial"
          ? "zone d'activité économique mixte"
          : "zone d'habitat"
        : p.type === "industrial"
          ? "zone d'industries urbaines"
          : "zone d'habitation";
  return {
    permit: p.type !== "land",
    allotmentPermit: p.type === "land",
    summons: false,
    preemptiveRights: rng.chance(0.1),
    judicialDecision: "no",
    zoningDesignation: zoning,
  };
}

function financial(p: PlannedProperty, rng: Rng, options: DetailOptions): NonNullable<PropertyDetails["financial"]> {
  const stacked = p.type === "apartment" || p.type === "studio" || p.type === "offices";
  const result: NonNullable<PropertyDetails["financial"]> = {};
  if (p.town.region !== "luxembourg" && p.type !== "land") {
    result.cadastralIncome =
      p.type === "garage" ? rng.int(90, 180) : Math.round((p.livingArea ?? 80) * rng.float(5.5, 9.5));
  }
  if (p.goal === 1) {
    result.renterCharges = stacked ? rng.int(6, 20) * 10 : p.type === "garage" ? 0 : rng.int(0, 3) * 10;
    result.deposit = p.price * (p.type === "commercial" || p.type === "industrial" || p.type === "offices" ? 3 : 2);
    result.inventory = true;
    result.availability = rng.pick([
      "immediately",
      "by-agreement",
      isoDate(new Date(SEED_NOW.getTime() + rng.int(15, 90) * 86_400_000)),
    ]);
    result.contractType =
      p.type === "garage"
        ? "garage-lease"
        : p.type === "commercial"
          ? "commercial-lease"
          : p.type === "industrial" || p.type === "offices"
            ? "business-lease"
            : "residential-lease";
    return result;
  }
  if (stacked) result.ownerCharges = rng.int(5, 18) * 10;
  result.availability = rng.pick(["at-deed", "by-agreement", "immediately"]);
  if (p.projectId !== null) {
    // New builds are sold under the VAT regime: registration duties only on the land share.
    result.vatRegime = true;
    // The VAT in the price: 21% on the building, taken here as three quarters of the price.
    result.vatValue = Math.round(((p.price * 0.75) / 1.21) * 0.21);
    result.registrationRights = Math.round(p.price * 0.25 * 0.02);
  } else {
    const rate = { flanders: 0.02, brussels: 0.125, wallonia: 0.03, luxembourg: 0.07 }[p.town.region];
    const base = p.town.region === "brussels" ? Math.max(0, p.price - 200_000) : p.price;
    result.registrationRights = Math.round(base * rate);
  }
  result.notaryFeeExVat = Math.round(1_200 + p.price * 0.008);
  result.notaryFeeInclVat = Math.round(result.notaryFeeExVat * 1.21);
  if (options.annuity) result.contractType = "lifetime-annuity";
  return result;
}

/** The details JSON of one listing (validated by the caller with propertyDetailsSchema). */
export function buildDetails(p: PlannedProperty, options: DetailOptions): PropertyDetails {
  const rng = rngFor(`details-${p.id}`);
  const gardenArea =
    p.garden && p.plotArea ? Math.round(p.plotArea * rng.float(0.35, 0.6)) : p.garden ? rng.int(20, 60) : undefined;
  const parkings =
    p.type === "offices" || p.type === "industrial" ? rng.int(2, 8) : p.type === "house" ? rng.int(0, 2) : 0;
  const details: PropertyDetails = {
    surfaces: {
      ...(p.livingArea !== null ? { living: p.livingArea } : {}),
      ...(p.plotArea !== null
        ? { ground: p.plotArea, total: p.plotArea }
        : p.livingArea !== null
          ? { total: p.livingArea }
          : {}),
      ...(p.type === "garage" ? { total: rng.int(14, 22) } : {}),
      ...(p.terrace ? { terrace: rng.int(6, 24) } : {}),
      ...(gardenArea ? { garden: gardenArea } : {}),
      ...(p.type === "commercial" && p.livingArea ? { store: Math.round(p.livingArea * 0.8) } : {}),
      ...(p.type === "offices" && p.livingArea ? { office: p.livingArea } : {}),
      ...(p.type === "industrial" && p.livingArea ? { constructed: p.livingArea, office: rng.int(40, 160) } : {}),
    },
    rooms: {
      bedrooms: p.bedrooms,
      bathrooms: p.bathrooms,
      toilets: p.type === "land" || p.type === "garage" ? 0 : Math.max(1, p.bathrooms),
      ...(p.type === "house" ? { floors: rng.int(2, 3), showerRooms: rng.int(0, 1) } : {}),
      ...(p.floor !== null ? { floors: rng.int(Math.max(p.floor + 1, 3), 8) } : {}),
      garages: p.garages,
      parkingsExternal: parkings,
    },
    building: building(p, rng),
    comfort: {
      gas: p.type !== "garage" && p.type !== "land",
      water: p.type !== "garage",
      electricity: true,
      drainConnection: p.type !== "garage",
      lift: p.floor !== null && p.floor >= 2 ? rng.chance(0.85) : false,
      cellar: p.type === "house" ? rng.chance(0.6) : p.type === "apartment" && rng.chance(0.5),
      terrace: p.terrace,
      garden: p.garden,
      attic: p.type === "house" && rng.chance(0.5),
      furnished: p.goal === 1 && p.type === "studio" && rng.chance(0.5),
      garage: p.garages > 0 || p.type === "garage",
      parking: parkings > 0,
      // A stream of its own, so the other values of the demo stay as they were.
      ...(p.goal === 1 && (p.type === "house" || p.type === "apartment" || p.type === "studio")
        ? { petsAllowed: rngFor(`pets-${p.id}`).chance(0.5) }
        : {}),
    },
    energy: energy(p, rng),
    financial: financial(p, rng, options),
  };
  const plan = planning(p, rng);
  if (plan) details.planning = plan;
  const env = environment(p, rng);
  if (env) details.environment = env;
  if (options.annuity) {
    details.annuity = {
      bouquet: Math.round((p.price * 0.25) / 1_000) * 1_000,
      monthlyAnnuity: Math.round((p.price * 0.0035) / 10) * 10,
      annuitants: 2,
      annuitantAges: `${rng.int(74, 79)}, ${rng.int(76, 84)}`,
    };
  }
  return details;
}
