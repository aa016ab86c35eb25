// Staff confirm a booked visit or move it to another slot of the same property. Either way the
// visitor gets a mail in their language with their calendar entry sent again (same UID, a higher
// SEQUENCE), the booking keeps what was done, and the audit log says who did it, all in one
// transaction. A move takes a free place in the new slot and gives back the old one in that
// transaction too, so two moves (or a move and a visitor's booking) never take the same last place.
import { and, asc, eq, gt, isNull, lt, ne, sql } from "drizzle-orm";
import { db, type Transaction } from "../db/client.ts";
import { visitBookings, visitSlots } from "../db/lead-schema.ts";
import { wakeOutbox } from "../leads/outbox-signal.ts";
import { recountBooked } from "../leads/visit-slots.ts";
import type { Actor } from "./audit.ts";
import { changed, staffChange, unchanged } from "./staff-change.ts";
import type { CancelContext } from "./visit-cancellation.ts";
import { queueVisitMail } from "./visit-mails.ts";

/** What confirming came to: done, or why not (cancelled or confirmed already; the visit is over). */
export type ConfirmOutcome = "confirmed" | "gone" | "past";

/** What moving came to: done, the new slot cannot take it (full, over, gone, another property), or the booking is gone. */
export type MoveOutcome = "moved" | "taken" | "gone" | "past";

/** The live booking with its slot, locked until the transaction ends. */
async function lockedBooking(tx: Transaction, bookingId: number) {
  const [booking] = await tx
    .select({
      id: visitBookings.id,
      slotId: visitBookings.slotId,
      leadId: visitBookings.leadId,
      confirmedAt: visitBookings.confirmedAt,
      calendarSequence: visitBookings.calendarSequence,
      start: visitSlots.startsAt,
      end: visitSlots.endsAt,
      propertyId: visitSlots.propertyId,
    })
    .from(visitBookings)
    .innerJoin(visitSlots, eq(visitSlots.id, visitBookings.slotId))
    .where(and(eq(visitBookings.id, bookingId), isNull(visitBookings.cancelledAt)))
    .for("update", { of: visitBookings });
  return booking;
}

/** Confirms a booked visit still to come and mails the visitor the confirmation with the calendar entry. */
export async function confirmVisitBooking(
  actor: Actor,
  bookingId: number,
  context: CancelContext,
): Promise<ConfirmOutcome> {
  const now = context.now ?? new Date();
  const outcome = await staffChange<ConfirmOutcome>(actor, async (tx) => {
    const booking = await lockedBooking(tx, bookingId);
    if (!booking || booking.confirmedAt) return unchanged("gone");
    if (booking.start.getTime() <= now.getTime()) return unchanged("past");
    const sequence = booking.calendarSequence + 1;
    await tx
      .update(visitBookings)
      .set({ confirmedAt: now, calendarSequence: sequence })
      .where(eq(visitBookings.id, bookingId));
    const mailed = await queueVisitMail(tx, "confirmed", { ...booking, sequence }, { ...context, now });
    return changed(
      "confirmed",
      {
        action: "visit.confirm",
        subject: `visit booking ${bookingId}`,
        details: {
          slotId: booking.slotId,
          leadId: booking.leadId,
          propertyId: booking.propertyId,
          startsAt: booking.start.toISOString(),
          mailed,
        },
      },
      { announces: false },
    );
  });
  if (outcome === "confirmed") wakeOutbox();
  return outcome;
}

/**
 * Moves a booked visit still to come to another slot of its property that is still to come and has
 * a free place; the visitor is told. A confirmed visit stays confirmed at its new time.
 */
export async function moveVisitBooking(
  actor: Actor,
  bookingId: number,
  toSlotId: number,
  context: CancelContext,
): Promise<MoveOutcome> {
  const now = context.now ?? new Date();
  const outcome = await staffChange<MoveOutcome>(actor, async (tx) => {
    const booking = await lockedBooking(tx, bookingId);
    if (!booking) return unchanged("gone");
    if (booking.start.getTime() <= now.getTime()) return unchanged("past");
    // Takes the place as a visitor's booking does: only while one is free, in one statement.
    const [target] = await tx
      .update(visitSlots)
      .set({ booked: sql`${visitSlots.booked} + 1` })
      .where(
        and(
          eq(visitSlots.id, toSlotId),
          ne(visitSlots.id, booking.slotId),
          eq(visitSlots.propertyId, booking.propertyId),
          lt(visitSlots.booked, visitSlots.capacity),
          gt(visitSlots.startsAt, now),
        ),
      )
      .returning({ start: visitSlots.startsAt, end: visitSlots.endsAt });
    if (!target) return unchanged("taken");
    const sequence = booking.calendarSequence + 1;
    await tx
      .update(visitBookings)
      .set({ slotId: toSlotId, calendarSequence: sequence })
      .where(eq(visitBookings.id, bookingId));
    await recountBooked(tx, booking.slotId);
    await recountBooked(tx, toSlotId);
    const mailed = await queueVisitMail(
      tx,
      "moved",
      { ...booking, ...target, sequence, before: { start: booking.start, end: booking.end } },
      { ...context, now },
    );
    return changed(
      "moved",
      {
        action: "visit.move",
        subject: `visit booking ${bookingId}`,
        details: {
          fromSlotId: booking.slotId,
          toSlotId,
          leadId: booking.leadId,
          propertyId: booking.propertyId,
          from: booking.start.toISOString(),
          to: target.start.toISOString(),
          mailed,
        },
      },
      // The place freed and the one taken count as a visitor's booking does: read live.
      { announces: false },
    );
  });
  if (outcome === "moved") wakeOutbox();
  return outcome;
}

/** The slots a booking may move to: its property's others still to come with a free place, soonest first. */
export async function slotsToMoveTo(slotId: number, now = new Date()) {
  const [slot] = await db()
    .select({ propertyId: visitSlots.propertyId })
    .from(visitSlots)
    .where(eq(visitSlots.id, slotId));
  if (!slot) return [];
  return db()
    .select({ id: visitSlots.id, start: visitSlots.startsAt, end: visitSlots.endsAt })
    .from(visitSlots)
    .where(
      and(
        eq(visitSlots.propertyId, slot.propertyId),
        ne(visitSlots.id, slotId),
        gt(visitSlots.startsAt, now),
        lt(visitSlots.booked, visitSlots.capacity),
      ),
    )
    .orderBy(asc(visitSlots.startsAt))
    .limit(60);
}

/** What saving feedback came to: saved, the booking is gone (cancelled), or the visit is still ahead. */
export type FeedbackOutcome = "saved" | "gone" | "ahead";

/**
 * Keeps the agent's feedback on a booked visit that has begun or is over, and whether the owner
 * portal may show it (without the visitor's name); written again, it replaces what was there.
 */
export async function saveVisitFeedback(
  actor: Actor,
  input: { booking: number; feedback: string; forOwner: boolean },
  now = new Date(),
): Promise<FeedbackOutcome> {
  return staffChange<FeedbackOutcome>(actor, async (tx) => {
    const booking = await lockedBooking(tx, input.booking);
    if (!booking) return unchanged("gone");
    if (booking.start.getTime() > now.getTime()) return unchanged("ahead");
    await tx
      .update(visitBookings)
      .set({ feedback: input.feedback, feedbackAt: now, feedbackBy: actor.name, feedbackForOwner: input.forOwner })
      .where(eq(visitBookings.id, input.booking));
    return changed(
      "saved",
      {
        action: "visit.feedback",
        subject: `visit booking ${input.booking}`,
        // What was written stays on the booking: the line says who, for whom, and how long.
        details: {
          leadId: booking.leadId,
          propertyId: booking.propertyId,
          forOwner: input.forOwner,
          length: input.feedback.length,
        },
      },
      { announces: false },
    );
  });
}
