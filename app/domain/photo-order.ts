// The order of a property's or a project's photos as the back office changes it: the first photo is the cover (the
// cards, the search box and the gallery show it first). Each change gives the whole new order, so the
// server writes positions 0, 1, 2, ... and never leaves a gap or a tie.

export type PhotoOrderChange =
  | { kind: "up" | "down" | "cover"; id: number }
  /** The whole order, as a drag and drop left it: the same photos, each once. */
  | { kind: "reorder"; order: readonly number[] };

/** The new order, or undefined when the change does not fit the current photos (unknown id, other set). */
export function reorderedPhotos(current: readonly number[], change: PhotoOrderChange): number[] | undefined {
  if (change.kind === "reorder") return isSameSet(current, change.order) ? [...change.order] : undefined;
  const index = current.indexOf(change.id);
  if (index === -1) return undefined;
  const target =
    change.kind === "cover"
      ? 0
      : change.kind === "up"
        ? Math.max(0, index - 1)
        : Math.min(current.length - 1, index + 1);
  const order = current.filter((id) => id !== change.id);
  order.splice(target, 0, change.id);
  return order;
}

/**
 * The order after a drag and drop: the moved photos (in their current order) put before or after the
 * photo they were dropped on.
 */
export function droppedOrder(
  current: readonly number[],
  moved: readonly number[],
  target: number,
  position: "before" | "after",
): number[] {
  const moving = current.filter((id) => moved.includes(id));
  const rest = current.filter((id) => !moved.includes(id));
  const at = rest.indexOf(target);
  if (moving.length === 0 || at === -1) return [...current];
  rest.splice(position === "before" ? at : at + 1, 0, ...moving);
  return rest;
}

/** Whether `wanted` holds each id of `current` once, and nothing else, in any order. */
export function isSameSet(current: readonly number[], wanted: readonly number[]): boolean {
  if (current.length !== wanted.length || new Set(wanted).size !== wanted.length) return false;
  const known = new Set(current);
  return wanted.every((id) => known.has(id));
}

/** The largest id a photo row can have (a PostgreSQL serial). */
const MAX_ID = 2_147_483_647;

/**
 * The ids a form says it saw, from "12,7,30"; undefined when the text is not such a list. An empty
 * text is the empty list (no photos yet).
 */
export function parsePhotoIds(text: unknown): number[] | undefined {
  if (typeof text !== "string" || text.length > 2_000) return undefined;
  if (text === "") return [];
  const parts = text.split(",");
  if (!parts.every((part) => /^[1-9][0-9]{0,9}$/.test(part))) return undefined;
  const ids = parts.map(Number);
  return ids.every((id) => id <= MAX_ID) ? ids : undefined;
}

/** The ids as a form carries them. */
export function photoIdsText(ids: readonly number[]): string {
  return ids.join(",");
}

/** Whether two orders are the same, id by id. */
export function sameOrder(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}
