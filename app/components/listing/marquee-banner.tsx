import { type Marquee, marqueeOf } from "../../domain/listing.ts";
import type { CatalogMessages } from "./catalog-messages.ts";

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

export function MarqueeBanner({ marquee, messages }: { marquee: number; messages: CatalogMessages["card"] }) {
  const label = marqueeLabel(marquee, messages);
  if (!label) return null;
  return <span className={`marquee marquee-${marqueeOf(marquee)}`}>{label}</span>;
}
