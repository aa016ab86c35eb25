// Listings made and changed in the back office. Each change is one transaction: the row, its texts
// and its videos and tours, the owner's history (price and banner changes, going on- and offline) and
// the audit line with the fields before and after. A save that finds the listing changed since the
// form was opened is merged with what was saved meanwhile, field by field (edit-merge.ts): a field
// only the other save changed is taken from it, one both changed differently is left for the person
// to choose. Publishing passes the legal-mentions check of
// BELGIAN-RULES.md first; a manager may publish anyway with a written reason, kept on the listing and
// in the audit log. Each change goes through staffChange(): a change to what is online is announced
// to every instance in the same transaction.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { type ComplianceResult, checkAdvert } from "../../domain/advert-compliance.ts";
import type { MergedEdit } from "../../domain/edit-merge.ts";
import type { PropertyText } from "../catalog/import/feed-property.ts";
import { recordAdvertChanges } from "../catalog/property-changes.ts";
import { type Database, db, type Transaction } from "../db/client.ts";
import { media, properties, propertyTexts } from "../db/schema.ts";
import { type Actor, auditSubject } from "./audit.ts";
import { type FormMerge, mergeFormFields } from "./edit-merge-form.ts";
import { type ChangeSince, changesSince, fieldChanges, isStale, recordVersion } from "./edit-record.ts";
import { type ListingFormResult, type ListingInput, type ListingValues, withColumnDetails } from "./listing-form.ts";
import {
  auditedMandate,
  changeOwnerLinks,
  type ListingMandate,
  NO_MANDATE,
  type OwnerLinks,
  readMandate,
  sameMandate,
  writeMandate,
} from "./listing-people.ts";
import { editorFields } from "./listing-view.ts";
import { changed, staffChange, unchanged } from "./staff-change.ts";

type PropertyRow = typeof properties.$inferSelect;

export interface StoredListing {
  row: PropertyRow;
  texts: PropertyText[];
  videos: string[];
  tours: string[];
  /** Who handles it and the mandate's days. */
  mandate: ListingMandate;
}

/** What a save needs to merge a stale form with what was saved meanwhile. */
export interface SaveMerge extends FormMerge {
  /** Reads the merged fields as the form is read (the route's choices of types and projects). */
  read: (fields: Record<string, string>) => ListingFormResult;
}

/** A merge that needs the person: the fields to choose, and the form to show again with the stored version. */
export interface ListingConflict {
  merged: MergedEdit;
  mine: Record<string, string>;
  theirs: Record<string, string>;
  /** The stored record's version and when it was saved: the form's next save goes through. */
  version: string;
  storedAt: Date;
  /** The merged fields as read, when they do not read as a valid listing. */
  invalid?: Extract<ListingFormResult, { ok: false }>["errors"];
}

export type EditOutcome =
  | { kind: "done"; taken?: string[] }
  | { kind: "missing" }
  | { kind: "conflict"; changes: ChangeSince[]; merge?: ListingConflict }
  | { kind: "refused"; compliance: ComplianceResult }
  /** The account to link as an owner is no owner's (or is gone). */
  | { kind: "ownerUnknown" };

export async function loadListing(id: number, database: Database | Transaction = db()): Promise<StoredListing | null> {
  const [row] = await database.select().from(properties).where(eq(properties.id, id));
  if (!row) return null;
  const texts = await database
    .select({
      language: propertyTexts.language,
      title: propertyTexts.title,
      description: propertyTexts.description,
      priceUnitText: propertyTexts.priceUnitText,
    })
    .from(propertyTexts)
    .where(eq(propertyTexts.propertyId, id));
  const links = await database
    .select({ kind: media.kind, url: media.url })
    .from(media)
    .where(and(eq(media.propertyId, id), inArray(media.kind, ["video", "tour"])))
    .orderBy(asc(media.kind), asc(media.position));
  return {
    row,
    texts: texts as PropertyText[],
    videos: links.flatMap((link) => (link.kind === "video" && link.url ? [link.url] : [])),
    tours: links.flatMap((link) => (link.kind === "tour" && link.url ? [link.url] : [])),
    mandate: await readMandate(id, database),
  };
}

/** What the compliance check reads, from a stored row or from the values of a form. */
export function complianceOf(values: ListingValues): ComplianceResult {
  return checkAdvert({ ...values, details: withColumnDetails(values) });
}

/** The columns a save writes: the form's values, with the columns' details copied into the groups. */
function rowValues(values: ListingValues) {
  return { ...values, details: withColumnDetails(values) };
}

const LISTING_KEYS: readonly (keyof ListingValues)[] = [
  "reference",
  "goal",
  "typeWebId",
  "projectId",
  "marquee",
  "price",
  "publishPrice",
  "priceUnit",
  "publishAddress",
  "street",
  "houseNumber",
  "boxNr",
  "zip",
  "city",
  "cityNames",
  "countryId",
  "latitude",
  "longitude",
  "energyPerformance",
  "epcLabelText",
  "bedrooms",
  "bathrooms",
  "livingArea",
  "plotArea",
  "details",
];

/** The columns an editor changes, as the audit log keeps them (the row's own ids and dates left out). */
function auditedValues(row: Pick<PropertyRow, keyof ListingValues>): Record<string, unknown> {
  return Object.fromEntries(LISTING_KEYS.map((key) => [key, row[key]]));
}

async function writeTextsAndLinks(tx: Transaction, id: number, input: ListingInput): Promise<void> {
  await tx.delete(propertyTexts).where(eq(propertyTexts.propertyId, id));
  if (input.texts.length > 0) await tx.insert(propertyTexts).values(input.texts.map((t) => ({ propertyId: id, ...t })));
  // Photos are kept: they have their own page; videos and tours are the form's lists.
  await tx.delete(media).where(and(eq(media.propertyId, id), inArray(media.kind, ["video", "tour"])));
  const links = [
    ...input.videos.map((url, position) => ({ propertyId: id, kind: "video" as const, position, url })),
    ...input.tours.map((url, position) => ({ propertyId: id, kind: "tour" as const, position, url })),
  ];
  if (links.length > 0) await tx.insert(media).values(links);
}

/**
 * A new draft of the back office; its id. `copiedFrom`: a listing whose photos the draft shares
 * (the same stored originals, with their captions and alt texts), in the same transaction; `owners`:
 * an owner's account to link at once (one that is no owner's is left out: the page checked it).
 */
export async function createListing(
  input: ListingInput,
  actor: Actor,
  copiedFrom?: number,
  owners: OwnerLinks = {},
): Promise<number> {
  return staffChange(actor, async (tx) => {
    const { rows } = await tx.execute<{ id: number }>(sql`select nextval('office_property_ids')::int as id`);
    const next = rows[0];
    if (!next) throw new Error("No id for the new property.");
    await tx.insert(properties).values({ id: next.id, ...rowValues(input.values), status: "draft", source: "office" });
    await writeTextsAndLinks(tx, next.id, input);
    await writeMandate(tx, next.id, input.mandate ?? NO_MANDATE);
    const photos = copiedFrom === undefined ? 0 : await copyPhotos(tx, copiedFrom, next.id);
    const linked = await changeOwnerLinks(tx, next.id, { add: owners.add ?? null });
    // A draft: no page shows it yet.
    return changed(
      next.id,
      [
        {
          action: copiedFrom === undefined ? "property.create" : "property.duplicate",
          subject: auditSubject("property", next.id),
          changes: fieldChanges(
            {},
            { ...auditedValues(rowValues(input.values)), ...auditedMandate(input.mandate ?? NO_MANDATE) },
          ),
          ...(copiedFrom === undefined ? {} : { details: { copiedFrom, photos } }),
        },
        ...(linked === "ownerUnknown" ? [] : linked),
      ],
      { announces: false },
    );
  });
}

/** The photos of one listing given to another, in their order; how many. */
async function copyPhotos(tx: Transaction, from: number, to: number): Promise<number> {
  const photos = await tx
    .select({
      position: media.position,
      fileKey: media.fileKey,
      url: media.url,
      width: media.width,
      height: media.height,
      captions: media.captions,
      alts: media.alts,
    })
    .from(media)
    .where(and(eq(media.propertyId, from), eq(media.kind, "photo")));
  if (photos.length > 0)
    await tx.insert(media).values(photos.map((photo) => ({ ...photo, propertyId: to, kind: "photo" as const })));
  return photos.length;
}

/** The listing's row, locked until the change commits; undefined when it is gone. */
async function rowForUpdate(tx: Transaction, id: number): Promise<PropertyRow | undefined> {
  const [row] = await tx.select().from(properties).where(eq(properties.id, id)).for("update");
  return row;
}

/**
 * Reads the row for the change, refusing when it is gone or changed since the form's version (unless
 * the save merges a stale form with what is stored).
 */
async function lockedRow(
  tx: Transaction,
  id: number,
  version: unknown,
  { merges = false } = {},
): Promise<{ row: PropertyRow } | Exclude<EditOutcome, { kind: "done" }>> {
  const row = await rowForUpdate(tx, id);
  if (!row) return { kind: "missing" };
  if (!merges && isStale(row.updatedAt, version))
    return {
      kind: "conflict",
      changes: await changesSince(auditSubject("property", id), typeof version === "string" ? version : "", tx),
    };
  return { row };
}

/** The form's fields of a listing as the form would store it: what the merge compares. */
function formFieldsOf(input: ListingInput): Record<string, string> {
  return editorFields({
    row: rowValues(input.values),
    texts: input.texts,
    videos: input.videos,
    tours: input.tours,
    mandate: input.mandate,
  });
}

/**
 * The person's input merged with what is stored now (a stale version, or choices made after a
 * conflict): the input to save and the fields taken from the other save, or the conflict.
 */
function mergedInput(
  stored: StoredListing | null,
  input: ListingInput,
  merge: SaveMerge,
): { input: ListingInput; taken: string[] } | { conflict: Omit<ListingConflict, "version" | "storedAt"> } {
  const theirs = editorFields(stored);
  const mine = formFieldsOf(input);
  const merged = mergeFormFields(mine, theirs, merge);
  if (merged.conflicts.length > 0) return { conflict: { merged, mine, theirs } };
  const read = merge.read(merged.fields);
  if (!read.ok) return { conflict: { merged, mine, theirs, invalid: read.errors } };
  return { input: read.input, taken: merged.taken };
}

/**
 * Saves the editor's form: the listing's fields merged with a save made meanwhile (`merge`), the
 * mandate, and the owner to link or unlink (`owners`), in one transaction with their audit lines.
 */
export async function saveListing(
  id: number,
  version: unknown,
  sent: ListingInput,
  actor: Actor,
  merge?: SaveMerge,
  owners: OwnerLinks = {},
): Promise<EditOutcome> {
  return staffChange<EditOutcome>(actor, async (tx) => {
    // Locked once: a stale version is merged with what is stored, or, without a merge (no form
    // behind the save), refused with what changed meanwhile.
    const locked = await lockedRow(tx, id, version, { merges: merge !== undefined });
    if (!("row" in locked)) return unchanged(locked);
    const { row } = locked;
    const stored = await loadListing(id, tx);
    let input = sent;
    let taken: string[] = [];
    const stale = isStale(row.updatedAt, version);
    if (merge && (stale || merge.takeTheirs.size > 0)) {
      const outcome = mergedInput(stored, sent, merge);
      if ("conflict" in outcome)
        return unchanged({
          kind: "conflict" as const,
          changes: stale ? await changesSince(auditSubject("property", id), String(version), tx) : [],
          merge: { ...outcome.conflict, version: recordVersion(row.updatedAt), storedAt: row.updatedAt },
        });
      ({ input, taken } = outcome);
    }
    const after = rowValues(input.values);
    // An advert online stays lawful: a save that would drop a required mention is refused, unless
    // a manager published it with a written exception.
    if (row.status === "published" && !row.complianceOverride) {
      const compliance = complianceOf(input.values);
      if (!compliance.ok) return unchanged({ kind: "refused", compliance });
    }
    const mandateBefore = stored?.mandate ?? NO_MANDATE;
    const mandateAfter = input.mandate ?? mandateBefore;
    const changes = {
      ...fieldChanges(auditedValues(row), auditedValues(after)),
      ...fieldChanges(
        { texts: stored?.texts ?? [], videos: stored?.videos ?? [], tours: stored?.tours ?? [] },
        { texts: input.texts, videos: input.videos, tours: input.tours },
      ),
      ...fieldChanges(auditedMandate(mandateBefore), auditedMandate(mandateAfter)),
    };
    const linked = await changeOwnerLinks(tx, id, owners);
    if (linked === "ownerUnknown") return unchanged({ kind: "ownerUnknown" as const });
    // Saved as it was: no new version (a colleague's open form stays current), nothing to audit.
    if (Object.keys(changes).length === 0) {
      const done = { kind: "done" as const, taken };
      return linked.length === 0 ? unchanged(done) : changed(done, linked, { announces: false });
    }
    await tx
      .update(properties)
      .set({ ...after, updatedAt: new Date() })
      .where(eq(properties.id, id));
    await writeTextsAndLinks(tx, id, input);
    if (!sameMandate(mandateBefore, mandateAfter)) await writeMandate(tx, id, mandateAfter);
    await recordAdvertChanges(tx, id, row, { ...after, status: row.status });
    return changed(
      { kind: "done" as const, taken },
      [{ action: "property.edit", subject: auditSubject("property", id), changes }, ...linked],
      // The listing's page names its agent: a new agent is news for the page too.
      { announces: row.status === "published" },
    );
  });
}

export interface PublishOptions {
  /** A manager's written reason to publish despite missing mentions. */
  override?: string | undefined;
}

export async function publishListing(
  id: number,
  version: unknown,
  actor: Actor,
  { override }: PublishOptions = {},
): Promise<EditOutcome> {
  return staffChange<EditOutcome>(actor, async (tx) => {
    const locked = await lockedRow(tx, id, version);
    if (!("row" in locked)) return unchanged(locked);
    const { row } = locked;
    const compliance = complianceOf(row);
    if (!compliance.ok && !override) return unchanged({ kind: "refused", compliance });
    const now = new Date();
    const exception = compliance.ok ? null : { reason: override ?? "", by: actor.name, at: now.toISOString() };
    await tx
      .update(properties)
      .set({
        status: "published",
        archivedAt: null,
        complianceOverride: exception,
        updatedAt: now,
        // A draft goes online for the first time: its time on the market starts now.
        ...(row.status === "draft" ? { publishedAt: now } : {}),
      })
      .where(eq(properties.id, id));
    await recordAdvertChanges(tx, id, row, { ...row, status: "published" });
    const missing = compliance.checks.filter((check) => !check.filled).map((check) => check.mention);
    return changed(
      { kind: "done" },
      {
        action: exception ? "property.publish-override" : "property.publish",
        subject: auditSubject("property", id),
        changes: fieldChanges({ status: row.status }, { status: "published" }),
        ...(exception
          ? {
              details: {
                reason: exception.reason,
                missing,
                plotWithoutAllotmentPermit: compliance.plotWithoutAllotmentPermit,
              },
            }
          : {}),
      },
      { announces: true },
    );
  });
}

type OfflineChange = "unpublish" | "archive" | "unarchive";

/** Whether the listing already is as the change would leave it: offline, archived, out of the archive. */
function alreadyDone(row: PropertyRow, change: OfflineChange): boolean {
  switch (change) {
    case "unpublish":
      return row.status !== "published";
    case "archive":
      return row.archivedAt !== null;
    case "unarchive":
      return row.archivedAt === null;
  }
}

/**
 * Takes the listing offline, archives it (offline, out of the default list) or takes it out of the
 * archive. It writes no field of the editor's form, so it asks no version: a form opened before
 * someone else's save may still do it, and that form's next save is merged as before. Asked of a
 * listing already in that state (someone else did it meanwhile), it is done without a write.
 */
export async function takeOffline(
  id: number,
  change: OfflineChange,
  actor: Actor,
): Promise<{ kind: "done" } | { kind: "missing" }> {
  return staffChange<{ kind: "done" } | { kind: "missing" }>(actor, async (tx) => {
    const row = await rowForUpdate(tx, id);
    if (!row) return unchanged({ kind: "missing" });
    if (alreadyDone(row, change)) return unchanged({ kind: "done" });
    const status = row.status === "published" ? "unpublished" : row.status;
    const archivedAt = change === "archive" ? new Date() : change === "unarchive" ? null : row.archivedAt;
    await tx.update(properties).set({ status, archivedAt, updatedAt: new Date() }).where(eq(properties.id, id));
    await recordAdvertChanges(tx, id, row, { ...row, status });
    return changed(
      { kind: "done" },
      {
        action: `property.${change}`,
        subject: auditSubject("property", id),
        changes: fieldChanges({ status: row.status, archivedAt: row.archivedAt }, { status, archivedAt }),
      },
      { announces: row.status === "published" },
    );
  });
}

/** A copy of the listing as a new draft of the back office (texts, videos, tours and photos); its id. */
export async function duplicateListing(id: number, actor: Actor): Promise<number | null> {
  const stored = await loadListing(id);
  if (!stored) return null;
  const { row } = stored;
  const values: ListingValues = {
    reference: row.reference,
    goal: row.goal,
    typeWebId: row.typeWebId,
    projectId: row.projectId,
    marquee: 0,
    price: row.price,
    publishPrice: row.publishPrice,
    priceUnit: row.priceUnit,
    publishAddress: row.publishAddress,
    street: row.street,
    houseNumber: row.houseNumber,
    boxNr: row.boxNr,
    zip: row.zip,
    city: row.city,
    cityNames: row.cityNames,
    countryId: row.countryId,
    latitude: row.latitude,
    longitude: row.longitude,
    energyPerformance: row.energyPerformance,
    epcLabelText: row.epcLabelText,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    livingArea: row.livingArea,
    plotArea: row.plotArea,
    details: row.details,
  };
  // The copy is handled by the same agent; its mandate is another one, still to be signed.
  const mandate = { ...NO_MANDATE, agentId: stored.mandate.agentId };
  return createListing({ values, texts: stored.texts, videos: stored.videos, tours: stored.tours, mandate }, actor, id);
}
