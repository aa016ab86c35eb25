import { useEffect, useRef, useState } from "react";
import { AREA_MAX_CORNERS, AREA_MIN_CORNERS, type AreaCorner, boundsArea } from "../../shared/list-area.ts";
import type { CatalogMessages } from "./catalog-messages.ts";
import type { MapHandle } from "./tile-map.ts";

interface MapAreaToolsProps {
  /** The drawn map, once it is there: the tools act on it. */
  map: MapHandle;
  /** The visitor moved or zoomed the map since it was drawn. */
  moved: boolean;
  /** The list's area, drawn again when a drawing is cancelled. */
  area: readonly AreaCorner[] | undefined;
  /** Searches the list in these corners. */
  onSearch: (corners: AreaCorner[]) => void;
  messages: CatalogMessages["list"];
}

/**
 * Above the list's map: "Search this area" once the visitor moved the map, and drawing an area. The
 * drawing's code (map-draw.ts) loads when the visitor starts to draw. Escape or "Cancel" stops a
 * drawing; "Done" (from three corners) or a press on the first corner searches in it.
 */
export function MapAreaTools({ map, moved, area, onSearch, messages }: MapAreaToolsProps) {
  const [drawing, setDrawing] = useState<AreaCorner[] | null>(null);
  const stop = useRef<(() => void) | undefined>(undefined);
  const hintId = "map-area-hint";

  function end(): void {
    stop.current?.();
    stop.current = undefined;
    setDrawing(null);
  }

  function cancel(): void {
    end();
    map.setShape(area ?? [], true);
  }

  function search(corners: AreaCorner[]): void {
    end();
    map.setShape(corners, true);
    onSearch(corners);
  }

  function start(): void {
    setDrawing([]);
    void import("./map-draw.ts").then(({ drawArea }) => {
      stop.current?.();
      stop.current = drawArea(map, {
        corners: { min: AREA_MIN_CORNERS, max: AREA_MAX_CORNERS },
        onChange: setDrawing,
        onClose: search,
      });
    });
  }

  // Escape stops a drawing wherever the focus is; leaving the page stops it too.
  const drawingNow = drawing !== null;
  useEffect(() => {
    if (!drawingNow) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      stop.current?.();
      stop.current = undefined;
      setDrawing(null);
      map.setShape(area ?? [], true);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [drawingNow, map, area]);
  useEffect(() => () => stop.current?.(), []);

  function searchView(): void {
    const { south, west, north, east } = map.bounds();
    onSearch(boundsArea(south, west, north, east));
  }

  return (
    <div className="map-area-tools">
      {drawing === null ? (
        <>
          <button type="button" className="btn btn-outline" onClick={start}>
            {messages.areaDraw}
          </button>
          {/* Announced as it appears: the map moved, and this searches where it is now. */}
          <span aria-live="polite">
            {moved ? (
              <button type="button" className="btn btn-accent" onClick={searchView}>
                {messages.areaSearch}
              </button>
            ) : null}
          </span>
        </>
      ) : (
        <>
          <p id={hintId} className="map-area-hint" aria-live="polite">
            {drawing.length >= AREA_MAX_CORNERS ? messages.areaFull : messages.areaHint}
          </p>
          <button
            type="button"
            className="btn btn-accent"
            aria-describedby={hintId}
            disabled={drawing.length < AREA_MIN_CORNERS}
            onClick={() => search(drawing)}
          >
            {messages.areaDone}
          </button>
          <button type="button" className="btn btn-outline" onClick={cancel}>
            {messages.areaCancel}
          </button>
        </>
      )}
    </div>
  );
}
