// Visit slots of a property: the free ones for the booking form, and booking one, which takes a
// place in the same transaction as the lead, so two visitors can never both get the last place.
import { and, asc, eq, gt, lt, sql } from "drizzle-orm";
import { dateTimeFormat } from "../../i18n/dates.ts";
import type { Language } from "../../i18n/languages.ts";
import { type Database, db, type Transaction } from "../db/client.ts";
import { visitBookings, visitSlots } from "../db/lead-schema.ts";
import { properties } from "../db/schema.ts";
import { FormRejection } from "./submit-form.ts";

/** "dinsdag 1 december, 10:00 – 10:30": the slot in Brussels time, in the language. */
export function formatSlot(slot: { start: Date; end: Date }, language: Language): string {
  const day = dateTimeFormat(language, { weekday: "long", day: "numeric", month: "long" });
  const time = dateTimeFormat(language, { hour: "2-digit", minute: "2-digit" });
  return `${day.format(slot.start)}, ${time.format(slot.start)} – ${time.format(slot.end)}`;
}

/**
 * The calendar entry's identity, kept by the visitor's calendar: the invitation and, if the agency
 * cancels the visit, the cancellation carry the same one, so the cancellation removes that entry.
 */
export function visitCalendarUid(leadId: number, origin: string): string {
  return `visit-${leadId}@${new URL(origin).hostname}`;
}

/** Slots still to come with a free place, soonest first. */
export async function freeSlots(propertyId: number, database: Database = db()) {
  const rows = await database
    .select({ id: visitSlots.id, start: visitSlots.startsAt, end: visitSlots.endsAt })
    .from(visitSlots)
    .where(
      and(
        eq(visitSlots.propertyId, propertyId),
        gt(visitSlots.startsAt, sql`now()`),
        lt(visitSlots.booked, visitSlots.capacity),
      ),
    )
    .orderBy(asc(visitSlots.startsAt))
    .limit(60);
  return rows;
}

/**
 * Places a property's coming visits may hold for bookings sent without a solved captcha (a visitor
 * without JavaScript, or a script), until staff confirm them or mark them spam: enough for a person
 * who cannot run the check, too few for a script to take a property's visits away from everyone.
 */
export const UNVERIFIED_VISITS_PER_PROPERTY = 2;

/** Takes a place in the slot, or gives the form back: taken meanwhile, or the property is gone. */
export async function bookSlot(
  tx: Transaction,
  booking: { slotId: number; propertyId: number; leadId: number; verified: boolean },
) {
  const [property] = await tx
    .select({ marquee: properties.marquee, status: properties.status })
    .from(properties)
    .where(eq(properties.id, booking.propertyId));
  if (property?.status !== "published" || property.marquee === 3 || property.marquee === 4)
    throw new FormRejection("unavailable");
  if (!booking.verified && (await unverifiedVisitsAhead(tx, booking.propertyId)) >= UNVERIFIED_VISITS_PER_PROPERTY)
    throw new FormRejection("visitNeedsCheck", {}, 429);
  const [slot] = await tx
    .update(visitSlots)
    .set({ booked: sql`${visitSlots.booked} + 1` })
    .where(
      and(
        eq(visitSlots.id, booking.slotId),
        eq(visitSlots.propertyId, booking.propertyId),
        lt(visitSlots.booked, visitSlots.capacity),
        gt(visitSlots.startsAt, sql`now()`),
      ),
    )
    .returning({ start: visitSlots.startsAt, end: visitSlots.endsAt });
  if (!slot) throw new FormRejection("slotTaken", { slot: ["slotTaken"] });
  await tx.insert(visitBookings).values({ slotId: booking.slotId, leadId: booking.leadId });
  return slot;
}

/**
 * Sets a slot's count of taken places to its live bookings. The count is what the booking form's
 * "free place" check reads and locks; recounting it (rather than adding or taking one) after staff
 * cancel or move bookings keeps it equal to the bookings whatever happened before.
 */
export async function recountBooked(tx: Transaction, slotId: number): Promise<void> {
  await tx
    .update(visitSlots)
    .set({
      booked: sql`(select count(*) from ${visitBookings} b where b.slot_id = ${visitSlots.id} and b.cancelled_at is null)`,
    })
    .where(eq(visitSlots.id, slotId));
}

/**
 * The property's coming places held by unverified bookings nobody confirmed or cancelled yet. The
 * property's own lock (until the transaction ends) makes two such bookings at once count one by one.
 */
async function unverifiedVisitsAhead(tx: Transaction, propertyId: number): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(${UNVERIFIED_VISITS_LOCK}, ${propertyId})`);
  const result = await tx.execute<{ count: number }>(sql`
    select count(*)::int as count
    from visit_bookings b
    join leads l on l.id = b.lead_id
    join visit_slots s on s.id = b.slot_id
    where s.property_id = ${propertyId} and s.starts_at > now() and b.cancelled_at is null and not l.verified`);
  return Number(result.rows[0]?.count ?? 0);
}

/** The first key of the advisory lock above: this rule's own space of locks. */
const UNVERIFIED_VISITS_LOCK = 0x76697369;
