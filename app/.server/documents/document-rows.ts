// The documents of a project or a listing as an editor saves them: the list it sends is the new
// order and names, a document left out is deleted (its bytes too once nothing shows them), and new
// PDFs are stored and added at the end. Runs inside the editor's transaction.
import { and, eq, inArray } from "drizzle-orm";
import type { Localized } from "../../shared/localize.ts";
import type { Transaction } from "../db/client.ts";
import { propertyDocuments } from "../db/documents-schema.ts";
import { localizedSchema } from "../db/json-shapes.ts";
import { projectDocuments } from "../db/schema.ts";
import { releaseDocument, storeDocument } from "./document-store.ts";
import type { DocumentOwner } from "./public-documents.ts";

export interface DocumentRowsChange {
  /**
   * The documents kept, in their new order, with their names; a listing's also say whether they are
   * for the agency only (a project's documents are all public, and `internal` is left out for them).
   */
  documents: readonly { id: number; names: Localized; internal?: boolean }[];
  /** Checked PDFs to add after them, in this order, each with its names. */
  newDocuments: readonly { bytes: Uint8Array; names: Localized; internal?: boolean }[];
}

function rowsOf(owner: DocumentOwner) {
  return owner === "project"
    ? { table: projectDocuments, ownerColumn: projectDocuments.projectId }
    : { table: propertyDocuments, ownerColumn: propertyDocuments.propertyId };
}

/**
 * Writes the owner's documents as listed and gives the storage keys nothing shows any more: the
 * caller removes this instance's copies of those after the commit (forgetLocalCopy).
 */
export async function writeDocumentRows(
  tx: Transaction,
  owner: DocumentOwner,
  ownerId: number,
  change: DocumentRowsChange,
): Promise<string[]> {
  const { table, ownerColumn } = rowsOf(owner);
  const existing = await tx
    .select({ id: table.id, fileKey: table.fileKey })
    .from(table)
    .where(eq(ownerColumn, ownerId));
  const existingIds = new Set(existing.map((row) => row.id));
  const kept = change.documents.filter((document) => existingIds.has(document.id));
  const keptIds = new Set(kept.map((document) => document.id));
  const removed = existing.filter((row) => !keptIds.has(row.id));
  if (removed.length > 0)
    await tx.delete(table).where(
      and(
        eq(ownerColumn, ownerId),
        inArray(
          table.id,
          removed.map((row) => row.id),
        ),
      ),
    );
  for (const [position, document] of kept.entries()) {
    const names = localizedSchema.parse(document.names);
    if (owner === "project")
      await tx
        .update(projectDocuments)
        .set({ position, names })
        .where(and(eq(projectDocuments.id, document.id), eq(projectDocuments.projectId, ownerId)));
    else
      await tx
        .update(propertyDocuments)
        .set({ position, names, internal: document.internal ?? false })
        .where(and(eq(propertyDocuments.id, document.id), eq(propertyDocuments.propertyId, ownerId)));
  }
  for (const [index, added] of change.newDocuments.entries()) {
    const row = {
      position: kept.length + index,
      names: localizedSchema.parse(added.names),
      fileKey: await storeDocument(tx, added.bytes, "application/pdf"),
      contentType: "application/pdf",
    };
    if (owner === "project") await tx.insert(projectDocuments).values({ projectId: ownerId, ...row });
    else await tx.insert(propertyDocuments).values({ propertyId: ownerId, ...row, internal: added.internal ?? false });
  }
  const released: string[] = [];
  for (const key of new Set(removed.map((row) => row.fileKey))) if (await releaseDocument(tx, key)) released.push(key);
  return released;
}
