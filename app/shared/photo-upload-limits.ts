// What the back office's photo upload accepts: the browser checks the size before sending (with
// JavaScript), the server checks everything again by the file's content.

/** The largest photo file accepted. */
export const MAX_PHOTO_BYTES = 25 * 1024 * 1024;

/** At most this many files in one upload (without JavaScript the picker sends them all at once). */
export const MAX_PHOTOS_PER_UPLOAD = 20;

/** The picker's filter; the server decides by what the file holds, not by its name or this list. */
export const PHOTO_ACCEPT = "image/jpeg,image/png,image/webp";

/** Why a file was not added ("busy": the server's picture queue was full; send it again shortly). */
export type PhotoRefusal = "notPicture" | "tooLarge" | "tooManyPixels" | "busy";

/** One file's outcome, as the upload answers it. */
export type PhotoUploadResult = { name: string; added: true } | { name: string; refused: PhotoRefusal };
