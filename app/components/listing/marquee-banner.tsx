import { marqueeLabel, statusBadge } from "../../shared/marquee-label.ts";
import type { CatalogMessages } from "./catalog-messages.ts";

export function MarqueeBanner({
  marquee,
  fullyBooked,
  messages,
}: {
  marquee: number;
  fullyBooked: boolean;
  messages: CatalogMessages["card"];
}) {
  const label = marqueeLabel(marquee, messages, fullyBooked);
  if (!label) return null;
  return <span className={`marquee marquee-${statusBadge(marquee, fullyBooked)}`}>{label}</span>;
}
