// Imports a CRM feed (docs/import.md): types, properties with their texts, photos, videos and tours.
// Idempotent: a row is written only when it differs from what is stored, so importing the same feed
// twice changes nothing. A full feed unpublishes the published properties it does not list.
import { and, eq, sql } from "drizzle-orm";
import { isLanguage, type Language } from "../../../i18n/languages.ts";
import { announceContentChange } from "../../content-changes.ts";
import type { Database } from "../../db/client.ts";
import { projects, properties, propertyTypes, siteSettings } from "../../db/schema.ts";
import { propertyChanges } from "../../db/stats-schema.ts";
import { forgetCatalogIndex } from "../catalog-index.ts";
import { cityNames, type FeedTeaser, propertyValues, textsFromTeasers } from "./feed-property.ts";
import type { Feed, FeedProperty } from "./feed-schema.ts";
import { importTypes } from "./import-types.ts";
import { propertyMedia } from "./property-media.ts";
import { writeProperty } from "./write-property.ts";

export interface ImportReport {
  types: number;
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
  unpublished: number;
  photosCopied: number;
  warnings: string[];
}

export interface ImportOptions {
  /** Folder of the feed file: photo paths are relative to it. */
  feedDir: string;
  dataDir: string;
  log?: (line: string) => void;
}

/** What every property of the feed is checked against, read once before the first one. */
interface ImportContext {
  /** The language the feed's City is written in. */
  defaultLanguage: Language;
  typeIds: Set<number>;
  projectIds: Set<number>;
  teasersByProperty: Map<number, FeedTeaser[]>;
  /** Listings made in the back office: the feed never overwrites them, even under the same id. */
  officeIds: Set<number>;
}

export async function importFeed(db: Database, feed: Feed, options: ImportOptions): Promise<ImportReport> {
  const log = options.log ?? (() => {});
  const report = emptyReport();
  const defaultLanguage = await siteDefaultLanguage(db);
  // Types first: the properties are checked against the stored types, the feed's included.
  report.types = await importTypes(db, feed, report.warnings);
  const context: ImportContext = {
    defaultLanguage,
    ...(await knownTypesAndProjects(db)),
    teasersByProperty: teasersByProperty(feed.teasers),
    officeIds: new Set(
      (await db.select({ id: properties.id }).from(properties).where(eq(properties.source, "office"))).map(
        (row) => row.id,
      ),
    ),
  };
  for (const item of feed.properties) await importProperty(db, item, context, options, report);
  if (feed.full) report.unpublished = await unpublishUnlisted(db, feed.properties);
  await announceImport(db);
  log(
    `types ${report.types}, created ${report.created}, updated ${report.updated}, unchanged ${report.unchanged}, skipped ${report.skipped}, unpublished ${report.unpublished}, photos copied ${report.photosCopied}`,
  );
  return report;
}

function emptyReport(): ImportReport {
  return { types: 0, created: 0, updated: 0, unchanged: 0, skipped: 0, unpublished: 0, photosCopied: 0, warnings: [] };
}

async function siteDefaultLanguage(db: Database): Promise<Language> {
  const [settings] = await db.select({ defaultLanguage: siteSettings.defaultLanguage }).from(siteSettings);
  return settings && isLanguage(settings.defaultLanguage) ? settings.defaultLanguage : "nl";
}

async function knownTypesAndProjects(db: Database): Promise<{ typeIds: Set<number>; projectIds: Set<number> }> {
  const types = await db.select({ webId: propertyTypes.webId }).from(propertyTypes);
  const projectRows = await db.select({ id: projects.id }).from(projects);
  return { typeIds: new Set(types.map((row) => row.webId)), projectIds: new Set(projectRows.map((row) => row.id)) };
}

function teasersByProperty(teasers: readonly FeedTeaser[]): Map<number, FeedTeaser[]> {
  const byProperty = new Map<number, FeedTeaser[]>();
  for (const teaser of teasers) byProperty.set(teaser.ID, [...(byProperty.get(teaser.ID) ?? []), teaser]);
  return byProperty;
}

/** A property of an unknown type is skipped; anything else the feed gets wrong is only a warning. */
async function importProperty(
  db: Database,
  item: FeedProperty,
  context: ImportContext,
  options: ImportOptions,
  report: ImportReport,
): Promise<void> {
  if (context.officeIds.has(item.ID)) {
    report.skipped++;
    report.warnings.push(`property ${item.ID}: a listing of the back office has this id; the feed's is left out`);
    return;
  }
  if (!context.typeIds.has(item.WebID)) {
    report.skipped++;
    report.warnings.push(`property ${item.ID}: unknown type WebID ${item.WebID}`);
    return;
  }
  if (item.ProjectID && !context.projectIds.has(item.ProjectID))
    report.warnings.push(`property ${item.ID}: unknown project ${item.ProjectID}`);
  const teasers = context.teasersByProperty.get(item.ID) ?? [];
  if (teasers.length === 0) report.warnings.push(`property ${item.ID}: no teaser (headline) in any language`);
  const media = await propertyMedia(item, options);
  report.photosCopied += media.photosCopied;
  report.warnings.push(...media.warnings);
  const outcome = await writeProperty(db, {
    id: item.ID,
    values: propertyValues(item, cityNames(item, teasers, context.defaultLanguage), context.projectIds),
    texts: textsFromTeasers(teasers),
    media: media.rows,
    publishedAt: item.PublishedAt ? new Date(item.PublishedAt) : undefined,
    publications: item.Publications?.map(({ Portal, Since, Url }) => ({
      portal: Portal,
      since: Since,
      url: Url ?? null,
    })),
  });
  report[outcome]++;
}

/** Returns how many published properties the feed no longer lists and were unpublished. */
async function unpublishUnlisted(db: Database, listedProperties: readonly FeedProperty[]): Promise<number> {
  const listed = listedProperties.map((item) => item.ID);
  return db.transaction(async (tx) => {
    const gone = await tx
      .update(properties)
      .set({ status: "unpublished", updatedAt: new Date() })
      .where(
        and(
          eq(properties.status, "published"),
          // A full feed speaks for the CRM's listings only: the back office's own stay online.
          eq(properties.source, "feed"),
          listed.length > 0 ? sql`not (${properties.id} = any(${sql.param(listed)}::int[]))` : sql`true`,
        ),
      )
      .returning({ id: properties.id });
    if (gone.length > 0)
      await tx.insert(propertyChanges).values(gone.map(({ id }) => ({ propertyId: id, kind: "unpublished" as const })));
    return gone.length;
  });
}

async function announceImport(db: Database): Promise<void> {
  forgetCatalogIndex();
  // Running servers drop their kept pages and counts (the import is often a process of its own).
  await announceContentChange(db);
}
