import { useEffect } from "react";

/** Past this many pixels the header shrinks (and becomes fixed when the settings ask so). */
export const HEADER_SCROLL_PX = 30;
/** From this many pixels the scroll-to-top button shows. */
export const TO_TOP_SCROLL_PX = 10;
const TO_TOP_DEBOUNCE_MS = 100;

/**
 * Mirrors the scroll position in two classes on <html>: "is-scrolled" (header, updated every frame
 * so the shrink follows the finger) and "shows-to-top" (debounced, SPEC.md section 9). The layout
 * itself is CSS; without JavaScript the page simply keeps its unscrolled look.
 */
export function useScrollClasses(): void {
  useEffect(() => {
    const root = document.documentElement;
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    function updateHeader() {
      frame = 0;
      root.classList.toggle("is-scrolled", window.scrollY > HEADER_SCROLL_PX);
    }
    function updateToTop() {
      timer = undefined;
      root.classList.toggle("shows-to-top", window.scrollY >= TO_TOP_SCROLL_PX);
    }
    function onScroll() {
      if (!frame) frame = requestAnimationFrame(updateHeader);
      if (timer) clearTimeout(timer);
      timer = setTimeout(updateToTop, TO_TOP_DEBOUNCE_MS);
    }
    updateHeader();
    updateToTop();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) cancelAnimationFrame(frame);
      if (timer) clearTimeout(timer);
    };
  }, []);
}
