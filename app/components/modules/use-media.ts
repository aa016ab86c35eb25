import { startTransition, useEffect, useState, useSyncExternalStore } from "react";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

// Set by the first component's effect after hydration: a component that mounts later (a client
// navigation) renders for the browser at once, while one that hydrates renders as the server did.
// So a component using useHydratedSoon or usePrefersReducedMotion must hydrate with the page:
// inside a Suspense boundary that hydrates later (code loaded with lazy()), its first render would
// already be the browser's and differ from the server's HTML. None does.
let hydrationDone = false;

function subscribeNothing(): () => void {
  return () => {};
}

/**
 * False in the server's HTML and during hydration, true from the render right after it, which React
 * does at once, in the task that runs the page's effects. For a component whose hydrated form puts
 * other fields in place of the ones the page showed (language tabs, an upload zone): someone may type
 * into them as soon as the page is theirs, and nothing typed must be lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

/**
 * The same, for what nobody types into (controls that appear, motion, the kind of a form's checks):
 * true from a render React does in a transition after hydration, in slices the visitor's input can
 * interrupt. useHydrated's immediate render made the home page's longest task after its first paint
 * (119 ms with the CPU slowed four times: the slideshow, the cookie dialog and the page's effects in
 * one task).
 */
export function useHydratedSoon(): boolean {
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
