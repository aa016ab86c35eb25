// A document as the back office downloads it: any document of the project or listing named in the
// address, published or not (visitors get theirs through public-documents.ts).
import { and, eq } from "drizzle-orm";
import { db } from "../db/client.ts";
import { propertyDocuments } from "../db/documents-schema.ts";
import { projectDocuments } from "../db/schema.ts";
import { notFound } from "../http-errors.ts";
import { dataDir } from "../images/data-dir.ts";
import { documentDownload, type ServedDocument } from "./document-response.ts";
import type { DocumentOwner } from "./public-documents.ts";

/** The document `documentId` when it belongs to `ownerId`; undefined otherwise. */
export async function staffDocument(
  owner: DocumentOwner,
  ownerId: number,
  documentId: number,
): Promise<ServedDocument | undefined> {
  const table = owner === "project" ? projectDocuments : propertyDocuments;
  const ownerColumn = owner === "project" ? projectDocuments.projectId : propertyDocuments.propertyId;
  const [row] = await db()
    .select({ names: table.names, fileKey: table.fileKey, contentType: table.contentType })
    .from(table)
    .where(and(eq(table.id, documentId), eq(ownerColumn, ownerId)));
  return row;
}

/**
 * The staff download answering /admin/{projects|properties}/{id}/documents/{documentId}/{name}:
 * the 404 page for an id that is no id, a document of another owner or bytes found nowhere.
 */
export async function staffDocumentDownload(
  owner: DocumentOwner,
  params: { id?: string; documentId?: string },
  request: Request,
): Promise<Response> {
  if (!/^\d{1,9}$/.test(params.id ?? "") || !/^\d{1,9}$/.test(params.documentId ?? "")) notFound();
  const document = await staffDocument(owner, Number(params.id), Number(params.documentId));
  const download = document
    ? await documentDownload(document, dataDir(), { cacheControl: "no-store", method: request.method })
    : undefined;
  if (!download) notFound();
  download.headers.set("X-Robots-Tag", "noindex, nofollow");
  return download;
}
