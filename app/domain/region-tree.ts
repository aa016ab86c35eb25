// The tree of regions a visitor picks from in "keep me informed" (SPEC.md section 3): provinces (and
// the Brussels region and the Grand Duchy of Luxembourg) with the municipalities the agency lists
// in, each under its postal code. A Belgian postal code says its province, so the tree needs no
// table of its own; a pick is stored as the postal code, which the matching already reads.
import type { Language } from "../i18n/languages.ts";
import { COUNTRY_BELGIUM, COUNTRY_LUXEMBOURG } from "./region.ts";

export const PROVINCES = [
  "brussels",
  "antwerp",
  "flemishBrabant",
  "eastFlanders",
  "westFlanders",
  "limburg",
  "walloonBrabant",
  "hainaut",
  "liege",
  "luxembourgProvince",
  "namur",
  "grandDuchy",
] as const;
export type Province = (typeof PROVINCES)[number];

/** Belgian postal-code ranges by province, inclusive (bpost's numbering). */
const RANGES: readonly (readonly [from: number, to: number, province: Province])[] = [
  [1000, 1299, "brussels"],
  [1300, 1499, "walloonBrabant"],
  [1500, 1999, "flemishBrabant"],
  [2000, 2999, "antwerp"],
  [3000, 3499, "flemishBrabant"],
  [3500, 3999, "limburg"],
  [4000, 4999, "liege"],
  [5000, 5999, "namur"],
  [6000, 6599, "hainaut"],
  [6600, 6999, "luxembourgProvince"],
  [7000, 7999, "hainaut"],
  [8000, 8999, "westFlanders"],
  [9000, 9999, "eastFlanders"],
];

const NAMES: Record<Province, Record<Language, string>> = {
  brussels: {
    nl: "Brussels Hoofdstedelijk Gewest",
    fr: "Région de Bruxelles-Capitale",
    en: "Brussels-Capital Region",
    de: "Region Brüssel-Hauptstadt",
  },
  antwerp: { nl: "Antwerpen", fr: "Anvers", en: "Antwerp", de: "Antwerpen" },
  flemishBrabant: { nl: "Vlaams-Brabant", fr: "Brabant flamand", en: "Flemish Brabant", de: "Flämisch-Brabant" },
  eastFlanders: { nl: "Oost-Vlaanderen", fr: "Flandre-Orientale", en: "East Flanders", de: "Ostflandern" },
  westFlanders: { nl: "West-Vlaanderen", fr: "Flandre-Occidentale", en: "West Flanders", de: "Westflandern" },
  limburg: { nl: "Limburg", fr: "Limbourg", en: "Limburg", de: "Limburg" },
  walloonBrabant: { nl: "Waals-Brabant", fr: "Brabant wallon", en: "Walloon Brabant", de: "Wallonisch-Brabant" },
  hainaut: { nl: "Henegouwen", fr: "Hainaut", en: "Hainaut", de: "Hennegau" },
  liege: { nl: "Luik", fr: "Liège", en: "Liège", de: "Lüttich" },
  luxembourgProvince: {
    nl: "Luxemburg (provincie)",
    fr: "Luxembourg (province)",
    en: "Luxembourg (province)",
    de: "Luxemburg (Provinz)",
  },
  namur: { nl: "Namen", fr: "Namur", en: "Namur", de: "Namur" },
  grandDuchy: {
    nl: "Groothertogdom Luxemburg",
    fr: "Grand-Duché de Luxembourg",
    en: "Grand Duchy of Luxembourg",
    de: "Großherzogtum Luxemburg",
  },
};

/** "1500" in Belgium -> "flemishBrabant"; any Luxembourg code -> "grandDuchy"; otherwise undefined. */
export function provinceOf(zip: string, countryId: number): Province | undefined {
  const text = zip.trim();
  if (!/^\d{4}$/.test(text)) return undefined;
  if (countryId === COUNTRY_LUXEMBOURG) return "grandDuchy";
  if (countryId !== COUNTRY_BELGIUM) return undefined;
  const code = Number(text);
  return RANGES.find(([from, to]) => code >= from && code <= to)?.[2];
}

export function provinceName(province: Province, language: Language): string {
  return NAMES[province][language];
}

/** A town as the catalogue knows it: its postal code, its name in the visitor's language, its country. */
export interface TownEntry {
  zip: string;
  name: string;
  countryId: number;
}

export interface RegionTown {
  /** The postal code: what a pick stores and the matching compares. */
  zip: string;
  /** "1500 Halle"; towns sharing a code are named together ("1000 Brussel / Elsene"). */
  label: string;
}

export interface RegionGroup {
  province: Province;
  name: string;
  towns: RegionTown[];
}

/**
 * Groups towns by province in a fixed order (Brussels, the Flemish provinces, the Walloon ones, the
 * Grand Duchy), each province's towns by postal code; one entry per postal code. Towns outside
 * Belgium and Luxembourg, or without a valid code, are left out: typed, they still match.
 */
export function buildRegionTree(towns: readonly TownEntry[], language: Language): RegionGroup[] {
  const byProvince = new Map<Province, Map<string, Set<string>>>();
  for (const town of towns) {
    const province = provinceOf(town.zip, town.countryId);
    const name = town.name.trim();
    if (!province || name === "") continue;
    const zips = byProvince.get(province) ?? new Map<string, Set<string>>();
    byProvince.set(province, zips);
    const names = zips.get(town.zip.trim()) ?? new Set<string>();
    zips.set(town.zip.trim(), names.add(name));
  }
  return PROVINCES.flatMap((province) => {
    const zips = byProvince.get(province);
    if (!zips) return [];
    const towns = [...zips.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([zip, names]) => ({
        zip,
        label: `${zip} ${[...names].sort((a, b) => a.localeCompare(b, language)).join(" / ")}`,
      }));
    return [{ province, name: provinceName(province, language), towns }];
  });
}
