// The nine property types (DECISIONS.md): WebID, ShowOrder and names; all offered for sale and rent.
import type { AllLanguages, TypeKey } from "./constants.ts";
import { TYPE } from "./constants.ts";

const NAMES: Record<TypeKey, AllLanguages> = {
  house: { nl: "Huis", fr: "Maison", en: "House", de: "Haus" },
  apartment: { nl: "Appartement", fr: "Appartement", en: "Apartment", de: "Wohnung" },
  studio: { nl: "Studio", fr: "Studio", en: "Studio", de: "Studio" },
  land: { nl: "Grond", fr: "Terrain", en: "Land", de: "Grundstück" },
  yield: { nl: "Opbrengsteigendom", fr: "Immeuble de rapport", en: "Investment property", de: "Renditeobjekt" },
  commercial: { nl: "Commercieel", fr: "Commercial", en: "Commercial", de: "Gewerbe" },
  garage: { nl: "Garage/Parking", fr: "Garage/Parking", en: "Garage/Parking", de: "Garage/Stellplatz" },
  industrial: { nl: "Industrieel", fr: "Industriel", en: "Industrial", de: "Industrie" },
  offices: { nl: "Kantoren", fr: "Bureaux", en: "Offices", de: "Büros" },
};

/** The display order of DECISIONS.md: garages last, after industrial and offices. */
const SHOW_ORDER: readonly TypeKey[] = [
  "house",
  "apartment",
  "studio",
  "land",
  "yield",
  "commercial",
  "industrial",
  "offices",
  "garage",
];

export const PROPERTY_TYPES = SHOW_ORDER.map((key, showOrder) => ({
  webId: TYPE[key],
  showOrder,
  sale: true,
  rent: true,
  names: NAMES[key],
}));
