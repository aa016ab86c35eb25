// A property's page puts the property in front of the browser's "recently viewed" list, only with the
// visitor's preferences consent (recently-viewed-store.ts). After the page is drawn, in an effect: the
// server never knows the list. The list's code is fetched only for a visitor who gave that consent, so
// the page's own scripts (at the budget's edge) carry nothing of it but this check.
import { useEffect } from "react";
import { grants } from "../consent/consent-choice.ts";

export function useRecordViewed(id: number): void {
  useEffect(() => {
    try {
      if (!grants(window.localStorage, "preferences")) return;
    } catch {
      // Storage refused (some private modes): nothing is kept, which is what the visitor gets anyway.
      return;
    }
    void import("./recently-viewed-store.ts").then((store) => store.recordViewed(window.localStorage, id));
  }, [id]);
}
