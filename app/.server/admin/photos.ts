// The photos of a property or of a project as the back office manages them: added from uploads,
// reordered (the first is the cover), captioned and described per language, deleted. Every change
// takes the owner's row lock (so two changes to one owner's photos never interleave), is checked
// against what the form saw, writes its audit line (subject "property 40" or "project 3") in the same
// transaction, and is announced after the commit so every instance drops its cached pages.
import { and, asc, eq, sql } from "drizzle-orm";
import type { MergedEdit } from "../../domain/edit-merge.ts";
import { type PhotoOrderChange, reorderedPhotos, sameOrder } from "../../domain/photo-order.ts";
import type { Language } from "../../i18n/languages.ts";
import {
  allPhotoTextFields,
  allPhotoTextsOf,
  type PhotoTexts,
  photoTextFields,
  photoTextsOf,
} from "../../shared/admin-photo-view.ts";
import { type Localized, localize } from "../../shared/localize.ts";
import { type Database, db, type Transaction } from "../db/client.ts";
import { localizedSchema } from "../db/json-shapes.ts";
import { mediaOriginals } from "../db/media-schema.ts";
import { media, projects, projectTexts, properties, propertyTexts } from "../db/schema.ts";
import { forgetLocalCopies } from "../images/local-copies.ts";
import type { ProcessedPhoto } from "../images/photo-upload.ts";
import { uploadedPhotoKey } from "../images/photo-upload.ts";
import { deleteOriginal, insertOriginal } from "../images/stored-originals.ts";
import { type Actor, auditSubject } from "./audit.ts";
import { type FormMerge, mergeFormFields } from "./edit-merge-form.ts";
import { type ChangeSince, changesSince, fieldChanges, isStale } from "./edit-record.ts";
import { changed, staffChange, unchanged } from "./staff-change.ts";

export interface PhotoRow {
  id: number;
  fileKey: string;
  width: number | null;
  height: number | null;
  captions: Localized;
  alts: Localized;
  updatedAt: Date;
}

/** Whose photos: a property's or a project's (media rows have one of the two). */
export interface PhotoOwner {
  kind: "property" | "project";
  id: number;
}

export interface PhotoOwnerSummary {
  id: number;
  /** The property's reference or the project's number. */
  reference: string | null;
  /** Every title the owner has, per language. */
  titles: Localized;
  /** The title in the staff member's language (else the site's default, else any). */
  title: string;
  status: "draft" | "published" | "unpublished";
  /** A project that lives on another site. */
  externalUrl: string | null;
}

/** The media column that points at the owner. */
function ownerColumn(owner: PhotoOwner) {
  return owner.kind === "property" ? media.propertyId : media.projectId;
}

/** The owner's reference and titles; undefined for an unknown id. */
export async function photoOwner(
  owner: PhotoOwner,
  language: Language,
  fallback: Language,
): Promise<PhotoOwnerSummary | undefined> {
  const found = owner.kind === "property" ? await propertyHeading(owner.id) : await projectHeading(owner.id);
  if (!found) return undefined;
  const title = localize(found.titles, language, fallback) || Object.values(found.titles).find(Boolean) || "";
  return { ...found, title };
}

async function propertyHeading(id: number): Promise<Omit<PhotoOwnerSummary, "title"> | undefined> {
  const [row] = await db()
    .select({ id: properties.id, reference: properties.reference, status: properties.status })
    .from(properties)
    .where(eq(properties.id, id));
  if (!row) return undefined;
  const texts = await db()
    .select({ language: propertyTexts.language, title: propertyTexts.title })
    .from(propertyTexts)
    .where(eq(propertyTexts.propertyId, id));
  const titles = Object.fromEntries(texts.map((text) => [text.language, text.title])) as Localized;
  return { ...row, titles, externalUrl: null };
}

async function projectHeading(id: number): Promise<Omit<PhotoOwnerSummary, "title"> | undefined> {
  const [row] = await db()
    .select({ id: projects.id, reference: projects.number, status: projects.status, externalUrl: projects.externalUrl })
    .from(projects)
    .where(eq(projects.id, id));
  if (!row) return undefined;
  const texts = await db()
    .select({ language: projectTexts.language, title: projectTexts.title })
    .from(projectTexts)
    .where(eq(projectTexts.projectId, id));
  const titles = Object.fromEntries(texts.map((text) => [text.language, text.title])) as Localized;
  return { ...row, titles };
}

/** The owner's photos in their order (the cover first). */
export async function ownerPhotos(owner: PhotoOwner, database: Database | Transaction = db()): Promise<PhotoRow[]> {
  const rows = await database
    .select({
      id: media.id,
      fileKey: media.fileKey,
      width: media.width,
      height: media.height,
      captions: media.captions,
      alts: media.alts,
      updatedAt: media.updatedAt,
    })
    .from(media)
    .where(and(eq(ownerColumn(owner), owner.id), eq(media.kind, "photo")))
    .orderBy(asc(media.position), asc(media.id));
  return rows.flatMap((row) => (row.fileKey ? [{ ...row, fileKey: row.fileKey }] : []));
}

/** Locks the owner's row for the rest of the transaction; false when there is no such owner. */
async function lockOwner(tx: Transaction, owner: PhotoOwner): Promise<boolean> {
  const table = owner.kind === "property" ? properties : projects;
  const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.id, owner.id)).for("update");
  return row !== undefined;
}

/** Writes positions 0, 1, 2, ... in the given order. */
async function writeOrder(tx: Transaction, order: readonly number[]): Promise<void> {
  for (const [position, id] of order.entries()) {
    await tx.update(media).set({ position }).where(eq(media.id, id));
  }
}

/**
 * Adds the processed photos after the existing ones, masters and rows together with the audit line,
 * in one transaction; returns the new rows' ids, or undefined when the owner is gone.
 */
export async function addPhotos(
  owner: PhotoOwner,
  photos: readonly ProcessedPhoto[],
  actor: Actor,
): Promise<number[] | undefined> {
  if (photos.length === 0) return [];
  return staffChange<number[] | undefined>(actor, async (tx) => {
    if (!(await lockOwner(tx, owner))) return unchanged(undefined);
    const before = (await ownerPhotos(owner, tx)).map((photo) => photo.id);
    // After every photo of the owner: the videos and tours have positions of their own kind.
    const [last] = await tx
      .select({ position: sql<number | null>`max(${media.position})` })
      .from(media)
      .where(and(eq(ownerColumn(owner), owner.id), eq(media.kind, "photo")));
    let position = (last?.position ?? -1) + 1;
    const added: number[] = [];
    for (const photo of photos) {
      const key = uploadedPhotoKey(owner);
      await insertOriginal({ key, ...photo }, tx);
      const [row] = await tx
        .insert(media)
        .values({
          ...(owner.kind === "property" ? { propertyId: owner.id } : { projectId: owner.id }),
          kind: "photo",
          position: position++,
          fileKey: key,
          width: photo.width,
          height: photo.height,
        })
        .returning({ id: media.id });
      if (row) added.push(row.id);
    }
    return changed(
      added,
      {
        action: `${owner.kind}.photos.add`,
        subject: auditSubject(owner.kind, owner.id),
        changes: fieldChanges({ photos: before }, { photos: [...before, ...added] }),
      },
      { announces: true },
    );
  });
}

export type PhotoListOutcome =
  | { outcome: "saved" }
  | { outcome: "conflict"; changes: ChangeSince[] }
  | { outcome: "unknownOwner" };

export type PhotoListChange = PhotoOrderChange | { kind: "delete"; id: number };

/**
 * Reorders, makes a cover or deletes, when the photos are still as the form showed them (`seen`, in
 * order); else nothing is written and the answer lists who changed what since `seenAt`.
 */
export async function changePhotoList(
  owner: PhotoOwner,
  seen: readonly number[],
  seenAt: string,
  change: PhotoListChange,
  actor: Actor,
  dataDir: string,
): Promise<PhotoListOutcome> {
  const subject = auditSubject(owner.kind, owner.id);
  let removedKey: string | undefined;
  const outcome = await staffChange<PhotoListOutcome>(actor, async (tx) => {
    if (!(await lockOwner(tx, owner))) return unchanged({ outcome: "unknownOwner" });
    const photos = await ownerPhotos(owner, tx);
    const current = photos.map((photo) => photo.id);
    const next =
      change.kind === "delete"
        ? current.includes(change.id)
          ? current.filter((id) => id !== change.id)
          : undefined
        : reorderedPhotos(current, change);
    if (!sameOrder(current, seen) || !next)
      return unchanged({ outcome: "conflict", changes: await changesSince(subject, seenAt, tx) });
    if (change.kind === "delete") {
      const photo = photos.find((item) => item.id === change.id);
      await tx.delete(media).where(eq(media.id, change.id));
      if (photo && (await isUploaded(tx, photo.fileKey)) && !(await isStillUsed(tx, photo.fileKey))) {
        await deleteOriginal(photo.fileKey, tx);
        removedKey = photo.fileKey;
      }
    }
    if (sameOrder(current, next)) return unchanged({ outcome: "saved" });
    await writeOrder(tx, next);
    return changed(
      { outcome: "saved" },
      {
        action: `${owner.kind}.photos.${change.kind}`,
        subject,
        changes: fieldChanges({ photos: current }, { photos: next }),
      },
      { announces: true },
    );
  });
  if (removedKey) await forgetLocalCopies(dataDir, removedKey);
  return outcome;
}

/** Whether the key is an upload kept in the database (imported and demo pictures live on disk only). */
export async function isUploaded(tx: Transaction, key: string): Promise<boolean> {
  const [row] = await tx.select({ key: mediaOriginals.key }).from(mediaOriginals).where(eq(mediaOriginals.key, key));
  return row !== undefined;
}

async function isStillUsed(tx: Transaction, key: string): Promise<boolean> {
  const [row] = await tx.select({ id: media.id }).from(media).where(eq(media.fileKey, key)).limit(1);
  return row !== undefined;
}

export type { PhotoTexts };

/** Both sides of a texts save that met a change made meanwhile, merged field by field. */
export interface PhotoTextsMerge {
  merged: MergedEdit;
  mine: Record<string, string>;
  theirs: Record<string, string>;
  /** When the texts were last saved: said when no audit line tells who saved them. */
  storedAt: Date;
}

export type PhotoTextsOutcome =
  /** `taken`: fields someone else changed meanwhile, kept as they saved them. */
  | { outcome: "saved"; taken: string[] }
  /** `merge` is set when the form carried its base: the fields both changed, to choose. */
  | { outcome: "conflict"; changes: ChangeSince[]; merge?: PhotoTextsMerge }
  | { outcome: "unknownOwner" };

/**
 * Saves a photo's captions and alt texts for the languages the form showed (others keep theirs). A
 * form opened before someone else saved the texts is merged with theirs field by field (`merge`, the
 * base the form carried): their changes are kept, and a field both changed differently is left to
 * the person to choose. Without a merge a stale form is refused; a deleted photo is a conflict too.
 */
export async function savePhotoTexts(
  owner: PhotoOwner,
  photoId: number,
  version: string,
  sent: PhotoTexts,
  languages: readonly Language[],
  actor: Actor,
  merge?: FormMerge,
): Promise<PhotoTextsOutcome> {
  const subject = auditSubject(owner.kind, owner.id);
  return staffChange<PhotoTextsOutcome>(actor, async (tx) => {
    if (!(await lockOwner(tx, owner))) return unchanged({ outcome: "unknownOwner" });
    const [row] = await tx
      .select({ captions: media.captions, alts: media.alts, updatedAt: media.updatedAt })
      .from(media)
      .where(and(eq(media.id, photoId), eq(ownerColumn(owner), owner.id), eq(media.kind, "photo")))
      .for("update");
    const stale = !row || isStale(row.updatedAt, version);
    if (!row || (stale && !merge))
      return unchanged({ outcome: "conflict", changes: await changesSince(subject, version, tx) });
    let texts = sent;
    let taken: string[] = [];
    if (merge && (stale || merge.takeTheirs.size > 0)) {
      const mine = photoTextFields(sent, languages);
      const theirs = photoTextFields(row, languages);
      const merged = mergeFormFields(mine, theirs, merge);
      if (merged.conflicts.length > 0)
        return unchanged({
          outcome: "conflict",
          changes: stale ? await changesSince(subject, version, tx) : [],
          merge: { merged, mine, theirs, storedAt: row.updatedAt },
        });
      texts = photoTextsOf(merged.fields, languages);
      taken = merged.taken;
    }
    const after = {
      captions: localizedSchema.parse(merged(row.captions, texts.captions, languages)),
      alts: localizedSchema.parse(merged(row.alts, texts.alts, languages)),
    };
    const changes = fieldChanges(
      { [`photo ${photoId} captions`]: row.captions, [`photo ${photoId} alts`]: row.alts },
      { [`photo ${photoId} captions`]: after.captions, [`photo ${photoId} alts`]: after.alts },
    );
    if (Object.keys(changes).length === 0) return unchanged({ outcome: "saved", taken });
    await tx
      .update(media)
      .set({ ...after, updatedAt: new Date() })
      .where(eq(media.id, photoId));
    return changed(
      { outcome: "saved", taken },
      { action: `${owner.kind}.photos.texts`, subject, changes },
      { announces: true },
    );
  });
}

/** The stored texts with the shown languages replaced by the form's (an empty field removes one). */
function merged(stored: Localized, submitted: Localized, languages: readonly Language[]): Localized {
  const result: Localized = { ...stored };
  for (const language of languages) {
    const value = submitted[language];
    if (value) result[language] = value;
    else delete result[language];
  }
  return result;
}

export type AllPhotoTextsOutcome =
  | { outcome: "saved"; taken: string[] }
  /** Fields both saves changed differently, to choose; nothing was written. */
  | { outcome: "conflict"; changes: ChangeSince[]; merge: PhotoTextsMerge }
  | { outcome: "unknownOwner" };

/**
 * Saves the captions and alt texts of every photo the one texts form showed, for its languages (the
 * others keep theirs), in one transaction with a line per photo whose texts changed. The form is one
 * record to the merge: a field only someone else changed since it was opened keeps their value, one
 * both changed differently is asked and nothing is written. A photo deleted meanwhile is left out.
 */
export async function saveAllPhotoTexts(
  owner: PhotoOwner,
  sent: ReadonlyMap<number, PhotoTexts>,
  languages: readonly Language[],
  actor: Actor,
  merge: FormMerge,
  seenAt: string,
): Promise<AllPhotoTextsOutcome> {
  const subject = auditSubject(owner.kind, owner.id);
  return staffChange<AllPhotoTextsOutcome>(actor, async (tx) => {
    if (!(await lockOwner(tx, owner))) return unchanged({ outcome: "unknownOwner" });
    const rows = (await ownerPhotos(owner, tx)).filter((row) => sent.has(row.id));
    const ids = rows.map((row) => row.id);
    const mine = allPhotoTextFields(
      rows.map((row) => ({ id: row.id, ...(sent.get(row.id) as PhotoTexts) })),
      languages,
    );
    const theirs = allPhotoTextFields(rows, languages);
    const edit = mergeFormFields(mine, theirs, merge);
    if (edit.conflicts.length > 0) {
      const storedAt = new Date(Math.max(0, ...rows.map((row) => row.updatedAt.getTime())));
      return unchanged({
        outcome: "conflict",
        changes: await changesSince(subject, seenAt, tx),
        merge: { merged: edit, mine, theirs, storedAt },
      });
    }
    const texts = allPhotoTextsOf(edit.fields, ids, languages);
    const lines = [];
    for (const row of rows) {
      const typed = texts.get(row.id) as PhotoTexts;
      const after = {
        captions: localizedSchema.parse(merged(row.captions, typed.captions, languages)),
        alts: localizedSchema.parse(merged(row.alts, typed.alts, languages)),
      };
      const changes = fieldChanges(
        { [`photo ${row.id} captions`]: row.captions, [`photo ${row.id} alts`]: row.alts },
        { [`photo ${row.id} captions`]: after.captions, [`photo ${row.id} alts`]: after.alts },
      );
      if (Object.keys(changes).length === 0) continue;
      await tx
        .update(media)
        .set({ ...after, updatedAt: new Date() })
        .where(eq(media.id, row.id));
      lines.push({ action: `${owner.kind}.photos.texts`, subject, changes });
    }
    const done = { outcome: "saved" as const, taken: edit.taken };
    return lines.length === 0 ? unchanged(done) : changed(done, lines, { announces: true });
  });
}
