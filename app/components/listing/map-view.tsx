import { useEffect, useMemo, useRef, useState } from "react";
import type { Language } from "../../i18n/languages.ts";
import type { MapPoint } from "../../shared/listing-view.ts";
import type { CatalogMessages } from "./catalog-messages.ts";
import type { MapMarker } from "./leaflet-map.ts";
/** A link to the same place on openstreetmap.org: the map without JavaScript (or before the CSP allows tiles). */
export function osmLink(latitude: number, longitude: number, zoom: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude.toFixed(5)}&mlon=${longitude.toFixed(5)}#map=${zoom}/${latitude.toFixed(5)}/${longitude.toFixed(5)}`;
}

interface LazyMapProps {
  markers: MapMarker[];
  /** Load at once (the visitor chose the map view) or on a click (detail pages). */
  autoLoad: boolean;
  zoom?: number;
  messages: CatalogMessages["detail"];
  className?: string;
}

/** Leaflet is imported only when the map is shown. */
export function LazyMap({ markers, autoLoad, zoom = 15, messages, className }: LazyMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(autoLoad);
  useEffect(() => {
    if (!shown || !element.current || markers.length === 0) return;
    let remove: (() => void) | undefined;
    let cancelled = false;
    void import("./leaflet-map.ts").then(({ mountMap }) => {
      if (!cancelled && element.current) remove = mountMap(element.current, markers, zoom);
    });
    return () => {
      cancelled = true;
      remove?.();
    };
  }, [shown, markers, zoom]);
  const center = markers[0];
  return (
    <div className={`lazy-map${className ? ` ${className}` : ""}`}>
      {shown ? <div ref={element} className="lazy-map-canvas" /> : null}
      <p className="lazy-map-actions">
        {shown ? null : (
          <button type="button" className="button" onClick={() => setShown(true)}>
            {messages.showMap}
          </button>
        )}
        {center ? (
          <a
            href={osmLink(center.latitude, center.longitude, markers.length > 1 ? 11 : zoom)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {messages.openInOsm}
          </a>
        ) : null}
      </p>
    </div>
  );
}

/** The list's map view: the map, and the same properties as links for keyboards and no-JavaScript. */
export function MapView({ points, messages }: { points: MapPoint[]; language: Language; messages: CatalogMessages }) {
  // One array per data change: the map is rebuilt when the points change, not on every render.
  const markers = useMemo<MapMarker[]>(
    () =>
      points.map((point) => ({
        latitude: point.latitude,
        longitude: point.longitude,
        title: point.title,
        href: point.href,
        detail: point.priceText,
        approximate: point.approximate,
      })),
    [points],
  );
  if (points.length === 0) return <p className="list-empty">{messages.list.mapNoCoordinates}</p>;
  return (
    <div className="map-view">
      <LazyMap markers={markers} autoLoad zoom={14} messages={messages.detail} />
      <ul className="map-view-list">
        {points.map((point) => (
          <li key={point.id}>
            <a href={point.href}>{point.title}</a> <span>{point.priceText}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
