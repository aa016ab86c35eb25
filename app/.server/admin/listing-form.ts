// The listing editor's form as the server reads it: checked with the schema the page runs
// (app/domain/admin-forms/listing-forms.ts), built from the site's types, projects and detail fields,
// then turned into what a save writes, the detail groups checked as the site's own schema checks the
// CRM feed (propertyDetailsSchema).
import { parseWithZod } from "@conform-to/zod/v4";
import { type ListingForm, type ListingFormSetup, listingSchema } from "../../domain/admin-forms/listing-forms.ts";
import { LANGUAGES, type Language } from "../../i18n/languages.ts";
import type { Localized } from "../../shared/localize.ts";
import { ATTRIBUTE_GROUPS, type AttributeKind } from "../catalog/detail/attribute-groups.ts";
import type { PropertyText } from "../catalog/import/feed-property.ts";
import { type PropertyDetails, propertyDetailsSchema } from "../db/json-shapes.ts";
import type { ListingMandate } from "./listing-people.ts";

/** The detail fields the editor asks as columns instead (the lists filter on them), with their column. */
export const DETAIL_COLUMNS: Readonly<Record<string, string>> = {
  "surfaces.living": "livingArea",
  "surfaces.ground": "plotArea",
  "rooms.bedrooms": "bedrooms",
  "rooms.bathrooms": "bathrooms",
};

/** Never asked twice: the editor shows the column, and a save copies it into the detail. */
export const COLUMN_BACKED_DETAILS: ReadonlySet<string> = new Set(Object.keys(DETAIL_COLUMNS));

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
  /** Who handles it and the mandate's days; left out, a save keeps what is stored. */
  mandate?: ListingMandate;
}

/** Error keys by field name, as Conform's reply carries them. */
export type ListingFieldErrors = Record<string, string[]>;

export type ListingFormResult = { ok: true; input: ListingInput } | { ok: false; errors: ListingFieldErrors };

/** Every text field of the form, as typed (files and repeated names ignored): what the merge compares and keeps. */
export function submittedFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string" && !(name in fields)) fields[name] = value;
  return fields;
}

/** Fields as a form would post them. */
export function formDataOf(fields: Readonly<Record<string, string>>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

/** The form's checked values as a save writes them; the detail groups may still be refused. */
export function listingInputOf(form: ListingForm, defaultLanguage: Language): ListingFormResult {
  const cityNames: Localized = {};
  const texts: PropertyText[] = [];
  for (const language of LANGUAGES) {
    const typed = form.text[language];
    if (typed?.city) cityNames[language] = typed.city;
    if (typed?.title || typed?.description)
      texts.push({
        language,
        title: typed.title ?? "",
        description: typed.description ?? "",
        priceUnitText: typed.priceUnitText ?? "",
      });
  }
  cityNames[defaultLanguage] ??= form.city;
  const details = detailsOf(form.details);
  if (!details.ok) return details;
  const values: ListingValues = {
    reference: form.reference,
    goal: form.goal,
    typeWebId: form.typeWebId,
    projectId: form.projectId,
    marquee: form.marquee,
    price: form.price,
    publishPrice: form.publishPrice,
    priceUnit: form.priceUnit,
    publishAddress: form.publishAddress,
    street: form.street,
    houseNumber: form.houseNumber,
    boxNr: form.boxNr,
    zip: form.zip,
    city: form.city,
    cityNames,
    countryId: form.countryId,
    latitude: form.latitude,
    longitude: form.longitude,
    energyPerformance: form.energyPerformance,
    // The text label is Luxembourg's: a Belgian listing's label follows from its score.
    epcLabelText: form.countryId === 50 ? form.epcLabelText : null,
    bedrooms: form.bedrooms,
    bathrooms: form.bathrooms,
    livingArea: form.livingArea,
    plotArea: form.plotArea,
    details: details.details,
  };
  const mandate = { agentId: form.agentId, startsOn: form.mandateStart, endsOn: form.mandateEnd };
  return { ok: true, input: { values, texts, videos: form.videos, tours: form.tours, mandate } };
}

/** Posted fields read as the editor's action reads them (a merge's result reads the same way). */
export function readListingForm(form: FormData, setup: ListingFormSetup): ListingFormResult {
  const submission = parseWithZod(form, { schema: listingSchema(setup) });
  if (submission.status !== "success") return { ok: false, errors: fieldErrorsOf(submission.error) };
  return listingInputOf(submission.value, setup.defaultLanguage);
}

function fieldErrorsOf(error: Record<string, string[] | null> | null | undefined): ListingFieldErrors {
  return Object.fromEntries(Object.entries(error ?? {}).flatMap(([name, keys]) => (keys ? [[name, keys]] : [])));
}

/**
 * The detail groups, sparse (an empty field leaves its key out; no/yes flags as booleans), as
 * propertyDetailsSchema takes them; a value it refuses is "range" on its field.
 */
function detailsOf(
  groups: Record<string, Record<string, unknown>>,
): { ok: true; details: PropertyDetails } | { ok: false; errors: ListingFieldErrors } {
  const details: Record<string, Record<string, unknown>> = {};
  for (const [group, fields] of Object.entries(groups)) {
    const kind = (key: string) => detailKind(group, key);
    for (const [key, value] of Object.entries(fields ?? {})) {
      if (value === null || value === undefined || value === "") continue;
      const stored = kind(key) === "flag" ? value === "yes" : value;
      details[group] = { ...details[group], [key]: stored };
    }
  }
  const parsed = propertyDetailsSchema.safeParse(details);
  if (parsed.success) return { ok: true, details: parsed.data };
  return {
    ok: false,
    errors: Object.fromEntries(parsed.error.issues.map((issue) => [`details.${issue.path.join(".")}`, ["range"]])),
  };
}

/** The kind of a detail field, as the detail page shows it. */
function detailKind(group: string, key: string): AttributeKind | "epcStatus" | undefined {
  if (group === "energy") {
    const energy = ENERGY_FIELDS.find((spec) => spec.key === key);
    if (energy) return energy.kind;
  }
  return ATTRIBUTE_GROUPS.find((spec) => spec.source === group)?.fields.find((spec) => spec.key === key)?.kind;
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
