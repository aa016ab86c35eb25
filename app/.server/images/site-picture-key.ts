// The keys of the site's own pictures (admin/site-pictures.ts): a page's banner, image and logo, the
// agency's logo, a module's background. Such a picture is made only by an upload into the database,
// never on an instance's disk, so a copy left on a disk never goes back into the database.
import { randomBytes } from "node:crypto";

/** Every site picture's key starts so: what the cleaning of unused ones may delete, and nothing else. */
export const SITE_PICTURE_PREFIX = "site-";

export function isSitePicture(key: string): boolean {
  return key.startsWith(SITE_PICTURE_PREFIX);
}

/** A new key for a site picture: random, so its address says nothing. */
export function newSitePictureKey(): string {
  return `${SITE_PICTURE_PREFIX}${randomBytes(12).toString("hex")}`;
}
