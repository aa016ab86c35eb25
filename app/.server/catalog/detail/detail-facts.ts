// Pure rules of the detail page's address and location (SPEC.md sections 3 and 9).
import { COUNTRY_BELGIUM, COUNTRY_LUXEMBOURG } from "../../../domain/region.ts";
import type { AddressLines } from "../../../shared/detail-view.ts";

export interface AddressFacts {
  publishAddress: boolean;
  street: string | null;
  houseNumber: string | null;
  boxNr: string | null;
  zip: string;
  city: string;
  countryId: number;
  countryName?: string;
}

export function addressLines(facts: AddressFacts, boxLabel = "bus"): AddressLines {
  const city =
    [facts.zip, facts.city].filter(Boolean).join(" ") +
    (facts.countryId !== COUNTRY_BELGIUM &&
    /* Belgium is not written after the city (SPEC.md section 9) */ facts.countryName
      ? `, ${facts.countryName}`
      : "");
  if (!facts.publishAddress || !facts.street?.trim()) return { city };
  const number = facts.houseNumber?.trim() ? ` ${facts.houseNumber.trim()}` : "";
  const box = facts.boxNr?.trim() ? ` ${boxLabel} ${facts.boxNr.trim()}` : "";
  return { street: `${facts.street.trim()}${number}${box}`, city };
}

/** Street View at the property's point; only when the address is public (it shows the house). */
export function streetViewUrl(
  latitude: number | null,
  longitude: number | null,
  publishAddress: boolean,
): string | undefined {
  if (!publishAddress || latitude === null || longitude === null) return undefined;
  return `https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=${latitude.toFixed(6)},${longitude.toFixed(6)}`;
}

/** Country names written after the city for the countries the agency sells in besides Belgium. */
export const COUNTRY_NAMES: Record<number, Record<"nl" | "fr" | "en" | "de", string>> = {
  [COUNTRY_LUXEMBOURG]: { nl: "Luxemburg", fr: "Luxembourg", en: "Luxembourg", de: "Luxemburg" },
};

/** The word for a box number in each language ("bus 3", "boîte 3"). */
export const BOX_LABEL = { nl: "bus", fr: "boîte", en: "box", de: "Briefkasten" } as const;

/** The description's paragraphs: blank lines separate them; it is rendered as text, never HTML. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * Whether a request path is the canonical path. React Router's data requests ("/x/_.data") reach the
 * loader without the trailing slash, so it does not count; without this a client navigation would
 * redirect to itself forever. Compared decoded, as the router matched it.
 */
export function samePath(requested: string, canonical: string): boolean {
  const plain = (path: string) => {
    let decoded = path;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      // A malformed escape is simply not the canonical path.
    }
    return decoded.replace(/\/+$/, "");
  };
  return plain(requested) === plain(canonical);
}
