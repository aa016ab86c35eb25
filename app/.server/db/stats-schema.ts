// The figures owners see in their portal: how often each property's page was viewed on the site
// (counted by the site itself, without cookies), where the property is advertised, and what the
// portals report for it. Days are calendar days in Europe/Brussels.
import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { properties } from "./schema.ts";

/**
 * Views of a property's detail page per day and source. The site's own counter writes source
 * "site", adding to the row (several instances add up); the row is the unit of the counter's
 * batched upsert, so a busy page costs one write per flush, not one per view.
 */
export const propertyDailyViews = pgTable(
  "property_daily_views",
  {
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    source: text("source").notNull(),
    views: integer("views").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.day, t.source] }),
    check("property_daily_views_not_negative", sql`${t.views} >= 0`),
  ],
);

/** Where a property is advertised: a portal (lower-case key, app/domain/portals.ts), since when, at which address. */
export const propertyPublications = pgTable(
  "property_publications",
  {
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    portal: text("portal").notNull(),
    since: date("since", { mode: "string" }).notNull(),
    /** The advert on the portal; unknown for some portals. */
    url: text("url"),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.portal] })],
);

/**
 * What a portal reports for a property per day (imported from its CSV export). A portal's figure for
 * a day replaces what was imported for it before: exports overlap and are corrected afterwards.
 */
export const portalDailyFigures = pgTable(
  "portal_daily_figures",
  {
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    portal: text("portal").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    views: integer("views").notNull(),
    /** Contact requests the portal passed on that day. */
    contacts: integer("contacts").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.portal, t.day] }),
    index("portal_daily_figures_day_idx").on(t.day),
    check("portal_daily_figures_not_negative", sql`${t.views} >= 0 and ${t.contacts} >= 0`),
  ],
);

/**
 * What changed in a property's advert over time, for the owner's history: the price, the banner
 * (new, option, sold, rented: app/domain/listing.ts) and going offline or back online. Written by
 * whatever changes the row (the CRM import today), in the same transaction as the change.
 */
export const propertyChanges = pgTable(
  "property_changes",
  {
    id: serial("id").primaryKey(),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
    kind: text("kind", { enum: ["price", "marquee", "unpublished", "republished"] }).notNull(),
    /** The price before and after, or the banner's code before and after; null for the others. */
    before: numeric("before", { precision: 12, scale: 2, mode: "number" }),
    after: numeric("after", { precision: 12, scale: 2, mode: "number" }),
  },
  (t) => [
    index("property_changes_property_idx").on(t.propertyId, t.changedAt),
    check("property_changes_kind", sql`${t.kind} in ('price', 'marquee', 'unpublished', 'republished')`),
  ],
);
