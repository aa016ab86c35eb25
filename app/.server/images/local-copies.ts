import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { originalsDir } from "./originals-dir.ts";

/** Where rendered variants are kept (image-store.ts names each one `<key>.w<width>….<format>`). */
export function imageCacheDir(dataDir: string): string {
  return path.join(dataDir, "image-cache");
}

/**
 * Removes this instance's copy of a picture's master and every variant rendered from it, so its
 * address stops answering here; returns how many files went. Only files named `<key>.` are touched:
 * another key that merely starts the same ("u4-…" beside "u40-…") keeps its own.
 */
export async function forgetLocalCopies(dataDir: string, key: string): Promise<number> {
  let removed = 0;
  for (const folder of [originalsDir(dataDir), imageCacheDir(dataDir)]) {
    const names = await readdir(folder).catch(() => [] as string[]);
    for (const name of names.filter((item) => item.startsWith(`${key}.`))) {
      await rm(path.join(folder, name), { force: true });
      removed++;
    }
  }
  return removed;
}
