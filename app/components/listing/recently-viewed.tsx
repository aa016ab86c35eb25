// "Recently viewed": the properties this browser viewed last (recently-viewed-store.ts), shown after a
// page's own content, only once its scripts run, only with the visitor's preferences consent and only
// when there is something to show. The server's page holds nothing of it (the page stays the same for
// everyone and can be cached); the cards and their heading come from /api/recently-viewed in a
// separate script fetched only then. A choice that withdraws the consent takes the block away at once.
import { lazy, Suspense, useEffect, useState } from "react";
import { CHOICE_SAVED } from "../consent/embed-consent.ts";
import { readViewed } from "./recently-viewed-store.ts";

const RecentlyViewedCards = lazy(() =>
  import("./recently-viewed-cards.tsx").then((module) => ({ default: module.RecentlyViewedCards })),
);

export function RecentlyViewed() {
  const [ids, setIds] = useState<readonly number[]>([]);
  useEffect(() => {
    const read = () => {
      try {
        setIds(readViewed(window.localStorage));
      } catch {
        setIds([]);
      }
    };
    read();
    window.addEventListener(CHOICE_SAVED, read);
    return () => window.removeEventListener(CHOICE_SAVED, read);
  }, []);
  if (ids.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <RecentlyViewedCards ids={ids} />
    </Suspense>
  );
}
