// Resizes master pictures (DATA_DIR/media/originals/<key>.<ext>) to the requested variant with
// sharp and keeps the result in DATA_DIR/image-cache/. Files are written to a temporary name and
// renamed, so a reader never sees half a file, even with several processes sharing the folder.
import path from "node:path";
import sharp from "sharp";
import { writeFileAtomically } from "../write-file-atomically.ts";
import { fileExists } from "./file-exists.ts";
import { type ImageRequest, variantName } from "./image-params.ts";
import { originalsDir } from "./originals-dir.ts";

/** Sources above this many pixels (about 8,000 x 5,000) are refused: a decompression bomb guard. */
export const MAX_INPUT_PIXELS = 40_000_000;
const SOURCE_EXTENSIONS = [".jpg", ".jpeg", ".png", ".webp"];

// One resize per variant at a time in this process: concurrent first requests share the work.
const inFlight = new Map<string, Promise<string | undefined>>();

async function findSource(dataDir: string, key: string): Promise<string | undefined> {
  for (const extension of SOURCE_EXTENSIONS) {
    const file = path.join(originalsDir(dataDir), `${key}${extension}`);
    if (await fileExists(file)) return file;
  }
  return undefined;
}

/** Renders the variant into a buffer (no caching): the bench measures this. */
export async function renderVariant(source: string | Buffer, request: ImageRequest): Promise<Buffer> {
  const pipeline = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
    .rotate()
    .resize({
      width: request.width,
      ...(request.height ? { height: request.height, fit: "cover" as const } : {}),
      withoutEnlargement: !request.height,
    });
  return request.format === "png"
    ? pipeline.png({ compressionLevel: 9, palette: true }).toBuffer()
    : pipeline.webp({ quality: 78, effort: 4 }).toBuffer();
}

async function produce(dataDir: string, request: ImageRequest, target: string): Promise<string | undefined> {
  const source = await findSource(dataDir, request.key);
  if (!source) return undefined;
  const bytes = await renderVariant(source, request);
  await writeFileAtomically(target, bytes);
  return target;
}

/** The path of the cached variant, rendering it first when needed; undefined for an unknown key. */
export async function imageVariant(dataDir: string, request: ImageRequest): Promise<string | undefined> {
  const name = variantName(request);
  const target = path.join(dataDir, "image-cache", name);
  if (await fileExists(target)) return target;
  let pending = inFlight.get(name);
  if (!pending) {
    pending = produce(dataDir, request, target).finally(() => inFlight.delete(name));
    inFlight.set(name, pending);
  }
  return pending;
}
