// The database schema. Columns that the site searches, filters or sorts on are typed columns;
// sparse details (attribute groups, per-language SEO params, settings blocks) are JSON validated
// by the zod schemas in app/.server/db/json-shapes.ts before they are written.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { DEFAULT_TERMS, type SaleRentTerms } from "../../domain/sale-rent-terms.ts";
import type { Localized } from "../../shared/localize.ts";
import type {
  AgencyIdentity,
  FooterColumn,
  ModuleSettings,
  PageParams,
  PropertyDetails,
  TopBarLink,
  TrackingIds,
} from "./json-shapes.ts";
import { legalTextVersions } from "./legal-versions-schema.ts";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/** One row: the agency's site settings. */
export const siteSettings = pgTable(
  "site_settings",
  {
    id: smallint("id").primaryKey().default(1),
    defaultLanguage: text("default_language").notNull(),
    enabledLanguages: text("enabled_languages").array().notNull(),
    showSearchCount: boolean("show_search_count").notNull().default(true),
    /** A "price reduced" badge on the cards of a listing whose last price change lowered it. */
    showPriceReduced: boolean("show_price_reduced").notNull().default(true),
    /** The advertised prices over time on a listing's page. */
    showPriceHistory: boolean("show_price_history").notNull().default(true),
    headerFixedOnScroll: boolean("header_fixed_on_scroll").notNull().default(true),
    /** Config languageFlags (SPEC.md): the language switcher shows flags instead of upper-case codes. */
    languageFlags: boolean("language_flags").notNull().default(false),
    cookieLifetimeDays: integer("cookie_lifetime_days").notNull().default(180),
    contactTimeSlots: text("contact_time_slots").array().notNull(),
    tracking: jsonb("tracking").$type<TrackingIds>().notNull(),
    topBarLeft: jsonb("top_bar_left").$type<TopBarLink[]>().notNull(),
    topBarRight: jsonb("top_bar_right").$type<TopBarLink[]>().notNull(),
    footerColumns: jsonb("footer_columns").$type<FooterColumn[]>().notNull(),
    agency: jsonb("agency").$type<AgencyIdentity>().notNull(),
    /** How long leads are kept, in months; null: LEAD_RETENTION_MONTHS from the environment. */
    leadRetentionMonths: integer("lead_retention_months"),
    /**
     * Days a sold or rented listing's page stays, as a reference that says so, after the listing is
     * archived; 0: archiving takes the page away at once.
     */
    soldPageDays: smallint("sold_page_days").notNull().default(90),
    /** The offer's advance and the rental conditions the forms, their pages and mails quote (sale-rent-terms.ts). */
    terms: jsonb("terms").$type<SaleRentTerms>().notNull().default(DEFAULT_TERMS),
    ...timestamps,
  },
  (t) => [
    check("site_settings_single_row", sql`${t.id} = 1`),
    check(
      "site_settings_lead_retention_months",
      sql`${t.leadRetentionMonths} is null or ${t.leadRetentionMonths} between 1 and 120`,
    ),
    check("site_settings_sold_page_days", sql`${t.soldPageDays} between 0 and 730`),
  ],
);

/** Property types (WebID). Data rows with translations, not code. */
export const propertyTypes = pgTable("property_types", {
  webId: integer("web_id").primaryKey(),
  showOrder: smallint("show_order").notNull(),
  sale: boolean("sale").notNull().default(true),
  rent: boolean("rent").notNull().default(true),
  names: jsonb("names").$type<Localized>().notNull(),
  /**
   * The fields staff changed in the back office ("names.nl", "sale", "showOrder", ...): the CRM import
   * no longer overwrites them and says so in its report (import-types.ts).
   */
  staffEdited: text("staff_edited").array().notNull().default(sql`'{}'::text[]`),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const projects = pgTable("projects", {
  id: integer("id").primaryKey(),
  number: text("number"),
  status: text("status", { enum: ["published", "unpublished"] })
    .notNull()
    .default("published"),
  delivery: text("delivery"),
  publicAddress: boolean("public_address").notNull().default(true),
  street: text("street"),
  houseNumber: text("house_number"),
  boxNr: text("box_nr"),
  zip: text("zip").notNull(),
  city: text("city").notNull(),
  cityNames: jsonb("city_names").$type<Localized>().notNull(),
  countryId: integer("country_id").notNull().default(10),
  latitude: doublePrecision("latitude"),
  longitude: doublePrecision("longitude"),
  /** A project may live on another site: its links then point there. */
  externalUrl: text("external_url"),
  ...timestamps,
});

export const projectTexts = pgTable(
  "project_texts",
  {
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    language: text("language").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.language] })],
);

export const projectDocuments = pgTable("project_documents", {
  id: serial("id").primaryKey(),
  projectId: integer("project_id")
    .notNull()
    .references(() => projects.id, { onDelete: "cascade" }),
  position: smallint("position").notNull(),
  names: jsonb("names").$type<Localized>().notNull(),
  /** Storage key under the data folder's documents/. */
  fileKey: text("file_key").notNull(),
  contentType: text("content_type").notNull(),
});

/**
 * Ids of properties made in the back office: from 900,000,001 up, above the ids a CRM hands out, so
 * a listing typed in by the agency never takes the id of one the feed brings later.
 */
export const officePropertyIds = pgSequence("office_property_ids", {
  startWith: 900_000_001,
  minValue: 900_000_001,
  maxValue: 999_999_999,
});

/** What a property's status means: draft (never online), published, unpublished (taken offline). */
export const PROPERTY_STATUSES = ["draft", "published", "unpublished"] as const;

/** Why a manager published an advert the legal-mentions check refused: shown in its report. */
export interface ComplianceOverride {
  reason: string;
  by: string;
  at: string;
}

/**
 * A reference in lower-case letters and digits only ("IZ-486" -> "iz486"): one expression for the
 * index and the query that reads it, which PostgreSQL uses only when the two are the same.
 */
function referenceKeyOf(reference: AnyPgColumn) {
  return sql<string>`regexp_replace(lower(${reference}), '[^a-z0-9]', '', 'g')`;
}

export const properties = pgTable(
  "properties",
  {
    /** The CRM's ID (or one of officePropertyIds): stable across imports and used in public URLs. */
    id: integer("id").primaryKey(),
    reference: text("reference"),
    status: text("status", { enum: PROPERTY_STATUSES }).notNull().default("published"),
    /** Where it comes from: the CRM feed (whose next import overwrites its fields) or the back office. */
    source: text("source", { enum: ["feed", "office"] })
      .notNull()
      .default("feed"),
    /** Archived in the back office: offline, and out of the editor's default list. */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    complianceOverride: jsonb("compliance_override").$type<ComplianceOverride>(),
    /** 0 for sale; any other value reads as rent (DECISIONS.md). */
    goal: smallint("goal").notNull(),
    typeWebId: integer("type_web_id")
      .notNull()
      .references(() => propertyTypes.webId),
    projectId: integer("project_id").references(() => projects.id, { onDelete: "set null" }),
    /** 0 none, 1 new, 2 option, 3 sold, 4 rented. */
    marquee: smallint("marquee").notNull().default(0),
    price: numeric("price", { precision: 12, scale: 2, mode: "number" }),
    publishPrice: boolean("publish_price").notNull().default(true),
    /** 7 means "starting from". */
    priceUnit: integer("price_unit"),
    publishAddress: boolean("publish_address").notNull().default(true),
    street: text("street"),
    houseNumber: text("house_number"),
    boxNr: text("box_nr"),
    zip: text("zip").notNull(),
    /** City name in the default language; per-language names in city_names. */
    city: text("city").notNull(),
    cityNames: jsonb("city_names").$type<Localized>().notNull(),
    /** 10 Belgium, 50 Luxembourg. */
    countryId: integer("country_id").notNull().default(10),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    energyPerformance: numeric("energy_performance", { precision: 8, scale: 1, mode: "number" }),
    epcLabelText: text("epc_label_text"),
    bedrooms: smallint("bedrooms"),
    bathrooms: smallint("bathrooms"),
    livingArea: numeric("living_area", { precision: 10, scale: 2, mode: "number" }),
    plotArea: numeric("plot_area", { precision: 12, scale: 2, mode: "number" }),
    /** Sparse attribute groups of SPEC.md section 3, validated by propertyDetailsSchema. */
    details: jsonb("details").$type<PropertyDetails>().notNull().default({}),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    index("properties_list_idx").on(t.status, t.goal, t.publishedAt.desc()),
    // The lists' default order (newest first, id as tiebreaker) per goal; rent is "goal <> 0".
    index("properties_sale_newest_idx")
      .on(t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'published' and ${t.goal} = 0`),
    index("properties_rent_newest_idx")
      .on(t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'published' and ${t.goal} <> 0`),
    index("properties_type_idx").on(t.typeWebId),
    index("properties_zip_idx").on(t.zip),
    index("properties_price_idx").on(t.goal, t.price),
    // The search box finds a published listing by its reference typed with or without punctuation.
    index("properties_reference_key_idx").on(referenceKeyOf(t.reference)).where(sql`${t.status} = 'published'`),
    // The list's area on the map: the point the map shows (a hidden address rounded), exactly as
    // shownPoint in catalog/list/filter-sql.ts writes it, or PostgreSQL does not use the index.
    index("properties_shown_point_idx")
      .using(
        "gist",
        sql`point(case when ${t.publishAddress} then ${t.longitude} else round(${t.longitude}::numeric, 2)::float8 end, case when ${t.publishAddress} then ${t.latitude} else round(${t.latitude}::numeric, 2)::float8 end)`,
      )
      .where(sql`${t.status} = 'published'`),
    check("properties_marquee_range", sql`${t.marquee} between 0 and 4`),
  ],
);

/** A listing's reference in lower-case letters and digits only, as properties_reference_key_idx keys it. */
export const referenceKeySql = referenceKeyOf(properties.reference);

/** Headline (TypeDescription) and description per language. */
export const propertyTexts = pgTable(
  "property_texts",
  {
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    language: text("language").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    /** The CRM's PriceUnitText in this language ("per maand, excl. btw"): read after the price. */
    priceUnitText: text("price_unit_text").notNull().default(""),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.language] })],
);

/** Ordered photos, videos and virtual tours of a property or a project. */
export const media = pgTable(
  "media",
  {
    id: serial("id").primaryKey(),
    propertyId: integer("property_id").references(() => properties.id, { onDelete: "cascade" }),
    projectId: integer("project_id").references(() => projects.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["photo", "video", "tour"] }).notNull(),
    position: smallint("position").notNull(),
    /** Photos: storage key of the master image under the data folder's media/. */
    fileKey: text("file_key"),
    /** Videos and tours: the URL, kept only when it is recognised (domain rules). */
    url: text("url"),
    width: integer("width"),
    height: integer("height"),
    captions: jsonb("captions").$type<Localized>().notNull().default({}),
    /** Photos: the text read in place of the picture, per language (the gallery falls back to the caption). */
    alts: jsonb("alts").$type<Localized>().notNull().default({}),
    /** The last change of this row's texts: the version the back office's photo form carries. */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("media_property_idx").on(t.propertyId, t.kind, t.position),
    index("media_project_idx").on(t.projectId, t.kind, t.position),
    check("media_has_owner", sql`(${t.propertyId} is null) <> (${t.projectId} is null)`),
    check("media_has_source", sql`(${t.fileKey} is not null) or (${t.url} is not null)`),
  ],
);

export const projectUnits = pgTable(
  "project_units",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    name: text("name").notNull(),
    floor: smallint("floor"),
    status: text("status", { enum: ["available", "option", "sold", "rented"] }).notNull(),
    price: numeric("price", { precision: 12, scale: 2, mode: "number" }),
    surface: numeric("surface", { precision: 10, scale: 2, mode: "number" }),
    bedrooms: smallint("bedrooms"),
    /** The listing that is this unit, one of the project's properties: the price list links to its page. */
    propertyId: integer("property_id").references(() => properties.id, { onDelete: "set null" }),
  },
  (t) => [
    // A project's price list in its order, and the counts and ranges of its card.
    index("project_units_project_idx").on(t.projectId, t.position),
    // A listing deleted sets its unit's link to null: found by this index, not by reading the table.
    index("project_units_property_idx").on(t.propertyId),
  ],
);

/** Page / menu tree. A page with a route key is one of the route table's pages. */
export const pages = pgTable(
  "pages",
  {
    id: serial("id").primaryKey(),
    parentId: integer("parent_id"),
    /** Page id of app/i18n/route-table.ts (home, forSale, ...); null for a free content page. */
    routeKey: text("route_key"),
    /** Free content pages: path segment per language (children nest under their parent). */
    slugs: jsonb("slugs").$type<Localized>().notNull().default({}),
    name: text("name").notNull(),
    status: text("status", { enum: ["published", "draft"] })
      .notNull()
      .default("published"),
    showInMenu: boolean("show_in_menu").notNull().default(true),
    sort: smallint("sort").notNull().default(0),
    params: jsonb("params").$type<PageParams>().notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex("pages_route_key_idx").on(t.routeKey), index("pages_parent_idx").on(t.parentId, t.sort)],
);

export const modules = pgTable(
  "modules",
  {
    id: serial("id").primaryKey(),
    pageId: integer("page_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    sort: smallint("sort").notNull(),
    status: text("status", { enum: ["published", "draft"] })
      .notNull()
      .default("published"),
    relationType: text("relation_type", { enum: ["property-list", "article", "category", "contact"] }).notNull(),
    relationId: integer("relation_id"),
    settings: jsonb("settings").$type<ModuleSettings>().notNull(),
    /**
     * Changes to a published module not yet published: what its editor and the page's preview show,
     * while the site keeps showing the columns above. Null when it has none. `sort` is its place in
     * the page's new order, `removed` marks it to be removed; both apply when it is published.
     */
    draft: jsonb("draft").$type<{
      relationType: "property-list" | "article" | "category" | "contact";
      relationId: number | null;
      settings: ModuleSettings;
      sort?: number;
      removed?: true;
    }>(),
  },
  (t) => [index("modules_page_idx").on(t.pageId, t.sort)],
);

/**
 * Categories of articles (services, testimonials, team, legal) and their sub-categories: a
 * sub-category has a parent and a slug per language, and its articles' paths carry that slug
 * (SPEC.md section 2: article paths from category, sub-category and article name).
 */
export const articleCategories = pgTable(
  "article_categories",
  {
    id: serial("id").primaryKey(),
    key: text("key").notNull().unique(),
    names: jsonb("names").$type<Localized>().notNull(),
    parentId: integer("parent_id").references((): AnyPgColumn => articleCategories.id),
    slugs: jsonb("slugs").$type<Localized>().notNull().default({}),
    sort: smallint("sort").notNull().default(0),
  },
  (t) => [index("article_categories_parent_idx").on(t.parentId, t.sort)],
);

/** Service articles, testimonials, team members and legal texts. */
export const articles = pgTable(
  "articles",
  {
    id: serial("id").primaryKey(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => articleCategories.id),
    key: text("key").notNull().unique(),
    status: text("status", { enum: ["published", "draft"] })
      .notNull()
      .default("published"),
    sort: smallint("sort").notNull().default(0),
    /** Storage key of the article's picture under the data folder's media/. */
    imageKey: text("image_key"),
    /** Team members: phone, e-mail; testimonials: author, website. */
    data: jsonb("data").$type<Record<string, string>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [index("articles_category_idx").on(t.categoryId, t.sort)],
);

export const articleTexts = pgTable(
  "article_texts",
  {
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    language: text("language").notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    /**
     * The body as plain text: paragraphs separated by blank lines. What excerpts and descriptions
     * read; the page shows it (as paragraphs, escaped) only while the article has no body_html.
     */
    body: text("body").notNull().default(""),
    /**
     * The body as edited in the back office: HTML cleaned on the server before it is stored
     * (app/.server/article-html.ts: paragraphs, h2, h3, bold, italic, lists, links). Null for a
     * text written before the rich-text editor, or by code that writes plain text only.
     */
    bodyHtml: text("body_html"),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.language] }), index("article_texts_slug_idx").on(t.language, t.slug)],
);

/**
 * The record of cookie consents the Belgian data protection authority asks for: which categories a
 * browser granted, when, under which version of the cookie policy. No IP address and no cookie:
 * the id is random, made in the browser and kept with its choice, so later changes line up.
 */
/**
 * Content Security Policy violations that browsers report (app/.server/csp-reports.ts): where, what
 * was blocked and by which directive, never who (no address, no query, no user agent). Purged after
 * 30 days by the daily purge.
 */
export const cspReports = pgTable(
  "csp_reports",
  {
    id: serial("id").primaryKey(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    /** The page's path, without its query. */
    documentPath: text("document_path").notNull(),
    /** The directive that blocked ("script-src-elem", "img-src"...). */
    directive: text("directive").notNull(),
    /** The origin of what was blocked, or the browser's word for it ("inline", "eval"). */
    blocked: text("blocked").notNull(),
    /** Where the blocked code or load was, as origin and path, when the browser says. */
    sourceFile: text("source_file"),
    line: integer("line"),
    column: integer("column"),
    /** "enforce" (blocked) or "report" (a report-only policy). */
    disposition: text("disposition").notNull(),
  },
  (t) => [index("csp_reports_received_idx").on(t.receivedAt)],
);

export const consentRecords = pgTable(
  "consent_records",
  {
    id: serial("id").primaryKey(),
    consentId: uuid("consent_id").notNull(),
    granted: text("granted").array().notNull(),
    language: text("language").notNull(),
    /** When the cookie policy in force at the choice was published (its version's date). */
    policyVersion: timestamp("policy_version", { withTimezone: true }),
    /** The cookie policy text (in the visitor's language, else the default one) the choice was made under. */
    policyTextVersionId: integer("policy_text_version_id").references(() => legalTextVersions.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("consent_records_consent_idx").on(t.consentId, t.createdAt)],
);
