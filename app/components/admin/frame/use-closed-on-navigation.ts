import { type RefObject, useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * A <details> of the frame (the phone's menu, the person's menu) folds again once a link in it led
 * to another page: the new page shows, not the menu still open over it. Without scripts every page
 * is a new document, where it starts folded anyway.
 */
export function useClosedOnNavigation(): RefObject<HTMLDetailsElement | null> {
  const ref = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    if (ref.current && pathname) ref.current.open = false;
  }, [pathname]);
  return ref;
}
