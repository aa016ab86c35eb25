import path from "node:path";

/**
 * The folder of master pictures (DATA_DIR/media/originals): imported photos and demo pictures are
 * written there, and the image service renders every variant from it.
 */
export function originalsDir(dataDir: string): string {
  return path.join(dataDir, "media", "originals");
}
