// The status badge's words (SPEC.md section 3, Marquee), for the cards the browser draws and the
// detail page. One badge per listing, the most telling first: sold or rented, then under option,
// then visits fully booked (every future visit slot taken), then new. So a new listing whose visits
// are all booked says "fully booked", never "new" beside it. The agency's settings
// (app/domain/status-badges.ts) give each badge its words, tone and the places it shows.
import { type Marquee, marqueeOf } from "../domain/listing.ts";
import {
  type BadgePlace,
  type BadgeTone,
  type BadgeViews,
  badgeShows,
  DEFAULT_BADGE_TONES,
  type StatusBadgeName,
} from "../domain/status-badges.ts";
import type { CatalogMessages } from "../i18n/messages/site-messages.ts";

export type StatusBadge = Marquee | "full";

/** The badge of a listing, or undefined for none. */
export function statusBadge(marquee: number, fullyBooked: boolean): StatusBadgeName | undefined {
  const status = marqueeOf(marquee);
  if (status === "sold" || status === "rented" || status === "option") return status;
  if (fullyBooked) return "full";
  return status === "new" ? "new" : undefined;
}

/** The site's own words for each badge, from the catalogue's texts. */
function siteWords(messages: CatalogMessages["card"]): Record<StatusBadgeName, string> {
  return {
    new: messages.marquee1,
    option: messages.marquee2,
    sold: messages.marquee3,
    rented: messages.marquee4,
    full: messages.fullyBooked,
  };
}

export interface ShownBadge {
  badge: StatusBadgeName;
  label: string;
  tone: BadgeTone;
}

/**
 * The badge a listing shows in a place, with its words and tone, or undefined when it has none or
 * the agency does not show it there. Without settings (a page that has none) the site's own words
 * and tones, everywhere.
 */
export function shownBadge(
  marquee: number,
  fullyBooked: boolean,
  place: BadgePlace,
  views: BadgeViews | undefined,
  messages: CatalogMessages["card"],
): ShownBadge | undefined {
  const badge = statusBadge(marquee, fullyBooked);
  if (!badge) return undefined;
  const view = views?.[badge];
  if (!view) return { badge, label: siteWords(messages)[badge], tone: DEFAULT_BADGE_TONES[badge] };
  if (!badgeShows(view, place) || view.label.trim() === "") return undefined;
  return { badge, label: view.label, tone: view.tone };
}

/** The badge's text as the site words it by default, or undefined for none. */
export function marqueeLabel(
  marquee: number,
  messages: CatalogMessages["card"],
  fullyBooked = false,
): string | undefined {
  return shownBadge(marquee, fullyBooked, "cards", undefined, messages)?.label;
}
