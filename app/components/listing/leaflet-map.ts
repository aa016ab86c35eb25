// Loaded only when a map is shown (dynamic import): Leaflet and its stylesheet stay out of every
// page's initial JavaScript. Popups are built as DOM nodes with textContent, never HTML strings,
// because titles come from the CRM.
import L from "leaflet";
import "leaflet/dist/leaflet.css";

export interface MapMarker {
  latitude: number;
  longitude: number;
  title: string;
  href?: string;
  detail?: string;
  approximate: boolean;
}

const TILES = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';
/** The radius drawn around a point whose address is not public (its coordinates are rounded). */
const APPROXIMATE_RADIUS_M = 900;

function popup(marker: MapMarker): HTMLElement {
  const box = document.createElement("div");
  const title = document.createElement(marker.href ? "a" : "strong");
  title.textContent = marker.title;
  if (marker.href && title instanceof HTMLAnchorElement) title.href = marker.href;
  box.append(title);
  if (marker.detail) {
    const detail = document.createElement("p");
    detail.textContent = marker.detail;
    box.append(detail);
  }
  return box;
}

/** Draws the markers into `element`; returns the function that removes the map again. */
export function mountMap(element: HTMLElement, markers: MapMarker[], zoom = 15): () => void {
  const map = L.map(element, { scrollWheelZoom: false });
  L.tileLayer(TILES, { maxZoom: 19, attribution: ATTRIBUTION }).addTo(map);
  const icon = L.divIcon({
    className: "map-marker",
    iconSize: [22, 22],
    iconAnchor: [11, 22],
    popupAnchor: [0, -20],
    html: "",
  });
  const bounds: L.LatLngExpression[] = [];
  for (const marker of markers) {
    const at: L.LatLngExpression = [marker.latitude, marker.longitude];
    bounds.push(at);
    const layer = marker.approximate
      ? L.circle(at, { radius: APPROXIMATE_RADIUS_M, className: "map-area" })
      : L.marker(at, { icon, title: marker.title, alt: marker.title, keyboard: true });
    layer.bindPopup(popup(marker)).addTo(map);
  }
  const first = bounds[0];
  if (bounds.length === 1 && first) map.setView(first, markers[0]?.approximate ? 13 : zoom);
  else if (first) map.fitBounds(L.latLngBounds(bounds), { padding: [30, 30], maxZoom: zoom });
  return () => {
    map.remove();
  };
}
