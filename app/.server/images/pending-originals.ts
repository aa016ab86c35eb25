// Masters not drawn yet. The demo's pictures are SVG drawings, and turning one into its JPEG master
// takes a fifth of a second of CPU: the demo's 147 took half a minute of a first start before the
// site answered. So the seed only writes each drawing down (DATA_DIR/media/pending/<key>.json: the
// SVG, its size and JPEG quality), in milliseconds; the server draws them after it listens
// (drawPendingOriginals), and the image service draws one at once when a page asks for it first
// (image-store.ts), so no page shows a broken picture meanwhile. A drawing leaves the folder only
// once its master is in place under its real name: a start cut short anywhere draws the rest on the
// next start, and never serves half a master.
import { readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { writeFileAtomically } from "../write-file-atomically.ts";
import { fileExists } from "./file-exists.ts";
import { IMAGE_KEY_PATTERN } from "./image-params.ts";
import { loadSharp } from "./load-sharp.ts";
import { originalsDir } from "./originals-dir.ts";
import { createPictureQueue } from "./picture-queue.ts";

export interface PendingOriginal {
  /** The master's size: the drawing is scaled to fill it. */
  width: number;
  height: number;
  quality: number;
  svg: string;
}

/** Where drawings wait for their master: beside the originals, outside what the image service reads. */
export function pendingDir(dataDir: string): string {
  return path.join(dataDir, "media", "pending");
}

function pendingFile(dataDir: string, key: string): string {
  return path.join(pendingDir(dataDir), `${key}.json`);
}

/** The master a drawing becomes (always a JPEG). */
export function drawnOriginalFile(dataDir: string, key: string): string {
  return path.join(originalsDir(dataDir), `${key}.jpg`);
}

/**
 * Writes the drawing down to be drawn later; returns false when its master already exists (a
 * re-seed keeps the pictures it drew before) and writes nothing then.
 */
export async function writePendingOriginal(dataDir: string, key: string, drawing: PendingOriginal): Promise<boolean> {
  if (!IMAGE_KEY_PATTERN.test(key)) throw new Error(`not a picture key: ${key}`);
  if (await fileExists(drawnOriginalFile(dataDir, key))) return false;
  await writeFileAtomically(pendingFile(dataDir, key), Buffer.from(JSON.stringify(drawing)));
  return true;
}

/** Whether a drawing of `key` waits to be drawn. */
export function isPending(dataDir: string, key: string): Promise<boolean> {
  return fileExists(pendingFile(dataDir, key));
}

/** The keys of the drawings waiting, in the order of their names. */
export async function pendingKeys(dataDir: string): Promise<string[]> {
  const names = await readdir(pendingDir(dataDir)).catch(() => [] as string[]);
  return names
    .filter((name) => name.endsWith(".json"))
    .map((name) => name.slice(0, -".json".length))
    .filter((key) => IMAGE_KEY_PATTERN.test(key))
    .sort();
}

async function readDrawing(dataDir: string, key: string): Promise<PendingOriginal | undefined> {
  try {
    return JSON.parse(await readFile(pendingFile(dataDir, key), "utf8")) as PendingOriginal;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

/** The JPEG master of a drawing, as the seed drew it before: the SVG scaled to fill the size. */
export async function drawOriginal(drawing: PendingOriginal): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(drawing.svg))
    .resize(drawing.width, drawing.height, { fit: "fill" })
    .jpeg({ quality: drawing.quality })
    .toBuffer();
}

// One drawing per key at a time in this process: the image service and the background may want it at once.
const drawing = new Map<string, Promise<string | undefined>>();
// At most one drawing per core at once. None is ever refused: each waiting key is drawn once, so
// the work waiting is bounded by the drawings in the folder however many requests ask for them.
const drawingQueue = createPictureQueue({
  running: os.availableParallelism(),
  waiting: Number.POSITIVE_INFINITY,
});

async function draw(dataDir: string, key: string): Promise<string | undefined> {
  const target = drawnOriginalFile(dataDir, key);
  // Drawn already (by another process sharing the folder, or by a start cut short after the rename).
  if (!(await fileExists(target))) {
    const pending = await readDrawing(dataDir, key);
    if (!pending) return (await fileExists(target)) ? target : undefined;
    await writeFileAtomically(target, await drawingQueue.run(() => drawOriginal(pending)));
  }
  await rm(pendingFile(dataDir, key), { force: true });
  return target;
}

/**
 * Draws the master of `key` now, unless it is drawn already; returns its path, or undefined when
 * no drawing of it waits and it has no master either.
 */
export function drawPendingOriginal(dataDir: string, key: string): Promise<string | undefined> {
  const target = drawnOriginalFile(dataDir, key);
  let pending = drawing.get(target);
  if (!pending) {
    pending = draw(dataDir, key).finally(() => drawing.delete(target));
    drawing.set(target, pending);
  }
  return pending;
}

export interface DrawReport {
  drawn: number;
  /** Drawings that failed, each with its reason; they stay waiting. */
  failed: string[];
  /** Left waiting because `stopped` said so (the server is stopping): the next start draws them. */
  left: number;
  milliseconds: number;
}

export interface DrawOptions {
  /** Drawings at once. By default one core fewer than the machine has: the other serves the pages. */
  workers?: number;
  /** Asked before each drawing: true stops the work after the drawings already started. */
  stopped?: () => boolean;
  /** Which keys first (the home page's banner, say); the others follow in the order of their names. */
  first?: readonly string[];
}

/** Draws every drawing that waits; one that fails is reported and left waiting, the others go on. */
export async function drawPendingOriginals(dataDir: string, options: DrawOptions = {}): Promise<DrawReport> {
  const started = performance.now();
  const waiting = await pendingKeys(dataDir);
  const first = (options.first ?? []).filter((key) => waiting.includes(key));
  const keys = [...first, ...waiting.filter((key) => !first.includes(key))];
  const workers = options.workers ?? Math.max(1, os.availableParallelism() - 1);
  let next = 0;
  let drawn = 0;
  const failed: string[] = [];
  async function worker(): Promise<void> {
    while (next < keys.length && !options.stopped?.()) {
      const key = keys[next++] as string;
      try {
        if (await drawPendingOriginal(dataDir, key)) drawn++;
      } catch (error) {
        failed.push(`${key}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, workers) }, () => worker()));
  return { drawn, failed, left: keys.length - next, milliseconds: Math.round(performance.now() - started) };
}
