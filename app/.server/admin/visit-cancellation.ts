// The agency cancels booked visits: one booking, every booking of a slot (the slot is freed), or the
// slot itself (deleted, its visitors told first). A cancelled booking's place is free again, the
// booking is marked cancelled, the visitor gets a mail in the language they booked in with a calendar
// cancellation (the same UID as their invitation, so their calendar drops the visit), and the audit
// log says who did it. All of it in one transaction: a cancelled booking is never without its mail,
// nor a mail without the change.
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Transaction } from "../db/client.ts";
import { visitBookings, visitSlots } from "../db/lead-schema.ts";
import { wakeOutbox } from "../leads/outbox-signal.ts";
import { recountBooked } from "../leads/visit-slots.ts";
import type { SiteSettings } from "../site-settings.ts";
import type { Actor } from "./audit.ts";
import { changed, type StaffChangeLine, staffChange, unchanged } from "./staff-change.ts";
import { queueVisitMail } from "./visit-mails.ts";

/** What a cancellation came to: done, or why not (gone or cancelled already; the visit is over). */
export type CancelOutcome = "cancelled" | "gone" | "past";

export interface CancelContext {
  settings: SiteSettings;
  /** The site's public origin: the property's link and the calendar entry's identity. */
  origin: string;
  now?: Date;
}

interface LiveBooking {
  id: number;
  slotId: number;
  leadId: number;
  start: Date;
  end: Date;
  propertyId: number;
  calendarSequence: number;
}

const liveBookingColumns = {
  id: visitBookings.id,
  slotId: visitBookings.slotId,
  leadId: visitBookings.leadId,
  start: visitSlots.startsAt,
  end: visitSlots.endsAt,
  propertyId: visitSlots.propertyId,
  calendarSequence: visitBookings.calendarSequence,
};

/**
 * Cancels one live booking and queues its mail; the slot's count is the caller's to recount. Only
 * the first of two simultaneous cancellations changes the row: undefined for the second.
 */
async function cancelOne(
  tx: Transaction,
  booking: LiveBooking,
  context: CancelContext & { now: Date },
): Promise<StaffChangeLine | undefined> {
  const sequence = booking.calendarSequence + 1;
  const [cancelled] = await tx
    .update(visitBookings)
    .set({ cancelledAt: context.now, calendarSequence: sequence })
    .where(and(eq(visitBookings.id, booking.id), isNull(visitBookings.cancelledAt)))
    .returning({ id: visitBookings.id });
  if (!cancelled) return undefined;
  const mailed = await queueVisitMail(tx, "cancelled", { ...booking, sequence }, context);
  return {
    action: "visit.cancel",
    subject: `visit booking ${booking.id}`,
    details: {
      slotId: booking.slotId,
      leadId: booking.leadId,
      propertyId: booking.propertyId,
      startsAt: booking.start.toISOString(),
      mailed,
    },
  };
}

/** Frees the booking's place and tells the visitor; see the file's head. */
export async function cancelVisitBooking(
  actor: Actor,
  bookingId: number,
  context: CancelContext,
): Promise<CancelOutcome> {
  const now = context.now ?? new Date();
  const outcome = await staffChange<CancelOutcome>(actor, async (tx) => {
    const [booking] = await tx
      .select(liveBookingColumns)
      .from(visitBookings)
      .innerJoin(visitSlots, eq(visitSlots.id, visitBookings.slotId))
      .where(and(eq(visitBookings.id, bookingId), isNull(visitBookings.cancelledAt)));
    if (!booking) return unchanged("gone");
    if (booking.start.getTime() <= now.getTime()) return unchanged("past");
    const line = await cancelOne(tx, booking, { ...context, now });
    if (!line) return unchanged("gone");
    await recountBooked(tx, booking.slotId);
    // The place freed counts as a visitor's booking does: the booking form reads places live.
    return changed("cancelled", line, { announces: false });
  });
  if (outcome === "cancelled") wakeOutbox();
  return outcome;
}

/** The slot, locked until the transaction ends, with its live bookings; undefined when it is gone. */
async function lockedSlot(tx: Transaction, slotId: number) {
  const [slot] = await tx
    .select({
      id: visitSlots.id,
      propertyId: visitSlots.propertyId,
      start: visitSlots.startsAt,
      end: visitSlots.endsAt,
    })
    .from(visitSlots)
    .where(eq(visitSlots.id, slotId))
    .for("update");
  if (!slot) return undefined;
  const bookings = await tx
    .select(liveBookingColumns)
    .from(visitBookings)
    .innerJoin(visitSlots, eq(visitSlots.id, visitBookings.slotId))
    .where(and(eq(visitBookings.slotId, slotId), isNull(visitBookings.cancelledAt)))
    .orderBy(asc(visitBookings.id));
  return { ...slot, bookings };
}

/** What freeing a slot came to: how many bookings were cancelled, or why none (gone, begun). */
export type FreeOutcome = { freed: number } | "gone" | "past";

/** Cancels every live booking of a slot still to come, each visitor told; the slot stays, all free. */
export async function freeVisitSlot(actor: Actor, slotId: number, context: CancelContext): Promise<FreeOutcome> {
  const now = context.now ?? new Date();
  const outcome = await staffChange<FreeOutcome>(actor, async (tx) => {
    const slot = await lockedSlot(tx, slotId);
    if (!slot) return unchanged("gone");
    if (slot.start.getTime() <= now.getTime()) return unchanged("past");
    const lines: StaffChangeLine[] = [];
    for (const booking of slot.bookings) {
      const line = await cancelOne(tx, booking, { ...context, now });
      if (line) lines.push(line);
    }
    await recountBooked(tx, slotId);
    if (lines.length === 0) return unchanged({ freed: 0 });
    return changed({ freed: lines.length }, lines, { announces: false });
  });
  if (typeof outcome === "object" && outcome.freed > 0) wakeOutbox();
  return outcome;
}

/**
 * What deleting a slot came to: deleted (with how many visitors were told), gone already, or refused
 * because visitors held places in a visit that has begun or is over (what was held stays on record).
 */
export type DeleteOutcome = { deleted: { propertyId: number; start: Date; cancelled: number } } | "gone" | "held";

/** Deletes a slot; the visitors of one still to come are told first, as a cancellation tells them. */
export async function deleteVisitSlot(actor: Actor, slotId: number, context: CancelContext): Promise<DeleteOutcome> {
  const now = context.now ?? new Date();
  const outcome = await staffChange<DeleteOutcome>(actor, async (tx) => {
    const slot = await lockedSlot(tx, slotId);
    if (!slot) return unchanged("gone");
    if (slot.bookings.length > 0 && slot.start.getTime() <= now.getTime()) return unchanged("held");
    const lines: StaffChangeLine[] = [];
    for (const booking of slot.bookings) {
      const line = await cancelOne(tx, booking, { ...context, now });
      if (line) lines.push(line);
    }
    await tx.delete(visitSlots).where(eq(visitSlots.id, slotId));
    lines.push({
      action: "visit-slot.delete",
      subject: `visit slot ${slotId}`,
      details: {
        propertyId: slot.propertyId,
        startsAt: slot.start.toISOString(),
        endsAt: slot.end.toISOString(),
        cancelledBookings: lines.length,
      },
    });
    const deleted = { propertyId: slot.propertyId, start: slot.start, cancelled: lines.length - 1 };
    // The property page offers visit times: the slots are published content.
    return changed({ deleted }, lines, { announces: true });
  });
  if (typeof outcome === "object" && outcome.deleted.cancelled > 0) wakeOutbox();
  return outcome;
}
