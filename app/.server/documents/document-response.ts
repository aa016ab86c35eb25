// A document as a download: its file streamed from this instance's disk (fetched from the database
// first when this instance never had it), named after its title, with a type from a short list.
import { open } from "node:fs/promises";
import { Readable } from "node:stream";
import type { Localized } from "../../shared/localize.ts";
import { documentFileName } from "../catalog/projects/projects.ts";
import type { Database } from "../db/client.ts";
import { db } from "../db/client.ts";
import { localDocumentFile } from "./document-store.ts";

const TYPES = new Set(["application/pdf", "image/jpeg", "image/png", "text/plain"]);

export interface ServedDocument {
  names: Localized;
  fileKey: string;
  contentType: string;
}

/**
 * The download of a document, or undefined when its bytes are nowhere to be found. Public
 * documents may be cached an hour; the back office asks for "no-store".
 */
export async function documentDownload(
  document: ServedDocument,
  dataDir: string,
  options: { cacheControl?: string; database?: Database; method?: string } = {},
): Promise<Response | undefined> {
  const local = await localDocumentFile(document.fileKey, dataDir, options.database ?? db());
  if (!local) return undefined;
  // Opened before answering: a copy removed in the meantime is a 404, not a broken download.
  const handle = await open(local.file, "r").catch(() => undefined);
  if (!handle) return undefined;
  const { size } = await handle.stat();
  const name = documentFileName(Object.values(document.names).find(Boolean) ?? "document", document.fileKey);
  const type = TYPES.has(document.contentType) ? document.contentType : "application/octet-stream";
  const headers = {
    "Content-Type": type,
    "Content-Length": String(size),
    "Content-Disposition": `attachment; filename="${name}"`,
    "Cache-Control": options.cacheControl ?? "public, max-age=3600",
  };
  // A HEAD answer's body is dropped unread further on: the file is closed here instead.
  if (options.method === "HEAD") {
    await handle.close();
    return new Response(null, { headers });
  }
  // The stream closes the file when it ends, is cancelled or fails.
  const body = Readable.toWeb(handle.createReadStream()) as unknown as ReadableStream<Uint8Array>;
  return new Response(body, { headers });
}
