// The brochure's photos as JPEG (a PDF embeds JPEG or PNG, the site keeps WebP): each is taken from
// the site's own picture store, as the pages ask for it (so a variant the pages already made is not
// made again), then cropped to the frame the brochure gives it. A photo that cannot be had now (its
// master is missing, the picture queue is full) is left out, and the brochure says it is incomplete
// so that it is not kept.
import { dataDir } from "../images/data-dir.ts";
import { imageVariant } from "../images/image-store.ts";
import { loadSharp } from "../images/load-sharp.ts";

export interface PhotoFrame {
  /** Pixels: twice the size it is drawn at on paper, sharp enough to print. */
  width: number;
  height: number;
}

/** The main photo across the page, then the small ones in a row under it. */
export const MAIN_FRAME: PhotoFrame = { width: 1030, height: 580 };
export const SMALL_FRAME: PhotoFrame = { width: 330, height: 220 };

export interface BrochurePhotos {
  jpegs: (Buffer | undefined)[];
  complete: boolean;
}

async function photoJpeg(key: string, frame: PhotoFrame): Promise<Buffer | undefined> {
  const variant = await imageVariant(dataDir(), { key, width: frame.width > 600 ? 1360 : 600, format: "webp" });
  if (!variant) return undefined;
  const sharp = await loadSharp();
  return sharp(variant)
    .resize({ width: frame.width, height: frame.height, fit: "cover" })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 78, mozjpeg: true })
    .toBuffer();
}

export async function brochurePhotos(keys: string[]): Promise<BrochurePhotos> {
  const jpegs = await Promise.all(
    keys.map((key, index) =>
      photoJpeg(key, index === 0 ? MAIN_FRAME : SMALL_FRAME).catch((error: unknown) => {
        console.error(`brochure: photo ${key} left out: ${error instanceof Error ? error.message : String(error)}`);
        return undefined;
      }),
    ),
  );
  return { jpegs, complete: jpegs.every(Boolean) };
}
