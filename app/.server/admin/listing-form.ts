// Reads the listing editor's form: every field checked as the site's own schemas check the CRM feed
// (propertyDetailsSchema for the detail groups), with an error per field named by a message key, and
// what the person typed kept so a refused form comes back as they left it.
import { isIsoDay } from "../../domain/brussels-day.ts";
import { parseVideoUrl, tourEmbedUrl } from "../../domain/media-urls.ts";
import { type NumberBounds, type NumberKind, readTypedNumber } from "../../domain/typed-number.ts";
import { LANGUAGES, type Language } from "../../i18n/languages.ts";
import type { AdminListingMessages } from "../../i18n/messages/admin-listings.ts";
import { numberRefusal } from "../../i18n/typed-number-text.ts";
import type { Localized } from "../../shared/localize.ts";
import { ATTRIBUTE_GROUPS, type AttributeKind } from "../catalog/detail/attribute-groups.ts";
import type { PropertyText } from "../catalog/import/feed-property.ts";
import { type PropertyDetails, propertyDetailsSchema } from "../db/json-shapes.ts";

export type ListingErrorKey = keyof AdminListingMessages["errors"];
export interface FieldError {
  key: ListingErrorKey;
  values?: Record<string, string>;
}
export type FieldErrors = Record<string, FieldError>;

/** The detail fields the editor asks as columns instead (the lists filter on them): never twice. */
export const COLUMN_BACKED_DETAILS = new Set([
  "surfaces.living",
  "surfaces.ground",
  "rooms.bedrooms",
  "rooms.bathrooms",
]);

/** The energy group's fields, which the energy block of the editor asks beside the score. */
export const ENERGY_FIELDS: { key: string; kind: AttributeKind | "epcStatus" }[] = [
  { key: "epcStatus", kind: "epcStatus" },
  { key: "epcTotal", kind: "count" },
  { key: "co2", kind: "count" },
  { key: "certificateCode", kind: "text" },
  { key: "certificateEndDate", kind: "date" },
  { key: "eLevel", kind: "count" },
  { key: "individualMeters", kind: "flag" },
];

export interface ListingValues {
  reference: string | null;
  goal: number;
  typeWebId: number;
  projectId: number | null;
  marquee: number;
  price: number | null;
  publishPrice: boolean;
  priceUnit: number | null;
  publishAddress: boolean;
  street: string | null;
  houseNumber: string | null;
  boxNr: string | null;
  zip: string;
  city: string;
  cityNames: Localized;
  countryId: number;
  latitude: number | null;
  longitude: number | null;
  energyPerformance: number | null;
  epcLabelText: string | null;
  bedrooms: number | null;
  bathrooms: number | null;
  livingArea: number | null;
  plotArea: number | null;
  details: PropertyDetails;
}

export interface ListingInput {
  values: ListingValues;
  texts: PropertyText[];
  videos: string[];
  tours: string[];
}

export interface KnownChoices {
  types: { webId: number; sale: boolean; rent: boolean }[];
  projectIds: ReadonlySet<number>;
  defaultLanguage: Language;
}

export type ListingFormResult =
  | { ok: true; input: ListingInput }
  | { ok: false; errors: FieldErrors; submitted: Record<string, string> };

const TEXT_LIMITS = { title: 300, description: 20_000, priceUnitText: 60, city: 100 } as const;

/** Every text field of the form, as typed (files and repeated names ignored): what a refused form shows. */
export function submittedFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string" && !(name in fields)) fields[name] = value;
  return fields;
}

export function readListingForm(form: FormData, known: KnownChoices): ListingFormResult {
  const fields = submittedFields(form);
  const errors: FieldErrors = {};
  const text = (name: string, max = 200): string | null => {
    const value = (fields[name] ?? "").trim();
    if (value.length > max) errors[name] = { key: "tooLong" };
    return value === "" ? null : value;
  };
  // Every number as Belgians type it ("385.000", "82,5"); what could mean two things is refused
  // with its readings, never guessed (typed-number.ts).
  const number = (name: string, kind: NumberKind, bounds: Partial<NumberBounds> = {}): number | null => {
    const raw = fields[name] ?? "";
    if (raw.trim() === "") return null;
    const read = readTypedNumber(raw, kind, bounds);
    if (read.ok) return read.value;
    errors[name] = numberRefusal(raw, read, kind, bounds);
    return null;
  };
  const flag = (name: string): boolean => fields[name] === "on" || fields[name] === "yes";

  const goal = fields.goal === "1" ? 1 : 0;
  const typeWebId = Number(fields.typeWebId);
  const type = known.types.find((t) => t.webId === typeWebId);
  if (!type || !(goal === 0 ? type.sale : type.rent)) errors.typeWebId = { key: "type" };
  const projectId = fields.projectId ? Number(fields.projectId) : null;
  if (projectId !== null && !known.projectIds.has(projectId)) errors.projectId = { key: "project" };
  const zip = (fields.zip ?? "").trim();
  if (!/^\d{4}$/.test(zip)) errors.zip = { key: "zip" };
  const city = text("city", TEXT_LIMITS.city);
  if (!city) errors.city = { key: "required" };
  const marquee = Number(fields.marquee ?? "0");

  const values: ListingValues = {
    reference: text("reference", 50),
    goal,
    typeWebId,
    projectId,
    marquee: Number.isInteger(marquee) && marquee >= 0 && marquee <= 4 ? marquee : 0,
    price: number("price", "amount"),
    publishPrice: flag("publishPrice"),
    priceUnit: fields.priceUnit === "7" ? 7 : null,
    publishAddress: flag("publishAddress"),
    street: text("street"),
    houseNumber: text("houseNumber", 20),
    boxNr: text("boxNr", 20),
    zip,
    city: city ?? "",
    cityNames: {},
    countryId: fields.countryId === "50" ? 50 : 10,
    latitude: number("latitude", "latitude"),
    longitude: number("longitude", "longitude"),
    energyPerformance: number("energyPerformance", "energy"),
    epcLabelText: fields.countryId === "50" ? text("epcLabelText", 20) : null,
    bedrooms: number("bedrooms", "count", { max: 200 }),
    bathrooms: number("bathrooms", "count", { max: 200 }),
    livingArea: number("livingArea", "area", { max: 1e7 }),
    plotArea: number("plotArea", "area"),
    details: readDetails(fields, errors, number),
  };

  const texts: PropertyText[] = [];
  for (const language of LANGUAGES) {
    const title = text(`text.${language}.title`, TEXT_LIMITS.title);
    const description = text(`text.${language}.description`, TEXT_LIMITS.description);
    const priceUnitText = text(`text.${language}.priceUnitText`, TEXT_LIMITS.priceUnitText);
    const cityName = text(`text.${language}.city`, TEXT_LIMITS.city);
    if (cityName) values.cityNames[language] = cityName;
    if (title || description)
      texts.push({ language, title: title ?? "", description: description ?? "", priceUnitText: priceUnitText ?? "" });
  }
  values.cityNames[known.defaultLanguage] ??= values.city;
  if (!texts.some((t) => t.title)) errors[`text.${known.defaultLanguage}.title`] = { key: "titleNeeded" };

  const videos = lines(fields.videos);
  const badVideo = videos.find((url) => !parseVideoUrl(url));
  if (badVideo) errors.videos = { key: "videoUrl", values: { url: badVideo } };
  const tours = lines(fields.tours);
  const badTour = tours.find((url) => !tourEmbedUrl(url));
  if (badTour) errors.tours = { key: "tourUrl", values: { url: badTour } };

  if (Object.keys(errors).length > 0) return { ok: false, errors, submitted: fields };
  return { ok: true, input: { values, texts, videos, tours } };
}

function lines(value: string | undefined): string[] {
  return (value ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 20);
}

type NumberReader = (name: string, kind: NumberKind, bounds?: Partial<NumberBounds>) => number | null;

/** How each detail field's number is typed, by the kind the detail page shows it as. */
const DETAIL_NUMBER_KINDS: Partial<Record<AttributeKind, NumberKind>> = {
  area: "area",
  money: "amount",
  length: "length",
  count: "count",
};

/** Detail numbers with a range of their own: E-levels and CO₂ go below zero; a building's yearly kWh is large. */
const DETAIL_BOUNDS: Readonly<Record<string, Partial<NumberBounds>>> = {
  co2: { min: -1_000 },
  eLevel: { min: -1_000 },
  epcTotal: { max: 100_000_000 },
};

/** The detail groups, sparse: an empty field leaves its key out; the result passes propertyDetailsSchema. */
function readDetails(fields: Record<string, string>, errors: FieldErrors, number: NumberReader): PropertyDetails {
  const details: Record<string, Record<string, unknown>> = {};
  const put = (group: string, key: string, value: unknown) => {
    if (value === null || value === undefined || value === "") return;
    const values = details[group] ?? {};
    values[key] = value;
    details[group] = values;
  };
  const read = (group: string, key: string, kind: AttributeKind | "epcStatus") => {
    const name = `details.${group}.${key}`;
    const raw = (fields[name] ?? "").trim();
    if (kind === "flag") return put(group, key, raw === "yes" ? true : raw === "no" ? false : null);
    if (kind === "text" || kind === "epcStatus" || kind === "judicial" || kind === "score")
      return put(group, key, raw.slice(0, 200));
    if (kind === "date") {
      if (raw && !isIsoDay(raw)) errors[name] = { key: "date" };
      return put(group, key, raw && isIsoDay(raw) ? raw : null);
    }
    const numberKind = DETAIL_NUMBER_KINDS[kind];
    if (numberKind) put(group, key, number(name, numberKind, DETAIL_BOUNDS[key]));
  };
  for (const { source, fields: specs } of ATTRIBUTE_GROUPS)
    for (const spec of specs)
      if (!COLUMN_BACKED_DETAILS.has(`${source}.${spec.key}`)) read(source, spec.key, spec.kind);
  for (const spec of ENERGY_FIELDS) read("energy", spec.key, spec.kind);
  const parsed = propertyDetailsSchema.safeParse(details);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[`details.${issue.path.join(".")}`] = { key: "range" };
    return {};
  }
  return parsed.data;
}

/** The columns that also live in the detail groups, copied there so the detail page shows them. */
export function withColumnDetails(values: ListingValues): PropertyDetails {
  const details = structuredClone(values.details);
  const surfaces = { ...details.surfaces };
  const rooms = { ...details.rooms };
  if (values.livingArea !== null) surfaces.living = values.livingArea;
  if (values.plotArea !== null) surfaces.ground = values.plotArea;
  if (values.bedrooms !== null) rooms.bedrooms = values.bedrooms;
  if (values.bathrooms !== null) rooms.bathrooms = values.bathrooms;
  if (Object.keys(surfaces).length > 0) details.surfaces = surfaces;
  if (Object.keys(rooms).length > 0) details.rooms = rooms;
  return details;
}
