// Photos of an imported property: copied into DATA_DIR/media/originals under a key made from the
// property id and the file's content hash, so importing the same picture again reuses the same key
// (no duplicates) and a changed picture gets a new key (the image service's URLs stay immutable).
import { createHash } from "node:crypto";
import path from "node:path";
import { fileExists } from "../../images/file-exists.ts";
import { MAX_INPUT_PIXELS } from "../../images/image-store.ts";
import { loadSharp } from "../../images/load-sharp.ts";
import { originalsDir } from "../../images/originals-dir.ts";
import { writeFileAtomically } from "../../write-file-atomically.ts";
import { downloadPhoto, readPhotoFile } from "./photo-source.ts";

export interface StoredPhoto {
  fileKey: string;
  width: number;
  height: number;
}

const FORMATS: Record<string, string> = { jpeg: ".jpg", png: ".png", webp: ".webp" };

function readSource(source: { File?: string | undefined; Url?: string | undefined }, feedDir: string): Promise<Buffer> {
  return source.File ? readPhotoFile(feedDir, source.File) : downloadPhoto(source.Url ?? "");
}

export async function storePhoto(
  propertyId: number,
  source: { File?: string | undefined; Url?: string | undefined },
  feedDir: string,
  dataDir: string,
): Promise<StoredPhoto & { copied: boolean }> {
  const bytes = await readSource(source, feedDir);
  const sharp = await loadSharp();
  const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  const extension = FORMATS[meta.format ?? ""];
  if (!extension || !meta.width || !meta.height)
    throw new Error(`${source.File ?? source.Url} is not a JPEG, PNG or WebP picture`);
  const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 16);
  const fileKey = `p${propertyId}-${hash}`;
  const target = path.join(originalsDir(dataDir), `${fileKey}${extension}`);
  const copied = !(await fileExists(target));
  if (copied) await writeFileAtomically(target, bytes);
  // EXIF-rotated pictures report their stored size; the displayed one swaps width and height.
  const rotated = (meta.orientation ?? 1) >= 5;
  return { fileKey, width: rotated ? meta.height : meta.width, height: rotated ? meta.width : meta.height, copied };
}
