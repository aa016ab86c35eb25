// Master pictures kept in PostgreSQL (media_originals): what an upload through the back office
// writes, and what the image service reads when a key is not in this instance's originals folder.
import { eq } from "drizzle-orm";
import { type Database, db, type Transaction } from "../db/client.ts";
import { mediaOriginals, type OriginalContentType } from "../db/media-schema.ts";

export interface StoredOriginal {
  contentType: OriginalContentType;
  bytes: Buffer;
}

/** The file extension the image service looks for, per stored content type. */
export const ORIGINAL_EXTENSIONS: Record<OriginalContentType, string> = {
  "image/jpeg": ".jpg",
  "image/webp": ".webp",
};

/** The stored master of `key`, or undefined when the database has none. */
export async function storedOriginal(key: string, database: Database = db()): Promise<StoredOriginal | undefined> {
  const [row] = await database
    .select({ contentType: mediaOriginals.contentType, bytes: mediaOriginals.bytes })
    .from(mediaOriginals)
    .where(eq(mediaOriginals.key, key));
  return row;
}

export interface NewOriginal extends StoredOriginal {
  key: string;
  width: number;
  height: number;
}

export async function insertOriginal(original: NewOriginal, tx: Transaction): Promise<void> {
  await tx.insert(mediaOriginals).values({ ...original, byteSize: original.bytes.byteLength });
}

export async function deleteOriginal(key: string, tx: Transaction): Promise<void> {
  await tx.delete(mediaOriginals).where(eq(mediaOriginals.key, key));
}
