// Where the list's map view finds its points. They are not part of the page's data: the page would
// carry them twice, once as its list of links (what visitors without JavaScript get) and once more
// for the script, and the map view's HTML would no longer come in the connection's first round trip.
// The server renders the view with the points its loader found, handed over beside the page's data
// (entry.server.tsx); the browser asks /api/map-points/... for the same points and, until they
// come, keeps the server's list as it is (the view waits in a Suspense boundary).
import { createContext, use, useContext } from "react";
import type { MapPoint } from "../../shared/listing-view.ts";

/** On the server, the points the list's loader found; in the browser, nothing. */
export const ServerMapPoints = createContext<MapPoint[] | null>(null);

/** The points of the list last asked for: one promise per address, the same on every render. */
let asked: { href: string; points: Promise<MapPoint[] | null> } | undefined;

function pointsFrom(href: string): Promise<MapPoint[] | null> {
  if (asked?.href !== href) {
    const points = fetch(href)
      .then((response) => (response.ok ? (response.json() as Promise<MapPoint[]>) : null))
      .catch(() => null);
    asked = { href, points };
  }
  return asked.points;
}

/** The map view's points, or null when the browser could not get them. Suspends while they come. */
export function useMapPoints(href: string): MapPoint[] | null {
  const fromServer = useContext(ServerMapPoints);
  return fromServer ?? use(pointsFrom(href));
}
