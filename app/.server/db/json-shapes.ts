// Shapes of the JSON columns, validated with zod before anything is written (seed, import, edits).
import { z } from "zod";
import type { Localized } from "../../shared/localize.ts";

const text = z.string().max(10_000);
/** A text per language; a missing language falls back to the default language. */
export const localizedSchema: z.ZodType<Localized> = z.object({ nl: text, fr: text, en: text, de: text }).partial();

export const trackingIdsSchema = z.object({
  analyticsId: z.string().optional(),
  adsId: z.string().optional(),
  tagManagerId: z.string().optional(),
  pixelId: z.string().optional(),
});
export type TrackingIds = z.infer<typeof trackingIdsSchema>;

export const topBarLinkSchema = z.object({
  published: z.boolean(),
  label: localizedSchema,
  href: z.string().min(1),
  icon: z.enum(["phone", "mail", "pin", "facebook", "instagram", "linkedin", "user"]).optional(),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .optional(),
});
export type TopBarLink = z.infer<typeof topBarLinkSchema>;

export const footerColumnSchema = z.object({
  title: localizedSchema,
  titlePublic: z.boolean(),
  intro: localizedSchema,
  introPublic: z.boolean(),
  text: localizedSchema,
  textPublic: z.boolean(),
});
export type FooterColumn = z.infer<typeof footerColumnSchema>;

/** The agency's identity and the mentions a Belgian estate agent must show (BELGIAN-RULES.md). */
export const agencyIdentitySchema = z.object({
  name: z.string().min(1),
  legalName: z.string().min(1),
  street: z.string(),
  zip: z.string(),
  city: localizedSchema,
  phone: z.string(),
  email: z.email(),
  companyNumber: z.string(),
  vatNumber: z.string(),
  professionalTitle: localizedSchema,
  bivNumber: z.string(),
  country: localizedSchema,
  supervisor: z.string(),
  insurer: z.string(),
  policyNumber: z.string(),
  ethicsCodeUrl: z.url(),
  latitude: z.number(),
  longitude: z.number(),
  openingHours: localizedSchema,
  /** The site's logo uploaded in the back office (an image key); none: public/logo.*. */
  logo: z.string().optional(),
  verification: z
    .object({ google: z.string().optional(), facebook: z.string().optional(), norton: z.string().optional() })
    .default({}),
});
export type AgencyIdentity = z.infer<typeof agencyIdentitySchema>;

export const pageFlagsSchema = z.object({
  showBreadCrumb: z.boolean().default(true),
  showPageBanner: z.boolean().default(true),
  redirect: z.string().optional(),
  isHaveSubMenu: z.boolean().default(false),
  showFixedMenu: z.boolean().default(false),
  noReferrerNoFollow: z.boolean().default(false),
  noCookiePopup: z.boolean().default(false),
});

export const seoSchema = z.object({
  pageTitle: z.string().optional(),
  metaTitle: z.string().optional(),
  metaDescription: z.string().optional(),
  ogTitle: z.string().optional(),
  ogType: z.string().optional(),
  ogImage: z.string().optional(),
  ogDescription: z.string().optional(),
  twitterTitle: z.string().optional(),
  twitterSite: z.string().optional(),
  twitterImage: z.string().optional(),
  twitterDescription: z.string().optional(),
  robots: z.string().optional(),
  isActiveSEO: z.boolean().default(true),
});

export const bannerSchema = z.object({
  type: z.enum(["image", "gallery", "video", "color", "none"]),
  title: localizedSchema.default({}),
  /** May contain {FOR_SALE_TOTAL} and {FOR_RENT_TOTAL}. */
  description: localizedSchema.default({}),
  images: z.array(z.string()).default([]),
  video: z.string().optional(),
  color: z.string().optional(),
});

export const pageParamsSchema = z.object({
  title: localizedSchema,
  description: localizedSchema.default({}),
  seo: z.object({ nl: seoSchema, fr: seoSchema, en: seoSchema, de: seoSchema }).partial().default({}),
  flags: pageFlagsSchema.default(pageFlagsSchema.parse({})),
  banner: bannerSchema.optional(),
  image: z.string().optional(),
  /** An image key: this page shows its own logo in the header instead of the agency's. */
  logo: z.string().optional(),
  /** The verification tags of this page's head alone (their contents, checked by the editor). */
  verification: z
    .object({
      googleVerification: z.string().optional(),
      facebookVerification: z.string().optional(),
      nortonSafeWeb: z.string().optional(),
    })
    .optional(),
});
export type PageParams = z.infer<typeof pageParamsSchema>;

export const moduleSettingsSchema = z.object({
  title: localizedSchema.default({}),
  titleSize: z.enum(["h2", "h3"]).default("h2"),
  descriptions: localizedSchema.default({}),
  contentRow: z.number().int().min(0).default(0),
  span: z.number().int().min(1).max(12).default(12),
  cols: z.object({ sm: z.number().int(), md: z.number().int(), lg: z.number().int() }).optional(),
  view: z.enum(["single-view", "ons-team-view", "news-view"]).default("single-view"),
  className: z.string().optional(),
  backgroundType: z.enum(["image", "color", "gallery", "none"]).default("none"),
  image: z.string().optional(),
  images: z.array(z.string()).default([]),
  colorBackground: z.string().optional(),
  numberItemOfRow: z.number().int().min(1).max(6).default(4),
  maxItems: z.number().int().min(1).max(100).default(12),
  isHasSubcategories: z.boolean().default(false),
  /** property-list modules: which goal they list (0 sale, 1 rent); absent lists both. */
  goal: z.number().int().min(0).max(1).optional(),
});
export type ModuleSettings = z.infer<typeof moduleSettingsSchema>;

const yesNo = z.boolean().optional();
/** Sparse property attributes, grouped as the detail page shows them. */
export const propertyDetailsSchema = z
  .object({
    surfaces: z
      .object({
        total: z.number(),
        living: z.number(),
        ground: z.number(),
        terrace: z.number(),
        garden: z.number(),
        constructed: z.number(),
        store: z.number(),
        office: z.number(),
      })
      .partial(),
    rooms: z
      .object({
        bedrooms: z.number().int(),
        bathrooms: z.number().int(),
        showerRooms: z.number().int(),
        toilets: z.number().int(),
        garages: z.number().int(),
        parkingsInternal: z.number().int(),
        parkingsExternal: z.number().int(),
        floors: z.number().int(),
      })
      .partial(),
    building: z
      .object({
        constructionYear: z.number().int(),
        renovationYear: z.number().int(),
        facades: z.number().int(),
        frontWidth: z.number(),
        plotWidth: z.number(),
        heating: z.string(),
        glazing: z.string(),
        frames: z.string(),
        kitchen: z.string(),
        roofMaterial: z.string(),
        roofCondition: z.string(),
        orientation: z.string(),
      })
      .partial(),
    comfort: z
      .object({
        gas: yesNo,
        water: yesNo,
        electricity: yesNo,
        drainConnection: yesNo,
        lift: yesNo,
        cellar: yesNo,
        terrace: yesNo,
        garden: yesNo,
        attic: yesNo,
        furnished: yesNo,
        garage: yesNo,
        parking: yesNo,
        /** Rentals: whether the landlord accepts pets. */
        petsAllowed: yesNo,
      })
      .partial(),
    planning: z
      .object({
        permit: yesNo,
        allotmentPermit: yesNo,
        summons: yesNo,
        preemptiveRights: yesNo,
        judicialDecision: z.enum(["no", "yes", "in-application", "as-required"]),
        zoningDesignation: z.string(),
      })
      .partial(),
    energy: z
      .object({
        epcStatus: z.enum(["available", "in-application", "not-applicable"]),
        epcValue: z.number(),
        epcTotal: z.number(),
        co2: z.number(),
        certificateCode: z.string(),
        certificateEndDate: z.string(),
        eLevel: z.number(),
        individualMeters: yesNo,
      })
      .partial(),
    environment: z
      .object({
        asbestosType: z.string(),
        asbestosDate: z.string(),
        floodZone: z.string(),
        floodScoreP: z.enum(["A", "B", "C", "D"]),
        floodScoreG: z.enum(["A", "B", "C", "D"]),
      })
      .partial(),
    financial: z
      .object({
        cadastralIncome: z.number(),
        realEstateTax: z.number(),
        ownerCharges: z.number(),
        renterCharges: z.number(),
        notaryFeeExVat: z.number(),
        notaryFeeInclVat: z.number(),
        registrationRights: z.number(),
        vatValue: z.number(),
        vatRegime: z.boolean(),
        deposit: z.number(),
        agencyCost: z.number(),
        inventory: yesNo,
        availability: z.string(),
        contractType: z.string(),
      })
      .partial(),
    annuity: z
      .object({
        bouquet: z.number(),
        monthlyAnnuity: z.number(),
        annuitants: z.number().int(),
        annuitantAges: z.string(),
      })
      .partial(),
  })
  .partial();
export type PropertyDetails = z.infer<typeof propertyDetailsSchema>;

/**
 * An article's data (articles.data): team members' phone, e-mail and spoken languages (ISO codes,
 * comma-separated), testimonials' author, city and website; any other key a text. Keys and values
 * are short texts, so the column stays a flat map every reader can trust.
 */
export const articleDataSchema = z.record(z.string().regex(/^[a-zA-Z][a-zA-Z0-9]{0,39}$/), z.string().max(2_000));
export type ArticleData = z.infer<typeof articleDataSchema>;
