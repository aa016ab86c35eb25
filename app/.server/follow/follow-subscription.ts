// Confirming a follow (the double opt-in) and unsubscribing from it, by the secret token of its
// mails. Each follow is one property: unsubscribing from one leaves the address's other follows.
import { and, eq, isNull, sql } from "drizzle-orm";
import { db } from "../db/client.ts";
import { propertyFollowers } from "../db/lead-schema.ts";
import { isSubscriptionToken } from "../leads/subscription-token.ts";

/** True when the token confirmed its follow now or before; false for an unknown or unsubscribed one. */
export async function confirmFollow(token: string): Promise<boolean> {
  if (!isSubscriptionToken(token)) return false;
  const f = propertyFollowers;
  const rows = await db()
    .update(f)
    .set({ confirmedAt: sql`coalesce(${f.confirmedAt}, now())` })
    .where(and(eq(f.token, token), isNull(f.unsubscribedAt)))
    .returning({ id: f.id });
  return rows.length > 0;
}

/** Whether a follow has this token (the pages ask before they act). */
export async function followExists(token: string): Promise<boolean> {
  if (!isSubscriptionToken(token)) return false;
  const [row] = await db()
    .select({ id: propertyFollowers.id })
    .from(propertyFollowers)
    .where(eq(propertyFollowers.token, token));
  return row !== undefined;
}

/** Ends the token's follow; false for an unknown token. */
export async function unsubscribeFollow(token: string): Promise<boolean> {
  if (!isSubscriptionToken(token)) return false;
  const f = propertyFollowers;
  const rows = await db()
    .update(f)
    .set({ unsubscribedAt: sql`coalesce(${f.unsubscribedAt}, now())` })
    .where(eq(f.token, token))
    .returning({ id: f.id });
  return rows.length > 0;
}
