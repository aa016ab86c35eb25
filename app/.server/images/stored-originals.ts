// Master pictures kept in PostgreSQL (media_originals): what an upload through the back office
// writes, what start-up copies from this instance's disk (demo and imported pictures), and what the
// image service reads when a key is not in this instance's originals folder.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { type Database, db, type Transaction } from "../db/client.ts";
import { mediaOriginals, type OriginalContentType } from "../db/media-schema.ts";
import { loadSharp } from "./load-sharp.ts";
import { originalsDir } from "./originals-dir.ts";
import { isSitePicture } from "./site-picture-key.ts";
import { isTestimonialPicture } from "./testimonial-picture-key.ts";

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

/** The master pictures files may hold: the key is the file's name without its extension. */
const ORIGINAL_FILE = /^([A-Za-z0-9][A-Za-z0-9_-]{0,127})\.(jpg|webp)$/;

/**
 * Copies master pictures written to this instance's disk (by the demo seed or `npm run import`) that
 * the database lacks into it, so every instance on the database can render them. Run after each
 * start; sharp is loaded only when there is something to copy. `stopped` ends the copy between two
 * pictures (the server is stopping: the next start copies the rest). Returns the keys copied.
 */
export async function storeDiskOriginals(
  database: Database,
  dataDir: string,
  stopped: () => boolean = () => false,
): Promise<string[]> {
  const dir = originalsDir(dataDir);
  const files = (await readdir(dir).catch(() => [] as string[])).flatMap((name) => {
    const match = ORIGINAL_FILE.exec(name);
    // A testimonial picture is on the site only while the database has it: a copy left on this disk
    // after a withdrawal must never bring it back; nor a site picture's after its cleaning.
    if (!match?.[1] || !match[2] || isTestimonialPicture(match[1]) || isSitePicture(match[1])) return [];
    return [{ name, key: match[1], extension: match[2] }];
  });
  if (files.length === 0) return [];
  const stored = await database
    .select({ key: mediaOriginals.key })
    .from(mediaOriginals)
    .where(
      inArray(
        mediaOriginals.key,
        files.map((file) => file.key),
      ),
    );
  const present = new Set(stored.map((row) => row.key));
  const copied: string[] = [];
  for (const file of files) {
    if (stopped()) break;
    if (present.has(file.key)) continue;
    const bytes = await readFile(path.join(dir, file.name));
    const sharp = await loadSharp();
    const { width, height } = await sharp(bytes).metadata();
    if (!width || !height) continue;
    const contentType = file.extension === "webp" ? "image/webp" : "image/jpeg";
    await database
      .insert(mediaOriginals)
      .values({ key: file.key, contentType, bytes, width, height, byteSize: bytes.byteLength })
      .onConflictDoNothing();
    copied.push(file.key);
  }
  return copied;
}
