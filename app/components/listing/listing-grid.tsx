// CONTRACT (catalogue owner implements): a grid of property cards, `perRow` cards per row on desktop.
import type { ListingCard } from "../../server/catalog/listing-cards.ts";

export function ListingGrid({ cards, perRow }: { cards: ListingCard[]; perRow: number }) {
  return (
    <ul className={`listing-grid per-row-${perRow}`}>
      {cards.map((card) => (
        <li key={card.id}>{card.title}</li>
      ))}
    </ul>
  );
}
