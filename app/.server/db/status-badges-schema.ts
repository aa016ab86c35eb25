// What the agency set for each status badge (app/domain/status-badges.ts): its words per language,
// its tone and where it shows. A badge without a row shows as the site always did.
import { sql } from "drizzle-orm";
import { boolean, check, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { STATUS_BADGES } from "../../domain/status-badges.ts";
import type { Localized } from "../../shared/localize.ts";

export const statusBadgeSettings = pgTable(
  "status_badge_settings",
  {
    badge: text("badge", { enum: STATUS_BADGES }).primaryKey(),
    labels: jsonb("labels").$type<Localized>().notNull().default({}),
    tone: text("tone").notNull(),
    onCards: boolean("on_cards").notNull().default(true),
    onDetail: boolean("on_detail").notNull().default(true),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("status_badge_settings_badge", sql`${t.badge} in ('new', 'option', 'sold', 'rented', 'full')`)],
);
