// The image service's answer to /images/<key>?width=&height=&format= (SPEC.md section 7).
import fs from "node:fs/promises";
import type { ImageFormat } from "../../shared/image-url.ts";
import { parseImageRequest } from "./image-params.ts";
import { imageVariant, type RenderOptions } from "./image-store.ts";
import { RenderQueueFullError } from "./render-queue.ts";

// A variant's bytes never change under the same URL (a new photo gets a new key).
const IMMUTABLE = "public, max-age=31536000, immutable";

// The queue drains in a few seconds even when full of the largest renders.
const RETRY_AFTER_SECONDS = 5;

/** The headers of a variant's bytes, whichever layer sends them. */
export function variantHeaders(format: ImageFormat, length: number): Record<string, string> {
  return {
    "Content-Type": format === "png" ? "image/png" : "image/webp",
    "Content-Length": String(length),
    "Cache-Control": IMMUTABLE,
  };
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
  options?: RenderOptions,
): Promise<Response> {
  const parsed = parseImageRequest(key, query);
  if ("error" in parsed) return plain(400, `Bad image request: ${parsed.error}`);
  let file: string | undefined;
  try {
    file = await imageVariant(dataDir, parsed, options);
  } catch (error) {
    if (error instanceof RenderQueueFullError) {
      return plain(503, "Too many pictures are being prepared; try again shortly.", {
        "Retry-After": String(RETRY_AFTER_SECONDS),
      });
    }
    // A corrupt or oversized master: the visitor's request was fine, the stored picture is not.
    console.error(`image ${parsed.key}: ${error instanceof Error ? error.message : String(error)}`);
    return plain(500, "The picture could not be rendered.");
  }
  if (!file) return plain(404, "No such picture.");
  const bytes = await fs.readFile(file);
  return new Response(new Uint8Array(bytes), { headers: variantHeaders(parsed.format, bytes.length) });
}
