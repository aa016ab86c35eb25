// The list's map view (its own module: the detail pages load LazyMap alone, not the list's tools).
import { memo, Suspense, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { fill, fillCount } from "../../i18n/fill.ts";
import type { Language } from "../../i18n/languages.ts";
import { imageSrcSet, imageUrl } from "../../shared/image-url.ts";
import { type AreaCorner, readArea, writeArea } from "../../shared/list-area.ts";
import { type ListQuery, listQueryString } from "../../shared/list-state.ts";
import type { CatalogMessages } from "./catalog-messages.ts";
import { MapAreaTools } from "./map-area-tools.tsx";
import type { View } from "./map-geometry.ts";
import { useMapPoints } from "./map-points.ts";
import { LazyMap } from "./map-view.tsx";
import type { MapHandle, MapMarker, MapOptions } from "./tile-map.ts";

interface MapViewProps {
  pointsHref: string;
  /** The list's state and path: searching an area changes the address. */
  query: ListQuery;
  path: string;
  messages: CatalogMessages;
  language: Language;
}

/**
 * The list's map view: the map fills the screen's height, overlapping markers grouped into numbered
 * clusters, each popup with photo, title, town, price and energy label; beside it (below on phones)
 * the same properties as links, in step with the map: once the map has loaded, only those in view.
 * Without JavaScript the list holds every property on the map. The points come apart from the
 * page's data (see map-points.ts): until the browser has them, the server's list stays as it is.
 */
export const MapView = memo(function MapView({ pointsHref, query, path, messages, language }: MapViewProps) {
  // Memoised: a Suspense boundary still waiting to hydrate that is handed new props can no longer
  // hydrate; React drops the server's list and renders afresh from its fallback, moving the page
  // under the visitor. The page rendering again with the same address and texts is no update here.
  return (
    <Suspense fallback={<output className="list-empty map-view-loading">{messages.list.mapLoading}</output>}>
      <MapViewOf pointsHref={pointsHref} query={query} path={path} messages={messages} language={language} />
    </Suspense>
  );
});

/** The popup's photo, 240 px wide: sharp on screens of up to 2.5 pixels a point. */
function popupPhoto(key: string): MapMarker["photo"] {
  return { src: imageUrl(key, 250), srcSet: imageSrcSet(key, [250, 400, 600]) };
}

/**
 * The view an area was searched in: the map of the filtered list opens there, not on its points
 * (the map keeps its place). Kept by the area's text, so another address fits its own.
 */
let searchedIn: { area: string; view: View } | undefined;

function MapViewOf({ pointsHref, query, path, messages, language }: MapViewProps) {
  const points = useMapPoints(pointsHref);
  const navigate = useNavigate();
  const [inView, setInView] = useState<ReadonlySet<number> | null>(null);
  const [map, setMap] = useState<MapHandle | null>(null);
  const [moved, setMoved] = useState(false);
  /** The map takes the focus back once the list is searched from it (the button pressed is gone). */
  const refocus = useRef(false);
  const area = useMemo(() => (query.area === undefined ? undefined : readArea(query.area)), [query.area]);
  // One array per data change: the map is rebuilt when the points change, not on every render.
  const markers = useMemo<MapMarker[]>(
    () =>
      (points ?? []).map((point) => ({
        id: point.id,
        latitude: point.latitude,
        longitude: point.longitude,
        title: point.title,
        href: point.href,
        detail: point.priceText,
        place: point.city,
        photo: point.photoKey ? popupPhoto(point.photoKey) : undefined,
        energy: point.energy ? { prefix: messages.card.energyLabel, ...point.energy } : undefined,
        approximate: point.approximate,
      })),
    [points, messages],
  );
  const options = useMemo<Omit<MapOptions, "zoom">>(
    () => ({
      cluster: true,
      clusterLabel: (count) => fill(messages.list.mapCluster, { count }),
      onView: (ids) => setInView(new Set(ids)),
      onMoved: () => setMoved(true),
      onReady: (handle) => {
        setMap(handle);
        setMoved(false);
        if (refocus.current) handle.root.focus();
        refocus.current = false;
      },
      shape: area,
      view: searchedIn && searchedIn.area === query.area ? searchedIn.view : undefined,
    }),
    [messages, area, query.area],
  );
  function searchArea(corners: AreaCorner[]): void {
    const text = writeArea(corners);
    if (map) searchedIn = { area: text, view: map.view() };
    refocus.current = true;
    void navigate(`${path}${listQueryString(query, { area: text, page: 1 })}`, { preventScrollReset: true });
  }
  if (points === null)
    return (
      <p className="list-empty" role="alert">
        {messages.list.mapUnavailable}
      </p>
    );
  if (points.length === 0) return <p className="list-empty">{messages.list.mapNoCoordinates}</p>;
  const listed = inView ? points.filter((point) => inView.has(point.id)) : points;
  return (
    <div className="map-view">
      <div className="map-view-main">
        {map ? (
          <MapAreaTools map={map} moved={moved} area={area} onSearch={searchArea} messages={messages.list} />
        ) : null}
        <LazyMap markers={markers} autoLoad zoom={14} options={options} messages={messages.detail} />
      </div>
      <section className="map-view-side" aria-labelledby="map-view-count">
        <h2 id="map-view-count" className="map-view-count" aria-live="polite">
          {fillCount(language, inView ? messages.list.mapInView : messages.list.mapAll, listed.length)}
        </h2>
        <ul className="map-view-list">
          {listed.map((point) => (
            <li key={point.id}>
              <a href={point.href}>{point.title}</a>
              <span>
                {point.city} · {point.priceText}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
