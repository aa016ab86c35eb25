// A grid of property cards, `perRow` cards per row on desktop (fewer on narrow screens), or a list.

import type { ListingCard } from "../../shared/listing-view.ts";
import { useCatalogMessages } from "./catalog-messages.ts";
import { PropertyCard } from "./property-card.tsx";
export interface ListingGridProps {
  cards: ListingCard[];
  perRow: number;
  view?: "grid" | "list";
  headingLevel?: 2 | 3;
  /** The first cards are above the fold on list pages: load their photos at once. */
  eagerCount?: number;
}

export function ListingGrid({ cards, perRow, view = "grid", headingLevel = 3, eagerCount = 0 }: ListingGridProps) {
  const messages = useCatalogMessages().card;
  const columns = Math.max(1, Math.min(6, Math.trunc(perRow)));
  // A project's units often share one title: those cards name their reference too, so each link
  // says which one it opens.
  const titles = new Map<string, number>();
  for (const card of cards) titles.set(card.title, (titles.get(card.title) ?? 0) + 1);
  return (
    <ul className={`listing-grid per-row-${columns} view-${view}`}>
      {cards.map((card, index) => (
        <li key={card.id}>
          <PropertyCard
            card={card}
            messages={messages}
            headingLevel={headingLevel}
            eager={index < eagerCount}
            withReference={(titles.get(card.title) ?? 0) > 1}
          />
        </li>
      ))}
    </ul>
  );
}
