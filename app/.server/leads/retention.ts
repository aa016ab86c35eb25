// Storage limitation (GDPR): leads older than the retention period go, with their mails, bookings
// and the personal data of their testimonials still waiting for approval; demands and newsletter
// sign-ups never confirmed or unsubscribed go after 30 days; the spam defences' own tables are kept short.
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { siteSettings } from "../db/schema.ts";

export interface PurgeResult {
  leads: number;
  demands: number;
  subscribers: number;
}

/**
 * The retention period in force: the one the manager set in the site settings, else `fallback`
 * (LEAD_RETENTION_MONTHS). Read at each purge, so a change applies without a restart on every instance.
 */
export async function retentionMonthsInForce(db: Database, fallback: number): Promise<number> {
  const [row] = await db
    .select({ months: siteSettings.leadRetentionMonths })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  return row?.months ?? fallback;
}

export async function purgeExpiredData(db: Database, retentionMonths: number): Promise<PurgeResult> {
  const months = Math.max(1, Math.floor(retentionMonths));
  return db.transaction(async (tx) => {
    await tx.execute(sql`
      delete from testimonial_submissions
      where published = false and created_at < now() - make_interval(months => ${months})`);
    const leads = await tx.execute(sql`
      delete from leads where created_at < now() - make_interval(months => ${months}) returning id`);
    const demands = await tx.execute(sql`
      delete from demands
      where (confirmed_at is null and created_at < now() - interval '30 days')
         or (unsubscribed_at is not null and unsubscribed_at < now() - interval '30 days')
      returning id`);
    const subscribers = await tx.execute(sql`
      delete from newsletter_subscribers
      where (confirmed_at is null and created_at < now() - interval '30 days')
         or (unsubscribed_at is not null and unsubscribed_at < now() - interval '30 days')
      returning id`);
    await tx.execute(sql`
      delete from outgoing_mails where sent_at < now() - make_interval(months => ${months})`);
    await tx.execute(sql`delete from used_challenges where expires_at < now()`);
    await tx.execute(sql`delete from submission_counts where window_start < now() - interval '1 day'`);
    return { leads: leads.rows.length, demands: demands.rows.length, subscribers: subscribers.rows.length };
  });
}
