// The arithmetic of a web map: Web Mercator, the projection of OpenStreetMap's tiles, between
// latitude/longitude and the pixels of the world at a zoom (256 × 2^zoom pixels wide), and the view
// that fits a set of points. Pure, so it is tested without a browser (tile-map.ts draws with it).

export const TILE_SIZE = 256;
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 19;
/** Mercator's limit: beyond it the map has no tiles. */
const MAX_LATITUDE = 85.0511287798;
const EARTH_CIRCUMFERENCE_M = 40_075_016.686;

export interface Point {
  x: number;
  y: number;
}

export interface LatLng {
  latitude: number;
  longitude: number;
}

function worldSize(zoom: number): number {
  return TILE_SIZE * 2 ** zoom;
}

/** Where a place lies on the world's pixels at `zoom` (0, 0 is the north-west corner). */
export function project({ latitude, longitude }: LatLng, zoom: number): Point {
  const size = worldSize(zoom);
  const sin = Math.sin((Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude)) * Math.PI) / 180);
  return {
    x: ((longitude + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

/** The place at a pixel of the world at `zoom`. */
export function unproject({ x, y }: Point, zoom: number): LatLng {
  const size = worldSize(zoom);
  const n = Math.PI * (1 - (2 * y) / size);
  return { latitude: (Math.atan(Math.sinh(n)) * 180) / Math.PI, longitude: (x / size) * 360 - 180 };
}

/** How many metres one pixel covers at `latitude` and `zoom`. */
export function metresPerPixel(latitude: number, zoom: number): number {
  return (EARTH_CIRCUMFERENCE_M * Math.cos((latitude * Math.PI) / 180)) / worldSize(zoom);
}

export interface View {
  zoom: number;
  center: LatLng;
}

/**
 * The closest view, at most `maxZoom`, that shows every point at least `padding` pixels inside a
 * map of `width` × `height`. Points at one spot get `maxZoom`.
 */
export function fitPoints(
  points: readonly LatLng[],
  { width, height, padding, maxZoom }: { width: number; height: number; padding: number; maxZoom: number },
): View {
  const [first] = points;
  if (!first) throw new Error("fitPoints needs a point");
  for (let zoom = Math.min(maxZoom, MAX_ZOOM); zoom >= MIN_ZOOM; zoom--) {
    const projected = points.map((point) => project(point, zoom));
    const xs = projected.map((point) => point.x);
    const ys = projected.map((point) => point.y);
    const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    if (zoom > MIN_ZOOM && (right - left > width - 2 * padding || bottom - top > height - 2 * padding)) continue;
    return { zoom, center: unproject({ x: (left + right) / 2, y: (top + bottom) / 2 }, zoom) };
  }
  return { zoom: MIN_ZOOM, center: first };
}

/**
 * How far the view must move for `point` (in the view's pixels) to stand at least `margin` inside a
 * view of `width` × `height`: nothing when it already does, and only along the sides it is past.
 */
export function nudgeIntoView(point: Point, width: number, height: number, margin: number): Point {
  const along = (at: number, size: number): number =>
    at < margin ? at - margin : at > size - margin ? at - (size - margin) : 0;
  return { x: along(point.x, width), y: along(point.y, height) };
}

export interface TileRef {
  zoom: number;
  /** The tile's column on the world east and west of the first (the map repeats). */
  column: number;
  /** The tile's own column: `column` wrapped around the world. */
  x: number;
  y: number;
  /** Where its north-west corner is drawn, in the view's pixels. */
  left: number;
  top: number;
}

/** The tiles that cover a view whose north-west corner is at world pixel `corner`. */
export function tilesInView(corner: Point, width: number, height: number, zoom: number): TileRef[] {
  const count = 2 ** zoom;
  const tiles: TileRef[] = [];
  const firstColumn = Math.floor(corner.x / TILE_SIZE);
  const lastColumn = Math.floor((corner.x + width - 1) / TILE_SIZE);
  const firstRow = Math.max(0, Math.floor(corner.y / TILE_SIZE));
  const lastRow = Math.min(count - 1, Math.floor((corner.y + height - 1) / TILE_SIZE));
  for (let row = firstRow; row <= lastRow; row++) {
    for (let column = firstColumn; column <= lastColumn; column++) {
      tiles.push({
        zoom,
        column,
        x: ((column % count) + count) % count,
        y: row,
        left: column * TILE_SIZE - corner.x,
        top: row * TILE_SIZE - corner.y,
      });
    }
  }
  return tiles;
}
