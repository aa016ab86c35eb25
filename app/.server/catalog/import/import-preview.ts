// What importing a feed would change, worked out without changing anything: the listings it would
// add, those it would change (and which parts), those it would leave as they are or skip, and those a
// full feed would take offline, each named by its reference. It reads in a read-only transaction
// (PostgreSQL refuses any write in it) and neither copies nor downloads a photo: photos are compared
// by their number, so a picture replaced by another in the same place shows only when the import
// runs. The import itself starts from this preview and refuses a feed that would unpublish more than
// the share of the catalogue app/domain/import-guard.ts allows, unless that was confirmed.
import { and, count, eq, sql } from "drizzle-orm";
import { unpublishNeedsConfirmation } from "../../../domain/import-guard.ts";
import { isEmbeddableTour, parseVideoUrl } from "../../../domain/media-urls.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { properties } from "../../db/schema.ts";
import type { Feed, FeedProperty } from "./feed-schema.ts";
import { type ImportContext, readImportContext, skipReason, wantedProperty } from "./import-context.ts";
import type { MediaRow } from "./property-media.ts";
import { changedParts, readStoredProperty, type StoredProperty } from "./write-property.ts";

export interface ListingRef {
  id: number;
  /** The agency's reference, or null when the listing has none. */
  reference: string | null;
}

export type ChangedPart = "facts" | "texts" | "media" | "publications";

export interface ImportPreview {
  full: boolean;
  /** Listings online now, from the feed and the back office. */
  published: number;
  created: ListingRef[];
  changed: (ListingRef & { parts: ChangedPart[] })[];
  unchanged: ListingRef[];
  skipped: (ListingRef & { reason: string })[];
  /** Published listings of the feed that a full feed does not list. */
  unpublished: ListingRef[];
  /** The feed would take more of the catalogue offline than may go without a confirmation. */
  needsConfirmation: boolean;
}

/** What importing `feed` would change in the database now. Nothing is written. */
export async function previewFeed(db: Database, feed: Feed): Promise<ImportPreview> {
  return db.transaction((tx) => readPreview(tx, feed), { accessMode: "read only" });
}

async function readPreview(tx: Transaction, feed: Feed): Promise<ImportPreview> {
  const context = await readImportContext(tx, feed);
  const preview: ImportPreview = {
    full: feed.full,
    published: await publishedCount(tx),
    created: [],
    changed: [],
    unchanged: [],
    skipped: [],
    unpublished: feed.full ? await unlistedPublished(tx, feed.properties) : [],
    needsConfirmation: false,
  };
  for (const item of feed.properties) {
    const ref = { id: item.ID, reference: item.Reference ?? null };
    const reason = skipReason(item, context);
    if (reason) {
      preview.skipped.push({ ...ref, reason });
      continue;
    }
    const stored = await readStoredProperty(tx, item.ID);
    if (!stored.row) {
      preview.created.push(ref);
      continue;
    }
    const parts = partsChanged(stored, item, context);
    if (parts.length > 0) preview.changed.push({ ...ref, parts });
    else preview.unchanged.push(ref);
  }
  preview.needsConfirmation = unpublishNeedsConfirmation(preview.unpublished.length, preview.published);
  return preview;
}

async function publishedCount(tx: Transaction): Promise<number> {
  const [row] = await tx.select({ value: count() }).from(properties).where(eq(properties.status, "published"));
  return row?.value ?? 0;
}

/** The published listings of the feed a full feed does not list: the import would unpublish them. */
async function unlistedPublished(tx: Transaction, listedProperties: readonly FeedProperty[]): Promise<ListingRef[]> {
  const listed = listedProperties.map((item) => item.ID);
  return tx
    .select({ id: properties.id, reference: properties.reference })
    .from(properties)
    .where(
      and(
        eq(properties.status, "published"),
        eq(properties.source, "feed"),
        listed.length > 0 ? sql`not (${properties.id} = any(${sql.param(listed)}::int[]))` : sql`true`,
      ),
    )
    .orderBy(properties.id);
}

/**
 * The parts the feed changes. The photos are taken as stored (their files are not read) and compared
 * by number; the video and tour links as the import keeps them (recognised ones only).
 */
function partsChanged(stored: StoredProperty, item: FeedProperty, context: ImportContext): ChangedPart[] {
  const storedPhotos = stored.media.filter((row) => row.kind === "photo") as MediaRow[];
  const links = (kind: "video" | "tour", urls: string[]): MediaRow[] =>
    urls.map((url, position) => ({ kind, position, fileKey: null, url, width: null, height: null }));
  const media = [
    ...storedPhotos,
    ...links(
      "video",
      item.Videos.filter((url) => parseVideoUrl(url) !== undefined),
    ),
    ...links("tour", item.Tours.filter(isEmbeddableTour)),
  ];
  const changed = changedParts(stored, wantedProperty(item, context, media));
  const parts: ChangedPart[] = [];
  if (changed.row) parts.push("facts");
  if (changed.texts) parts.push("texts");
  if (changed.media || storedPhotos.length !== item.Photos.length) parts.push("media");
  if (changed.publications) parts.push("publications");
  return parts;
}

/** A listing as people name it: its reference, else its id. */
function named(ref: ListingRef): string {
  return ref.reference ?? `#${ref.id}`;
}

/** The preview as lines of text, for the import command: counts first, then each list's references. */
export function previewLines(preview: ImportPreview): string[] {
  const list = (refs: readonly ListingRef[]) => refs.map(named).join(", ");
  const lines = [
    `published now ${preview.published}; new ${preview.created.length}, changed ${preview.changed.length}, unchanged ${preview.unchanged.length}, skipped ${preview.skipped.length}, unpublished ${preview.unpublished.length}${preview.full ? "" : " (not a full feed: nothing is unpublished)"}`,
  ];
  if (preview.created.length > 0) lines.push(`new: ${list(preview.created)}`);
  if (preview.changed.length > 0)
    lines.push(`changed: ${preview.changed.map((ref) => `${named(ref)} (${ref.parts.join(", ")})`).join(", ")}`);
  if (preview.skipped.length > 0)
    lines.push(`skipped: ${preview.skipped.map((ref) => `${named(ref)} (${ref.reason})`).join(", ")}`);
  if (preview.unpublished.length > 0) lines.push(`unpublished: ${list(preview.unpublished)}`);
  return lines;
}
