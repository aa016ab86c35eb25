// Pictures of the site itself: a page's banner pictures, image and logo, the agency's logo, a module's
// background. Each goes through a property photo's path (photo-upload.ts: checked by its content,
// turned upright, stripped of its metadata, re-encoded) and is kept in media_originals, so every
// instance serves it from the image route by its key. The form that uses the picture stores only
// that key; the picture is stored as it is sent (the field's script sends it at once), so a form
// refused for another field keeps it. One never saved, or replaced since, is cleaned away
// (site-picture-references.ts, where every place that may hold a key is listed).
import { MAX_PHOTO_BYTES, MAX_PHOTOS_PER_UPLOAD } from "../../shared/photo-upload-limits.ts";
import {
  pictureControlNames,
  pictureKeys,
  type SitePictureAnswer,
  type SitePictureRefusal,
} from "../../shared/site-picture-field.ts";
import { type Database, db } from "../db/client.ts";
import { processPhoto } from "../images/photo-upload.ts";
import { newSitePictureKey } from "../images/site-picture-key.ts";
import { insertOriginal } from "../images/stored-originals.ts";
import type { Actor } from "./audit.ts";
import { changed, staffChange } from "./staff-change.ts";

/** The upload address (SITE_PICTURE_UPLOAD_HREF): one picture a request, so its body limit is one picture's. */
export const SITE_PICTURE_UPLOAD_PATH = /^\/admin\/site-pictures\/?$/;
export const MAX_SITE_PICTURE_REQUEST_BYTES = MAX_PHOTO_BYTES + 1024 * 1024;

/**
 * The forms that carry site pictures without JavaScript: a page's editor and the agency settings.
 * Their body limit leaves room for four pictures at the size limit besides the form's texts.
 */
export const SITE_PICTURE_FORM_PATH = /^\/admin\/(?:pages\/[1-9][0-9]{0,8}|settings\/agency)\/?$/;
export const MAX_SITE_PICTURE_FORM_BYTES = 4 * MAX_PHOTO_BYTES + 6 * 1024 * 1024;

export type StoredSitePicture = { key: string } | { refused: SitePictureRefusal };

/** Processes one file and stores its master with an audit line; or says why it is refused. */
export async function storeSitePicture(
  bytes: Uint8Array,
  actor: Actor,
  database: Database = db(),
): Promise<StoredSitePicture> {
  const processed = await processPhoto(bytes);
  if ("refused" in processed) return processed;
  const key = newSitePictureKey();
  // Nothing on the site changes until a form saves the key: a line, no notice.
  await staffChange(
    actor,
    async (tx) => {
      await insertOriginal({ key, ...processed }, tx);
      return changed(
        undefined,
        {
          action: "site.picture.upload",
          subject: key,
          details: { width: processed.width, height: processed.height, bytes: processed.bytes.byteLength },
        },
        { announces: false },
      );
    },
    database,
  );
  return { key };
}

/** The files a form field posted: an empty picker still sends one nameless, empty file. */
export function postedFiles(form: FormData, name: string): File[] {
  return form.getAll(name).filter((value): value is File => value instanceof File && value.size > 0);
}

export interface PictureFieldRead {
  /** The field's keys after the removals, the order and the pictures sent with the form. */
  keys: string[];
  /** Why a picture sent with the form was not taken (the first reason; the others are taken). */
  refused?: SitePictureRefusal;
}

/**
 * A site-picture field as its form posted it: the keys it held (the field's value), less those ticked
 * for removal, in the positions typed, then the pictures sent with the form (without JavaScript),
 * each stored as it is read. `max` is how many the field holds (1: a new picture replaces the old).
 */
export async function readPictureField(
  form: FormData,
  field: string,
  max: number,
  actor: Actor,
  database: Database = db(),
): Promise<PictureFieldRead> {
  const names = pictureControlNames(field);
  const value = form.get(field);
  const held = pictureKeys(typeof value === "string" ? value : "");
  const removed = new Set(form.getAll(names.remove).filter((item): item is string => typeof item === "string"));
  const positions = form.getAll(names.order).map((item) => (typeof item === "string" ? Number(item) : Number.NaN));
  const ordered =
    positions.length === held.length && positions.every(Number.isFinite)
      ? held.map((key, index) => ({ key, at: positions[index] ?? index })).sort((a, b) => a.at - b.at)
      : held.map((key, index) => ({ key, at: index }));
  let keys = ordered.map(({ key }) => key).filter((key) => !removed.has(key));
  let refused: SitePictureRefusal | undefined;
  const files = postedFiles(form, names.upload);
  // Read once: the form goes on with keys only.
  for (const name of Object.values(names)) form.delete(name);
  if (files.length > MAX_PHOTOS_PER_UPLOAD) return { keys, refused: "tooMany" };
  // One at a time: decoding a picture at the pixel limit takes over a hundred megabytes.
  for (const file of files) {
    const stored = await storeSitePicture(new Uint8Array(await file.arrayBuffer()), actor, database);
    if ("refused" in stored) refused ??= stored.refused;
    else keys = max === 1 ? [stored.key] : [...keys, stored.key];
  }
  if (keys.length > max) {
    keys = keys.slice(0, max);
    refused ??= "tooMany";
  }
  return refused ? { keys, refused } : { keys };
}

const PRIVATE = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };
/**
 * A file looked at and refused is an answer about that file, as the photo pages' upload address
 * answers (a 4xx would be the browser's console error on every refusal): 200 with the reason. A
 * request that is no upload (no file, several) is the 400; a full picture queue the 503.
 */
const REFUSAL_STATUS: Record<SitePictureRefusal, number> = {
  notPicture: 200,
  tooManyPixels: 200,
  tooLarge: 200,
  tooMany: 400,
  failed: 400,
  busy: 503,
};

/**
 * The upload address's answer to one posted picture ("picture"): its key, or the reason with its
 * sentence in the staff member's language (`say`), never the server's bare 413 page. The form posted
 * without JavaScript answers a refused picture with its 400 and the sentence beside the field.
 */
export async function sitePictureUploadAnswer(
  form: FormData,
  actor: Actor,
  say: (refusal: SitePictureRefusal) => string,
): Promise<Response> {
  const files = postedFiles(form, "picture");
  const [file] = files;
  const refuse = (refused: SitePictureRefusal) =>
    Response.json({ refused, message: say(refused) } satisfies SitePictureAnswer, {
      status: REFUSAL_STATUS[refused],
      headers: PRIVATE,
    });
  if (!file) return refuse("failed");
  if (files.length > 1) return refuse("tooMany");
  if (file.size > MAX_PHOTO_BYTES) return refuse("tooLarge");
  const stored = await storeSitePicture(new Uint8Array(await file.arrayBuffer()), actor);
  if ("refused" in stored) return refuse(stored.refused);
  return Response.json({ key: stored.key } satisfies SitePictureAnswer, { headers: PRIVATE });
}

/**
 * Reads a form's picture fields (name -> how many pictures it holds) into `form` (each field's keys,
 * as the rest of the save reads them) and answers the fields whose pictures were refused; none is {}.
 */
export async function readPictureFields(
  form: FormData,
  fields: Readonly<Record<string, number>>,
  actor: Actor,
): Promise<Record<string, string[]>> {
  const errors: Record<string, string[]> = {};
  for (const [field, max] of Object.entries(fields)) {
    const read = await readPictureField(form, field, max, actor);
    form.set(field, read.keys.join(", "));
    if (read.refused) errors[field] = [read.refused];
  }
  return errors;
}
