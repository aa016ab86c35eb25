// The properties this browser viewed last, newest first, kept in local storage under
// `recentlyViewed` only while the visitor's cookie choice grants "preferences" (the cookie policy
// lists it there). Without that consent nothing is written, nothing is read, and what an earlier
// consent left is deleted (storing a choice without the category deletes it too: consent-choice.ts).
// Pure functions over a Storage, so they are tested without a browser.
import { readIds } from "../../domain/favourites.ts";
import { grants, RECENTLY_VIEWED_KEY } from "../consent/consent-choice.ts";
/** Enough to find one's way back; a short list also keeps the address that draws them short. */
export const RECENTLY_VIEWED_MAX = 12;

/** The list with this id in front, each id once, at most RECENTLY_VIEWED_MAX. */
export function withViewed(ids: readonly number[], id: number): number[] {
  return [id, ...ids.filter((kept) => kept !== id)].slice(0, RECENTLY_VIEWED_MAX);
}

/** The ids kept, newest first; none (and the key removed) without the preferences consent. */
export function readViewed(storage: Storage, now = new Date()): number[] {
  if (!grants(storage, "preferences", now)) {
    storage.removeItem(RECENTLY_VIEWED_KEY);
    return [];
  }
  try {
    const parsed: unknown = JSON.parse(storage.getItem(RECENTLY_VIEWED_KEY) ?? "[]");
    return Array.isArray(parsed) ? readIds(parsed.map(String), RECENTLY_VIEWED_MAX) : [];
  } catch {
    return [];
  }
}

/** Puts the property viewed in front of the list, with the consent; returns the list as kept. */
export function recordViewed(storage: Storage, id: number, now = new Date()): number[] {
  if (!grants(storage, "preferences", now)) return readViewed(storage, now);
  const ids = withViewed(readViewed(storage, now), id);
  storage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(ids));
  return ids;
}
