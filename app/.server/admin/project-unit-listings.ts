// The listing each unit of a project's price list is (project_units.property_id): one of the
// project's own properties or none. The form's schema cannot know which properties are the
// project's; the save asks the database, in its transaction.
import { and, eq, inArray } from "drizzle-orm";
import type { ProjectDraft } from "../../domain/forms/project-draft.ts";
import type { Transaction } from "../db/client.ts";
import { properties } from "../db/schema.ts";

/**
 * A unit is one of the project's own listings or none: a listing of another project (or of none, or
 * no listing at all) is refused on its unit's field, by the name the form gives it
 * ("units[2].propertyId"; the draft's rows are the form's, a checked form's may have left one out).
 */
export async function foreignListings(
  tx: Transaction,
  id: number,
  units: ProjectDraft["units"],
): Promise<Record<string, string[]>> {
  // What is no id at all the form's schema refuses.
  const idOf = (unit: ProjectDraft["units"][number]) =>
    /^\d{1,9}$/.test(unit.propertyId) ? Number(unit.propertyId) : null;
  const chosen = [...new Set(units.flatMap((unit) => idOf(unit) ?? []))];
  if (chosen.length === 0) return {};
  const own = new Set(
    (
      await tx
        .select({ id: properties.id })
        .from(properties)
        .where(and(inArray(properties.id, chosen), eq(properties.projectId, id)))
    ).map((row) => row.id),
  );
  const errors: Record<string, string[]> = {};
  units.forEach((unit, index) => {
    const listing = idOf(unit);
    if (listing !== null && !own.has(listing)) errors[`units[${index}].propertyId`] = ["notInProject"];
  });
  return errors;
}
