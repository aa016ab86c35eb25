// The tables the demo seed fills, and how db-reset empties them. Names come from the schema and are
// quoted as identifiers, never pasted into SQL text.
import { getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { propertyMandates, propertyOwners, users } from "../app/.server/db/auth-schema.ts";
import type { Database } from "../app/.server/db/client.ts";
import { contacts } from "../app/.server/db/contact-schema.ts";
import { storedDocuments } from "../app/.server/db/documents-schema.ts";
import { leads, visitBookings, visitSlots } from "../app/.server/db/lead-schema.ts";
import {
  articleCategories,
  articles,
  articleTexts,
  media,
  modules,
  pages,
  projectDocuments,
  projects,
  projectTexts,
  projectUnits,
  properties,
  propertyTexts,
  propertyTypes,
  siteSettings,
} from "../app/.server/db/schema.ts";
import {
  portalDailyFigures,
  propertyChanges,
  propertyDailyViews,
  propertyPublications,
} from "../app/.server/db/stats-schema.ts";

export const SEEDED_TABLES: readonly PgTable[] = [
  propertyChanges,
  visitBookings,
  leads,
  contacts,
  propertyDailyViews,
  portalDailyFigures,
  propertyPublications,
  propertyOwners,
  propertyMandates,
  users,
  modules,
  pages,
  articleTexts,
  articles,
  articleCategories,
  media,
  propertyTexts,
  visitSlots,
  properties,
  projectDocuments,
  projectUnits,
  projectTexts,
  projects,
  propertyTypes,
  siteSettings,
];

/**
 * Empties every seeded table in one statement. RESTART IDENTITY resets the serial ids so a re-seed
 * gives the same ids; CASCADE also empties tables that reference these (leads about a property, ...),
 * which is what "reset the demo" means.
 */
export async function truncateSeededTables(db: Database): Promise<void> {
  // The documents' bytes go too: only rows emptied here named them (the demo's own are copied in
  // again from the data folder when the site starts).
  const names = sql.join(
    [...SEEDED_TABLES, storedDocuments].map((table) => sql.identifier(getTableName(table))),
    sql`, `,
  );
  await db.execute(sql`truncate table ${names} restart identity cascade`);
}
