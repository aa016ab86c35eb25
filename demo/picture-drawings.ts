// Writes picture jobs down as drawings that wait for their JPEG master (DATA_DIR/media/pending/,
// app/.server/images/pending-originals.ts): the server draws them after it listens, or when a page
// asks for one first. Drawing them here took half a minute of the first start; writing them down
// takes a few hundred milliseconds. A picture whose master exists is kept, so re-seeding is fast.
import { writePendingOriginal } from "../app/.server/images/pending-originals.ts";
import { JPEG_QUALITY } from "./constants.ts";
import type { PictureJob } from "./picture-pool.ts";

export interface DrawingReport {
  /** Drawings written down, to be drawn by the server. */
  waiting: number;
  /** Pictures whose master was drawn before. */
  kept: number;
  milliseconds: number;
}

export async function writeDrawings(dataDir: string, jobs: readonly PictureJob[]): Promise<DrawingReport> {
  const started = performance.now();
  const unique = [...new Map(jobs.map((job) => [job.key, job])).values()];
  let waiting = 0;
  for (const job of unique) {
    const drawing = { width: job.width, height: job.height, quality: JPEG_QUALITY, svg: job.svg() };
    if (await writePendingOriginal(dataDir, job.key, drawing)) waiting++;
  }
  return { waiting, kept: unique.length - waiting, milliseconds: Math.round(performance.now() - started) };
}
