// Confirming a newsletter sign-up (the double opt-in) and unsubscribing, by the secret token of its
// mails. An address may have signed up more than once (each sign-up has its own token); unsubscribing
// by any of them takes the address off the list, so no older sign-up keeps mailing it.
import { and, eq, isNull, sql } from "drizzle-orm";
import { db } from "../db/client.ts";
import { newsletterSubscribers } from "../db/lead-schema.ts";
import { isSubscriptionToken } from "../leads/subscription-token.ts";

/** True when the token confirmed its sign-up now or before; false for an unknown or unsubscribed one. */
export async function confirmNewsletter(token: string): Promise<boolean> {
  if (!isSubscriptionToken(token)) return false;
  const s = newsletterSubscribers;
  // A second click keeps the first confirmation's time.
  const rows = await db()
    .update(s)
    .set({ confirmedAt: sql`coalesce(${s.confirmedAt}, now())` })
    .where(and(eq(s.token, token), isNull(s.unsubscribedAt)))
    .returning({ id: s.id });
  return rows.length > 0;
}

/** Whether a sign-up has this token (the pages ask before they act). */
export async function newsletterSubscriptionExists(token: string): Promise<boolean> {
  if (!isSubscriptionToken(token)) return false;
  const [row] = await db()
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.token, token));
  return row !== undefined;
}

/** Takes the token's address off the list, every sign-up of it; false for an unknown token. */
export async function unsubscribeNewsletter(token: string): Promise<boolean> {
  if (!isSubscriptionToken(token)) return false;
  const result = await db().execute(sql`
    update newsletter_subscribers set unsubscribed_at = coalesce(unsubscribed_at, now())
    where lower(email) = (select lower(email) from newsletter_subscribers where token = ${token})
    returning id`);
  return result.rows.length > 0;
}
