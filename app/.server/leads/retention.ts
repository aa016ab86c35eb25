// Storage limitation (GDPR): leads older than the retention period go, with their mails, bookings
// and the personal data of their testimonials still waiting for approval; demands and newsletter
// sign-ups never confirmed or unsubscribed go after 30 days; a contact record goes, with the notes on
// it, once nothing of the person is left and it saw nothing for the period; the spam defences' own
// tables are kept short, and the browsers' CSP reports 30 days.
// The copies beside the database go with their rows: the mail files of the mails purged (and every
// mail file older than the period), the pictures of the testimonials purged, and uploads no
// submission names.
import { eq, sql } from "drizzle-orm";
import { CSP_REPORT_RETENTION_DAYS } from "../csp-reports.ts";
import type { Database } from "../db/client.ts";
import { siteSettings } from "../db/schema.ts";
import { removeTestimonialPictureFiles, removeUnclaimedUploads } from "../images/testimonial-pictures.ts";
import { removeMailFiles } from "../mail/mail-transport.ts";
import { leadSettings } from "./lead-settings.ts";

export interface PurgeResult {
  leads: number;
  demands: number;
  subscribers: number;
  follows: number;
  /** Mail files (DATA_DIR/mail, written when no SMTP server is set) removed. */
  mailFiles: number;
  /** Testimonial uploads removed: of the submissions purged, and ones no submission names. */
  pictureFiles: number;
}

// An upload no submission names may belong to one being written now: it is left an hour.
const UNCLAIMED_UPLOAD_MS = 60 * 60 * 1000;

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

/** The moment `months` months ago: what is older is past the period. */
function monthsAgo(months: number, now = new Date()): Date {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
}

export async function purgeExpiredData(
  db: Database,
  retentionMonths: number,
  dataDir = leadSettings().dataDir,
): Promise<PurgeResult> {
  const months = Math.max(1, Math.floor(retentionMonths));
  const ids = (result: { rows: Record<string, unknown>[] }) => result.rows.map((row) => Number(row.id));
  const purged = await db.transaction(async (tx) => {
    const testimonials = await tx.execute<{ image_key: string | null }>(sql`
      delete from testimonial_submissions
      where published = false and created_at < now() - make_interval(months => ${months})
      returning image_key`);
    // The mails that go with their lead or demand are named first: their files go after the commit.
    const leadMails = await tx.execute(sql`
      delete from outgoing_mails where lead_id in (
        select id from leads where created_at < now() - make_interval(months => ${months}))
      returning id`);
    const leads = await tx.execute(sql`
      delete from leads where created_at < now() - make_interval(months => ${months}) returning id`);
    const expiredDemand = sql`(confirmed_at is null and created_at < now() - interval '30 days')
         or (unsubscribed_at is not null and unsubscribed_at < now() - interval '30 days')`;
    const demandMails = await tx.execute(sql`
      delete from outgoing_mails where demand_id in (select id from demands where ${expiredDemand}) returning id`);
    const demands = await tx.execute(sql`delete from demands where ${expiredDemand} returning id`);
    const subscribers = await tx.execute(sql`
      delete from newsletter_subscribers
      where (confirmed_at is null and created_at < now() - interval '30 days')
         or (unsubscribed_at is not null and unsubscribed_at < now() - interval '30 days')
      returning id`);
    const follows = await tx.execute(sql`
      delete from property_followers
      where (confirmed_at is null and created_at < now() - interval '30 days')
         or (unsubscribed_at is not null and unsubscribed_at < now() - interval '30 days')
      returning id`);
    // A record of a person of whom nothing is left (requests, demands, sign-ups, follows, testimonials).
    await tx.execute(sql`
      delete from contacts c
      where c.updated_at < now() - make_interval(months => ${months})
        and not exists (select 1 from leads where contact_id = c.id)
        and not exists (select 1 from demands where contact_id = c.id)
        and not exists (select 1 from newsletter_subscribers where contact_id = c.id)
        and not exists (select 1 from property_followers where contact_id = c.id)
        and not exists (select 1 from testimonial_submissions where contact_id = c.id)`);
    const oldMails = await tx.execute(sql`
      delete from outgoing_mails where sent_at < now() - make_interval(months => ${months}) returning id`);
    await tx.execute(sql`delete from used_challenges where expires_at < now()`);
    await tx.execute(sql`delete from submission_counts where window_start < now() - interval '1 day'`);
    await tx.execute(sql`
      delete from csp_reports where received_at < now() - make_interval(days => ${CSP_REPORT_RETENTION_DAYS})`);
    return {
      leads: leads.rows.length,
      demands: demands.rows.length,
      subscribers: subscribers.rows.length,
      follows: follows.rows.length,
      mails: [...ids(leadMails), ...ids(demandMails), ...ids(oldMails)],
      uploads: testimonials.rows.map((row) => row.image_key),
    };
  });
  const mailFiles = await removeMailFiles(dataDir, { outboxIds: purged.mails, writtenBefore: monthsAgo(months) });
  let pictureFiles = 0;
  for (const uploadKey of purged.uploads)
    pictureFiles += await removeTestimonialPictureFiles(dataDir, { uploadKey, siteKey: null });
  pictureFiles += await removeUnclaimedUploads(db, dataDir, UNCLAIMED_UPLOAD_MS);
  return {
    leads: purged.leads,
    demands: purged.demands,
    subscribers: purged.subscribers,
    follows: purged.follows,
    mailFiles,
    pictureFiles,
  };
}
