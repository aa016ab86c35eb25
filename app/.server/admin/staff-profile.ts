// What the site shows of a staff member on the listings they handle (the detail page's contact):
// their name, a photo and a direct phone, set on their own account page. The phone is kept in E.164
// as the contacts keep phones (contact-match.ts), however it was typed; the photo goes through the
// photos' processing (photo-upload.ts: by content, upright, no metadata) into media_originals, so
// every instance serves it. A replaced or removed photo nothing else uses is deleted in the same
// transaction. Each change is audited and announced: the pages of their listings change with it.
import { randomBytes } from "node:crypto";
import { and, eq, ne } from "drizzle-orm";
import { e164Phone, matchingEmail } from "../../domain/contact-match.ts";
import { users } from "../db/auth-schema.ts";
import { db, type Transaction } from "../db/client.ts";
import { articles, media } from "../db/schema.ts";
import { forgetLocalCopies } from "../images/local-copies.ts";
import { deleteOriginal, insertOriginal } from "../images/stored-originals.ts";
import type { Actor } from "./audit.ts";
import { fieldChanges } from "./edit-record.ts";
import { isUploaded } from "./photos.ts";
import { changed, staffChange, unchanged } from "./staff-change.ts";
import type { PhotoChange } from "./team-photo.ts";

export interface StaffProfile {
  /** E.164, or null: the site gives the agency's number instead. */
  directPhone: string | null;
  /** An address in lower case, or null: the site gives the agency's instead. */
  directEmail: string | null;
  /** The photo's image key, or null. */
  photoKey: string | null;
}

export async function staffProfile(userId: string): Promise<StaffProfile> {
  const [row] = await db()
    .select({ directPhone: users.directPhone, directEmail: users.directEmail, photoKey: users.photoKey })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? { directPhone: null, directEmail: null, photoKey: null };
}

/** A new key for a staff photo: random, apart from the listings' "u", the team's "t" and the import's keys. */
function staffPhotoKey(): string {
  return `s${randomBytes(12).toString("hex")}`;
}

/** Deletes an uploaded master no account, article or photo row uses any more; whether it did. */
async function releaseStaffPhoto(tx: Transaction, key: string, userId: string): Promise<boolean> {
  if (!(await isUploaded(tx, key))) return false;
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.photoKey, key), ne(users.id, userId)))
    .limit(1);
  const [article] = await tx.select({ id: articles.id }).from(articles).where(eq(articles.imageKey, key)).limit(1);
  const [photo] = await tx.select({ id: media.id }).from(media).where(eq(media.fileKey, key)).limit(1);
  if (user || article || photo) return false;
  await deleteOriginal(key, tx);
  return true;
}

/**
 * Saves the staff member's phone and e-mail address as typed (null when empty; each must read as a
 * number and an address: the form checked them) and the photo's change; the profile as stored after it.
 */
export async function saveStaffProfile(
  actor: Actor & { id: string },
  typed: { directPhone: string | null; directEmail: string | null },
  photo: PhotoChange,
  dataDir: string,
): Promise<StaffProfile> {
  const directPhone = typed.directPhone ? e164Phone(typed.directPhone) : null;
  const directEmail = typed.directEmail ? matchingEmail(typed.directEmail) : null;
  let released: string | null = null;
  const saved = await staffChange(actor, async (tx) => {
    const [before] = await tx
      .select({ directPhone: users.directPhone, directEmail: users.directEmail, photoKey: users.photoKey })
      .from(users)
      .where(eq(users.id, actor.id))
      .for("update");
    if (!before) return unchanged({ directPhone: null, directEmail: null, photoKey: null });
    const photoKey = photo.kind === "keep" ? before.photoKey : photo.kind === "remove" ? null : staffPhotoKey();
    if (photo.kind === "replace" && photoKey) await insertOriginal({ key: photoKey, ...photo.photo }, tx);
    const after = { directPhone, directEmail, photoKey };
    const changes = fieldChanges(before, after);
    if (Object.keys(changes).length === 0) return unchanged(after);
    await tx
      .update(users)
      .set({ ...after, updatedAt: new Date() })
      .where(eq(users.id, actor.id));
    if (before.photoKey && before.photoKey !== photoKey && (await releaseStaffPhoto(tx, before.photoKey, actor.id)))
      released = before.photoKey;
    return changed(after, { action: "account.profile", subject: `user ${actor.id}`, changes }, { announces: true });
  });
  if (released) await forgetLocalCopies(dataDir, released);
  return saved;
}
