// A visitor's favourites and the properties they compare, as the address carries them: "?id=12&id=34".
// The list itself is kept in the visitor's browser (a service they asked for), and the address is
// how it reaches the server, another device or another person: the favourites page and the compare
// page are rendered from it, so a shared link shows the same selection.

/** More than a visitor would keep; bounds what one address makes the server read. */
export const MAX_FAVOURITES = 60;
/** Compare takes two to four properties: beyond four the columns no longer fit a laptop's screen. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

/** The name of the address's parameter that holds the ids (repeated). */
export const ID_PARAMETER = "id";

const ID = /^[1-9]\d{0,9}$/;

/**
 * The property ids of an address, in their order, each once, at most `limit`. What is not a
 * property id ("abc", "-3", "1e3", a number beyond PostgreSQL's integer) is left out: a link cut
 * short or typed over shows the properties it still names.
 */
export function readIds(values: readonly string[], limit = MAX_FAVOURITES): number[] {
  const ids: number[] = [];
  for (const value of values) {
    // "12,34" is read as two ids: how a link may reach us when someone writes it by hand.
    for (const part of value.split(",")) {
      const text = part.trim();
      if (!ID.test(text)) continue;
      const id = Number(text);
      if (id > 2_147_483_647 || ids.includes(id)) continue;
      ids.push(id);
      if (ids.length >= limit) return ids;
    }
  }
  return ids;
}

/** The address's query for the ids: "id=12&id=34". */
export function idsQuery(ids: readonly number[]): URLSearchParams {
  return new URLSearchParams(ids.map((id) => [ID_PARAMETER, String(id)]));
}

/** Adds the id at the front (the newest first) or takes it out. */
export function toggled(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((kept) => kept !== id) : [id, ...ids].slice(0, MAX_FAVOURITES);
}

/** A shared list kept beside one's own: one's own first, the shared ones after, each once. */
export function merged(own: readonly number[], shared: readonly number[]): number[] {
  return [...own, ...shared.filter((id) => !own.includes(id))].slice(0, MAX_FAVOURITES);
}

/** Whether two lists hold the same ids in the same order. */
export function sameIds(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}
