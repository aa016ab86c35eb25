// The listing's prices over time, for staff on its editor: every change of the advertised price the
// site recorded (app/.server/catalog/property-changes.ts, the record the owner's history reads too),
// newest first.
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
