// The status badge's words (SPEC.md section 3, Marquee), for the cards the browser draws and the
// detail page the server builds. One badge per listing, the most telling first: sold or rented,
// then under option, then visits fully booked (every future visit slot taken), then new. So a new
// listing whose visits are all booked says "fully booked", never "new" beside it.
import { type Marquee, marqueeOf } from "../domain/listing.ts";
import type { CatalogMessages } from "../i18n/messages/site-messages.ts";

export type StatusBadge = Marquee | "full";

/** The badge of a listing, or undefined for none. */
export function statusBadge(marquee: number, fullyBooked: boolean): StatusBadge | undefined {
  const status = marqueeOf(marquee);
  if (status === "sold" || status === "rented" || status === "option") return status;
  if (fullyBooked) return "full";
  return status === "new" ? "new" : undefined;
}

/** The badge's text, or undefined for none. */
export function marqueeLabel(
  marquee: number,
  messages: CatalogMessages["card"],
  fullyBooked = false,
): string | undefined {
  const labels: Record<StatusBadge, string> = {
    none: "",
    new: messages.marquee1,
    option: messages.marquee2,
    sold: messages.marquee3,
    rented: messages.marquee4,
    full: messages.fullyBooked,
  };
  const badge = statusBadge(marquee, fullyBooked);
  return badge ? labels[badge] : undefined;
}
