import { eq } from "drizzle-orm";
import type { Localized } from "../../../shared/localize.ts";
import type { Database } from "../../db/client.ts";
import { propertyTypes } from "../../db/schema.ts";
import type { Feed } from "./feed-schema.ts";
import { sameValues } from "./same-values.ts";

interface TypeEntry {
  showOrder: number;
  sale: boolean;
  rent: boolean;
  names: Localized;
}

/** The feed lists a type once per language: one entry per WebID, its names gathered. */
function typesByWebId(feed: Feed): Map<number, TypeEntry> {
  const byId = new Map<number, TypeEntry>();
  for (const type of feed.types) {
    const entry = byId.get(type.WebID) ?? { showOrder: type.ShowOrder, sale: type.Sale, rent: type.Rent, names: {} };
    entry.names[type.language] = type.Name;
    byId.set(type.WebID, entry);
  }
  return byId;
}

/** Writes the feed's property types that differ from the stored ones; returns how many it wrote. */
export async function importTypes(db: Database, feed: Feed): Promise<number> {
  let written = 0;
  for (const [webId, entry] of typesByWebId(feed)) {
    const [stored] = await db.select().from(propertyTypes).where(eq(propertyTypes.webId, webId));
    if (stored && sameValues({ ...stored, webId: undefined }, entry)) continue;
    await db
      .insert(propertyTypes)
      .values({ webId, ...entry })
      .onConflictDoUpdate({ target: propertyTypes.webId, set: entry });
    written++;
  }
  return written;
}
