// A listing's documents as the back office manages them: the list with its names per language and
// its order, saved whole (renamed, reordered, deleted, new PDFs added) in one transaction with its
// audit line, and announced after the commit so every instance drops its cached pages. The form
// carries the version of the list it showed; a save finding the list changed since is refused with
// who changed it. The documents' own version keeps a listing's editor and its documents page from
// refusing each other's saves.
import { createHash } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import type { Texts } from "../../domain/forms/project-draft.ts";
import { LANGUAGES, type Language } from "../../i18n/languages.ts";
import { type Localized, localize } from "../../shared/localize.ts";
import { documentFileName } from "../catalog/projects/projects.ts";
import { type Database, db, type Transaction } from "../db/client.ts";
import { propertyDocuments } from "../db/documents-schema.ts";
import { properties } from "../db/schema.ts";
import { type DocumentRowsChange, writeDocumentRows } from "../documents/document-rows.ts";
import { forgetLocalCopy } from "../documents/document-store.ts";
import { type Actor, auditSubject } from "./audit.ts";
import { type ChangeSince, changesSince, databaseNow, fieldChanges } from "./edit-record.ts";
import { photoOwner } from "./photos.ts";
import { changed, staffChange, unchanged } from "./staff-change.ts";

/** The audit field of every change to a listing's documents. */
export const DOCUMENTS_FIELD = "documents";

interface DocumentRow {
  id: number;
  names: Localized;
  fileKey: string;
  internal: boolean;
}

async function documentRows(tx: Database | Transaction, propertyId: number): Promise<DocumentRow[]> {
  return tx
    .select({
      id: propertyDocuments.id,
      names: propertyDocuments.names,
      fileKey: propertyDocuments.fileKey,
      internal: propertyDocuments.internal,
    })
    .from(propertyDocuments)
    .where(eq(propertyDocuments.propertyId, propertyId))
    .orderBy(asc(propertyDocuments.position), asc(propertyDocuments.id));
}

/** What the audit line keeps of the list: each document's id, names, file and who may see it, in order. */
function snapshot(rows: readonly DocumentRow[]): unknown[] {
  return rows.map((row) => ({ id: row.id, names: row.names, file: row.fileKey, internal: row.internal }));
}

/** The list's version: changes with any document added, removed, moved, renamed or made internal or public. */
export function documentsVersion(rows: readonly DocumentRow[]): string {
  const canonical = rows.map((row) => [
    row.id,
    row.fileKey,
    LANGUAGES.map((language) => row.names[language] ?? ""),
    row.internal,
  ]);
  return createHash("sha256").update(JSON.stringify(canonical)).digest("base64url").slice(0, 32);
}

function allTexts(names: Localized): Texts {
  return Object.fromEntries(LANGUAGES.map((language) => [language, names[language] ?? ""])) as Texts;
}

export interface ListingDocumentsState {
  property: { id: number; reference: string | null; title: string; status: string; fromFeed: boolean };
  documents: { id: string; names: Texts; internal: boolean }[];
  files: { id: number; href: string; fileName: string }[];
  version: string;
  /** When the page was read, for "who changed what since" on a refused save. */
  seenAt: string;
}

/** The documents page of a listing; undefined when there is no such listing. */
export async function listingDocumentsState(
  id: number,
  language: Language,
  fallback: Language,
): Promise<ListingDocumentsState | undefined> {
  const property = await photoOwner({ kind: "property", id }, language, fallback);
  if (!property) return undefined;
  const seenAt = (await databaseNow()).toISOString();
  const [[source], rows] = await Promise.all([
    db().select({ source: properties.source }).from(properties).where(eq(properties.id, id)),
    documentRows(db(), id),
  ]);
  return {
    property: { ...property, fromFeed: source?.source === "feed" },
    documents: rows.map((row) => ({ id: String(row.id), names: allTexts(row.names), internal: row.internal })),
    files: rows.map((row) => {
      const fileName = documentFileName(localize(row.names, language, fallback) || "document", row.fileKey);
      return { id: row.id, href: `/admin/properties/${id}/documents/${row.id}/${fileName}`, fileName };
    }),
    version: documentsVersion(rows),
    seenAt,
  };
}

export type ListingDocumentsOutcome =
  | { kind: "saved" }
  | { kind: "conflict"; version: string; seenAt: string; changes: ChangeSince[] }
  | { kind: "gone" };

/**
 * Writes the listing's documents as the form lists them, with the new PDFs after them, when the list
 * is still the one the form showed (`version`); else writes nothing and says who changed it since
 * `seenAt`.
 */
export async function saveListingDocuments(request: {
  propertyId: number;
  version: string;
  seenAt: string;
  change: DocumentRowsChange;
  actor: Actor;
  dataDir: string;
}): Promise<ListingDocumentsOutcome> {
  const { propertyId } = request;
  const subject = auditSubject("property", propertyId);
  const released: string[] = [];
  const outcome = await staffChange<ListingDocumentsOutcome>(request.actor, async (tx) => {
    // The listing's row lock: two changes to one listing's documents never interleave.
    const [row] = await tx
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.id, propertyId))
      .for("update");
    if (!row) return unchanged({ kind: "gone" });
    const before = await documentRows(tx, propertyId);
    if (documentsVersion(before) !== request.version) {
      const changes = (await changesSince(subject, request.seenAt, tx)).filter((change) =>
        change.fields.includes(DOCUMENTS_FIELD),
      );
      return unchanged({
        kind: "conflict",
        version: documentsVersion(before),
        seenAt: (await databaseNow()).toISOString(),
        changes,
      });
    }
    released.push(...(await writeDocumentRows(tx, "property", propertyId, request.change)));
    const changes = fieldChanges(
      { [DOCUMENTS_FIELD]: snapshot(before) },
      { [DOCUMENTS_FIELD]: snapshot(await documentRows(tx, propertyId)) },
    );
    if (Object.keys(changes).length === 0) return unchanged({ kind: "saved" });
    return changed({ kind: "saved" }, { action: "property.documents.update", subject, changes }, { announces: true });
  });
  if (outcome.kind === "saved") {
    for (const key of released) await forgetLocalCopy(key, request.dataDir).catch(() => {});
  }
  return outcome;
}
