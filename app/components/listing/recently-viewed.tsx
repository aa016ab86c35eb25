// "Recently viewed": the properties this browser viewed last (recently-viewed-store.ts), shown after a
// page's own content, only once its scripts run, only with the visitor's preferences consent and only
// when there is something to show. The server's page holds nothing of it (the page stays the same for
// everyone and can be cached); the list's code, the cards and their heading (from
// /api/recently-viewed) come in a separate script fetched only then. A choice that withdraws the
// consent deletes the list (consent-choice.ts) and takes the block away at once.
import { lazy, Suspense, useEffect, useState } from "react";
import { grants, RECENTLY_VIEWED_KEY } from "../consent/consent-choice.ts";
import { CHOICE_SAVED } from "../consent/embed-consent.ts";

const RecentlyViewedCards = lazy(() =>
  import("./recently-viewed-cards.tsx").then((module) => ({ default: module.RecentlyViewedCards })),
);

function somethingKept(): boolean {
  try {
    return grants(window.localStorage, "preferences") && window.localStorage.getItem(RECENTLY_VIEWED_KEY) !== null;
  } catch {
    return false;
  }
}

export function RecentlyViewed() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const check = () => setShown(somethingKept());
    check();
    window.addEventListener(CHOICE_SAVED, check);
    return () => window.removeEventListener(CHOICE_SAVED, check);
  }, []);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <RecentlyViewedCards />
    </Suspense>
  );
}
