// The area a list is searched in: a polygon drawn on the map, or the map's view ("search this area",
// four corners). It lives in the list's address as one parameter, so a search in an area can be
// shared and bookmarked: `area=50.87_4.3_50.87_4.4_50.8_4.4`, latitude then longitude of each
// corner, five decimals at most (about a metre), joined by `_`, which an address keeps as it is.
// Read by the server (list-url.ts) and written by the map (map-view.tsx), so no zod here.

export interface AreaCorner {
  latitude: number;
  longitude: number;
}

/** A triangle is the least that encloses anything; twenty corners are more than a hand draws. */
export const AREA_MIN_CORNERS = 3;
export const AREA_MAX_CORNERS = 20;
/** Longer than twenty corners written in full can take: a pasted text, not an area. */
const AREA_MAX_LENGTH = AREA_MAX_CORNERS * 2 * 12;
const NUMBER = /^-?\d{1,3}(\.\d{1,12})?$/;

/** A coordinate as the address writes it: at most five decimals, no trailing zeros. */
function written(value: number): string {
  return String(Number(value.toFixed(5)));
}

/** The address's text for an area. */
export function writeArea(corners: readonly AreaCorner[]): string {
  return corners.map((corner) => `${written(corner.latitude)}_${written(corner.longitude)}`).join("_");
}

/**
 * The corners of an area as the address writes it, or undefined when it is no area: fewer than three
 * or more than twenty corners, a number that is none or lies off the globe. `_` is the separator the
 * site writes; `,` and `;` (an area typed by hand) are read too.
 */
export function readArea(text: string): AreaCorner[] | undefined {
  if (text.length > AREA_MAX_LENGTH) return undefined;
  const numbers = text.trim().split(/[_,;]/);
  if (numbers.length % 2 !== 0 || !numbers.every((part) => NUMBER.test(part))) return undefined;
  const corners: AreaCorner[] = [];
  for (let at = 0; at < numbers.length; at += 2) {
    const latitude = Number(Number(numbers[at]).toFixed(5));
    const longitude = Number(Number(numbers[at + 1]).toFixed(5));
    if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined;
    corners.push({ latitude, longitude });
  }
  // The first corner again at the end closes the ring: it is no corner of its own.
  const first = corners[0];
  const last = corners.at(-1);
  if (corners.length > 1 && first && last && first.latitude === last.latitude && first.longitude === last.longitude)
    corners.pop();
  if (corners.length < AREA_MIN_CORNERS || corners.length > AREA_MAX_CORNERS) return undefined;
  return corners;
}

/**
 * The four corners of a view's bounds, as "search this area" puts them in the address. A map zoomed
 * out past the world's edge (it repeats east and west) searches the world it shows, not beyond.
 */
export function boundsArea(south: number, west: number, north: number, east: number): AreaCorner[] {
  const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));
  [south, north] = [clamp(south, 90), clamp(north, 90)];
  [west, east] = [clamp(west, 180), clamp(east, 180)];
  return [
    { latitude: north, longitude: west },
    { latitude: north, longitude: east },
    { latitude: south, longitude: east },
    { latitude: south, longitude: west },
  ];
}
