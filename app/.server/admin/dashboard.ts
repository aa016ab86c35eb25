// The back office's first screen: what waits for the agency, counted in the database.
import { sql } from "drizzle-orm";
import { db } from "../db/client.ts";

export interface DashboardCounts {
  leadsToday: number;
  leadsWeek: number;
  unverified: number;
  failedMails: number;
  testimonials: number;
  visits: number;
}

export async function dashboardCounts(): Promise<DashboardCounts> {
  const result = await db().execute<{ [K in keyof DashboardCounts]: string }>(sql`
    select
      (select count(*) from leads where created_at >= date_trunc('day', now())) as "leadsToday",
      (select count(*) from leads where created_at >= date_trunc('week', now())) as "leadsWeek",
      (select count(*) from leads where not verified and status <> 'spam') as "unverified",
      (select count(*) from outgoing_mails where failed_at is not null) as "failedMails",
      (select count(*) from testimonial_submissions where not published) as "testimonials",
      (select count(*) from visit_bookings b join visit_slots s on s.id = b.slot_id
        where s.starts_at > now() and b.cancelled_at is null) as "visits"`);
  const row = result.rows[0];
  const count = (key: keyof DashboardCounts) => Number(row?.[key] ?? 0);
  return {
    leadsToday: count("leadsToday"),
    leadsWeek: count("leadsWeek"),
    unverified: count("unverified"),
    failedMails: count("failedMails"),
    testimonials: count("testimonials"),
    visits: count("visits"),
  };
}
