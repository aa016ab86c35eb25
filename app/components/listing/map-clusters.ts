// Grouping of map markers that would overlap, in the map's pixels at the current zoom: each point
// joins the first cluster whose centre lies within the given distance, else starts its own; a
// cluster of one shows its point, a larger one a numbered circle. Recomputed on every zoom, so
// zooming in splits clusters apart. Pure, so it is tested without a browser; Leaflet supplies the
// projection. A few hundred points at most (the map's limit): a scan of the clusters per point is
// plenty.

export interface Projected<T> {
  item: T;
  /** Pixel position on the map's world plane at the current zoom. */
  x: number;
  y: number;
}

export interface Cluster<T> {
  items: T[];
  /** The mean pixel position of the members. */
  x: number;
  y: number;
}

/** About two markers side by side: closer than this, they would overlap. */
export const CLUSTER_CELL_PX = 56;

export function clusterByCell<T>(points: readonly Projected<T>[], cell: number = CLUSTER_CELL_PX): Cluster<T>[] {
  const clusters: (Cluster<T> & { sumX: number; sumY: number })[] = [];
  for (const point of points) {
    const near = clusters.find((cluster) => Math.hypot(cluster.x - point.x, cluster.y - point.y) < cell);
    if (near) {
      near.items.push(point.item);
      near.sumX += point.x;
      near.sumY += point.y;
      near.x = near.sumX / near.items.length;
      near.y = near.sumY / near.items.length;
    } else {
      clusters.push({ items: [point.item], x: point.x, y: point.y, sumX: point.x, sumY: point.y });
    }
  }
  return clusters.map(({ items, x, y }) => ({ items, x, y }));
}
