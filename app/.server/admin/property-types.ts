// The property types as the back office edits them (/admin/property-types/): names per language, the
// order and the sale and rent flags. A save remembers which fields staff changed (staff_edited), so
// the CRM import keeps them and reports it (app/domain/type-import.ts). It is one transaction with
// its audit line and the change notice: every instance's lists, filters, cards and sitemap follow.
import { asc, eq, sql } from "drizzle-orm";
import type { PropertyTypeValue } from "../../domain/admin-forms/catalog-label-forms.ts";
import { TYPE_FIELDS, type TypeField, typeFieldValue } from "../../domain/type-import.ts";
import { db } from "../db/client.ts";
import { properties, propertyTypes } from "../db/schema.ts";
import type { Actor } from "./audit.ts";
import { fieldChanges, isStale, recordVersion } from "./edit-record.ts";
import { changed, staffChange, unchanged } from "./staff-change.ts";

export type PropertyTypeRow = typeof propertyTypes.$inferSelect;

/** Every type in the order the site shows them, with how many listings use it. */
export async function propertyTypeList() {
  const rows = await db()
    .select({
      type: propertyTypes,
      listings:
        sql<number>`(select count(*) from ${properties} where ${properties.typeWebId} = ${propertyTypes.webId})`.mapWith(
          Number,
        ),
    })
    .from(propertyTypes)
    .orderBy(asc(propertyTypes.showOrder), asc(propertyTypes.webId));
  return rows.map(({ type, listings }) => ({ ...type, version: recordVersion(type.updatedAt), listings }));
}

export async function propertyType(webId: number): Promise<PropertyTypeRow | undefined> {
  const [row] = await db().select().from(propertyTypes).where(eq(propertyTypes.webId, webId));
  return row;
}

export type PropertyTypeSave =
  | { outcome: "saved"; changed: TypeField[] }
  | { outcome: "unchanged" }
  | { outcome: "missing" }
  /** Someone (a colleague, the CRM import) saved the type since the form was opened. */
  | { outcome: "stale"; version: string };

/** Saves what staff typed for a type, unless it changed since the form was opened. */
export function savePropertyType(
  actor: Actor,
  webId: number,
  value: PropertyTypeValue,
  database = db(),
): Promise<PropertyTypeSave> {
  return staffChange<PropertyTypeSave>(
    actor,
    async (tx) => {
      const [row] = await tx.select().from(propertyTypes).where(eq(propertyTypes.webId, webId)).for("update");
      if (!row) return unchanged({ outcome: "missing" } as const);
      if (isStale(row.updatedAt, value.version))
        return unchanged({ outcome: "stale", version: recordVersion(row.updatedAt) } as const);
      const next = { showOrder: value.showOrder, sale: value.sale, rent: value.rent, names: nonEmpty(value.names) };
      const edited = TYPE_FIELDS.filter(
        (field) => (typeFieldValue(row, field) ?? "") !== (typeFieldValue(next, field) ?? ""),
      );
      if (edited.length === 0) return unchanged({ outcome: "unchanged" } as const);
      const staffEdited = [...new Set([...row.staffEdited, ...edited])];
      await tx
        .update(propertyTypes)
        .set({ ...next, staffEdited, updatedAt: sql`now()` })
        .where(eq(propertyTypes.webId, webId));
      const before = { showOrder: row.showOrder, sale: row.sale, rent: row.rent, names: row.names };
      return changed(
        { outcome: "saved", changed: edited } as const,
        {
          action: "settings.property-type",
          subject: "site-settings",
          changes: fieldChanges(before, next),
          details: { webId },
        },
        { announces: true },
      );
    },
    database,
  );
}

/** Names left empty are not stored: the site says the default language's name instead. */
function nonEmpty(names: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(names).filter(([, name]) => name.trim() !== ""));
}
