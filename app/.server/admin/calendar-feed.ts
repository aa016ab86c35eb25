// A staff member's private calendar feed: an address with a random token that a calendar app reads
// without signing in (it cannot), answered with every booked visit the staff member holds. Only the
// token's hash is stored, so a copy of the database does not open anyone's feed, and the address is
// shown once, when it is made; making a new one replaces the row, so the old address answers 404.
//
// "Theirs": a slot is held by the staff member who shows the visitors round (whoever added it, until
// it is given to someone else); an agent's feed has the slots they hold, a manager's every slot, as
// the manager plans the whole agency's visits. Visits from 30 days back to 400 days ahead, as far as
// the visits page plans.
import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, gte, inArray, isNull, lt, sql } from "drizzle-orm";
import { buildCalendarFeed, type FeedEvent } from "../../domain/calendar-feed.ts";
import { fill } from "../../i18n/fill.ts";
import { isLanguage, type Language } from "../../i18n/languages.ts";
import { ADMIN_VISITS_MESSAGES } from "../../i18n/messages/admin-visits.ts";
import { localize } from "../../shared/localize.ts";
import { users } from "../db/auth-schema.ts";
import { db } from "../db/client.ts";
import { leads, staffCalendarFeeds, visitBookings, visitSlots } from "../db/lead-schema.ts";
import { properties } from "../db/schema.ts";
import type { Actor } from "./audit.ts";
import { changed, staffChange } from "./staff-change.ts";

const DAY_MS = 86_400_000;
const DAYS_BACK = 30;
const DAYS_AHEAD = 400;

/** The token's form in an address: 32 random bytes, base64url. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

function hashOf(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The feed's path for a token; the address is the site's origin and this. */
export function calendarFeedPath(token: string): string {
  return `/calendar/${token}.ics`;
}

/** Makes the staff member a new feed address, ending the old one; the token, to be shown this once. */
export async function makeCalendarFeed(actor: Actor & { id: string }): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const tokenHash = hashOf(token);
  return staffChange(actor, async (tx) => {
    const [before] = await tx
      .delete(staffCalendarFeeds)
      .where(eq(staffCalendarFeeds.userId, actor.id))
      .returning({ createdAt: staffCalendarFeeds.createdAt });
    await tx.insert(staffCalendarFeeds).values({ userId: actor.id, tokenHash });
    return changed(
      token,
      { action: "calendar-feed.renew", subject: `user ${actor.id}`, details: { replaced: Boolean(before) } },
      { announces: false },
    );
  });
}

/** When the staff member's current address was made; null: they have none. */
export async function calendarFeedSince(userId: string): Promise<Date | null> {
  const [row] = await db()
    .select({ createdAt: staffCalendarFeeds.createdAt })
    .from(staffCalendarFeeds)
    .where(eq(staffCalendarFeeds.userId, userId));
  return row?.createdAt ?? null;
}

/** The staff member whose address holds this token: active, and still staff. */
async function ownerOf(token: string) {
  if (!TOKEN.test(token)) return undefined;
  const [owner] = await db()
    .select({ id: users.id, name: users.name, role: users.role, language: users.language })
    .from(staffCalendarFeeds)
    .innerJoin(users, eq(users.id, staffCalendarFeeds.userId))
    .where(and(eq(staffCalendarFeeds.tokenHash, hashOf(token)), eq(users.active, true)));
  return owner?.role === "manager" || owner?.role === "agent" ? owner : undefined;
}

function titleOf(language: Language) {
  return sql<string>`coalesce((select t.title from property_texts t where t.property_id = ${properties.id}
    order by (t.language = ${language}) desc, t.language limit 1), '')`;
}

/** The slots in the feed's window with at least one live booking: the holder's, or all of them. */
async function heldVisits(owner: { id: string; role: string }, language: Language, now: Date) {
  const slots = await db()
    .select({
      id: visitSlots.id,
      start: visitSlots.startsAt,
      end: visitSlots.endsAt,
      title: titleOf(language),
      street: properties.street,
      houseNumber: properties.houseNumber,
      zip: properties.zip,
      city: properties.city,
      cityNames: properties.cityNames,
      holder: users.name,
    })
    .from(visitSlots)
    .innerJoin(properties, eq(properties.id, visitSlots.propertyId))
    .leftJoin(users, eq(users.id, visitSlots.staffId))
    .where(
      and(
        owner.role === "manager" ? undefined : eq(visitSlots.staffId, owner.id),
        gte(visitSlots.startsAt, new Date(now.getTime() - DAYS_BACK * DAY_MS)),
        lt(visitSlots.startsAt, new Date(now.getTime() + DAYS_AHEAD * DAY_MS)),
        sql`exists (select 1 from visit_bookings b where b.slot_id = ${visitSlots.id} and b.cancelled_at is null)`,
      ),
    )
    .orderBy(asc(visitSlots.startsAt), asc(visitSlots.id));
  if (slots.length === 0) return [];
  const bookings = await db()
    .select({
      slotId: visitBookings.slotId,
      name: sql<string>`coalesce(${leads.name}, '')`,
      phone: sql<string>`coalesce(${leads.fields}->>'phone', '')`,
      confirmedAt: visitBookings.confirmedAt,
    })
    .from(visitBookings)
    .innerJoin(leads, eq(leads.id, visitBookings.leadId))
    .where(
      and(
        inArray(
          visitBookings.slotId,
          slots.map((slot) => slot.id),
        ),
        isNull(visitBookings.cancelledAt),
      ),
    )
    .orderBy(asc(visitBookings.id));
  return slots.map((slot) => ({ ...slot, bookings: bookings.filter((booking) => booking.slotId === slot.id) }));
}

/** The feed of the address holding this token, as text/calendar; undefined: no such address (404). */
export async function calendarFeedText(
  token: string,
  context: { origin: string; fallback: Language; now?: Date },
): Promise<string | undefined> {
  const owner = await ownerOf(token);
  if (!owner) return undefined;
  const now = context.now ?? new Date();
  const language = isLanguage(owner.language) ? owner.language : context.fallback;
  const t = ADMIN_VISITS_MESSAGES[language].feed;
  const host = new URL(context.origin).hostname;
  const visits = await heldVisits(owner, language, now);
  const events = visits.map((visit): FeedEvent => {
    const city = localize(visit.cityNames, language, context.fallback) || visit.city;
    const street = [visit.street, visit.houseNumber].filter(Boolean).join(" ");
    const confirmed = visit.bookings.every((booking) => booking.confirmedAt !== null);
    return {
      uid: `visit-slot-${visit.id}@${host}`,
      start: visit.start,
      end: visit.end,
      summary: `${t.visit}: ${[visit.title, city].filter(Boolean).join(", ")}`,
      location: [street, `${visit.zip} ${city}`].filter(Boolean).join(", "),
      description: [
        ...visit.bookings.map((booking) =>
          [booking.name, booking.phone, booking.confirmedAt ? t.confirmed : t.unconfirmed].filter(Boolean).join(" · "),
        ),
        ...(owner.role === "manager" && visit.holder ? [fill(t.heldBy, { name: visit.holder })] : []),
      ].join("\n"),
      status: confirmed ? "CONFIRMED" : "TENTATIVE",
      url: `${context.origin}/admin/visits/${visit.id}/`,
    };
  });
  return buildCalendarFeed({ name: fill(t.calendarName, { name: owner.name }), stamp: now, events });
}
