// Renders picture jobs to JPEG masters under DATA_DIR/media/originals/. A file that exists is kept,
// so re-seeding is fast; files are written under a temporary name and renamed, so the image service
// never reads half a picture.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { fileExists } from "../app/.server/images/file-exists.ts";
import { originalsDir } from "../app/.server/images/originals-dir.ts";
import { JPEG_QUALITY } from "./constants.ts";
import type { PictureJob } from "./picture-pool.ts";

export interface RenderReport {
  rendered: number;
  kept: number;
  milliseconds: number;
}

async function render(dir: string, job: PictureJob): Promise<boolean> {
  const file = path.join(dir, `${job.key}.jpg`);
  if (await fileExists(file)) return false;
  const temporary = `${file}.${process.pid}.tmp`;
  await sharp(Buffer.from(job.svg()))
    .resize(job.width, job.height, { fit: "fill" })
    .jpeg({ quality: JPEG_QUALITY })
    .toFile(temporary);
  await fs.rename(temporary, file);
  return true;
}

/** Renders the jobs with one worker per CPU (libvips itself runs single-threaded per small image). */
export async function renderPictures(dataDir: string, jobs: readonly PictureJob[]): Promise<RenderReport> {
  const started = performance.now();
  const dir = originalsDir(dataDir);
  await fs.mkdir(dir, { recursive: true });
  const unique = [...new Map(jobs.map((job) => [job.key, job])).values()];
  let next = 0;
  let rendered = 0;
  async function worker(): Promise<void> {
    for (let job = unique[next++]; job; job = unique[next++]) {
      if (await render(dir, job)) rendered++;
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, os.availableParallelism()) }, () => worker()));
  return { rendered, kept: unique.length - rendered, milliseconds: Math.round(performance.now() - started) };
}
