// The files the seed writes before its transaction: the pictures' drawings (drawn into masters by
// the server after it listens) and the projects' PDFs. Both are idempotent (existing files are
// kept), so a failed or repeated seed is harmless.
import fs from "node:fs/promises";
import path from "node:path";
import { minimalPdf } from "./pdf.ts";
import { type DrawingReport, writeDrawings } from "./picture-drawings.ts";
import { avatarJob, featureJobs, type PictureJob, poolJobs } from "./picture-pool.ts";
import type { DocumentSeed } from "./projects-data.ts";
import { TEAM } from "./team.ts";

export function allPictureJobs(): PictureJob[] {
  return [...poolJobs(), ...featureJobs(), ...TEAM.map((member) => avatarJob(member.imageKey, member.longHair))];
}

export function writeAllDrawings(dataDir: string): Promise<DrawingReport> {
  return writeDrawings(dataDir, allPictureJobs());
}

/** What a first visitor sees first, drawn before the listings' pictures: the banners, then the rest. */
export function firstPictureKeys(): string[] {
  return featureJobs().map((job) => job.key);
}

export async function writeDocuments(dataDir: string, documents: readonly DocumentSeed[]): Promise<void> {
  const dir = path.join(dataDir, "documents");
  await fs.mkdir(dir, { recursive: true });
  for (const document of documents) {
    const file = path.join(dir, `${document.key}.pdf`);
    const title = `${document.names.nl} / ${document.names.fr}`;
    await fs
      .writeFile(file, minimalPdf(title, document.lines), { flag: "wx" })
      .catch((error: NodeJS.ErrnoException) => {
        if (error.code !== "EEXIST") throw error;
      });
  }
}
