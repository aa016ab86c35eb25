// Where a document's bytes live. PostgreSQL holds them (stored_documents), so an instance that never
// saw an upload serves it too; each instance keeps a copy under DATA_DIR/documents/ once it needed
// one, and answers from that copy afterwards. Documents written there by the demo seed or by hand
// are served from the disk as they are, and copied into the database at start-up so that the
// other instances find them as well.
import { createHash, randomBytes } from "node:crypto";
import { mkdir, open, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { type Database, db, type Transaction } from "../db/client.ts";
import { propertyDocuments, storedDocuments } from "../db/documents-schema.ts";
import { projectDocuments } from "../db/schema.ts";

/** A storage key is a file name of its own folder: no path, no dot first, a short extension. */
export const DOCUMENT_KEY = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}(\.[A-Za-z0-9]{1,5})?$/;

/** Read from the database a megabyte at a time, so a large document never sits in memory whole. */
const CHUNK_BYTES = 1024 * 1024;

export function documentsDir(dataDir: string): string {
  return path.join(dataDir, "documents");
}

/** The key of an uploaded document: a hash of its bytes, so the same file is stored once. */
export function uploadedDocumentKey(bytes: Uint8Array, extension = "pdf"): string {
  return `d-${createHash("sha256").update(bytes).digest("hex").slice(0, 40)}.${extension}`;
}

/** Stores the bytes (once per content) and gives their key; part of the caller's transaction. */
export async function storeDocument(
  tx: Database | Transaction,
  bytes: Uint8Array,
  contentType: string,
): Promise<string> {
  const key = uploadedDocumentKey(bytes);
  await tx
    .insert(storedDocuments)
    .values({
      key,
      contentType,
      bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      byteSize: bytes.byteLength,
    })
    .onConflictDoNothing();
  return key;
}

/**
 * After a document row was deleted: whether any row still shows its key. When none does, the stored
 * bytes go (in the caller's transaction) and the caller removes this instance's copy after the
 * commit (forgetLocalCopy); another instance's copy stays on its disk, unreachable: no row names it.
 */
export async function releaseDocument(tx: Transaction, key: string): Promise<boolean> {
  const [project] = await tx
    .select({ id: projectDocuments.id })
    .from(projectDocuments)
    .where(eq(projectDocuments.fileKey, key))
    .limit(1);
  const [property] = await tx
    .select({ id: propertyDocuments.id })
    .from(propertyDocuments)
    .where(eq(propertyDocuments.fileKey, key))
    .limit(1);
  if (project || property) return false;
  await tx.delete(storedDocuments).where(eq(storedDocuments.key, key));
  return true;
}

/** Removes this instance's copy of a document nobody shows any more. */
export async function forgetLocalCopy(key: string, dataDir: string): Promise<void> {
  if (DOCUMENT_KEY.test(key)) await rm(path.join(documentsDir(dataDir), key), { force: true });
}

export interface LocalDocument {
  file: string;
  size: number;
}

/**
 * The document's file on this instance's disk: there already, or fetched from the database and
 * written under its key (whole or not at all). Undefined when neither has it.
 */
export async function localDocumentFile(
  key: string,
  dataDir: string,
  database: Database = db(),
): Promise<LocalDocument | undefined> {
  if (!DOCUMENT_KEY.test(key)) return undefined;
  const file = path.join(documentsDir(dataDir), key);
  const onDisk = await stat(file).catch(() => undefined);
  if (onDisk?.isFile()) return { file, size: onDisk.size };
  const size = await copyFromDatabase(key, file, database);
  return size === undefined ? undefined : { file, size };
}

async function copyFromDatabase(key: string, file: string, database: Database): Promise<number | undefined> {
  const [row] = await database
    .select({ byteSize: storedDocuments.byteSize })
    .from(storedDocuments)
    .where(eq(storedDocuments.key, key));
  if (!row) return undefined;
  await mkdir(path.dirname(file), { recursive: true });
  // Written under a temporary name and renamed: a reader never sees half a document, and two
  // instances (or two requests) fetching it at once each put the same whole file in place.
  const temporary = `${file}.${randomBytes(6).toString("hex")}.tmp`;
  const handle = await open(temporary, "wx");
  try {
    for (let offset = 0; offset < row.byteSize; offset += CHUNK_BYTES) {
      const result = await database.execute<{ part: Buffer }>(
        sql`select substring(${storedDocuments.bytes} from ${offset + 1} for ${CHUNK_BYTES}) as part
            from ${storedDocuments} where ${storedDocuments.key} = ${key}`,
      );
      const part = result.rows[0]?.part;
      if (!part) throw new Error(`document ${key} vanished while it was read`);
      await handle.write(part);
    }
    await handle.close();
    await rename(temporary, file);
    return row.byteSize;
  } catch (error) {
    await handle.close().catch(() => {});
    await rm(temporary, { force: true });
    throw error;
  }
}

/**
 * Copies into the database every document a row shows whose file is on this instance's disk but
 * whose bytes the database lacks (the demo seed's, or files put there by hand before documents were
 * kept in the database), so every instance can serve them. Run at start-up; quick when there is
 * nothing to copy (one query).
 */
export async function storeDiskDocuments(database: Database, dataDir: string): Promise<string[]> {
  const missing = await database.execute<{ key: string; content_type: string }>(sql`
    select distinct d.file_key as key, d.content_type from (
      select ${projectDocuments.fileKey} as file_key, ${projectDocuments.contentType} as content_type
        from ${projectDocuments}
      union all
      select ${propertyDocuments.fileKey}, ${propertyDocuments.contentType} from ${propertyDocuments}
    ) d
    where not exists (select 1 from ${storedDocuments} s where s.key = d.file_key)`);
  if (missing.rows.length === 0) return [];
  const onDisk = new Set(await readdir(documentsDir(dataDir)).catch(() => [] as string[]));
  const copied: string[] = [];
  for (const { key, content_type: contentType } of missing.rows) {
    if (!DOCUMENT_KEY.test(key) || !onDisk.has(key)) continue;
    const bytes = await readFile(path.join(documentsDir(dataDir), key));
    await database
      .insert(storedDocuments)
      .values({ key, contentType, bytes, byteSize: bytes.byteLength })
      .onConflictDoNothing();
    copied.push(key);
  }
  return copied;
}
