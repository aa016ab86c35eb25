// Visit slots in the back office against PostgreSQL: a weekly series written in one go with its audit
// line, a slot only deleted when nobody holds a place, and a booking taken through the visit form and
// then cancelled by the agency: the place is free again, the visitor's mail in their own language
// carries a calendar cancellation of the very entry their invitation added, and the audit says who.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertProperty, insertTypes } from "../../../tests/support/catalog-fixtures.ts";
import {
  actionContext,
  answerOf,
  filledToken,
  formPost,
  solvedCaptcha,
  startFormTestDatabase,
  TEST_ORIGIN,
  useLeadSettings,
} from "../../../tests/support/lead-form-fixtures.ts";
import type { TestDatabase } from "../../../tests/support/test-database.ts";
import { brusselsDay } from "../../domain/brussels-day.ts";
import { brusselsInstant } from "../../domain/visit-slot-series.ts";
import { auditLog } from "../db/auth-schema.ts";
import { leads, outgoingMails, visitBookings, visitSlots } from "../db/lead-schema.ts";
import { visitFormAction } from "../leads/visit-form-action.ts";
import { siteData } from "../site-settings.ts";
import { dashboardCounts } from "./dashboard.ts";
import { cancelVisitBooking } from "./visit-cancellation.ts";
import { addVisitSlots, deleteVisitSlot, slotDetail, slotsBetween, visitableProperties } from "./visits.ts";

const HOUSE = 801;
const SOLD = 802;
const ACTOR = { id: null, name: "Jan De Smet" };
const DAY = 86_400_000;

let database: TestDatabase;

beforeAll(async () => {
  database = await startFormTestDatabase();
  await insertTypes(database.db);
  await insertProperty(database.db, { id: HOUSE, title: "Woning met tuin", titleFr: "Maison avec jardin" });
  await insertProperty(database.db, { id: SOLD, marquee: 3 });
});

afterAll(() => database?.cleanup());

beforeEach(async () => {
  useLeadSettings();
  await database.db.execute(
    "truncate visit_bookings, visit_slots, leads, outgoing_mails, audit_log restart identity cascade",
  );
});

/** A day some weeks ahead, so that every slot of a series is still to come. */
function futureDate(daysAhead: number): string {
  return brusselsDay(new Date(Date.now() + daysAhead * DAY));
}

async function slotsOf(propertyId: number) {
  return database.db
    .select()
    .from(visitSlots)
    .where(eq(visitSlots.propertyId, propertyId))
    .orderBy(visitSlots.startsAt);
}

describe("adding slots", () => {
  it("writes a weekly series at the same Brussels time, each with its capacity, and audits it once", async () => {
    const date = futureDate(10);
    const ids = await addVisitSlots(ACTOR, {
      propertyId: HOUSE,
      date,
      time: "10:30",
      durationMinutes: 45,
      capacity: 3,
      weeks: 4,
    });
    expect(ids).toHaveLength(4);
    const slots = await slotsOf(HOUSE);
    expect(slots.map((slot) => slot.id)).toEqual(ids);
    for (const [week, slot] of slots.entries()) {
      const day = brusselsDay(new Date(brusselsInstant(date, "12:00").getTime() + week * 7 * DAY));
      expect(slot.startsAt).toEqual(brusselsInstant(day, "10:30"));
      expect(slot.endsAt.getTime() - slot.startsAt.getTime()).toBe(45 * 60_000);
      expect(slot.capacity).toBe(3);
      expect(slot.booked).toBe(0);
    }
    const lines = await database.db.select().from(auditLog);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      actorName: "Jan De Smet",
      action: "visit-slot.add",
      subject: `property ${HOUSE}`,
      details: { slotIds: ids, weeks: 4, capacity: 3 },
    });
  });

  it("adds nothing for a property that cannot be visited", async () => {
    const input = { date: futureDate(3), time: "10:00", durationMinutes: 30, capacity: 1, weeks: 2 };
    expect(await addVisitSlots(ACTOR, { ...input, propertyId: SOLD })).toBeNull();
    expect(await addVisitSlots(ACTOR, { ...input, propertyId: 999_999 })).toBeNull();
    expect(await database.db.select().from(visitSlots)).toEqual([]);
    expect(await database.db.select().from(auditLog)).toEqual([]);
  });

  it("offers only properties that can still be visited", async () => {
    const offered = await visitableProperties("fr");
    expect(offered.map((property) => property.id)).toEqual([HOUSE]);
    expect(offered[0]?.title).toBe("Maison avec jardin");
  });

  it("lists the slots of a week, of one property or of all", async () => {
    const date = futureDate(20);
    await addVisitSlots(ACTOR, { propertyId: HOUSE, date, time: "09:00", durationMinutes: 30, capacity: 1, weeks: 2 });
    const from = brusselsInstant(date, "00:00");
    const week = await slotsBetween(from, new Date(from.getTime() + 7 * DAY), null, "nl");
    expect(week.truncated).toBe(false);
    expect(week.slots).toHaveLength(1);
    expect(week.slots[0]).toMatchObject({ propertyId: HOUSE, propertyTitle: "Woning met tuin", bookings: [] });
    expect(await slotsBetween(from, new Date(from.getTime() + 7 * DAY), SOLD, "nl")).toEqual({
      slots: [],
      truncated: false,
    });
  });
});

/** A visitor books the slot through the property's visit form, in French. */
async function bookThroughTheForm(slotId: number, email: string) {
  const request = formPost({
    formToken: filledToken("visit"),
    altcha: await solvedCaptcha(),
    slot: String(slotId),
    title: "ms",
    firstName: "Zoë",
    lastName: "Dupré",
    email,
    phone: "0470 12 34 56",
  });
  const action = await actionContext(request, "fr", {
    propertyId: HOUSE,
    about: { title: "Maison avec jardin (Halle)", url: `${TEST_ORIGIN}/fr/a-vendre/halle/maison/${HOUSE}/` },
  });
  expect(answerOf(await visitFormAction(action)).status).toBe(303);
  const [booking] = await database.db
    .select({ id: visitBookings.id, leadId: visitBookings.leadId })
    .from(visitBookings)
    .innerJoin(leads, eq(leads.id, visitBookings.leadId))
    .where(eq(leads.email, email));
  if (!booking) throw new Error("the visit was not booked");
  return booking;
}

function calendarOf(mail: { attachments: { content: string }[] } | undefined): string[] {
  return (mail?.attachments[0]?.content ?? "").replace(/\r\n /g, "").split("\r\n");
}

describe("cancelling a booking", () => {
  it("frees the place, mails the visitor a calendar cancellation of their invitation and audits it", async () => {
    const [slotId] = (await addVisitSlots(ACTOR, {
      propertyId: HOUSE,
      date: futureDate(5),
      time: "14:00",
      durationMinutes: 30,
      capacity: 2,
      weeks: 1,
    })) ?? [0];
    const booking = await bookThroughTheForm(slotId ?? 0, "zoe@example.be");
    expect((await slotsOf(HOUSE))[0]?.booked).toBe(1);
    const listed = await slotDetail(slotId ?? 0, "nl");
    expect(listed?.bookings).toEqual([
      { id: booking.id, leadId: booking.leadId, name: "Mme Zoë Dupré", email: "zoe@example.be", cancelledAt: null },
    ]);

    expect((await dashboardCounts()).visits).toBe(1);
    const { settings } = await siteData();
    const now = new Date();
    expect(await cancelVisitBooking(ACTOR, booking.id, { settings, origin: TEST_ORIGIN, now })).toBe("cancelled");
    // The dashboard's coming visits no longer count it.
    expect((await dashboardCounts()).visits).toBe(0);

    expect((await slotsOf(HOUSE))[0]?.booked).toBe(0);
    const [cancelled] = await database.db.select().from(visitBookings).where(eq(visitBookings.id, booking.id));
    expect(cancelled?.cancelledAt).toEqual(now);

    const mails = await database.db
      .select()
      .from(outgoingMails)
      .where(eq(outgoingMails.leadId, booking.leadId))
      .orderBy(outgoingMails.id);
    const invitation = mails.find((mail) => mail.purpose === "visitor-confirmation");
    const cancellation = mails.find((mail) => mail.purpose === "visit-cancellation");
    // Nothing the visitor typed, not even their name, goes to an address nobody confirmed.
    expect(cancellation?.recipient).toEqual({ name: "", address: "zoe@example.be" });
    expect(cancellation?.text).not.toContain("Dupré");
    // The captcha was solved: the mail leaves at once.
    expect(cancellation?.heldAt).toBeNull();
    expect(cancellation?.subject).toMatch(/^Votre visite du .+ est annulée$/);
    expect(cancellation?.text).toContain("Nous devons malheureusement annuler votre visite");
    expect(cancellation?.text).toContain("Maison avec jardin (Halle)");
    expect(cancellation?.attachments[0]).toMatchObject({
      filename: "visit-cancelled.ics",
      contentType: "text/calendar; method=CANCEL",
    });
    const uidOf = (lines: string[]) => lines.find((line) => line.startsWith("UID:"));
    const cancel = calendarOf(cancellation);
    expect(cancel).toContain("METHOD:CANCEL");
    expect(cancel).toContain("STATUS:CANCELLED");
    expect(uidOf(cancel)).toBe(`UID:visit-${booking.leadId}@www.agency.test`);
    expect(uidOf(cancel)).toBe(uidOf(calendarOf(invitation)));
    const dtStart = (lines: string[]) => lines.find((line) => line.startsWith("DTSTART:"));
    expect(dtStart(cancel)).toBe(dtStart(calendarOf(invitation)));

    const lines = await database.db.select().from(auditLog).where(eq(auditLog.action, "visit.cancel"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      actorName: "Jan De Smet",
      subject: `visit booking ${booking.id}`,
      details: { slotId, leadId: booking.leadId, propertyId: HOUSE },
    });
  });

  it("happens once: a second cancellation frees no second place and sends no second mail", async () => {
    const [slotId] = (await addVisitSlots(ACTOR, {
      propertyId: HOUSE,
      date: futureDate(6),
      time: "11:00",
      durationMinutes: 30,
      capacity: 2,
      weeks: 1,
    })) ?? [0];
    const first = await bookThroughTheForm(slotId ?? 0, "first@example.be");
    await bookThroughTheForm(slotId ?? 0, "second@example.be");
    const { settings } = await siteData();
    const context = { settings, origin: TEST_ORIGIN };
    const outcomes = await Promise.all([
      cancelVisitBooking(ACTOR, first.id, context),
      cancelVisitBooking(ACTOR, first.id, context),
    ]);
    expect(outcomes.sort()).toEqual(["cancelled", "gone"]);
    expect((await slotsOf(HOUSE))[0]?.booked).toBe(1);
    const cancellations = await database.db
      .select()
      .from(outgoingMails)
      .where(and(eq(outgoingMails.purpose, "visit-cancellation")));
    expect(cancellations).toHaveLength(1);
  });

  it("leaves a visit that has begun alone, and a slot with a booking cannot be deleted until it is cancelled", async () => {
    const [slotId] = (await addVisitSlots(ACTOR, {
      propertyId: HOUSE,
      date: futureDate(2),
      time: "16:00",
      durationMinutes: 30,
      capacity: 1,
      weeks: 1,
    })) ?? [0];
    const booking = await bookThroughTheForm(slotId ?? 0, "late@example.be");
    const { settings } = await siteData();
    const later = new Date(Date.now() + 30 * DAY);
    expect(await cancelVisitBooking(ACTOR, booking.id, { settings, origin: TEST_ORIGIN, now: later })).toBe("past");
    expect(await deleteVisitSlot(ACTOR, slotId ?? 0)).toBe(false);
    expect(await cancelVisitBooking(ACTOR, booking.id, { settings, origin: TEST_ORIGIN })).toBe("cancelled");
    expect(await deleteVisitSlot(ACTOR, slotId ?? 0)).toBe(true);
    expect(await slotsOf(HOUSE)).toEqual([]);
    expect(await database.db.select({ action: auditLog.action }).from(auditLog).orderBy(auditLog.id)).toEqual([
      { action: "visit-slot.add" },
      { action: "visit.cancel" },
      { action: "visit-slot.delete" },
    ]);
  });
});
