// A property's page puts the property in front of the browser's "recently viewed" list, only with the
// visitor's preferences consent (recently-viewed-store.ts). After the page is drawn, in an effect:
// the server never knows the list.
import { useEffect } from "react";
import { recordViewed } from "./recently-viewed-store.ts";

export function useRecordViewed(id: number): void {
  useEffect(() => {
    try {
      recordViewed(window.localStorage, id);
    } catch {
      // Storage refused (some private modes): nothing is kept, which is what the visitor gets anyway.
    }
  }, [id]);
}
