import { startTransition, useEffect, useState } from "react";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

// Set by the first component's effect after hydration: a component that mounts later (a client
// navigation) renders for the browser at once, while one that hydrates renders as the server did.
// So a component using these hooks must hydrate with the page: inside a Suspense boundary that
// hydrates later (code loaded with lazy()), its first render would already be the browser's and
// differ from the server's HTML. None does.
let hydrationDone = false;

// Why not useSyncExternalStore with a server snapshot: where the browser's answer differs from the
// server's, React re-renders those components synchronously right after hydration, in the same task
// as the page's effects, one long task (measured: 119 ms with the CPU slowed four times, the home
// page's longest after its first paint). A transition renders them in slices the visitor's input can
// interrupt.

/** False in the server's HTML and during hydration, true once React runs in the browser. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(hydrationDone);
  useEffect(() => {
    hydrationDone = true;
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}

/**
 * Whether the visitor asked for reduced motion. The server cannot know, so it answers "yes":
 * nothing moves before the browser has said otherwise.
 */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(() => !hydrationDone || window.matchMedia(REDUCED_MOTION).matches);
  useEffect(() => {
    hydrationDone = true;
    const query = window.matchMedia(REDUCED_MOTION);
    startTransition(() => setReduced(query.matches));
    const changed = () => setReduced(query.matches);
    query.addEventListener("change", changed);
    return () => query.removeEventListener("change", changed);
  }, []);
  return reduced;
}
