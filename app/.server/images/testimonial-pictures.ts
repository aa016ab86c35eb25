// A visitor's testimonial picture, from the form to the site and away again. Sent, it is kept private
// under DATA_DIR/testimonials/ by a random name. Approved, a copy becomes a master picture of the site
// under a random key of its own ("testimonial-" and 32 hex digits: the address says nothing and cannot
// be guessed from the submission's number), kept in media_originals so every instance can render it.
// Withdrawn, rejected, erased or past the retention period, the upload, the master and every rendered
// size go. Whether such a picture is still on the site is asked of the database on every request
// (image-response.ts), never of a disk copy: an instance that rendered it before the withdrawal has
// sizes of it on its own disk, and those must stop answering too.
import { readdir, readFile, rm, stat } from "node:fs/promises";
import path from "node:path";
import { eq, inArray, like, sql } from "drizzle-orm";
import { type Database, db, type Transaction } from "../db/client.ts";
import { testimonialSubmissions } from "../db/lead-schema.ts";
import { mediaOriginals } from "../db/media-schema.ts";
import { articles } from "../db/schema.ts";
import { loadSharp } from "./load-sharp.ts";
import { forgetLocalCopies } from "./local-copies.ts";
import { originalsDir } from "./originals-dir.ts";
import { deleteOriginal, insertOriginal } from "./stored-originals.ts";
import {
  isTestimonialPicture,
  newTestimonialPictureKey,
  TESTIMONIAL_PICTURE_PREFIX,
} from "./testimonial-picture-key.ts";

/** The keys earlier versions gave approved pictures: the submission's number, so anyone could count them. */
const SEQUENTIAL_KEY = /^testimonial-submission-\d+$/;

/** The folder of the private uploads waiting for a decision. */
export function testimonialUploadsDir(dataDir: string): string {
  return path.join(dataDir, "testimonials");
}

/** The private upload of a submission; the stored name is the file's own, never a path. */
export function testimonialUploadFile(dataDir: string, uploadKey: string): string {
  return path.join(testimonialUploadsDir(dataDir), path.basename(uploadKey));
}

/**
 * Makes the private upload a master picture of the site under a new random key, in the approval's
 * transaction; null when the upload is gone (deleted at a rejection, or never sent).
 */
export async function publishTestimonialPicture(
  tx: Transaction,
  dataDir: string,
  uploadKey: string | null,
): Promise<string | null> {
  if (!uploadKey) return null;
  const bytes = await readFile(testimonialUploadFile(dataDir, uploadKey)).catch(() => null);
  if (!bytes) return null;
  const { width, height } = await pictureSize(bytes);
  const key = newTestimonialPictureKey();
  await insertOriginal({ key, contentType: "image/webp", bytes, width, height }, tx);
  return key;
}

async function pictureSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  const sharp = await loadSharp();
  const { width, height } = await sharp(bytes).metadata();
  return { width: width ?? 1, height: height ?? 1 };
}

/** What a testimonial's picture left behind: the private upload and the key it had on the site. */
export interface TestimonialPictureTraces {
  uploadKey: string | null;
  siteKey: string | null;
}

/** Takes the site's master out of the database, in the caller's transaction: from then on no instance serves it. */
export async function unpublishTestimonialPicture(tx: Transaction, siteKey: string | null): Promise<void> {
  if (siteKey && isTestimonialPicture(siteKey)) await deleteOriginal(siteKey, tx);
}

/**
 * Removes the files once the transaction that unpublished the picture is committed (a file cannot be
 * rolled back): the private upload, and this instance's master and rendered sizes. Returns how many
 * files went. Other instances drop theirs at the next request for the address.
 */
export async function removeTestimonialPictureFiles(
  dataDir: string,
  traces: TestimonialPictureTraces,
): Promise<number> {
  let removed = 0;
  if (traces.uploadKey) {
    const file = testimonialUploadFile(dataDir, traces.uploadKey);
    if (await stat(file).catch(() => null)) {
      await rm(file, { force: true });
      removed++;
    }
  }
  if (traces.siteKey && isTestimonialPicture(traces.siteKey))
    removed += await forgetLocalCopies(dataDir, traces.siteKey);
  return removed;
}

/** Whether the picture is on the site now: its master is in the database. */
export async function isTestimonialPictureOnSite(key: string, database: Database = db()): Promise<boolean> {
  const [row] = await database
    .select({ key: mediaOriginals.key })
    .from(mediaOriginals)
    .where(eq(mediaOriginals.key, key));
  return row !== undefined;
}

/** The files a testimonial picture may have in the originals folder: `<key>.webp` (or `.jpg`). */
const ORIGINAL_FILE = /^(testimonial-[A-Za-z0-9_-]{1,116})\.(?:webp|jpg)$/;

/**
 * Run at start-up, before this disk's pictures are copied into the database: an approved picture
 * kept under its submission's number gets a random key (the article points at it, the master moves
 * in the database), a master no article shows any more (withdrawn by an earlier version) leaves the
 * database, and a testimonial picture on this disk the database no longer has (withdrawn or erased
 * while this instance kept a copy) is removed with its sizes, so it is never copied back.
 * Returns how many pictures got a new key.
 */
export async function retireGuessableTestimonialKeys(database: Database, dataDir: string): Promise<number> {
  const onDisk = new Map<string, string>();
  for (const name of await readdir(originalsDir(dataDir)).catch(() => [] as string[])) {
    const key = ORIGINAL_FILE.exec(name)?.[1];
    if (key) onDisk.set(key, path.join(originalsDir(dataDir), name));
  }
  const sequential = await database
    .select({ id: articles.id, imageKey: articles.imageKey })
    .from(articles)
    .where(like(articles.imageKey, "testimonial-submission-%"));
  let moved = 0;
  for (const article of sequential) {
    const oldKey = article.imageKey;
    if (!oldKey || !SEQUENTIAL_KEY.test(oldKey)) continue;
    const file = onDisk.get(oldKey);
    const done = await database.transaction(async (tx) => {
      // Another instance starting at the same moment may have moved it: the row lock settles who.
      const [current] = await tx
        .execute<{ image_key: string | null }>(sql`select image_key from articles where id = ${article.id} for update`)
        .then((result) => result.rows);
      if (current?.image_key !== oldKey) return false;
      const [stored] = await tx
        .select({ bytes: mediaOriginals.bytes, contentType: mediaOriginals.contentType })
        .from(mediaOriginals)
        .where(eq(mediaOriginals.key, oldKey));
      const bytes = stored?.bytes ?? (file ? await readFile(file) : undefined);
      if (!bytes) return false;
      const key = newTestimonialPictureKey();
      const contentType = stored?.contentType ?? (file?.endsWith(".jpg") ? "image/jpeg" : "image/webp");
      await insertOriginal({ key, contentType, bytes, ...(await pictureSize(bytes)) }, tx);
      await deleteOriginal(oldKey, tx);
      await tx.update(articles).set({ imageKey: key }).where(eq(articles.id, article.id));
      return true;
    });
    if (done) moved++;
  }
  // A picture an earlier version withdrew kept its master in the database: no article shows it now.
  await database.execute(sql`
    delete from media_originals m
    where m.key like ${`${TESTIMONIAL_PICTURE_PREFIX}%`}
      and not exists (select 1 from articles a where a.image_key = m.key)`);
  if (onDisk.size > 0) {
    const kept = await database
      .select({ key: mediaOriginals.key })
      .from(mediaOriginals)
      .where(inArray(mediaOriginals.key, [...onDisk.keys()]));
    const known = new Set(kept.map((row) => row.key));
    for (const key of onDisk.keys()) if (!known.has(key)) await forgetLocalCopies(dataDir, key);
  }
  return moved;
}

/**
 * Removes private uploads that no submission names and that are older than `olderThanMs`: a picture
 * stored for a form that was then not kept (the same submission sent twice, a database failure), which
 * no erasure could find. The margin leaves alone an upload whose submission is being written now.
 * Returns how many went.
 */
export async function removeUnclaimedUploads(
  database: Database,
  dataDir: string,
  olderThanMs: number,
): Promise<number> {
  const folder = testimonialUploadsDir(dataDir);
  const names = await readdir(folder).catch(() => [] as string[]);
  if (names.length === 0) return 0;
  const rows = await database
    .select({ imageKey: testimonialSubmissions.imageKey })
    .from(testimonialSubmissions)
    .where(sql`${testimonialSubmissions.imageKey} is not null`);
  const named = new Set(rows.flatMap((row) => (row.imageKey ? [path.basename(row.imageKey)] : [])));
  const before = Date.now() - olderThanMs;
  let removed = 0;
  for (const name of names) {
    if (named.has(name)) continue;
    const file = path.join(folder, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile() || info.mtimeMs > before) continue;
    await rm(file, { force: true });
    removed++;
  }
  return removed;
}
