// A team member's photo in the article editor: the file chosen in the form is checked and made a
// master by the same processing as a property's photos (photo-upload.ts: by content, upright, no
// metadata), kept in media_originals so every instance serves it, and swapped in with the rest of the
// article's save. An earlier uploaded photo nothing uses any more is deleted in that transaction.
import { randomBytes } from "node:crypto";
import { and, eq, ne } from "drizzle-orm";
import { MAX_PHOTO_BYTES, type PhotoRefusal } from "../../shared/photo-upload-limits.ts";
import type { Transaction } from "../db/client.ts";
import { articles, media } from "../db/schema.ts";
import { type ProcessedPhoto, processPhoto } from "../images/photo-upload.ts";
import { deleteOriginal, insertOriginal } from "../images/stored-originals.ts";
import { isUploaded } from "./photos.ts";

/** What the save does with the photo: leave it, take it away, or put the processed file in its place. */
export type PhotoChange = { kind: "keep" } | { kind: "remove" } | { kind: "replace"; photo: ProcessedPhoto };

/**
 * The article editor's address. Its form carries a photo besides four languages' texts (each body up
 * to 200,000 characters), so its body limit is the photo's and room for those texts.
 */
export const ARTICLE_EDITOR_PATH = /^\/admin\/articles\/[1-9][0-9]{0,8}\/?$/;
export const MAX_ARTICLE_REQUEST_BYTES = MAX_PHOTO_BYTES + 6 * 1024 * 1024;

/**
 * The photo field of the editor's form: a chosen file (processed, or why it is refused), else the
 * "remove" box, else nothing to change. A file chosen wins over the box.
 */
export async function readPhotoChange(form: FormData): Promise<PhotoChange | { refused: PhotoRefusal }> {
  // An empty picker still sends one nameless, empty file.
  const file = form.getAll("photo").find((value): value is File => value instanceof File && value.size > 0);
  if (file) {
    const processed = await processPhoto(new Uint8Array(await file.arrayBuffer()));
    return "refused" in processed ? processed : { kind: "replace", photo: processed };
  }
  if (form.get("removePhoto") === "1") return { kind: "remove" };
  return { kind: "keep" };
}

/** A new key for an uploaded team photo: random, and apart from the import's "p" and the listings' "u" keys. */
export function teamPhotoKey(articleId: number): string {
  return `t${articleId}-${randomBytes(12).toString("hex")}`;
}

/** The image key the article has after the change (a replacing photo gets a new one). */
export function imageKeyAfter(
  articleId: number,
  current: string | null,
  change: PhotoChange | undefined,
): string | null {
  if (!change || change.kind === "keep") return current;
  return change.kind === "remove" ? null : teamPhotoKey(articleId);
}

/** Writes a replacing photo's master under its new key, in the save's transaction. */
export async function storePhoto(tx: Transaction, key: string | null, change: PhotoChange | undefined): Promise<void> {
  if (key && change?.kind === "replace") await insertOriginal({ key, ...change.photo }, tx);
}

/**
 * Deletes the uploaded master of `key` when no article and no listing uses it any more; true when it
 * was deleted (its copies on this instance's disk can go after the commit). Pictures that came with
 * the site or an import are on disk only and are never touched.
 */
export async function releaseOriginal(tx: Transaction, key: string, articleId: number): Promise<boolean> {
  if (!(await isUploaded(tx, key))) return false;
  const [article] = await tx
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.imageKey, key), ne(articles.id, articleId)))
    .limit(1);
  const [listing] = await tx.select({ id: media.id }).from(media).where(eq(media.fileKey, key)).limit(1);
  if (article || listing) return false;
  await deleteOriginal(key, tx);
  return true;
}
