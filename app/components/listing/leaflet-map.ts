// Loaded only when a map is shown (dynamic import): Leaflet and its stylesheet stay out of every
// page's initial JavaScript. Popups are built as DOM nodes with textContent, never HTML strings,
// because titles come from the CRM.
import L from "leaflet";
import "leaflet/dist/leaflet.css";
import { clusterByCell } from "./map-clusters.ts";

export interface MapMarker {
  id?: number;
  latitude: number;
  longitude: number;
  title: string;
  href?: string;
  /** The price, under the title. */
  detail?: string;
  /** A line under the price: the town. */
  place?: string;
  /** The property's photo (a small picture URL) at the head of its popup. */
  photoUrl?: string;
  /** "EPC B · 180 kWh/m²/jaar", with the label's colour class. */
  energy?: { prefix: string; label: string; tone: string | null; figure: string | null };
  approximate: boolean;
}

export interface MapOptions {
  zoom?: number;
  /** Group markers that would overlap into numbered clusters (the list's map). */
  cluster?: boolean;
  /** The accessible name of a cluster: "{count} properties, zoom in". */
  clusterLabel?: (count: number) => string;
  /** Told the ids of the markers in view after every move and zoom. */
  onView?: (ids: number[]) => void;
}

const TILES = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';
/** The radius drawn around a point whose address is not public (its coordinates are rounded). */
const APPROXIMATE_RADIUS_M = 900;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function popup(marker: MapMarker): HTMLElement {
  const box = element("div", "map-popup");
  if (marker.photoUrl) {
    const photo = element("img", "map-popup-photo");
    photo.src = marker.photoUrl;
    photo.alt = "";
    photo.width = 240;
    photo.height = 160;
    box.append(photo);
  }
  const title = document.createElement(marker.href ? "a" : "strong");
  title.className = "map-popup-title";
  title.textContent = marker.title;
  if (marker.href && title instanceof HTMLAnchorElement) title.href = marker.href;
  box.append(title);
  if (marker.place) box.append(element("p", "map-popup-place", marker.place));
  if (marker.detail) box.append(element("p", "map-popup-price", marker.detail));
  if (marker.energy) {
    const energy = element("p", "property-card-energy");
    energy.append(
      element("span", "", marker.energy.prefix),
      element("span", `energy-badge ${marker.energy.tone ?? "energy-typed"}`, marker.energy.label),
    );
    if (marker.energy.figure) energy.append(element("span", "", marker.energy.figure));
    box.append(energy);
  }
  return box;
}

function markerLayer(marker: MapMarker, icon: L.DivIcon): L.Layer {
  const at: L.LatLngExpression = [marker.latitude, marker.longitude];
  const layer = marker.approximate
    ? L.circle(at, { radius: APPROXIMATE_RADIUS_M, className: "map-area" })
    : L.marker(at, { icon, title: marker.title, alt: marker.title, keyboard: true });
  return layer.bindPopup(popup(marker), { minWidth: 240, maxWidth: 260 });
}

/** Draws the markers into `element`; returns the function that removes the map again. */
export function mountMap(element: HTMLElement, markers: MapMarker[], options: MapOptions = {}): () => void {
  const zoom = options.zoom ?? 15;
  const map = L.map(element, { scrollWheelZoom: false });
  L.tileLayer(TILES, { maxZoom: 19, attribution: ATTRIBUTION }).addTo(map);
  const icon = L.divIcon({
    className: "map-marker",
    iconSize: [22, 22],
    iconAnchor: [11, 22],
    popupAnchor: [0, -20],
    html: "",
  });
  const layers = L.layerGroup().addTo(map);

  function draw(): void {
    layers.clearLayers();
    // At the last zoom, points still together share one spot (a town's point): show them all.
    if (!options.cluster || map.getZoom() >= map.getMaxZoom()) {
      for (const marker of markers) layers.addLayer(markerLayer(marker, icon));
      return;
    }
    const projected = markers.map((marker) => {
      const point = map.project([marker.latitude, marker.longitude], map.getZoom());
      return { item: marker, x: point.x, y: point.y };
    });
    for (const cluster of clusterByCell(projected)) {
      const [single] = cluster.items;
      if (cluster.items.length === 1 && single) {
        layers.addLayer(markerLayer(single, icon));
        continue;
      }
      const count = cluster.items.length;
      const label = options.clusterLabel?.(count) ?? String(count);
      const clusterIcon = L.divIcon({
        className: "map-cluster",
        iconSize: [40, 40],
        html: `<span aria-hidden="true">${count}</span>`,
      });
      const bounds = L.latLngBounds(cluster.items.map((item) => [item.latitude, item.longitude] as L.LatLngTuple));
      const layer = L.marker(map.unproject([cluster.x, cluster.y], map.getZoom()), {
        icon: clusterIcon,
        title: label,
        alt: label,
        keyboard: true,
      });
      // A click (or Enter) zooms into the cluster's members; past the last zoom they stay together.
      layer.on("click", () => map.fitBounds(bounds, { padding: [40, 40], maxZoom: map.getZoom() + 3 }));
      layers.addLayer(layer);
    }
  }

  function reportView(): void {
    if (!options.onView) return;
    const view = map.getBounds();
    options.onView(
      markers
        .filter((marker) => marker.id !== undefined && view.contains([marker.latitude, marker.longitude]))
        .map((marker) => marker.id as number),
    );
  }

  map.on("zoomend", draw);
  map.on("moveend", reportView);
  const bounds = markers.map((marker) => [marker.latitude, marker.longitude] as L.LatLngTuple);
  const first = bounds[0];
  if (bounds.length === 1 && first) map.setView(first, markers[0]?.approximate ? 13 : zoom);
  else if (first) map.fitBounds(L.latLngBounds(bounds), { padding: [30, 30], maxZoom: zoom });
  draw();
  reportView();
  return () => {
    map.remove();
  };
}
