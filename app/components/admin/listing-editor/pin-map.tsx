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
  town,
  label,
  pinLabel,
}: {
  latitude: string;
  longitude: string;
  /** The ids of the latitude and longitude fields. */
  ids: { latitude: string; longitude: string };
  /** Where the map opens for a property not placed yet: the agency's office. */
  fallback: { latitude: number; longitude: number };
  /** The town of the postal code typed, when the agency knows it: the map goes there until the pin is placed. */
  town?: { latitude: number; longitude: number } | undefined;
  label: string;
  pinLabel: string;
}) {
  const element = useRef<HTMLElement>(null);
  const mounted = useRef<PinMap | undefined>(undefined);
  const townRef = useRef(town);
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
      const start = townRef.current ?? { latitude: fallbackLatitude, longitude: fallbackLongitude };
      map = mountPinMap(
        element.current,
        placed ? { latitude: lat, longitude: lng, placed } : { ...start, placed },
        pinLabel,
        (a, b) => {
          setField(ids.latitude, a);
          setField(ids.longitude, b);
        },
      );
      mounted.current = map;
    });
    const fields = [ids.latitude, ids.longitude].map((id) => document.getElementById(id));
    for (const field of fields) field?.addEventListener("change", typed);
    return () => {
      cancelled = true;
      for (const field of fields) field?.removeEventListener("change", typed);
      map?.remove();
      mounted.current = undefined;
    };
  }, [latitude, longitude, ids.latitude, ids.longitude, fallbackLatitude, fallbackLongitude, pinLabel]);
  // A postal code typed: the map shows its town, as long as nobody has placed the pin.
  const townLatitude = town?.latitude;
  const townLongitude = town?.longitude;
  useEffect(() => {
    townRef.current =
      townLatitude === undefined || townLongitude === undefined
        ? undefined
        : { latitude: townLatitude, longitude: townLongitude };
    const value = (id: string) => (document.getElementById(id) as HTMLInputElement | null)?.value.trim() ?? "";
    if (townRef.current && value(ids.latitude) === "" && value(ids.longitude) === "")
      mounted.current?.showTown(townRef.current.latitude, townRef.current.longitude);
  }, [townLatitude, townLongitude, ids.latitude, ids.longitude]);
  return <section ref={element} className="admin-pin-map" aria-label={label} />;
}
