// The media rows of an imported property: its photos, copied into the data folder, then the video
// and tour links. A photo or link that cannot be used is left out with a warning: the property
// itself is still imported.
import { isEmbeddableTour, parseVideoUrl } from "../../../domain/media-urls.ts";
import type { FeedProperty } from "./feed-schema.ts";
import { storePhoto } from "./import-photos.ts";

export interface MediaRow {
  kind: "photo" | "video" | "tour";
  position: number;
  fileKey: string | null;
  url: string | null;
  width: number | null;
  height: number | null;
}

interface PropertyMedia {
  rows: MediaRow[];
  photosCopied: number;
  warnings: string[];
}

interface PhotoFolders {
  /** Folder of the feed file: photo paths are relative to it. */
  feedDir: string;
  dataDir: string;
}

export async function propertyMedia(item: FeedProperty, folders: PhotoFolders): Promise<PropertyMedia> {
  const warnings: string[] = [];
  const photos = await storePhotos(item, folders, warnings);
  // Only links the domain rules recognise are kept (SPEC.md section 5); the rest are reported.
  const videos = recognisedLinks(item, item.Videos, "video", (url) => parseVideoUrl(url) !== undefined, warnings);
  const tours = recognisedLinks(item, item.Tours, "tour", isEmbeddableTour, warnings);
  return {
    rows: [...photos.rows, ...linkRows("video", videos), ...linkRows("tour", tours)],
    photosCopied: photos.copied,
    warnings,
  };
}

async function storePhotos(
  item: FeedProperty,
  folders: PhotoFolders,
  warnings: string[],
): Promise<{ rows: MediaRow[]; copied: number }> {
  const rows: MediaRow[] = [];
  let copied = 0;
  for (const [position, photo] of item.Photos.entries()) {
    try {
      const stored = await storePhoto(item.ID, photo, folders.feedDir, folders.dataDir);
      if (stored.copied) copied++;
      rows.push({
        kind: "photo",
        position,
        fileKey: stored.fileKey,
        url: null,
        width: stored.width,
        height: stored.height,
      });
    } catch (error) {
      warnings.push(
        `property ${item.ID}, photo ${position + 1}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  return { rows, copied };
}

function recognisedLinks(
  item: FeedProperty,
  urls: string[],
  kind: "video" | "tour",
  accepts: (url: string) => boolean,
  warnings: string[],
): string[] {
  return urls.filter((url) => {
    if (accepts(url)) return true;
    warnings.push(`property ${item.ID}: ${kind} link not recognised: ${url}`);
    return false;
  });
}

function linkRows(kind: "video" | "tour", urls: string[]): MediaRow[] {
  return urls.map((url, position) => ({ kind, position, fileKey: null, url, width: null, height: null }));
}
