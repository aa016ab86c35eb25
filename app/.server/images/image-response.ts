// The image service's answer to /images/<key>?width=&height=&format= (SPEC.md section 7).
import fs from "node:fs/promises";
import type { ImageFormat } from "../../shared/image-url.ts";
import { parseImageRequest } from "./image-params.ts";
import { imageVariant, type RenderOptions } from "./image-store.ts";
import { forgetLocalCopies } from "./local-copies.ts";
import { PICTURE_QUEUE_RETRY_AFTER_SECONDS, PictureQueueFullError } from "./picture-queue.ts";
import { isTestimonialPicture } from "./testimonial-picture-key.ts";
import { isTestimonialPictureOnSite } from "./testimonial-pictures.ts";

// A variant's bytes never change under the same URL (a new photo gets a new key).
const IMMUTABLE = "public, max-age=31536000, immutable";
// A testimonial's picture may be withdrawn at any moment: browsers and shared caches keep it briefly.
const WITHDRAWABLE = "public, max-age=600";

/** The headers of a variant's bytes, whichever layer sends them. */
export function variantHeaders(format: ImageFormat, length: number, withdrawable = false): Record<string, string> {
  return {
    "Content-Type": format === "png" ? "image/png" : "image/webp",
    "Content-Length": String(length),
    "Cache-Control": withdrawable ? WITHDRAWABLE : IMMUTABLE,
  };
}

export interface ImageResponseOptions extends RenderOptions {
  /** Whether a testimonial's picture is on the site: its master in the database, unless a test says. */
  onSite?: (key: string) => Promise<boolean>;
}

function plain(status: number, text: string, headers: Record<string, string> = {}): Response {
  return new Response(text, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}

export async function imageResponse(
  dataDir: string,
  key: string,
  query: URLSearchParams,
  options: ImageResponseOptions = {},
): Promise<Response> {
  const parsed = parseImageRequest(key, query);
  if ("error" in parsed) return plain(400, `Bad image request: ${parsed.error}`);
  // A testimonial's picture answers only while it is on the site: asked of the database each time,
  // since this instance may keep sizes of it rendered before it was withdrawn, rejected or erased.
  const withdrawable = isTestimonialPicture(parsed.key);
  if (withdrawable) {
    let onSite: boolean;
    try {
      onSite = await (options.onSite ?? isTestimonialPictureOnSite)(parsed.key);
    } catch (error) {
      console.error(`image ${parsed.key}: ${error instanceof Error ? error.message : String(error)}`);
      return plain(503, "The picture cannot be looked up now; try again shortly.", {
        "Retry-After": String(PICTURE_QUEUE_RETRY_AFTER_SECONDS),
      });
    }
    if (!onSite) {
      await forgetLocalCopies(dataDir, parsed.key);
      return plain(404, "No such picture.");
    }
  }
  let file: string | undefined;
  try {
    file = await imageVariant(dataDir, parsed, options);
  } catch (error) {
    if (error instanceof PictureQueueFullError) {
      return plain(503, "Too many pictures are being prepared; try again shortly.", {
        "Retry-After": String(PICTURE_QUEUE_RETRY_AFTER_SECONDS),
      });
    }
    // A corrupt or oversized master: the visitor's request was fine, the stored picture is not.
    console.error(`image ${parsed.key}: ${error instanceof Error ? error.message : String(error)}`);
    return plain(500, "The picture could not be rendered.");
  }
  if (!file) return plain(404, "No such picture.");
  const bytes = await fs.readFile(file);
  return new Response(new Uint8Array(bytes), { headers: variantHeaders(parsed.format, bytes.length, withdrawable) });
}
