// The listing editor's form (/admin/properties/:id/), checked alike in the browser and by the
// action. Its fields are named as the merge of two saves compares them: "price", "text.nl.title",
// "details.energy.co2" (Conform reads the dots as nesting). Which types and projects exist and which
// detail fields the detail page groups are the server's knowledge: the loader hands them to the page,
// and the schema is built from them on both sides. Every number is read as Belgians type it, decimals
// allowed where the field takes them; the refusals are keys (ADMIN_FORM_ERRORS, or the listing's own
// texts, LISTING_FORM_ERRORS: "videoUrl|<url>", "numberRange|<kind>|<min>|<max>", ...).

import { LANGUAGES, type Language } from "../../i18n/languages.ts";
import { isIsoDay } from "../brussels-day.ts";
import { z } from "../forms/zod.ts";
import { parseVideoUrl, tourEmbedUrl } from "../media-urls.ts";
import { type NumberBounds, type NumberKind, numberRefusalKey, readTypedNumber } from "../typed-number.ts";
import { addressFields, oneOf, requiredText, textOrNull } from "./admin-fields.ts";

/** A field of the detail groups or the energy block, as the form draws it and the schema reads it. */
export interface ListingFieldSpec {
  /** "details.<group>.<key>" */
  name: string;
  label: string;
  input: "number" | "integer" | "text" | "date" | "select";
  options?: { value: string; label: string }[];
  /** How a number field is typed and read back ("= € 385.000" beside an amount). */
  kind?: NumberKind;
  /** A range of its own: E-levels and CO₂ go below zero; a building's yearly kWh is large. */
  bounds?: Partial<NumberBounds>;
}

/** What the schema needs to know of the site: the choices of the selects and the detail fields. */
export interface ListingFormSetup {
  types: readonly { webId: number; sale: boolean; rent: boolean }[];
  projectIds: readonly number[];
  /** The language a listing must have a title in when it has none at all. */
  defaultLanguage: Language;
  details: readonly ListingFieldSpec[];
  /** The staff a listing can be given to (active managers and agents, and the one it has now). */
  agentIds?: readonly string[];
}

/** The setup from what the loader hands the page: the choices of the selects and the detail groups. */
export function listingFormSetup(
  choices: {
    types: ListingFormSetup["types"];
    projects: readonly { id: number }[];
    agents?: readonly { id: string }[];
  },
  specs: { groups: readonly { fields: readonly ListingFieldSpec[] }[]; energy: readonly ListingFieldSpec[] },
  defaultLanguage: Language,
): ListingFormSetup {
  return {
    types: choices.types.map(({ webId, sale, rent }) => ({ webId, sale, rent })),
    projectIds: choices.projects.map((project) => project.id),
    defaultLanguage,
    details: [...specs.groups.flatMap((group) => group.fields), ...specs.energy],
    agentIds: (choices.agents ?? []).map((agent) => agent.id),
  };
}

/** An account's id as the authentication library makes them: what an owner or agent pick sends. */
export const ACCOUNT_ID = /^[\w-]{1,64}$/;

/** The longest search typed to find an owner's account. */
export const OWNER_QUERY_MAX = 200;

export const LISTING_TEXT_LIMITS = { title: 300, description: 20_000, priceUnitText: 60, city: 100 } as const;

/** At most this many video or tour links, one a line. */
const MAX_LINKS = 20;

/**
 * An optional number typed the Belgian way ("385.000", "82,5"): null when left empty. What could
 * mean two things is refused with its readings ("numberAmbiguous|amount|385|385000"), never guessed.
 */
export function typedNumber(kind: NumberKind, bounds: Partial<NumberBounds> = {}) {
  return z
    .string()
    .optional()
    .transform((typed, context) => {
      if (typed === undefined || typed.trim() === "") return null;
      const read = readTypedNumber(typed, kind, bounds);
      if (read.ok) return read.value;
      context.addIssue({ code: "custom", message: numberRefusalKey(typed, read, kind, bounds) });
      return z.NEVER;
    });
}

/** One of a select's values, or none. */
function optionalChoice(values: readonly string[]) {
  return z
    .string()
    .optional()
    .refine((value) => value === undefined || values.includes(value), "chooseOne");
}

const optionalDate = z
  .string()
  .trim()
  .optional()
  .refine((value) => !value || isIsoDay(value), "date");

/** A box: ticked sends "on", unticked sends nothing. */
const tickBox = z
  .string()
  .optional()
  .transform((value) => value === "on");

/** Links typed one a line, each one the site can show; the first it cannot is named in the key. */
function links(recognised: (url: string) => boolean, error: "videoUrl" | "tourUrl") {
  return z
    .string()
    .optional()
    .transform((typed) =>
      (typed ?? "")
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean)
        .slice(0, MAX_LINKS),
    )
    .superRefine((urls, context) => {
      const bad = urls.find((url) => !recognised(url));
      if (bad) context.addIssue({ code: "custom", message: `${error}|${bad}` });
    });
}

function detailField(spec: ListingFieldSpec) {
  switch (spec.input) {
    case "select":
      return optionalChoice((spec.options ?? []).map((option) => option.value).filter(Boolean));
    case "date":
      return optionalDate;
    case "text":
      return textOrNull(200);
    default:
      return typedNumber(spec.kind ?? (spec.input === "integer" ? "count" : "area"), spec.bounds);
  }
}

/** The detail groups as nested objects of their fields: { energy: { co2, ... }, ... }. */
function detailsSchema(specs: readonly ListingFieldSpec[]) {
  const groups: Record<string, Record<string, z.ZodType>> = {};
  for (const spec of specs) {
    const [, group, key] = spec.name.split(".");
    if (!group || !key) continue;
    groups[group] = { ...groups[group], [key]: detailField(spec) };
  }
  const shape = Object.fromEntries(
    Object.entries(groups).map(([group, fields]) => [group, z.object(fields).optional().default({})]),
  );
  return z
    .object(shape)
    .optional()
    .default({})
    .transform((value) => value as Record<string, Record<string, unknown>>);
}

const languageTexts = z
  .object({
    title: textOrNull(LISTING_TEXT_LIMITS.title),
    description: textOrNull(LISTING_TEXT_LIMITS.description),
    priceUnitText: textOrNull(LISTING_TEXT_LIMITS.priceUnitText),
    city: textOrNull(LISTING_TEXT_LIMITS.city),
  })
  .optional();

export function listingSchema(setup: ListingFormSetup) {
  const texts = z
    .object(
      Object.fromEntries(LANGUAGES.map((language) => [language, languageTexts])) as Record<
        Language,
        typeof languageTexts
      >,
    )
    .optional()
    .default({});
  return z
    .object({
      reference: textOrNull(50),
      goal: oneOf(["0", "1"]).transform(Number),
      // Whether the type fits the goal is checked below, with the goal.
      typeWebId: z
        .string()
        .optional()
        .transform((id) => Number(id ?? "")),
      projectId: z
        .string()
        .optional()
        .refine((id) => id === undefined || setup.projectIds.includes(Number(id)), "project")
        .transform((id) => (id === undefined ? null : Number(id))),
      marquee: oneOf(["0", "1", "2", "3", "4"]).optional().default("0").transform(Number),
      price: typedNumber("amount"),
      priceUnit: optionalChoice(["7"]).transform((unit) => (unit === "7" ? 7 : null)),
      publishPrice: tickBox,
      ...addressFields(200),
      city: requiredText(LISTING_TEXT_LIMITS.city),
      countryId: oneOf(["10", "50"]).optional().default("10").transform(Number),
      publishAddress: tickBox,
      latitude: typedNumber("latitude"),
      longitude: typedNumber("longitude"),
      energyPerformance: typedNumber("energy"),
      epcLabelText: textOrNull(20),
      bedrooms: typedNumber("count", { max: 200 }),
      bathrooms: typedNumber("count", { max: 200 }),
      livingArea: typedNumber("area", { max: 1e7 }),
      plotArea: typedNumber("area"),
      text: texts,
      videos: links((url) => parseVideoUrl(url) !== undefined, "videoUrl"),
      tours: links((url) => tourEmbedUrl(url) !== undefined, "tourUrl"),
      details: detailsSchema(setup.details),
      // Who handles the listing and the mandate's days (the owners are linked one by one: addOwner).
      agentId: optionalChoice(setup.agentIds ?? []).transform((id) => id ?? null),
      mandateStart: optionalDate.transform((day) => day || null),
      mandateEnd: optionalDate.transform((day) => day || null),
      // An owner's account to link when the form is saved, and the search that narrows the choice.
      addOwner: z
        .string()
        .trim()
        .optional()
        .refine((id) => !id || ACCOUNT_ID.test(id), "chooseOne")
        .transform((id) => id || null),
      ownerQuery: z.string().max(OWNER_QUERY_MAX).optional(),
    })
    .superRefine(
      (listing, context) => {
        // Checked even when another field is refused: every refusal is told at once.
        const goal = listing.goal === 1 ? "rent" : "sale";
        const type = setup.types.find((known) => known.webId === listing.typeWebId);
        if (!type?.[goal]) context.addIssue({ code: "custom", path: ["typeWebId"], message: "type" });
        const titled = LANGUAGES.some((language) => listing.text?.[language]?.title);
        if (!titled)
          context.addIssue({ code: "custom", path: ["text", setup.defaultLanguage, "title"], message: "titleNeeded" });
        // ISO days compare as text.
        if (listing.mandateStart && listing.mandateEnd && listing.mandateEnd < listing.mandateStart)
          context.addIssue({ code: "custom", path: ["mandateEnd"], message: "mandateEndBeforeStart" });
      },
      { when: () => true },
    );
}

export type ListingForm = z.output<ReturnType<typeof listingSchema>>;

/** The listing's own refusal keys (beside ADMIN_FORM_ERRORS), told in the listing editor's texts. */
export const LISTING_FORM_ERRORS = [
  "type",
  "project",
  "zip",
  "titleNeeded",
  "videoUrl",
  "tourUrl",
  "number",
  "wholeNumber",
  "numberRange",
  "range",
  "mandateEndBeforeStart",
  "ownerUnknown",
] as const;
