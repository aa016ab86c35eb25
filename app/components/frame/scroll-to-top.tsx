import { useCallback } from "react";
import { Icon } from "../ui/icons.tsx";

const DURATION_MS = 500;

function easeInOut(t: number): number {
  return t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
}

/** Scrolls to the top over about 500 ms, or at once for visitors who asked for reduced motion. */
function scrollToTop(done: () => void): void {
  const start = window.scrollY;
  if (start <= 0 || window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
    window.scrollTo(0, 0);
    done();
    return;
  }
  const began = performance.now();
  function step(now: number) {
    const progress = Math.min(1, (now - began) / DURATION_MS);
    window.scrollTo(0, Math.round(start * (1 - easeInOut(progress))));
    if (progress < 1) requestAnimationFrame(step);
    else done();
  }
  requestAnimationFrame(step);
}

/** The button shows from 10 px scrolled (class set by useScrollClasses); CSS hides it otherwise. */
export function ScrollToTop({ label, targetId }: { label: string; targetId: string }) {
  const onClick = useCallback(() => {
    // Keyboard users land back at the top of the page, not on a button that just disappeared.
    scrollToTop(() => document.getElementById(targetId)?.focus({ preventScroll: true }));
  }, [targetId]);
  return (
    <button type="button" className="to-top" onClick={onClick}>
      <Icon name="arrow-up" />
      <span className="visually-hidden">{label}</span>
    </button>
  );
}
