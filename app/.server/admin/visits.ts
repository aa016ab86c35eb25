// Visit slots as the agency plans them: the properties a slot can be added for, the slots of a week
// or still to come with who booked them, adding one slot or a weekly series (deleting one is a
// cancellation's business: visit-cancellation.ts). Every change is written with its audit line in one
// transaction.
import { and, asc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { type SlotSeries, slotSeries } from "../../domain/visit-slot-series.ts";
import type { Language } from "../../i18n/languages.ts";
import { db } from "../db/client.ts";
import { leads, visitBookings, visitSlots } from "../db/lead-schema.ts";
import { properties } from "../db/schema.ts";
import { type Actor, auditSubject } from "./audit.ts";
import { changed, staffChange, unchanged } from "./staff-change.ts";
import { workingStaff, workingStaffName } from "./working-staff.ts";

/** More than any agency plans ahead; a page of slots stays readable and quick. */
export const MAX_LISTED_SLOTS = 200;

/** The list of visits to come (the visits page's list, the overview's "upcoming visits") reaches this far ahead. */
export function comingRange(now: Date): { from: Date; to: Date } {
  return { from: now, to: new Date(now.getTime() + 400 * 86_400_000) };
}
/** The week's grid shows every property's slots of one time as one row, so it holds more. */
export const MAX_WEEK_SLOTS = 600;

export interface VisitProperty {
  id: number;
  title: string;
  city: string;
  street: string | null;
  reference: string | null;
}

/** A property's title in the language, else in any language it has. */
function titleOf(language: Language) {
  return sql<string>`coalesce((select t.title from property_texts t where t.property_id = ${properties.id}
    order by (t.language = ${language}) desc, t.language limit 1), '')`;
}

/** Published properties that can still be visited (not sold, not let), by city and title. */
export async function visitableProperties(language: Language): Promise<VisitProperty[]> {
  const rows = await db()
    .select({
      id: properties.id,
      title: titleOf(language),
      city: properties.city,
      street: properties.street,
      reference: properties.reference,
    })
    .from(properties)
    .where(and(eq(properties.status, "published"), sql`${properties.marquee} not in (3, 4)`))
    .orderBy(asc(properties.city), asc(properties.id));
  return rows.sort((a, b) => a.city.localeCompare(b.city, language) || a.title.localeCompare(b.title, language));
}

export interface SlotBooking {
  id: number;
  leadId: number;
  name: string;
  email: string;
  /** What the visitor typed on the booking form (empty when they typed nothing, or were erased). */
  phone: string;
  message: string;
  bookedAt: Date;
  confirmedAt: Date | null;
  cancelledAt: Date | null;
  /** The agent's feedback after the visit, who wrote it, and whether the owner portal shows it. */
  feedback: string | null;
  feedbackBy: string | null;
  feedbackAt: Date | null;
  feedbackForOwner: boolean;
}

export interface AdminSlot {
  id: number;
  propertyId: number;
  propertyTitle: string;
  propertyCity: string;
  propertyReference: string | null;
  startsAt: Date;
  endsAt: Date;
  capacity: number;
  booked: number;
  /** Who shows the visitors round (their calendar feed has it); null: nobody named. */
  staffId: string | null;
  bookings: SlotBooking[];
}

async function withBookings(
  rows: Omit<AdminSlot, "bookings">[],
  options: { cancelled: boolean } = { cancelled: false },
): Promise<AdminSlot[]> {
  if (rows.length === 0) return [];
  const bookings = await db()
    .select({
      id: visitBookings.id,
      slotId: visitBookings.slotId,
      leadId: visitBookings.leadId,
      name: sql<string>`coalesce(${leads.name}, '')`,
      email: sql<string>`coalesce(${leads.email}, '')`,
      phone: sql<string>`coalesce(${leads.fields}->>'phone', '')`,
      message: sql<string>`coalesce(${leads.fields}->>'remark', '')`,
      bookedAt: visitBookings.createdAt,
      confirmedAt: visitBookings.confirmedAt,
      cancelledAt: visitBookings.cancelledAt,
      feedback: visitBookings.feedback,
      feedbackBy: visitBookings.feedbackBy,
      feedbackAt: visitBookings.feedbackAt,
      feedbackForOwner: visitBookings.feedbackForOwner,
    })
    .from(visitBookings)
    .innerJoin(leads, eq(leads.id, visitBookings.leadId))
    .where(
      and(
        inArray(
          visitBookings.slotId,
          rows.map((row) => row.id),
        ),
        options.cancelled ? undefined : sql`${visitBookings.cancelledAt} is null`,
      ),
    )
    .orderBy(asc(visitBookings.createdAt), asc(visitBookings.id));
  return rows.map((row) => ({
    ...row,
    bookings: bookings.filter((booking) => booking.slotId === row.id).map(({ slotId: _slotId, ...booking }) => booking),
  }));
}

function slotColumns(language: Language) {
  return {
    id: visitSlots.id,
    propertyId: visitSlots.propertyId,
    propertyTitle: titleOf(language),
    propertyCity: properties.city,
    propertyReference: properties.reference,
    startsAt: visitSlots.startsAt,
    endsAt: visitSlots.endsAt,
    capacity: visitSlots.capacity,
    booked: visitSlots.booked,
    staffId: visitSlots.staffId,
  };
}

/**
 * The slots that start in [from, to), of one property or of all, with their live bookings; at most
 * `limit`, and whether more were left out (all properties' slots of a busy week).
 */
export async function slotsBetween(
  from: Date,
  to: Date,
  propertyId: number | null,
  language: Language,
  limit = MAX_LISTED_SLOTS,
): Promise<{ slots: AdminSlot[]; truncated: boolean }> {
  const rows = await db()
    .select(slotColumns(language))
    .from(visitSlots)
    .innerJoin(properties, eq(properties.id, visitSlots.propertyId))
    .where(
      and(
        gte(visitSlots.startsAt, from),
        lt(visitSlots.startsAt, to),
        propertyId === null ? undefined : eq(visitSlots.propertyId, propertyId),
      ),
    )
    .orderBy(asc(visitSlots.startsAt), asc(visitSlots.id))
    .limit(limit + 1);
  return {
    slots: await withBookings(rows.slice(0, limit)),
    truncated: rows.length > limit,
  };
}

/** One slot with every booking it had, cancelled ones included. */
export async function slotDetail(id: number, language: Language): Promise<AdminSlot | undefined> {
  const rows = await db()
    .select(slotColumns(language))
    .from(visitSlots)
    .innerJoin(properties, eq(properties.id, visitSlots.propertyId))
    .where(eq(visitSlots.id, id));
  const [slot] = await withBookings(rows, { cancelled: true });
  return slot;
}

/**
 * Adds one slot, or the same weekday and time for several weeks; null when the property cannot be
 * visited (gone, unpublished, sold or let).
 */
export async function addVisitSlots(
  actor: Actor,
  input: SlotSeries & { propertyId: number; capacity: number },
): Promise<number[] | null> {
  const slots = slotSeries(input);
  return staffChange<number[] | null>(actor, async (tx) => {
    const [property] = await tx
      .select({ id: properties.id })
      .from(properties)
      .where(
        and(
          eq(properties.id, input.propertyId),
          eq(properties.status, "published"),
          sql`${properties.marquee} not in (3, 4)`,
        ),
      );
    if (!property) return unchanged(null);
    const inserted = await tx
      .insert(visitSlots)
      .values(
        slots.map((slot) => ({
          propertyId: input.propertyId,
          startsAt: slot.start,
          endsAt: slot.end,
          capacity: input.capacity,
          // Whoever adds a slot shows the visitors round, until it is given to someone else.
          staffId: actor.id,
        })),
      )
      .returning({ id: visitSlots.id });
    const ids = inserted.map((row) => row.id);
    return changed(
      ids,
      {
        action: "visit-slot.add",
        subject: auditSubject("property", input.propertyId),
        details: {
          slotIds: ids,
          first: slots[0]?.start.toISOString(),
          time: input.time,
          durationMinutes: input.durationMinutes,
          capacity: input.capacity,
          weeks: input.weeks,
        },
      },
      // The property page offers visit times: the slots are published content.
      { announces: true },
    );
  });
}

/** The staff who can hold a slot (workingStaff). */
export const slotHolders = workingStaff;

/**
 * Gives a slot to a staff member (or to nobody: only the managers' calendars then have it); false
 * when the slot is gone or the person cannot hold one. Written with its audit line.
 */
export async function setSlotHolder(actor: Actor, slotId: number, staffId: string | null): Promise<boolean> {
  return staffChange(actor, async (tx) => {
    if (staffId !== null && (await workingStaffName(tx, staffId)) === undefined) return unchanged(false);
    const [before] = await tx.select({ staffId: visitSlots.staffId }).from(visitSlots).where(eq(visitSlots.id, slotId));
    if (!before) return unchanged(false);
    if (before.staffId === staffId) return unchanged(true);
    await tx.update(visitSlots).set({ staffId }).where(eq(visitSlots.id, slotId));
    return changed(
      true,
      { action: "visit-slot.holder", subject: `visit slot ${slotId}`, details: { from: before.staffId, to: staffId } },
      { announces: false },
    );
  });
}
