import { useSyncExternalStore } from "react";

function subscribe(): () => void {
  return () => {};
}

/**
 * False in the server's HTML and while React hydrates it, true in the browser afterwards: what works
 * without JavaScript is rendered first, what needs it takes over once React runs.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
