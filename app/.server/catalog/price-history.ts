// A listing's prices over time: every change of the advertised price the site recorded
// (property-changes.ts, the record the owner's history reads too), newest first. Staff see it on the
// listing's editor; visitors on its page, where the agency shows it (a setting) and the price is shown.
import { and, desc, eq } from "drizzle-orm";
import type { PriceChange } from "../../shared/price-history.ts";
import { db } from "../db/client.ts";
import { propertyChanges } from "../db/stats-schema.ts";

export async function priceHistory(propertyId: number): Promise<PriceChange[]> {
  const rows = await db()
    .select({ at: propertyChanges.changedAt, before: propertyChanges.before, after: propertyChanges.after })
    .from(propertyChanges)
    .where(and(eq(propertyChanges.propertyId, propertyId), eq(propertyChanges.kind, "price")))
    .orderBy(desc(propertyChanges.changedAt), desc(propertyChanges.id));
  return rows.flatMap((row) =>
    row.before === null || row.after === null
      ? []
      : [{ at: row.at.toISOString(), before: row.before, after: row.after }],
  );
}
