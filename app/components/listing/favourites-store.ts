// The visitor's favourites, kept in this browser's local storage: a service the visitor asks for by
// pressing a heart, listed in the cookie policy (shared/site-cookies.ts), needing no consent and
// sent nowhere. Every heart and the header's count read it through useFavourites, and a change in
// another tab reaches them through the storage event.
import { useSyncExternalStore } from "react";
import { MAX_FAVOURITES, readIds, toggled } from "../../domain/favourites.ts";

export const FAVOURITES_KEY = "favourites";

const NONE: readonly number[] = [];
const listeners = new Set<() => void>();
// Read once and kept, so every render of every heart sees the same array (useSyncExternalStore
// compares snapshots by identity); when storage is refused (some private modes) the list lives as
// long as the page.
let current: readonly number[] | undefined;

function stored(): readonly number[] {
  if (current) return current;
  let ids: readonly number[] = [];
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(FAVOURITES_KEY) ?? "[]");
    if (Array.isArray(parsed)) ids = readIds(parsed.map(String), MAX_FAVOURITES);
  } catch {
    // Storage refused or its value unreadable: no favourites.
  }
  // No favourites is the server's snapshot itself: React compares the two after hydration and
  // renders every heart and the header's count again when they differ, for most visitors for nothing.
  current = ids.length > 0 ? ids : NONE;
  return current;
}

function changed(): void {
  for (const listener of listeners) listener();
}

function otherTabChanged(event: StorageEvent): void {
  if (event.key !== FAVOURITES_KEY && event.key !== null) return;
  current = undefined;
  changed();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener("storage", otherTabChanged);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", otherTabChanged);
  };
}

/** Replaces the list (the newest first). */
export function saveFavourites(ids: readonly number[]): void {
  current = ids.slice(0, MAX_FAVOURITES);
  try {
    if (current.length === 0) window.localStorage.removeItem(FAVOURITES_KEY);
    else window.localStorage.setItem(FAVOURITES_KEY, JSON.stringify(current));
  } catch {
    // Storage refused or full: the list still holds for this page.
  }
  changed();
}

export function toggleFavourite(id: number): void {
  saveFavourites(toggled(stored(), id));
}

/**
 * The favourites' ids, newest first. The server and the hydrating render see none (the server
 * cannot know them), so the page's HTML is the same for every visitor and can be cached.
 */
export function useFavourites(): readonly number[] {
  return useSyncExternalStore(subscribe, stored, () => NONE);
}
