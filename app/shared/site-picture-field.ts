// What the site-picture field (app/components/admin/site-picture-field.tsx) and the server that reads
// it (app/.server/admin/site-pictures.ts) agree on: the names its controls post beside the field's
// own list of image keys, the upload address its script sends a file to, and that address's answer.
import type { PhotoRefusal } from "./photo-upload-limits.ts";

/** Where the field's script sends each chosen file (one a request); answers SitePictureAnswer as JSON. */
export const SITE_PICTURE_UPLOAD_HREF = "/admin/site-pictures/";

/** Why a picture the field was given is not taken: the photo path's reasons, too many, or no answer. */
export type SitePictureRefusal = PhotoRefusal | "tooMany" | "failed";

/** The upload address's answer: the new picture's key, or why the file was refused (in the staff member's words). */
export type SitePictureAnswer = { key: string } | { refused: SitePictureRefusal; message: string };

/**
 * The names the field posts besides `field` (its keys, comma-separated, in order): the files chosen
 * without JavaScript, the keys ticked for removal and each picture's position. None holds a dot, so
 * the form kit reads them as names of their own and never as parts of the field's value.
 */
export function pictureControlNames(field: string): { upload: string; remove: string; order: string } {
  const token = field.replace(/[^A-Za-z0-9]/g, "_");
  return { upload: `upload_${token}`, remove: `remove_${token}`, order: `order_${token}` };
}

/** The keys of a field's value: "a, b" or "a b" is ["a", "b"]. */
export function pictureKeys(value: string | undefined): string[] {
  return (value ?? "").split(/[\s,]+/).filter(Boolean);
}
