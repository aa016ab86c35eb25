import type { BadgePlace } from "../../domain/status-badges.ts";
import { shownBadge } from "../../shared/marquee-label.ts";
import { useRootData } from "../frame/use-root-data.ts";
import type { CatalogMessages } from "./catalog-messages.ts";

/** A listing's status badge where the agency shows it, in its words and tone (/admin/banners/). */
export function MarqueeBanner({
  marquee,
  fullyBooked,
  messages,
  place = "cards",
}: {
  marquee: number;
  fullyBooked: boolean;
  messages: CatalogMessages["card"];
  place?: BadgePlace;
}) {
  const shown = shownBadge(marquee, fullyBooked, place, useRootData().badges, messages);
  if (!shown) return null;
  const kind = place === "cards" ? "marquee" : "marquee-inline";
  return <span className={`${kind} marquee-${shown.badge} badge-tone-${shown.tone}`}>{shown.label}</span>;
}
