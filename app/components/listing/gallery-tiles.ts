// Which photos the detail page's gallery shows as tiles. A phone has room for the first photo and one
// row of three below it (the title follows close behind); from 900 px the first photo takes two rows
// beside four. The last tile that fits stands for the photos that do not: it says how many more there
// are ("+3 foto's") and opens the overview of all photos, so none is out of a visitor's reach.
import type { IMAGE_WIDTHS } from "../../shared/image-url.ts";

type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Tiles a layout has room for: phones below 900 px, wider screens from there. */
export const GALLERY_TILES = { narrow: 4, wide: 5 } as const;

export type TileLayout = keyof typeof GALLERY_TILES;

/** What a tile is in one layout: a photo that opens in the lightbox, the "+N" tile, or not shown. */
export type TileRole = "photo" | "more" | "hidden";

/** Photos a layout with room for `room` tiles leaves out: the N of its "+N" tile (whose own photo shows beneath). */
export function morePhotos(count: number, room: number): number {
  return Math.max(0, count - room);
}

/** The role of the photo at `index` (from 0) among `count` photos in a layout with room for `room` tiles. */
export function tileRole(index: number, count: number, room: number): TileRole {
  if (index >= Math.min(count, room)) return "hidden";
  return count > room && index === room - 1 ? "more" : "photo";
}

/** The photos rendered as tiles at all: as many as the roomiest layout shows. */
export function tileCount(count: number): number {
  return Math.min(count, Math.max(GALLERY_TILES.narrow, GALLERY_TILES.wide));
}

/**
 * The widths and sizes of a tile's picture. The lightbox shows the same while its large picture
 * loads: the browser picks the same width it already has, so the visitor sees the photo at once.
 */
export function tileImage(index: number): { widths: readonly ImageWidth[]; sizes: string } {
  return index === 0
    ? { widths: [400, 600, 1000, 1360], sizes: "(min-width: 1280px) 800px, (min-width: 768px) 65vw, 100vw" }
    : { widths: [250, 400], sizes: "(min-width: 768px) 200px, 33vw" };
}
