// The feed's property types, written where they differ from the stored ones. A field staff changed in
// the back office (/admin/property-types/) is kept as they set it: the report names it with both
// values instead of overwriting it (app/domain/type-import.ts).
import { eq } from "drizzle-orm";
import {
  type KeptStaffChange,
  keptChangeWarning,
  type TypeValues,
  typeImportPlan,
} from "../../../domain/type-import.ts";
import type { Database } from "../../db/client.ts";
import { propertyTypes } from "../../db/schema.ts";
import type { Feed } from "./feed-schema.ts";

/** The feed lists a type once per language: one entry per WebID, its names gathered. */
function typesByWebId(feed: Feed): Map<number, TypeValues> {
  const byId = new Map<number, TypeValues>();
  for (const type of feed.types) {
    const entry = byId.get(type.WebID) ?? { showOrder: type.ShowOrder, sale: type.Sale, rent: type.Rent, names: {} };
    entry.names[type.language] = type.Name;
    byId.set(type.WebID, entry);
  }
  return byId;
}

export interface TypeImportOutcome {
  /** How many types were written. */
  written: number;
  /** The fields staff changed that the feed would have overwritten, by type. */
  kept: { webId: number; change: KeptStaffChange }[];
}

/** What importing the feed's types would do, without writing (a preview of the import can show it). */
export async function planTypeImport(db: Database, feed: Feed) {
  const plans = [];
  for (const [webId, entry] of typesByWebId(feed)) {
    const [stored] = await db.select().from(propertyTypes).where(eq(propertyTypes.webId, webId));
    plans.push({ webId, ...typeImportPlan(stored, entry) });
  }
  return plans;
}

/** Writes the feed's types as planned and says what it wrote and what it kept. */
export async function importTypesWithOutcome(db: Database, feed: Feed): Promise<TypeImportOutcome> {
  const outcome: TypeImportOutcome = { written: 0, kept: [] };
  for (const { webId, write, kept } of await planTypeImport(db, feed)) {
    outcome.kept.push(...kept.map((change) => ({ webId, change })));
    if (!write) continue;
    await db
      .insert(propertyTypes)
      .values({ webId, ...write })
      .onConflictDoUpdate({ target: propertyTypes.webId, set: { ...write, updatedAt: new Date() } });
    outcome.written++;
  }
  return outcome;
}

/**
 * Writes the feed's property types that differ from the stored ones; returns how many it wrote. Each
 * change staff made that the feed would overwrite is kept, and a line saying so goes to `warnings`
 * (the import's report).
 */
export async function importTypes(db: Database, feed: Feed, warnings: string[] = []): Promise<number> {
  const outcome = await importTypesWithOutcome(db, feed);
  warnings.push(...outcome.kept.map(({ webId, change }) => keptChangeWarning(webId, change)));
  return outcome.written;
}
