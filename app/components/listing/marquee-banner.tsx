import { marqueeOf } from "../../domain/listing.ts";
import { marqueeLabel } from "../../shared/marquee-label.ts";
import type { CatalogMessages } from "./catalog-messages.ts";

export function MarqueeBanner({ marquee, messages }: { marquee: number; messages: CatalogMessages["card"] }) {
  const label = marqueeLabel(marquee, messages);
  if (!label) return null;
  return <span className={`marquee marquee-${marqueeOf(marquee)}`}>{label}</span>;
}
