// A property's or a project's photo as the back office's photo page shows it.
import type { Localized } from "./localize.ts";

export interface AdminPhoto {
  id: number;
  /** The image service's key: thumbnails come from imageUrl(). */
  key: string;
  width: number | null;
  height: number | null;
  captions: Localized;
  alts: Localized;
  /** The texts' version, carried by the texts form (a later save by someone else refuses it). */
  version: string;
}

/** The longest caption or alt text a photo takes, per language. */
export const PHOTO_TEXT_MAX = 300;
