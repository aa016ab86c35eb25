// The status banner's words (SPEC.md section 3, Marquee), for the cards the browser draws and the
// detail page the server builds.
import { type Marquee, marqueeOf } from "../domain/listing.ts";
import type { CatalogMessages } from "../i18n/messages/site-messages.ts";

/** The banner text of a Marquee code (meanings: app/domain/listing.ts), or undefined for none. */
export function marqueeLabel(marquee: number, messages: CatalogMessages["card"]): string | undefined {
  const labels: Record<Marquee, string | undefined> = {
    none: undefined,
    new: messages.marquee1,
    option: messages.marquee2,
    sold: messages.marquee3,
    rented: messages.marquee4,
  };
  return labels[marqueeOf(marquee)];
}
