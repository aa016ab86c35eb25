// The newsletter's subscribers as the agency sees them, and the list it may mail: confirmed (the
// opt-in link was clicked) and not unsubscribed, one line per address (an address may have signed
// up more than once), exported as CSV for the mailing tool. An export holds personal data: it is
// written in the audit log, with how many addresses left.
import { count, desc, ilike, or, sql } from "drizzle-orm";
import { db } from "../db/client.ts";
import { newsletterSubscribers } from "../db/lead-schema.ts";
import type { Actor } from "./audit.ts";
import { containsPattern } from "./paging.ts";
import { recordStaffAction } from "./staff-change.ts";

export const SUBSCRIBERS_PER_PAGE = 50;

export async function subscriberList(query: string, page: number) {
  const s = newsletterSubscribers;
  const where = query ? or(ilike(s.name, containsPattern(query)), ilike(s.email, containsPattern(query))) : undefined;
  const [total] = await db().select({ value: count() }).from(s).where(where);
  const rows = await db()
    .select({
      id: s.id,
      email: s.email,
      name: s.name,
      language: s.language,
      confirmedAt: s.confirmedAt,
      unsubscribedAt: s.unsubscribedAt,
      createdAt: s.createdAt,
      leadId: s.leadId,
    })
    .from(s)
    .where(where)
    .orderBy(desc(s.createdAt), desc(s.id))
    .limit(SUBSCRIBERS_PER_PAGE)
    .offset((page - 1) * SUBSCRIBERS_PER_PAGE);
  return { total: total?.value ?? 0, rows };
}

export interface MailableSubscriber {
  email: string;
  name: string;
  language: string;
  confirmedAt: Date;
}

/** Every address that may be mailed, once each (its latest confirmed sign-up), by address. */
export async function mailableSubscribers(): Promise<MailableSubscriber[]> {
  const result = await db().execute<{ email: string; name: string; language: string; confirmed_at: Date | string }>(sql`
    select distinct on (lower(email)) email, name, language, confirmed_at
    from newsletter_subscribers
    where confirmed_at is not null and unsubscribed_at is null
    order by lower(email), confirmed_at desc, id desc`);
  return result.rows.map((row) => ({
    email: row.email,
    name: row.name,
    language: row.language,
    confirmedAt: new Date(row.confirmed_at),
  }));
}

/** The export's rows, with its audit line. */
export async function exportSubscribers(actor: Actor): Promise<MailableSubscriber[]> {
  const rows = await mailableSubscribers();
  await recordStaffAction(actor, {
    action: "newsletter.export",
    subject: "newsletter subscribers",
    details: { count: rows.length },
  });
  return rows;
}
