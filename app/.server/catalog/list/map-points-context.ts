import { createContext } from "react-router";
import type { MapPoint } from "../../../shared/listing-view.ts";

/**
 * The map view's points, from the list's loader to the server's render (entry.server.tsx) beside
 * the page's data: see app/components/listing/map-points.ts. Null on pages other than the lists.
 */
export const mapPointsContext = createContext<MapPoint[] | null>(null);
