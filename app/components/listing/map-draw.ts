// Drawing a search area on the list's map: each click or tap on the map sets a corner, pressing the
// first corner again closes the area. Loaded only when the visitor starts drawing (the map view's
// script stays within the page's budget). A drag still moves the map, and a pinch still zooms: the
// map swallows the click that ends a drag before it reaches this, so only a press that did not move
// sets a corner, and a finger can move the map between corners.
// The corners' limits come from the caller: a module this file imported beside the list's script
// would be a file of its own, fetched with every list page.
import type { AreaCorner } from "../../shared/list-area.ts";
import type { MapHandle } from "./tile-map.ts";

/** How near the first corner (in pixels) a press closes the area: a fingertip's width. */
const CLOSE_RADIUS_PX = 14;

export interface DrawOptions {
  /** How many corners an area has at least (to close it) and at most. */
  corners: { min: number; max: number };
  /** The corners so far, after each one. */
  onChange(corners: AreaCorner[]): void;
  /** The area closed on its first corner. */
  onClose(corners: AreaCorner[]): void;
}

/** Starts drawing on the map; returns the function that stops it (the shape is left to the caller). */
export function drawArea(map: MapHandle, options: DrawOptions): () => void {
  const corners: AreaCorner[] = [];
  const listening = new AbortController();
  const { root } = map;
  root.classList.add("tile-map-drawing");
  map.setShape(corners, false);

  const local = (event: MouseEvent) => {
    const box = root.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };
  // Capturing: a press on a marker or a cluster sets a corner too, instead of opening it.
  root.addEventListener(
    "click",
    (event) => {
      if ((event.target as HTMLElement).closest(".tile-map-controls, .tile-map-popup, .tile-map-attribution")) return;
      event.stopPropagation();
      event.preventDefault();
      const at = local(event);
      const [first] = corners;
      if (first && corners.length >= options.corners.min) {
        const start = map.pointOf(first);
        if (Math.hypot(at.x - start.x, at.y - start.y) <= CLOSE_RADIUS_PX) {
          options.onClose([...corners]);
          return;
        }
      }
      if (corners.length >= options.corners.max) return;
      const place = map.placeAt(at);
      corners.push({ latitude: place.latitude, longitude: place.longitude });
      map.setShape(corners, false);
      options.onChange([...corners]);
    },
    { capture: true, signal: listening.signal },
  );
  // Two quick corners are no zoom.
  root.addEventListener(
    "dblclick",
    (event) => {
      if ((event.target as HTMLElement).closest(".tile-map-controls")) return;
      event.stopPropagation();
    },
    { capture: true, signal: listening.signal },
  );
  return () => {
    listening.abort();
    root.classList.remove("tile-map-drawing");
  };
}
