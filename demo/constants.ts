// Fixed values the whole seed builds on. Dates are relative to a fixed moment, never to the clock,
// so two seeds give identical rows.
import type { Language } from "../app/i18n/languages.ts";

/** "Now" for the demo data: publication dates are spread over the ~120 days before it. */
export const SEED_NOW = new Date("2026-11-01T10:00:00Z");

export const DAY_MS = 86_400_000;

/** All four languages, each with a text: what every seeded translation must provide. */
export type AllLanguages = Record<Language, string>;

export const PHOTO_WIDTH = 1600;
export const PHOTO_HEIGHT = 1067;
export const HERO_WIDTH = 1920;
export const HERO_HEIGHT = 900;
export const AVATAR_SIZE = 800;
export const JPEG_QUALITY = 78;

/** Property type WebIDs (DECISIONS.md). */
export const TYPE = {
  house: 1,
  apartment: 2,
  studio: 3,
  land: 4,
  yield: 5,
  commercial: 6,
  garage: 7,
  industrial: 8,
  offices: 9,
} as const;
export type TypeKey = keyof typeof TYPE;
export const TYPE_KEYS = Object.keys(TYPE) as TypeKey[];

/** Types without an energy certificate: land and garages. */
export function hasEnergyCertificate(type: TypeKey): boolean {
  return type !== "land" && type !== "garage";
}

export function isResidential(type: TypeKey): boolean {
  return type === "house" || type === "apartment" || type === "studio" || type === "yield";
}
