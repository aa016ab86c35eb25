// Confirming a demand (the double opt-in) and unsubscribing from it, by the secret token of its mails.
import { and, eq, isNull, sql } from "drizzle-orm";
import { db } from "../db/client.ts";
import { demands } from "../db/lead-schema.ts";
import { isSubscriptionToken } from "../leads/subscription-token.ts";

/** The demand's id when the token confirmed it now or before; undefined for an unknown token. */
export async function confirmDemand(token: string): Promise<number | undefined> {
  if (!isSubscriptionToken(token)) return undefined;
  // A second click keeps the first confirmation's time.
  const [row] = await db()
    .update(demands)
    .set({ confirmedAt: sql`coalesce(${demands.confirmedAt}, now())` })
    .where(and(eq(demands.token, token), isNull(demands.unsubscribedAt)))
    .returning({ id: demands.id });
  return row?.id;
}

/** Whether a demand has this token (the unsubscribe page asks before it acts). */
export async function demandExists(token: string): Promise<boolean> {
  if (!isSubscriptionToken(token)) return false;
  const [row] = await db().select({ id: demands.id }).from(demands).where(eq(demands.token, token));
  return row !== undefined;
}

export async function unsubscribeDemand(token: string): Promise<boolean> {
  if (!isSubscriptionToken(token)) return false;
  const rows = await db()
    .update(demands)
    .set({ unsubscribedAt: new Date() })
    .where(eq(demands.token, token))
    .returning({ id: demands.id });
  return rows.length > 0;
}
