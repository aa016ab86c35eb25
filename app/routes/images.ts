// The image service (SPEC.md section 7): /images/<key>?width=&height=&format=webp|png.
import fs from "node:fs/promises";
import { dataDir } from "../.server/images/data-dir.ts";
import { parseImageRequest } from "../.server/images/image-params.ts";
import { imageVariant } from "../.server/images/image-store.ts";
import type { Route } from "./+types/images";

// A variant's bytes never change under the same URL (a new photo gets a new key).
const IMMUTABLE = "public, max-age=31536000, immutable";

function plain(status: number, text: string): Response {
  return new Response(text, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const parsed = parseImageRequest(params.key, new URL(request.url).searchParams);
  if ("error" in parsed) return plain(400, `Bad image request: ${parsed.error}`);
  let file: string | undefined;
  try {
    file = await imageVariant(dataDir(), parsed);
  } catch (error) {
    // A corrupt or oversized master: the visitor's request was fine, the stored picture is not.
    console.error(`image ${parsed.key}: ${error instanceof Error ? error.message : String(error)}`);
    return plain(500, "The picture could not be rendered.");
  }
  if (!file) return plain(404, "No such picture.");
  const bytes = await fs.readFile(file);
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": parsed.format === "png" ? "image/png" : "image/webp",
      "Content-Length": String(bytes.length),
      "Cache-Control": IMMUTABLE,
    },
  });
}
