// The CRM feed read by `npm run import -- feed.json` (docs/import.md). Field names follow SPEC.md
// section 3 (ID, Goal, WebID, Price, PublishPrice, ...); everything is validated before anything
// is written, so a bad feed changes nothing.
import { z } from "zod";
import { isIsoDay } from "../../../domain/brussels-day.ts";
import { portalKey } from "../../../domain/portals.ts";
import { LANGUAGES } from "../../../i18n/languages.ts";
import { propertyDetailsSchema } from "../../db/json-shapes.ts";

const language = z.enum(LANGUAGES);
const id = z.coerce.number().int().min(1).max(999_999_999);
const flag = z.union([
  z.boolean(),
  z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1"),
]);
const money = z.coerce.number().min(-1e10).max(1e10);
const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((value) => (value ? value : null));

export const feedTypeSchema = z.object({
  WebID: id,
  Name: text(100).min(1),
  ShowOrder: z.coerce.number().int().min(0).max(99),
  Sale: flag.default(true),
  Rent: flag.default(true),
  language,
});

export const feedCitySchema = z.object({
  Name: text(100).min(1),
  Zip: z
    .string()
    .trim()
    .regex(/^\d{4}$/),
  CountryID: z.coerce.number().int().default(10),
  CountryName: text(100).optional(),
  language,
});

const photoSchema = z
  .object({
    /** A file next to the feed (relative path) or an https address. */
    File: text(500).optional(),
    Url: z.url({ protocol: /^https$/ }).optional(),
    Width: z.coerce.number().int().min(1).max(20_000).optional(),
    Height: z.coerce.number().int().min(1).max(20_000).optional(),
    Name: text(300).optional(),
  })
  .refine((photo) => Boolean(photo.File) !== Boolean(photo.Url), "a photo has either File or Url");

/** Where the property is advertised: a portal, since which day, and the advert's address. */
export const feedPublicationSchema = z.object({
  Portal: z.string().transform((name, context) => {
    const key = portalKey(name);
    if (key) return key;
    context.addIssue({ code: "custom", message: "a portal's name: letters, digits and dashes" });
    return z.NEVER;
  }),
  Since: z.string().trim().refine(isIsoDay, "a day written YYYY-MM-DD"),
  Url: z
    .url({ protocol: /^https?$/ })
    .max(1000)
    .nullish(),
});

export const feedPropertySchema = z.object({
  ID: id,
  Goal: z.coerce.number().int().min(0).max(9),
  WebID: id,
  Reference: optionalText(50),
  ProjectID: id.nullish(),
  Price: money.nullish(),
  PublishPrice: flag.default(true),
  PriceUnit: z.coerce.number().int().nullish(),
  Marquee: z.coerce.number().int().min(0).max(4).default(0),
  PublishAddress: flag.default(true),
  Street: optionalText(200),
  HouseNumber: optionalText(20),
  BoxNr: optionalText(20),
  Zip: z
    .string()
    .trim()
    .regex(/^\d{4}$/),
  City: text(100).min(1),
  CountryID: z.coerce.number().int().default(10),
  Latitude: z.coerce.number().min(-90).max(90).nullish(),
  Longitude: z.coerce.number().min(-180).max(180).nullish(),
  EnergyPerformance: z.coerce.number().min(-1000).max(100_000).nullish(),
  EPCLabelText: optionalText(20),
  Bedrooms: z.coerce.number().int().min(0).max(200).nullish(),
  Bathrooms: z.coerce.number().int().min(0).max(200).nullish(),
  LivingArea: z.coerce.number().min(0).max(1e7).nullish(),
  PlotArea: z.coerce.number().min(0).max(1e9).nullish(),
  PublishedAt: z.iso.datetime({ offset: true }).optional(),
  Details: propertyDetailsSchema.default({}),
  Photos: z.array(photoSchema).max(100).default([]),
  Videos: z.array(text(1000)).max(20).default([]),
  Tours: z.array(text(1000)).max(20).default([]),
  /** The portals the property is advertised on; absent: the publications stored are left alone. */
  Publications: z
    .array(feedPublicationSchema)
    .max(30)
    .refine((list) => new Set(list.map((item) => item.Portal)).size === list.length, "a portal listed twice")
    .optional(),
});

/** A listing teaser: one per property per language, carrying the headline (TypeDescription). */
export const feedTeaserSchema = z.object({
  ID: id,
  language,
  TypeDescription: text(500).min(1),
  Description: text(20_000).default(""),
  /** Words after the price in this language ("per maand, excl. btw"); SPEC.md's PriceUnitText. */
  PriceUnitText: text(60).default(""),
  City: text(100).optional(),
});

export const feedSchema = z.object({
  /** A full feed lists every property: those missing from it are unpublished. */
  full: z.boolean().default(false),
  types: z.array(feedTypeSchema).default([]),
  cities: z.array(feedCitySchema).default([]),
  properties: z.array(feedPropertySchema).max(200_000),
  teasers: z.array(feedTeaserSchema).default([]),
});

export type Feed = z.infer<typeof feedSchema>;
export type FeedProperty = z.infer<typeof feedPropertySchema>;

/** The feed, or readable errors ("properties.3.Zip: Invalid string"). */
export function parseFeed(json: unknown): { ok: true; feed: Feed } | { ok: false; errors: string[] } {
  const result = feedSchema.safeParse(json);
  if (result.success) return { ok: true, feed: result.data };
  return {
    ok: false,
    errors: result.error.issues.slice(0, 50).map((issue) => `${issue.path.join(".")}: ${issue.message}`),
  };
}
