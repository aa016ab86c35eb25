// The "recently viewed" block's cards, fetched for the ids the browser kept (recently-viewed.tsx).
// Loaded on demand: a visitor without the consent, or with nothing viewed yet, never loads it.
// Nothing is drawn while the cards are on their way, nor when none is still on offer.
import { useEffect, useState } from "react";
import { idsQuery } from "../../domain/favourites.ts";
import type { ListingCard } from "../../shared/listing-view.ts";
import { useRootData } from "../frame/use-root-data.ts";
import { ListingGrid } from "./listing-grid.tsx";
import { readViewed } from "./recently-viewed-store.ts";

export interface RecentlyViewedAnswer {
  heading: string;
  cards: ListingCard[];
}

export function recentlyViewedAddress(language: string, ids: readonly number[]): string {
  return `/api/recently-viewed/${language}?${idsQuery(ids)}`;
}

export function RecentlyViewedCards() {
  const { language } = useRootData();
  const [answer, setAnswer] = useState<RecentlyViewedAnswer>();
  useEffect(() => {
    const ids = readViewed(window.localStorage);
    if (ids.length === 0) return;
    const controller = new AbortController();
    fetch(recentlyViewedAddress(language, ids), { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<RecentlyViewedAnswer>) : undefined))
      .then(setAnswer)
      // Offline or gone: the block is a convenience, the page is whole without it.
      .catch(() => setAnswer(undefined));
    return () => controller.abort();
  }, [language]);
  if (!answer || answer.cards.length === 0) return null;
  return (
    <section className="recently-viewed" aria-labelledby="recently-viewed-title">
      <h2 id="recently-viewed-title">{answer.heading}</h2>
      <ListingGrid cards={answer.cards} perRow={4} headingLevel={3} />
    </section>
  );
}
