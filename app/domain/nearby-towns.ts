// "Nothing in Halle, but 3 in Lembeek": the towns a list that found nothing suggests instead, the
// nearest first. Distances are between town centres (the mean of their listings' points), measured on
// the flat approximation, which errs by well under a percent at the few kilometres that matter here.

export interface Point {
  latitude: number;
  longitude: number;
}

/** Kilometres between two points a few tens of kilometres apart. */
export function distanceKm(a: Point, b: Point): number {
  const meanLatitude = ((a.latitude + b.latitude) / 2) * (Math.PI / 180);
  const north = (b.latitude - a.latitude) * 110.57;
  const east = (b.longitude - a.longitude) * 111.32 * Math.cos(meanLatitude);
  return Math.hypot(north, east);
}

/** The mean of points, or undefined when there is none. */
export function centreOf(points: readonly Point[]): Point | undefined {
  if (points.length === 0) return undefined;
  const sum = points.reduce((total, point) => ({
    latitude: total.latitude + point.latitude,
    longitude: total.longitude + point.longitude,
  }));
  return { latitude: sum.latitude / points.length, longitude: sum.longitude / points.length };
}

/**
 * The towns within `maxKm` of the centre that have listings, nearest first, at most `limit`; ties in
 * distance go to the town with more listings. Towns without a known point are left out.
 */
export function nearestTowns<T extends { centre: Point | undefined; count: number }>(
  centre: Point,
  towns: readonly T[],
  { maxKm = 20, limit = 4 }: { maxKm?: number; limit?: number } = {},
): (T & { km: number })[] {
  return towns
    .flatMap((town) => (town.centre && town.count > 0 ? [{ ...town, km: distanceKm(centre, town.centre) }] : []))
    .filter((town) => town.km <= maxKm)
    .sort((a, b) => a.km - b.km || b.count - a.count)
    .slice(0, limit);
}
