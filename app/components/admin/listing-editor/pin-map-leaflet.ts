// Loaded only when the listing editor's map is shown: Leaflet with one draggable pin. No outside
// geocoder is reachable, so the pin is the way to place a property: click the map or drag the pin
// (or type coordinates); the map opens on the town of the postal code when the agency knows it.
import L from "leaflet";
import "leaflet/dist/leaflet.css";

const TILES = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

export interface PinMap {
  /** Moves the pin (typed coordinates) without telling onMove. */
  moveTo(latitude: number, longitude: number): void;
  /** Shows a town around the pin not placed yet, without telling onMove. */
  showTown(latitude: number, longitude: number): void;
  remove(): void;
}

export function mountPinMap(
  element: HTMLElement,
  start: { latitude: number; longitude: number; placed: boolean },
  pinLabel: string,
  onMove: (latitude: number, longitude: number) => void,
): PinMap {
  const map = L.map(element, { scrollWheelZoom: false }).setView(
    [start.latitude, start.longitude],
    start.placed ? 16 : 12,
  );
  L.tileLayer(TILES, { attribution: ATTRIBUTION, maxZoom: 19 }).addTo(map);
  const icon = L.divIcon({ className: "admin-pin", html: "", iconSize: [24, 24], iconAnchor: [12, 24] });
  const pin = L.marker([start.latitude, start.longitude], {
    draggable: true,
    icon,
    title: pinLabel,
    alt: pinLabel,
    keyboard: true,
  }).addTo(map);
  pin.on("dragend", () => {
    const { lat, lng } = pin.getLatLng();
    onMove(Number(lat.toFixed(6)), Number(lng.toFixed(6)));
  });
  // A click on the map puts the pin there: quicker than a long drag across the municipality.
  map.on("click", (event: L.LeafletMouseEvent) => {
    pin.setLatLng(event.latlng);
    onMove(Number(event.latlng.lat.toFixed(6)), Number(event.latlng.lng.toFixed(6)));
  });
  return {
    moveTo(latitude, longitude) {
      pin.setLatLng([latitude, longitude]);
      map.panTo([latitude, longitude]);
    },
    showTown(latitude, longitude) {
      pin.setLatLng([latitude, longitude]);
      map.setView([latitude, longitude], 14);
    },
    remove() {
      map.remove();
    },
  };
}
