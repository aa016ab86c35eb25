import { type ReactNode, useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { fill } from "../../i18n/fill.ts";
import type { DetailMapPoint } from "../../shared/detail-view.ts";
import {
  CHOICE_SAVED,
  CONSENT_CHANGED,
  EMBED_CATEGORY,
  embedAllowedNow,
  grantCategory,
} from "../consent/embed-consent.ts";
import { useRootData } from "../frame/use-root-data.ts";
import type { CatalogMessages } from "./catalog-messages.ts";
import type { MapMarker, MapOptions } from "./tile-map.ts";

/** The map's tiles are third-party content like the players: the same category of the cookie policy. */
const MAP_CATEGORY = EMBED_CATEGORY;

/** A link to the same place on openstreetmap.org: the map without JavaScript (or before the CSP allows tiles). */
export function osmLink(latitude: number, longitude: number, zoom: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude.toFixed(5)}&mlon=${longitude.toFixed(5)}#map=${zoom}/${latitude.toFixed(5)}/${longitude.toFixed(5)}`;
}

interface LazyMapProps {
  markers: MapMarker[];
  /** Load at once when allowed (the visitor chose the map view), or on a click (detail pages). */
  autoLoad: boolean;
  zoom?: number;
  /** Clustering and the view callback of the list's map. */
  options?: Omit<MapOptions, "zoom">;
  messages: CatalogMessages["detail"];
  className?: string;
}

/**
 * A map the visitor asked for in this visit: further maps of the list (another filter, another page)
 * load without asking again until the page is reloaded. Never stored: that is what the category is for.
 */
let mapShownThisVisit = false;

/** Told when the visitor's choice changes: accepted from the cookie dialog or from another prompt of the page. */
function subscribeToConsent(changed: () => void): () => void {
  window.addEventListener(CONSENT_CHANGED, changed);
  window.addEventListener(CHOICE_SAVED, changed);
  return () => {
    window.removeEventListener(CONSENT_CHANGED, changed);
    window.removeEventListener(CHOICE_SAVED, changed);
  };
}

const allowedNow = () => embedAllowedNow(MAP_CATEGORY);
/** The server cannot know the choice, kept in the browser: the prompt, until hydration reads it. */
const allowedOnServer = () => false;

/**
 * Whether the tiles may load without asking: the visitor accepted the embeds' category. Read while
 * rendering (not in an effect), so a map reached by a client navigation shows at once, without a
 * frame of the prompt first.
 */
function useMapAllowed(): boolean {
  return useSyncExternalStore(subscribeToConsent, allowedNow, allowedOnServer);
}

/**
 * The map's code (tile-map.ts) is imported only when the map is shown. Its tiles come from
 * OpenStreetMap, which then receives the visitor's IP address: they load once the visitor asked
 * for them, or accepted the category the cookie policy files them under.
 */
export function LazyMap({ markers, autoLoad, zoom = 15, options, messages, className }: LazyMapProps) {
  const root = useRootData();
  const consent = root.messages.consent;
  const element = useRef<HTMLDivElement>(null);
  const focusOnLoad = useRef(false);
  const textId = useId();
  const allowed = useMapAllowed();
  const [asked, setAsked] = useState(false);
  const shown = asked || (autoLoad && (allowed || mapShownThisVisit));
  useEffect(() => {
    if (!shown || !element.current || markers.length === 0) return;
    let remove: (() => void) | undefined;
    let cancelled = false;
    const labels = {
      map: messages.map,
      zoomIn: messages.zoomIn,
      zoomOut: messages.zoomOut,
      close: messages.closePopup,
    };
    void import("./tile-map.ts").then(({ mountMap }) => {
      if (cancelled || !element.current) return;
      remove = mountMap(element.current, markers, labels, { ...options, zoom });
      // The button the visitor pressed is gone: the focus goes on to what it showed.
      if (focusOnLoad.current) element.current.querySelector<HTMLElement>(".tile-map")?.focus();
      focusOnLoad.current = false;
    });
    return () => {
      cancelled = true;
      remove?.();
    };
  }, [shown, markers, zoom, options, messages]);

  function show(always: boolean) {
    if (always) grantCategory(MAP_CATEGORY, root.cookieLifetimeDays, root.language);
    mapShownThisVisit = true;
    focusOnLoad.current = true;
    setAsked(true);
  }

  const center = markers[0];
  return (
    <div className={`lazy-map${className ? ` ${className}` : ""}`}>
      {shown ? (
        <div ref={element} className="lazy-map-canvas" />
      ) : (
        // The list's map keeps its place while it asks, so the page does not move when it loads.
        <div className={autoLoad ? "lazy-map-canvas lazy-map-ask" : "lazy-map-ask"}>
          <p id={textId}>{consent.embed.mapText}</p>
          <div className="lazy-map-ask-actions">
            <button type="button" className="btn btn-accent" aria-describedby={textId} onClick={() => show(false)}>
              {consent.embed.loadMap}
            </button>
            {allowed ? null : (
              <button type="button" className="btn btn-outline" onClick={() => show(true)}>
                {fill(consent.embed.alwaysAllow, { category: consent.categories[MAP_CATEGORY] })}
              </button>
            )}
          </div>
        </div>
      )}
      {center ? (
        <p className="lazy-map-actions">
          <a
            href={osmLink(center.latitude, center.longitude, markers.length > 1 ? 11 : zoom)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {messages.openInOsm}
            <span className="visually-hidden"> {root.messages.frame.opensInNewTab}</span>
          </a>
        </p>
      ) : null}
    </div>
  );
}

/** A property's or a project's "Map" section: the map on request, a note when the place is rounded. */
export function DetailMapSection({
  point,
  title,
  place,
  messages,
  children,
}: {
  point: DetailMapPoint;
  title: string;
  place: string;
  messages: CatalogMessages["detail"];
  /** Anything under the map (the Street View link). */
  children?: ReactNode;
}) {
  return (
    <section className="detail-section" aria-labelledby="map-title">
      <h2 id="map-title">{messages.map}</h2>
      {point.approximate ? <p>{messages.approximateLocation}</p> : null}
      <LazyMap
        markers={[{ ...point, title, detail: place }]}
        autoLoad={false}
        zoom={16}
        messages={messages}
        className="detail-map"
      />
      {children}
    </section>
  );
}
