// A photo uploaded in the back office becomes a master picture: checked by its content (what sharp
// decodes, never the file's name or the browser's word), turned upright, stripped of every bit of
// metadata (EXIF with the camera's GPS position, XMP, IPTC: sharp writes none unless asked), shrunk
// to a size the site can use and re-encoded. The result is what media_originals stores.
import { randomBytes } from "node:crypto";
import type { Metadata } from "sharp";
import { MAX_PHOTO_BYTES, type PhotoRefusal } from "../../shared/photo-upload-limits.ts";
import type { OriginalContentType } from "../db/media-schema.ts";
import { MAX_INPUT_PIXELS } from "./image-store.ts";
import { loadSharp, type Sharp } from "./load-sharp.ts";
import { PictureQueueFullError, pictureQueue } from "./picture-queue.ts";

// HEIC (iPhones) is left out: this sharp cannot decode HEVC. Phones convert to JPEG when a page asks
// for these types only.
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp"]);

/**
 * The longest side of a stored master. The site's largest variant is 1,920 wide; a little more
 * leaves room for sharper screens without keeping a 50-megapixel camera file in the database.
 */
export const MAX_MASTER_EDGE = 2_560;

/**
 * The largest request body of an upload: four photos at the size limit and the form around them.
 * Without JavaScript the picker sends every chosen file in one request; with it, one file a request.
 */
export const MAX_PHOTO_REQUEST_BYTES = 4 * MAX_PHOTO_BYTES + 1024 * 1024;

/**
 * The paths that take uploads: a property's or a project's photo page (its form) and the upload
 * address its script sends to.
 */
export const PHOTO_UPLOAD_PATH = /^\/admin\/(?:properties|projects)\/[1-9][0-9]{0,8}\/photos\/(?:upload\/?)?$/;

export interface ProcessedPhoto {
  bytes: Buffer;
  contentType: OriginalContentType;
  width: number;
  height: number;
}

/** The master made from an uploaded file, or why the file is refused. */
export async function processPhoto(input: Uint8Array): Promise<ProcessedPhoto | { refused: PhotoRefusal }> {
  if (input.byteLength > MAX_PHOTO_BYTES) return { refused: "tooLarge" };
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    // Only the header is read here, so a picture of too many pixels is refused before it is decoded.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    return { refused: "notPicture" };
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height)
    return { refused: "notPicture" };
  if (meta.width * meta.height > MAX_INPUT_PIXELS) return { refused: "tooManyPixels" };
  try {
    // The decoding waits its turn with every other picture's (picture-queue.ts): past the queue's
    // limits the file is refused as "busy", to be sent again in a few seconds.
    return await pictureQueue.run(() => encodeMaster(sharp, input, meta));
  } catch (error) {
    if (error instanceof PictureQueueFullError) return { refused: "busy" };
    // A header that reads but a body that does not decode (a cut-off or damaged file).
    return { refused: "notPicture" };
  }
}

/** Decodes, turns upright, shrinks and re-encodes: the work the queue bounds. */
async function encodeMaster(sharp: Sharp, input: Uint8Array, meta: Metadata): Promise<ProcessedPhoto> {
  const pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
    .rotate()
    .resize({ width: MAX_MASTER_EDGE, height: MAX_MASTER_EDGE, fit: "inside", withoutEnlargement: true });
  // Transparency survives in WebP; everything else is a photo, and JPEG is what photos are.
  const contentType: OriginalContentType = meta.hasAlpha ? "image/webp" : "image/jpeg";
  const encoded =
    contentType === "image/webp"
      ? pipeline.webp({ quality: 90, alphaQuality: 100, effort: 4 })
      : pipeline.jpeg({ quality: 90, mozjpeg: true });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { bytes: data, contentType, width: info.width, height: info.height };
}

/**
 * A new key for an uploaded master of a property's or a project's photo. Random (never derived from
 * the content or the name), so a URL says nothing and cannot be guessed; "u" keeps it apart from the
 * import's "p<id>-<hash>" keys, "u<id>-" is a property's and "uproject<id>-" a project's.
 */
export function uploadedPhotoKey(owner: { kind: "property" | "project"; id: number }): string {
  const prefix = owner.kind === "property" ? "u" : "uproject";
  return `${prefix}${owner.id}-${randomBytes(12).toString("hex")}`;
}
