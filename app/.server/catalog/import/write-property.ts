// Writes one imported property in a transaction of its own, so its row, texts and media never
// disagree. Each part is compared with what is stored and only a part that differs is rewritten:
// importing the same feed twice writes nothing.
import { eq } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import { media, properties, propertyTexts } from "../../db/schema.ts";
import { propertyPublications } from "../../db/stats-schema.ts";
import { recordAdvertChanges } from "../property-changes.ts";
import type { PropertyText, PropertyValues } from "./feed-property.ts";
import type { MediaRow } from "./property-media.ts";
import { sameValues } from "./same-values.ts";

export interface WantedProperty {
  id: number;
  values: PropertyValues;
  texts: PropertyText[];
  media: MediaRow[];
  /** Taken by a new row only: an update leaves the stored date alone. */
  publishedAt: Date | undefined;
  /** The portals it is advertised on; undefined when the feed does not say (the stored ones stay). */
  publications?: PublicationRow[] | undefined;
}

interface PublicationRow {
  portal: string;
  since: string;
  url: string | null;
}

type WriteOutcome = "created" | "updated" | "unchanged";

export type StoredProperty = Awaited<ReturnType<typeof readStoredProperty>>;

export async function writeProperty(db: Database, wanted: WantedProperty): Promise<WriteOutcome> {
  return db.transaction(async (tx) => {
    const stored = await readStoredProperty(tx, wanted.id);
    const changed = changedParts(stored, wanted);
    if (!changed.row && !changed.texts && !changed.media && !changed.publications) return "unchanged";
    if (!stored.row) await insertRow(tx, wanted);
    else if (changed.row) await updateRow(tx, stored.row, wanted);
    if (changed.texts) await replaceTexts(tx, wanted);
    if (changed.media) await replaceMedia(tx, wanted);
    if (changed.publications && wanted.publications) await replacePublications(tx, wanted.id, wanted.publications);
    return stored.row ? "updated" : "created";
  });
}

/** What is stored of a property, as the feed's version is compared with it (the import's preview reads it too). */
export async function readStoredProperty(tx: Database | Transaction, id: number) {
  const [row] = await tx.select().from(properties).where(eq(properties.id, id));
  const texts = await tx.select().from(propertyTexts).where(eq(propertyTexts.propertyId, id));
  const mediaRows = await tx
    .select({
      kind: media.kind,
      position: media.position,
      fileKey: media.fileKey,
      url: media.url,
      width: media.width,
      height: media.height,
    })
    .from(media)
    .where(eq(media.propertyId, id))
    .orderBy(media.kind, media.position);
  const publications = await tx
    .select({ portal: propertyPublications.portal, since: propertyPublications.since, url: propertyPublications.url })
    .from(propertyPublications)
    .where(eq(propertyPublications.propertyId, id));
  return {
    row,
    publications,
    texts: texts.map((t) => ({
      language: t.language,
      title: t.title,
      description: t.description,
      priceUnitText: t.priceUnitText,
    })),
    media: mediaRows,
  };
}

/** Which parts of a stored property the feed's version changes. */
export function changedParts(stored: StoredProperty, wanted: WantedProperty) {
  const row = stored.row;
  // Only the columns the feed sets are compared: the id and the dates are not the feed's.
  const storedValues = row
    ? Object.fromEntries(Object.keys(wanted.values).map((key) => [key, row[key as keyof typeof row]]))
    : undefined;
  return {
    row: !row || !sameValues(storedValues, wanted.values),
    texts: !sameValues(byLanguage(stored.texts), byLanguage(wanted.texts)),
    media: !sameValues(byKindAndPosition(stored.media), byKindAndPosition(wanted.media)),
    publications:
      wanted.publications !== undefined && !sameValues(byPortal(stored.publications), byPortal(wanted.publications)),
  };
}

function byLanguage<T extends { language: string }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => a.language.localeCompare(b.language));
}

function byPortal(rows: readonly PublicationRow[]): PublicationRow[] {
  return [...rows].sort((a, b) => a.portal.localeCompare(b.portal));
}

function byKindAndPosition(rows: readonly MediaRow[]): MediaRow[] {
  return [...rows].sort((a, b) => a.kind.localeCompare(b.kind) || a.position - b.position);
}

async function insertRow(tx: Transaction, wanted: WantedProperty): Promise<void> {
  const publishedAt = wanted.publishedAt ? { publishedAt: wanted.publishedAt } : {};
  await tx.insert(properties).values({ id: wanted.id, ...wanted.values, ...publishedAt });
}

async function updateRow(
  tx: Transaction,
  stored: NonNullable<StoredProperty["row"]>,
  wanted: WantedProperty,
): Promise<void> {
  await tx
    .update(properties)
    .set({ ...wanted.values, updatedAt: new Date() })
    .where(eq(properties.id, wanted.id));
  await recordAdvertChanges(tx, wanted.id, stored, wanted.values);
}

async function replaceTexts(tx: Transaction, wanted: WantedProperty): Promise<void> {
  await tx.delete(propertyTexts).where(eq(propertyTexts.propertyId, wanted.id));
  if (wanted.texts.length > 0)
    await tx.insert(propertyTexts).values(wanted.texts.map((text) => ({ propertyId: wanted.id, ...text })));
}

async function replaceMedia(tx: Transaction, wanted: WantedProperty): Promise<void> {
  await tx.delete(media).where(eq(media.propertyId, wanted.id));
  if (wanted.media.length > 0)
    await tx.insert(media).values(wanted.media.map((row) => ({ propertyId: wanted.id, ...row })));
}

async function replacePublications(tx: Transaction, id: number, wanted: PublicationRow[]): Promise<void> {
  await tx.delete(propertyPublications).where(eq(propertyPublications.propertyId, id));
  if (wanted.length > 0)
    await tx.insert(propertyPublications).values(wanted.map((row) => ({ propertyId: id, ...row })));
}
