// The language-independent facts a listing's texts are written from, and the contract of the
// per-language phrase books (phrases-nl.ts, ...). Every book gets the same facts and the same
// variant choices, so the four translations of a listing say the same thing.

import type { PropertyDetails } from "../app/.server/db/json-shapes.ts";
import type { Language } from "../app/i18n/languages.ts";
import { type AllLanguages, hasEnergyCertificate, SEED_NOW, type TypeKey } from "./constants.ts";
import { hashSeed } from "./prng.ts";
import type { PlannedProperty } from "./property-plan.ts";
import type { Region, TownProfile } from "./towns.ts";

/** Construction years after this one are future completions (project units under construction). */
export const BUILT_BY = SEED_NOW.getUTCFullYear();

export type Banner = "match" | "option" | "sold" | "rented" | "full" | "none";

export interface TextFacts {
  id: number;
  type: TypeKey;
  goal: 0 | 1;
  region: Region;
  profile: TownProfile;
  city: AllLanguages;
  banner: Banner;
  marquee: number;
  bedrooms: number;
  bathrooms: number;
  living: number | null;
  plot: number | null;
  floor: number | null;
  facades: number | null;
  garden: boolean;
  terrace: boolean;
  terraceArea: number | null;
  garages: number;
  lift: boolean;
  /** Flats in a yield building. */
  units: number;
  officeArea: number | null;
  garageArea: number | null;
  plotWidth: number | null;
  constructionYear: number | null;
  renovationYear: number | null;
  heating: string | null;
  glazing: string | null;
  orientation: string | null;
  /** Garages: an electric door (else a manual one). */
  electricDoor: boolean;
  epcStatus: "available" | "in-application" | "not-applicable";
  epcValue: number | null;
  certificateCode: string | null;
  co2: number | null;
  luxembourgClass: string | null;
  price: number;
  publishPrice: boolean;
  priceFrom: boolean;
  renterCharges: number;
  /** "immediately", "by-agreement", "at-deed" or an ISO date. */
  availability: string | null;
  project: AllLanguages | null;
  annuity: { bouquet: number; monthly: number } | null;
  /** A stable choice among `count` phrasings for a slot ("headline", "intro", ...). */
  variant(slot: string, count: number): number;
}

export interface PhraseBook {
  language: Language;
  banners: Record<Exclude<Banner, "none">, string>;
  /** The headline without its banner phrase. */
  headline(facts: TextFacts): string;
  /** Two to four paragraphs. */
  paragraphs(facts: TextFacts): string[];
}

function bannerFor(p: PlannedProperty): Banner {
  if (p.marquee === 3) return "sold";
  if (p.marquee === 4) return "rented";
  if (p.marquee === 2) return "option";
  if (p.viewingsFull) return "full";
  // The agency's house style: most headlines open with "it's a match", a few with no banner at all.
  return hashSeed(`banner-${p.id}`) % 7 === 0 ? "none" : "match";
}

export function textFacts(p: PlannedProperty, details: PropertyDetails, project: AllLanguages | null): TextFacts {
  const energy = details.energy ?? {};
  return {
    id: p.id,
    type: p.type,
    goal: p.goal,
    region: p.town.region,
    profile: p.town.profile,
    city: p.town.names,
    banner: bannerFor(p),
    marquee: p.marquee,
    bedrooms: p.bedrooms,
    bathrooms: p.bathrooms,
    living: p.livingArea,
    plot: p.plotArea,
    floor: p.floor,
    facades: p.facades,
    garden: p.garden,
    terrace: p.terrace,
    terraceArea: details.surfaces?.terrace ?? null,
    garages: p.garages,
    lift: details.comfort?.lift ?? false,
    units: Math.max(2, Math.floor(p.bedrooms / 2)),
    officeArea: details.surfaces?.office ?? null,
    garageArea: p.type === "garage" ? (details.surfaces?.total ?? null) : null,
    plotWidth: details.building?.plotWidth ?? null,
    constructionYear: p.constructionYear,
    renovationYear: p.renovationYear,
    heating: hasEnergyCertificate(p.type) ? (details.building?.heating ?? null) : null,
    glazing: details.building?.glazing ?? null,
    orientation: details.building?.orientation ?? null,
    electricDoor: hashSeed(`door-${p.id}`) % 2 === 0,
    epcStatus: p.epcStatus,
    epcValue: p.energyPerformance,
    certificateCode: energy.certificateCode ?? null,
    co2: energy.co2 ?? null,
    luxembourgClass: p.epcLabelText,
    price: p.price,
    publishPrice: p.publishPrice,
    priceFrom: p.priceUnit === 7,
    renterCharges: details.financial?.renterCharges ?? 0,
    availability: details.financial?.availability ?? null,
    project,
    annuity:
      details.annuity?.bouquet && details.annuity.monthlyAnnuity
        ? { bouquet: details.annuity.bouquet, monthly: details.annuity.monthlyAnnuity }
        : null,
    variant: (slot, count) => hashSeed(`${slot}-${p.id}`) % count,
  };
}

const LOCALES: Record<Language, string> = { nl: "nl-BE", fr: "fr-BE", en: "en-GB", de: "de-BE" };

export function formatNumber(language: Language, value: number): string {
  return new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 1 }).format(value);
}

export function formatMoney(language: Language, value: number): string {
  return `€ ${new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 0 }).format(value)}`;
}

/** "1 December 2026" in the language, from an ISO date; dates are UTC so the result never varies. */
export function formatDate(language: Language, iso: string): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${iso}T12:00:00Z`));
}

/** "1 slaapkamer" / "3 slaapkamers". */
export function count(value: number, one: string, many: string): string {
  return `${value} ${value === 1 ? one : many}`;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** How a headline may speak about energy: only a good value is "energy-efficient", a poor one "to renovate". */
export function energyTone(facts: TextFacts): "efficient" | "renovate" | "neutral" {
  if (facts.epcValue === null) return "neutral";
  if (facts.epcValue <= 150) return "efficient";
  return facts.epcValue >= 400 ? "renovate" : "neutral";
}
