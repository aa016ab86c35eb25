// Read access for specs to the database of the server under test (the global setup's cluster), so
// they check the page against the data (settings, page tree) instead of repeating the seed's values.
import { asc, eq } from "drizzle-orm";
import { announceContentChange } from "../../app/.server/content-changes.ts";
import { createDatabase, type Database } from "../../app/.server/db/client.ts";
import { consentRecords, pages, siteSettings } from "../../app/.server/db/schema.ts";
import { isLanguage, type Language } from "../../app/i18n/languages.ts";
import { cloneTemplateDatabase } from "./throw-away-postgres.ts";

let database: Database | undefined;

/** The database of the server under test, for specs that make rows through the app's own code. */
export function testDb(): Database {
  return db();
}

function db(): Database {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error("E2E_DATABASE_URL is not set: run the specs through playwright.config.ts (global setup).");
  database ??= createDatabase(url, { max: 2 });
  return database;
}

/** The secret the server under test signs with (FORM_SECRET, given by the global setup). */
export function serverFormSecret(): string {
  const secret = process.env.E2E_FORM_SECRET;
  if (!secret)
    throw new Error("E2E_FORM_SECRET is not set: run the specs through playwright.config.ts (global setup).");
  return secret;
}

export async function siteSettingsRow() {
  const [row] = await db().select().from(siteSettings);
  if (!row) throw new Error("The site under test has no settings.");
  return row;
}

export async function enabledLanguages(): Promise<Language[]> {
  return (await siteSettingsRow()).enabledLanguages.filter(isLanguage);
}

export async function pageRows() {
  return db().select().from(pages).orderBy(asc(pages.sort), asc(pages.id));
}

export async function query<T>(sql: string, values: unknown[] = []): Promise<T[]> {
  return (await db().$client.query(sql, values)).rows as T[];
}

/** What an import or an edit announces: the server under test drops the pages it kept. */
export async function announceChange(): Promise<void> {
  await announceContentChange(db());
}

/** Sets the tracking ids of the site under test (and announces the change). */
export async function setTrackingIds(ids: Record<string, string>): Promise<void> {
  await db().update(siteSettings).set({ tracking: ids });
  await announceContentChange(db());
}

/** The record of cookie consents kept for one browser's consent id. */
export async function consentRecordsOf(consentId: string) {
  return db()
    .select()
    .from(consentRecords)
    .where(eq(consentRecords.consentId, consentId))
    .orderBy(asc(consentRecords.id));
}

/** Removes a property a spec made, with its documents' stored files no other record still uses. */
export async function removePropertyWithDocuments(id: number): Promise<void> {
  const keys = await query<{ file_key: string }>("select file_key from property_documents where property_id = $1", [
    id,
  ]);
  await query("delete from properties where id = $1", [id]);
  for (const { file_key: key } of keys)
    await query(
      `delete from stored_documents where key = $1
         and not exists (select 1 from property_documents where file_key = $1)
         and not exists (select 1 from project_documents where file_key = $1)`,
      [key],
    );
  await announceChange();
}

export interface SpecDatabase {
  url: string;
  /** Drops it (its server stopped first). */
  stop(): Promise<void>;
}

/**
 * A database of the spec's own for a server of its own: migrated and empty, cloned from the run's
 * template on the run's cluster in a fraction of a second, where a cluster of its own took seconds
 * to initialise and start.
 */
export async function specDatabase(): Promise<SpecDatabase> {
  const adminUrl = process.env.E2E_ADMIN_URL;
  if (!adminUrl)
    throw new Error("E2E_ADMIN_URL is not set: run the specs through playwright.config.ts (global setup).");
  const database = await cloneTemplateDatabase(adminUrl, { max: 1 });
  return { url: database.url, stop: () => database.cleanup() };
}
