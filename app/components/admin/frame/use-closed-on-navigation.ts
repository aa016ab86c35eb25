import { type RefObject, useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * A <details> of the frame (the phone's menu, the person's menu) folds again once a link in it led
 * to another page: the new page shows, not the menu still open over it. Without scripts every page
 * is a new document, where it starts folded anyway. Only a change of page folds it: a menu opened
 * before the scripts ran stays open when they take over.
 */
export function useClosedOnNavigation(): RefObject<HTMLDetailsElement | null> {
  const ref = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (ref.current) ref.current.open = false;
  }, [pathname]);
  return ref;
}
