// What a photo page's form and its script's upload address share, for a property's photos and a
// project's alike: the files of one request, each processed on its own (a refused file never stops
// the others), then every accepted one added in one transaction with its audit line.
import { MAX_PHOTOS_PER_UPLOAD, type PhotoUploadResult } from "../../shared/photo-upload-limits.ts";
import { type ProcessedPhoto, processPhoto } from "../images/photo-upload.ts";
import type { Actor } from "./audit.ts";
import { addPhotos, type PhotoOwner } from "./photos.ts";

export type UploadOutcome =
  | { outcome: "processed"; results: PhotoUploadResult[] }
  | { outcome: "problem"; problem: "noFiles" | "tooMany" }
  | { outcome: "unknownOwner" };

/** A file's name as the staff member will read it again: no path, no control characters, not endless. */
function displayName(file: File): string {
  const name = file.name.split(/[\\/]/).pop() ?? "";
  let printable = "";
  for (const character of name) {
    const code = character.codePointAt(0) ?? 0;
    if (code >= 0x20 && code !== 0x7f) printable += character;
  }
  return printable.slice(0, 120);
}

export async function receivePhotos(form: FormData, owner: PhotoOwner, actor: Actor): Promise<UploadOutcome> {
  // An empty picker still sends one nameless, empty file.
  const files = form
    .getAll("photos")
    .filter((value): value is File => value instanceof File && (value.size > 0 || value.name !== ""));
  if (files.length === 0) return { outcome: "problem", problem: "noFiles" };
  if (files.length > MAX_PHOTOS_PER_UPLOAD) return { outcome: "problem", problem: "tooMany" };
  const results: PhotoUploadResult[] = [];
  const accepted: ProcessedPhoto[] = [];
  // One at a time: decoding a picture at the pixel limit takes over a hundred megabytes.
  for (const file of files) {
    const processed = await processPhoto(new Uint8Array(await file.arrayBuffer()));
    if ("refused" in processed) results.push({ name: displayName(file), refused: processed.refused });
    else {
      accepted.push(processed);
      results.push({ name: displayName(file), added: true });
    }
  }
  if ((await addPhotos(owner, accepted, actor)) === undefined) return { outcome: "unknownOwner" };
  return { outcome: "processed", results };
}
