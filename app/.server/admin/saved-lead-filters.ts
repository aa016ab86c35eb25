// The request filters a staff member saved under a name ("Nieuw, niet toegewezen"), shown as links
// above the list. They are that person's own view of the list and change nothing of the agency's,
// so saving one writes no audit line. Saving under a name already used replaces that filter.
import { and, asc, eq } from "drizzle-orm";
import { db } from "../db/client.ts";
import { savedLeadFilters } from "../db/work-schema.ts";
import { leadFilterSearch, leadFiltersOf } from "./leads.ts";

/** More than a person clicks through; a list of them would be a second inbox. */
export const MAX_SAVED_FILTERS = 20;

export async function savedFilters(userId: string) {
  return db()
    .select({ id: savedLeadFilters.id, name: savedLeadFilters.name, search: savedLeadFilters.search })
    .from(savedLeadFilters)
    .where(eq(savedLeadFilters.userId, userId))
    .orderBy(asc(savedLeadFilters.name), asc(savedLeadFilters.id));
}

/**
 * Keeps the list's filters (read again, so only what the list understands is kept) under `name`;
 * "full" when the person already has as many as a list shows and the name is a new one.
 */
export async function saveFilter(userId: string, name: string, search: URLSearchParams): Promise<"saved" | "full"> {
  const kept = leadFilterSearch(leadFiltersOf(search)).toString();
  return db().transaction(async (tx) => {
    const mine = await tx
      .select({ name: savedLeadFilters.name })
      .from(savedLeadFilters)
      .where(eq(savedLeadFilters.userId, userId))
      .for("update");
    if (mine.length >= MAX_SAVED_FILTERS && !mine.some((row) => row.name === name)) return "full";
    await tx
      .insert(savedLeadFilters)
      .values({ userId, name, search: kept })
      .onConflictDoUpdate({ target: [savedLeadFilters.userId, savedLeadFilters.name], set: { search: kept } });
    return "saved";
  });
}

/** Removes one of the person's own saved filters (another's id removes nothing). */
export async function removeFilter(userId: string, id: number): Promise<boolean> {
  const removed = await db()
    .delete(savedLeadFilters)
    .where(and(eq(savedLeadFilters.id, id), eq(savedLeadFilters.userId, userId)))
    .returning({ id: savedLeadFilters.id });
  return removed.length > 0;
}
