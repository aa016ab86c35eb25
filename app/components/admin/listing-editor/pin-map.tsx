import { useEffect, useRef } from "react";
import { toFiniteNumber } from "../../../domain/number.ts";
import type { PinMap } from "./pin-map-leaflet.ts";

/** Writes a coordinate into its field as if typed, so the form's change handlers hear it. */
function setField(id: string, value: number): void {
  const input = document.getElementById(id);
  if (!(input instanceof HTMLInputElement)) return;
  input.value = String(value);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

/**
 * The property's position as a pin on a map, kept in step with the latitude and longitude fields
 * (which stay the way to set it without JavaScript or without map tiles).
 */
export function PinMapField({
  latitude,
  longitude,
  ids,
  fallback,
  label,
  pinLabel,
}: {
  latitude: string;
  longitude: string;
  /** The ids of the latitude and longitude fields. */
  ids: { latitude: string; longitude: string };
  /** Where the map opens for a property not placed yet: the agency's office. */
  fallback: { latitude: number; longitude: number };
  label: string;
  pinLabel: string;
}) {
  const element = useRef<HTMLElement>(null);
  // The map is made again only when what it starts from changes, not with each new props object (a
  // page read again after a photo is added would put back the pin just placed).
  const { latitude: fallbackLatitude, longitude: fallbackLongitude } = fallback;
  useEffect(() => {
    if (!element.current) return;
    let map: PinMap | undefined;
    let cancelled = false;
    const lat = toFiniteNumber(latitude);
    const lng = toFiniteNumber(longitude);
    const placed = lat !== undefined && lng !== undefined;
    const typed = () => {
      const a = toFiniteNumber((document.getElementById(ids.latitude) as HTMLInputElement | null)?.value);
      const b = toFiniteNumber((document.getElementById(ids.longitude) as HTMLInputElement | null)?.value);
      if (a !== undefined && b !== undefined && Math.abs(a) <= 90 && Math.abs(b) <= 180) map?.moveTo(a, b);
    };
    void import("./pin-map-leaflet.ts").then(({ mountPinMap }) => {
      if (cancelled || !element.current) return;
      map = mountPinMap(
        element.current,
        placed
          ? { latitude: lat, longitude: lng, placed }
          : { latitude: fallbackLatitude, longitude: fallbackLongitude, placed },
        pinLabel,
        (a, b) => {
          setField(ids.latitude, a);
          setField(ids.longitude, b);
        },
      );
    });
    const fields = [ids.latitude, ids.longitude].map((id) => document.getElementById(id));
    for (const field of fields) field?.addEventListener("change", typed);
    return () => {
      cancelled = true;
      for (const field of fields) field?.removeEventListener("change", typed);
      map?.remove();
    };
  }, [latitude, longitude, ids.latitude, ids.longitude, fallbackLatitude, fallbackLongitude, pinLabel]);
  return <section ref={element} className="admin-pin-map" aria-label={label} />;
}
