// A testimonial's picture: checked by its content (what sharp can decode, not what the name or the
// browser claims), at most 5 MB, re-encoded (which drops metadata and anything hidden in the file)
// and stored under a generated name. Anything else gives the form back with "Send testimonial fail".
// The decoding waits its turn in the queue every picture decode shares (images/picture-queue.ts): when
// that is full, the form comes back with its values and "busy" (503, Retry-After).
import { randomBytes } from "node:crypto";
import path from "node:path";
import { loadSharp } from "../images/load-sharp.ts";
import { PictureQueueFullError, pictureQueue } from "../images/picture-queue.ts";
import { writeFileAtomically } from "../write-file-atomically.ts";
import { leadSettings } from "./lead-settings.ts";

import { FormRejection } from "./submit-form.ts";

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const ACCEPTED = new Set(["jpeg", "png", "webp"]);
const MAX_EDGE = 1_600;

function refuse(error: "image" | "imageTooLarge"): never {
  throw new FormRejection("testimonialFail", { image: [error] }, 400);
}

/** The stored picture's key, or null when none was sent. */
export async function storeTestimonialImage(file: unknown, dataDir = leadSettings().dataDir): Promise<string | null> {
  if (!(file instanceof Blob) || file.size === 0) return null;
  if (file.size > MAX_IMAGE_BYTES) refuse("imageTooLarge");
  const bytes = Buffer.from(await file.arrayBuffer());
  const sharp = await loadSharp();
  let output: Buffer;
  try {
    output = await pictureQueue.run(async () => {
      const image = sharp(bytes, { limitInputPixels: 50_000_000, failOn: "error" });
      const { format } = await image.metadata();
      if (!format || !ACCEPTED.has(format)) refuse("image");
      return image
        .rotate()
        .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: "inside", withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
    });
  } catch (error) {
    if (error instanceof FormRejection) throw error;
    if (error instanceof PictureQueueFullError) throw new FormRejection("busy", {}, 503);
    refuse("image");
  }
  // 128 random bits: the name of a picture nobody approved yet must not be guessable (a UUID has 122).
  const key = `${randomBytes(16).toString("hex")}.webp`;
  // A visitor's face, perhaps, and not yet approved: readable by the server's own user alone.
  await writeFileAtomically(path.join(dataDir, "testimonials", key), output, "private");
  return key;
}
