// Resizes master pictures (DATA_DIR/media/originals/<key>.<ext>) to the requested variant with
// sharp and keeps the result in DATA_DIR/image-cache/. Files are written to a temporary name and
// renamed, so a reader never sees half a file, even with several processes sharing the folder.
// First renders wait in the queue of every picture decode (picture-queue.ts); cache hits are answered without it.
// A master uploaded in the back office lives in the database (media_originals), so every instance
// can read it: when a key is not in this instance's originals folder, it is copied from there into
// the folder once, and rendered as any other. Cache hits and masters on disk never ask the database.
// A demo picture whose master is not drawn yet (pending-originals.ts) is drawn first, before its
// variant waits in the queue: the drawings have a limit of their own (a place per core), and waiting
// for one takes no place a visitor's variant could need; there are only so many to draw, each once.
import path from "node:path";
import { writeFileAtomically } from "../write-file-atomically.ts";
import { fileExists } from "./file-exists.ts";
import { type ImageRequest, variantName } from "./image-params.ts";
import { loadSharp } from "./load-sharp.ts";
import { originalsDir } from "./originals-dir.ts";
import { drawPendingOriginal, isPending } from "./pending-originals.ts";
import { type PictureQueue, pictureQueue } from "./picture-queue.ts";
import { ORIGINAL_EXTENSIONS, type StoredOriginal, storedOriginal } from "./stored-originals.ts";

/** Sources above this many pixels (about 8,000 x 5,000) are refused: a decompression bomb guard. */
export const MAX_INPUT_PIXELS = 40_000_000;
const SOURCE_EXTENSIONS = [".jpg", ".jpeg", ".png", ".webp"];

// One resize per variant at a time in this process: concurrent first requests share the work.
const inFlight = new Map<string, Promise<string | undefined>>();
// One copy from the database per master at a time: a page asks for several widths of a new photo at once.
const copying = new Map<string, Promise<string | undefined>>();

export interface RenderOptions {
  /** The queue first renders wait in: the process's own unless a test brings a small one. */
  queue?: PictureQueue;
  /** What renders the bytes: renderVariant, or a test's wrapper that holds renders at a gate. */
  render?: typeof renderVariant;
  /** Where masters missing on disk are looked up: the database, unless a test brings its own. */
  stored?: (key: string) => Promise<StoredOriginal | undefined>;
}

async function findOnDisk(dataDir: string, key: string): Promise<string | undefined> {
  for (const extension of SOURCE_EXTENSIONS) {
    const file = path.join(originalsDir(dataDir), `${key}${extension}`);
    if (await fileExists(file)) return file;
  }
  return undefined;
}

/** Copies the master from the database into this instance's originals folder; undefined when unknown. */
async function copyFromDatabase(
  dataDir: string,
  key: string,
  stored: (key: string) => Promise<StoredOriginal | undefined>,
): Promise<string | undefined> {
  const original = await stored(key);
  if (!original) return undefined;
  const file = path.join(originalsDir(dataDir), `${key}${ORIGINAL_EXTENSIONS[original.contentType]}`);
  await writeFileAtomically(file, original.bytes);
  return file;
}

/** A master on disk, or one to draw first (its drawing waits), or undefined for an unknown key. */
type Source = { file: string } | { drawing: string };

async function findSource(
  dataDir: string,
  key: string,
  stored: (key: string) => Promise<StoredOriginal | undefined>,
): Promise<Source | undefined> {
  const onDisk = await findOnDisk(dataDir, key);
  if (onDisk) return { file: onDisk };
  if (await isPending(dataDir, key)) return { drawing: key };
  const copied = await copyOnce(dataDir, key, stored);
  return copied ? { file: copied } : undefined;
}

function copyOnce(
  dataDir: string,
  key: string,
  stored: (key: string) => Promise<StoredOriginal | undefined>,
): Promise<string | undefined> {
  const copyKey = path.join(originalsDir(dataDir), key);
  let pending = copying.get(copyKey);
  if (!pending) {
    pending = copyFromDatabase(dataDir, key, stored).finally(() => copying.delete(copyKey));
    copying.set(copyKey, pending);
  }
  return pending;
}

interface Size {
  width: number;
  height: number;
}

/** The crop box, shrunk to fit inside the picture when it is larger, keeping its shape. */
function cropBox(box: Size, picture: Size): Size {
  const scale = Math.min(1, picture.width / box.width, picture.height / box.height);
  return { width: Math.max(1, Math.round(box.width * scale)), height: Math.max(1, Math.round(box.height * scale)) };
}

/**
 * Renders the variant into a buffer (no caching): the bench measures this. It never enlarges: a width
 * above the picture's gives the picture's own size, and a crop larger than the picture is made smaller
 * (same shape), so no variant holds invented pixels and each URL keeps one content for good.
 */
export async function renderVariant(source: string | Buffer, request: ImageRequest): Promise<Buffer> {
  const sharp = await loadSharp();
  const input = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
  const resize = request.height
    ? {
        ...cropBox({ width: request.width, height: request.height }, (await input.metadata()).autoOrient),
        fit: "cover" as const,
      }
    : { width: request.width, withoutEnlargement: true };
  const pipeline = input.rotate().resize(resize);
  return request.format === "png"
    ? pipeline.png({ compressionLevel: 9, palette: true }).toBuffer()
    : pipeline.webp({ quality: 78, effort: 4 }).toBuffer();
}

async function produce(
  dataDir: string,
  request: ImageRequest,
  target: string,
  { queue = pictureQueue, render = renderVariant, stored = storedOriginal }: RenderOptions,
): Promise<string | undefined> {
  // Looked up before queueing: an unknown key is answered at once and never takes a place.
  const source = await findSource(dataDir, request.key, stored);
  if (!source) return undefined;
  const master = "file" in source ? source.file : await drawPendingOriginal(dataDir, source.drawing);
  if (!master) return undefined;
  return queue.run(async () => {
    // Another process sharing the folder may have rendered it while this one waited.
    if (await fileExists(target)) return target;
    await writeFileAtomically(target, await render(master, request));
    return target;
  });
}

/** Where a variant is kept once rendered. */
export function variantFile(dataDir: string, request: ImageRequest): string {
  return path.join(dataDir, "image-cache", variantName(request));
}

/**
 * The path of the cached variant, rendering it first when needed; undefined for an unknown key.
 * Rejects with PictureQueueFullError when the render would have to wait and the waiting list is full.
 */
export async function imageVariant(
  dataDir: string,
  request: ImageRequest,
  options: RenderOptions = {},
): Promise<string | undefined> {
  const target = variantFile(dataDir, request);
  if (await fileExists(target)) return target;
  let pending = inFlight.get(target);
  if (!pending) {
    pending = produce(dataDir, request, target, options).finally(() => inFlight.delete(target));
    inFlight.set(target, pending);
  }
  return pending;
}
