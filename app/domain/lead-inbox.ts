// The requests list's columns a staff member can sort on, and the address each column's head links
// to: the first click sorts on it (dates newest first, the rest from A), the next turns it round.

export const LEAD_SORTS = ["received", "person", "property", "form", "status", "agent"] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];
export type SortDirection = "asc" | "desc";

/** The direction a column starts in: the newest request first, every other column from A. */
export function firstDirection(sort: LeadSort): SortDirection {
  return sort === "received" ? "desc" : "asc";
}

/**
 * The query string a column's head links to, from the list's own (its filters kept, back to the first
 * page): the column in its first direction, or the other way round when the list is sorted on it.
 */
export function sortSearch(
  search: URLSearchParams,
  column: LeadSort,
  current: { sort: LeadSort; direction: SortDirection },
): string {
  const next = new URLSearchParams(search);
  next.delete("page");
  const first = firstDirection(column);
  const direction = current.sort === column ? (current.direction === "asc" ? "desc" : "asc") : first;
  if (column === "received" && direction === "desc") {
    next.delete("sort");
    next.delete("dir");
  } else {
    next.set("sort", column);
    next.set("dir", direction);
  }
  return next.toString();
}

/** What a column's head tells a screen reader of the list's order (aria-sort). */
export function ariaSortOf(
  column: LeadSort,
  current: { sort: LeadSort; direction: SortDirection },
): "ascending" | "descending" | undefined {
  if (current.sort !== column) return undefined;
  return current.direction === "asc" ? "ascending" : "descending";
}
