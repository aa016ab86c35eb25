// Imports a CRM feed (docs/import.md): types, properties with their texts, photos, videos and tours.
// Idempotent: a row is written only when it differs from what is stored, so importing the same feed
// twice changes nothing. A full feed unpublishes the published properties it does not list. Before
// anything is written the import works out what it will change (import-preview.ts); a feed that would
// take more of the catalogue offline than app/domain/import-guard.ts allows is refused, with that
// preview and nothing written, unless the caller confirms it.
import { and, eq, sql } from "drizzle-orm";
import { announceContentChange } from "../../content-changes.ts";
import type { Database } from "../../db/client.ts";
import { properties } from "../../db/schema.ts";
import { propertyChanges } from "../../db/stats-schema.ts";
import { forgetCatalogIndex } from "../catalog-index.ts";
import type { Feed, FeedProperty } from "./feed-schema.ts";
import { type ImportContext, readImportContext, skipReason, wantedProperty } from "./import-context.ts";
import { type ImportPreview, previewFeed } from "./import-preview.ts";
import { importTypes } from "./import-types.ts";
import { propertyMedia } from "./property-media.ts";
import { writeProperty } from "./write-property.ts";

export interface ImportReport {
  /** What the import found it would change, before it wrote anything. */
  preview: ImportPreview;
  /** The feed would unpublish too much of the catalogue and that was not confirmed: nothing was written. */
  refused: boolean;
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
  /** The person importing has seen how much the feed unpublishes and wants it so. */
  confirmUnpublish?: boolean;
}

export async function importFeed(db: Database, feed: Feed, options: ImportOptions): Promise<ImportReport> {
  const log = options.log ?? (() => {});
  const preview = await previewFeed(db, feed);
  const report = emptyReport(preview);
  if (preview.needsConfirmation && !options.confirmUnpublish) {
    report.refused = true;
    log(
      `refused: the feed would unpublish ${preview.unpublished.length} of the ${preview.published} published listings; nothing was imported`,
    );
    return report;
  }
  // Types first: the properties are checked against the stored types, the feed's included.
  report.types = await importTypes(db, feed, report.warnings);
  const context = await readImportContext(db, feed);
  for (const item of feed.properties) await importProperty(db, item, context, options, report);
  if (feed.full) report.unpublished = await unpublishUnlisted(db, feed.properties);
  await announceImport(db);
  log(
    `types ${report.types}, created ${report.created}, updated ${report.updated}, unchanged ${report.unchanged}, skipped ${report.skipped}, unpublished ${report.unpublished}, photos copied ${report.photosCopied}`,
  );
  return report;
}

function emptyReport(preview: ImportPreview): ImportReport {
  return {
    preview,
    refused: false,
    types: 0,
    created: 0,
    updated: 0,
    unchanged: 0,
    skipped: 0,
    unpublished: 0,
    photosCopied: 0,
    warnings: [],
  };
}

/** A property of an unknown type is skipped; anything else the feed gets wrong is only a warning. */
async function importProperty(
  db: Database,
  item: FeedProperty,
  context: ImportContext,
  options: ImportOptions,
  report: ImportReport,
): Promise<void> {
  const skipped = skipReason(item, context);
  if (skipped) {
    report.skipped++;
    report.warnings.push(`property ${item.ID}: ${skipped}`);
    return;
  }
  if (item.ProjectID && !context.projectIds.has(item.ProjectID))
    report.warnings.push(`property ${item.ID}: unknown project ${item.ProjectID}`);
  if ((context.teasersByProperty.get(item.ID) ?? []).length === 0)
    report.warnings.push(`property ${item.ID}: no teaser (headline) in any language`);
  const media = await propertyMedia(item, options);
  report.photosCopied += media.photosCopied;
  report.warnings.push(...media.warnings);
  const outcome = await writeProperty(db, wantedProperty(item, context, media.rows));
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
