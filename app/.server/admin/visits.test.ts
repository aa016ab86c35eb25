// Visit slots in the back office against PostgreSQL: a weekly series written in one go with its audit
// line; a booking taken through the visit form, then confirmed, moved or cancelled by the agency (the
// visitor's mail in their own language carries the very calendar entry their invitation added, sent
// again with a higher sequence), a slot freed or deleted with its visitors told, a visit held left
// alone; each slot's count of taken places equal to its bookings after every change, and the audit says who.
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
import { history, visits as ownerVisits } from "../owner/owner-portal.ts";
import { siteData } from "../site-settings.ts";
import { dashboard } from "./dashboard.ts";
import { confirmVisitBooking, moveVisitBooking, saveVisitFeedback, slotsToMoveTo } from "./visit-bookings.ts";
import { cancelVisitBooking, deleteVisitSlot, freeVisitSlot } from "./visit-cancellation.ts";
import { addVisitSlots, slotDetail, slotsBetween, visitableProperties } from "./visits.ts";

const HOUSE = 801;
const SOLD = 802;
const OTHER = 803;
const ACTOR = { id: null, name: "Jan De Smet" };
const DAY = 86_400_000;

/** The overview's "upcoming visits" tile. */
async function comingVisits(): Promise<number | undefined> {
  const { tiles } = await dashboard({ id: "viewer", language: "nl", fallback: "nl" });
  return tiles.find((tile) => tile.key === "visitsComing")?.count;
}

let database: TestDatabase;

beforeAll(async () => {
  database = await startFormTestDatabase();
  await insertTypes(database.db);
  await insertProperty(database.db, { id: HOUSE, title: "Woning met tuin", titleFr: "Maison avec jardin" });
  await insertProperty(database.db, { id: SOLD, marquee: 3 });
  await insertProperty(database.db, { id: OTHER, marquee: 4 });
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
async function bookThroughTheForm(slotId: number, email: string, remark = "") {
  const request = formPost({
    formToken: filledToken("visit"),
    altcha: await solvedCaptcha(),
    slot: String(slotId),
    title: "ms",
    firstName: "Zoë",
    lastName: "Dupré",
    email,
    phone: "0470 12 34 56",
    ...(remark ? { remark } : {}),
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
    const booking = await bookThroughTheForm(slotId ?? 0, "zoe@example.be", "Avec un chien ; est-ce un souci ?");
    expect((await slotsOf(HOUSE))[0]?.booked).toBe(1);
    const listed = await slotDetail(slotId ?? 0, "nl");
    expect(listed?.bookings).toEqual([
      {
        id: booking.id,
        leadId: booking.leadId,
        name: "Mme Zoë Dupré",
        email: "zoe@example.be",
        phone: "0470 12 34 56",
        message: "Avec un chien ; est-ce un souci ?",
        bookedAt: expect.any(Date),
        confirmedAt: null,
        cancelledAt: null,
        feedback: null,
        feedbackBy: null,
        feedbackAt: null,
        feedbackForOwner: false,
      },
    ]);

    expect(await comingVisits()).toBe(1);
    const { settings } = await siteData();
    const now = new Date();
    expect(await cancelVisitBooking(ACTOR, booking.id, { settings, origin: TEST_ORIGIN, now })).toBe("cancelled");
    // The dashboard's coming visits no longer count it.
    expect(await comingVisits()).toBe(0);

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

  it("leaves a visit that has begun alone: neither cancelled, freed nor deleted", async () => {
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
    const then = { settings, origin: TEST_ORIGIN, now: later };
    expect(await cancelVisitBooking(ACTOR, booking.id, then)).toBe("past");
    expect(await freeVisitSlot(ACTOR, slotId ?? 0, then)).toBe("past");
    expect(await deleteVisitSlot(ACTOR, slotId ?? 0, then)).toBe("held");
    expect(await confirmVisitBooking(ACTOR, booking.id, then)).toBe("past");
    expect((await slotsOf(HOUSE))[0]?.booked).toBe(1);
    expect(await database.db.select({ action: auditLog.action }).from(auditLog)).toEqual([
      { action: "visit-slot.add" },
    ]);
  });
});

/** A slot of its own for the house, some days ahead. */
async function slotAhead(daysAhead: number, time: string, capacity: number, propertyId = HOUSE): Promise<number> {
  const [id] = (await addVisitSlots(ACTOR, {
    propertyId,
    date: futureDate(daysAhead),
    time,
    durationMinutes: 30,
    capacity,
    weeks: 1,
  })) ?? [0];
  return id ?? 0;
}

async function mailsOf(leadId: number, purpose: string) {
  return database.db
    .select()
    .from(outgoingMails)
    .where(and(eq(outgoingMails.leadId, leadId), eq(outgoingMails.purpose, purpose)));
}

/** Each slot's count of taken places against its live bookings: equal, always. */
async function countsAgree(): Promise<boolean> {
  const result = await database.db.execute<{ wrong: number }>(
    `select count(*)::int as wrong from visit_slots s
      where s.booked <> (select count(*) from visit_bookings b where b.slot_id = s.id and b.cancelled_at is null)`,
  );
  return result.rows[0]?.wrong === 0;
}

describe("freeing and deleting a slot", () => {
  it("frees a slot: every booking cancelled, each visitor mailed, each with its audit line; the slot stays", async () => {
    const slotId = await slotAhead(7, "10:00", 3);
    const first = await bookThroughTheForm(slotId, "one@example.be");
    const second = await bookThroughTheForm(slotId, "two@example.be");
    const { settings } = await siteData();
    expect(await freeVisitSlot(ACTOR, slotId, { settings, origin: TEST_ORIGIN })).toEqual({ freed: 2 });
    expect((await slotsOf(HOUSE))[0]?.booked).toBe(0);
    expect(await countsAgree()).toBe(true);
    for (const booking of [first, second]) {
      const [mail] = await mailsOf(booking.leadId, "visit-cancellation");
      expect(calendarOf(mail)).toContain("STATUS:CANCELLED");
    }
    const lines = await database.db.select().from(auditLog).where(eq(auditLog.action, "visit.cancel"));
    expect(lines.map((line) => line.subject).sort()).toEqual(
      [`visit booking ${first.id}`, `visit booking ${second.id}`].sort(),
    );
    // Nothing left to free: nothing written.
    expect(await freeVisitSlot(ACTOR, slotId, { settings, origin: TEST_ORIGIN })).toEqual({ freed: 0 });
    expect(await database.db.select().from(auditLog).where(eq(auditLog.action, "visit.cancel"))).toHaveLength(2);
  });

  it("deletes a slot still to come with its bookings, each visitor told first; a slot gone is gone", async () => {
    const slotId = await slotAhead(8, "15:00", 2);
    const booking = await bookThroughTheForm(slotId, "gone@example.be");
    const { settings } = await siteData();
    const outcome = await deleteVisitSlot(ACTOR, slotId, { settings, origin: TEST_ORIGIN });
    expect(outcome).toMatchObject({ deleted: { propertyId: HOUSE, cancelled: 1 } });
    expect(await slotsOf(HOUSE)).toEqual([]);
    expect(await mailsOf(booking.leadId, "visit-cancellation")).toHaveLength(1);
    expect(await database.db.select({ action: auditLog.action }).from(auditLog).orderBy(auditLog.id)).toEqual([
      { action: "visit-slot.add" },
      { action: "visit.cancel" },
      { action: "visit-slot.delete" },
    ]);
    expect(await deleteVisitSlot(ACTOR, slotId, { settings, origin: TEST_ORIGIN })).toBe("gone");
  });
});

describe("confirming and moving a booking", () => {
  it("confirms once: the visitor's mail in French carries their entry, confirmed, under the same UID", async () => {
    const slotId = await slotAhead(9, "10:00", 1);
    const booking = await bookThroughTheForm(slotId, "confirm@example.be");
    const { settings } = await siteData();
    const now = new Date();
    const context = { settings, origin: TEST_ORIGIN, now };
    expect(await confirmVisitBooking(ACTOR, booking.id, context)).toBe("confirmed");
    expect(await confirmVisitBooking(ACTOR, booking.id, context)).toBe("gone");
    const [row] = await database.db.select().from(visitBookings).where(eq(visitBookings.id, booking.id));
    expect(row?.confirmedAt).toEqual(now);
    const mails = await mailsOf(booking.leadId, "visit-confirmation");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^Votre visite du .+ est confirmée$/);
    expect(mails[0]?.recipient).toEqual({ name: "", address: "confirm@example.be" });
    expect(mails[0]?.attachments[0]?.contentType).toBe("text/calendar; method=PUBLISH");
    const calendar = calendarOf(mails[0]);
    expect(calendar).toContain("STATUS:CONFIRMED");
    expect(calendar).toContain("SEQUENCE:1");
    const [invitation] = await mailsOf(booking.leadId, "visitor-confirmation");
    expect(calendar.find((line) => line.startsWith("UID:"))).toBe(
      calendarOf(invitation).find((line) => line.startsWith("UID:")),
    );
    // Cancelled later: the cancellation outranks the confirmation in the visitor's calendar.
    expect(await cancelVisitBooking(ACTOR, booking.id, context)).toBe("cancelled");
    expect(calendarOf((await mailsOf(booking.leadId, "visit-cancellation"))[0])).toContain("SEQUENCE:2");
    expect(await confirmVisitBooking(ACTOR, booking.id, context)).toBe("gone");
    const actions = await database.db.select({ action: auditLog.action }).from(auditLog).orderBy(auditLog.id);
    expect(actions.map((line) => line.action)).toEqual(["visit-slot.add", "visit.confirm", "visit.cancel"]);
  });

  it("moves to a free slot of the same property only, counts kept right, the visitor told of both times", async () => {
    const from = await slotAhead(10, "10:00", 1);
    const to = await slotAhead(11, "14:00", 1);
    const full = await slotAhead(12, "14:00", 1);
    const elsewhere = await insertOtherPropertySlot();
    const booking = await bookThroughTheForm(from, "move@example.be");
    await bookThroughTheForm(full, "full@example.be");
    expect((await slotsToMoveTo(from)).map((slot) => slot.id)).toEqual([to]);
    const { settings } = await siteData();
    const context = { settings, origin: TEST_ORIGIN };
    expect(await moveVisitBooking(ACTOR, booking.id, full, context)).toBe("taken");
    expect(await moveVisitBooking(ACTOR, booking.id, elsewhere, context)).toBe("taken");
    expect(await moveVisitBooking(ACTOR, booking.id, from, context)).toBe("taken");
    expect(await moveVisitBooking(ACTOR, booking.id, to, context)).toBe("moved");
    const booked = Object.fromEntries((await slotsOf(HOUSE)).map((slot) => [slot.id, slot.booked]));
    expect(booked).toEqual({ [from]: 0, [to]: 1, [full]: 1 });
    expect(await countsAgree()).toBe(true);
    const [row] = await database.db.select().from(visitBookings).where(eq(visitBookings.id, booking.id));
    expect(row?.slotId).toBe(to);
    const [mail] = await mailsOf(booking.leadId, "visit-move");
    expect(mail?.subject).toMatch(/^Votre visite est déplacée au /);
    expect(mail?.text).toContain("Au lieu du : ");
    const [toSlot] = await database.db.select().from(visitSlots).where(eq(visitSlots.id, to));
    const stamp = (toSlot?.startsAt.toISOString() ?? "").replace(/[-:]|\.\d{3}/g, "");
    expect(calendarOf(mail)).toContain(`DTSTART:${stamp}`);
    expect(calendarOf(mail)).toContain("SEQUENCE:1");
    const [line] = await database.db.select().from(auditLog).where(eq(auditLog.action, "visit.move"));
    expect(line).toMatchObject({ actorName: "Jan De Smet", details: { fromSlotId: from, toSlotId: to } });
  });

  it("counts the coming visits on the overview as the slots count their taken places", async () => {
    const slotId = await slotAhead(13, "17:00", 2);
    await bookThroughTheForm(slotId, "a@example.be");
    await bookThroughTheForm(slotId, "b@example.be");
    const taken = await database.db.execute<{ n: number }>(
      "select coalesce(sum(booked), 0)::int as n from visit_slots where starts_at > now()",
    );
    expect(await comingVisits()).toBe(taken.rows[0]?.n);
    expect(await comingVisits()).toBe(2);
  });
});

describe("feedback after a visit", () => {
  it("is kept once the visit has begun, and shown in the owner's history only when written for the owner", async () => {
    const slotId = await slotAhead(2, "10:00", 2);
    const shared = await bookThroughTheForm(slotId, "shared@example.be");
    const internal = await bookThroughTheForm(slotId, "internal@example.be");
    const input = { booking: shared.id, feedback: "Vond de tuin mooi; vraagt naar het dak.", forOwner: true };
    expect(await saveVisitFeedback(ACTOR, input)).toBe("ahead");
    const later = new Date(Date.now() + 3 * DAY);
    expect(await saveVisitFeedback(ACTOR, input, later)).toBe("saved");
    expect(
      await saveVisitFeedback(
        ACTOR,
        { booking: internal.id, feedback: "Niet geïnteresseerd.", forOwner: false },
        later,
      ),
    ).toBe("saved");
    const [row] = await database.db.select().from(visitBookings).where(eq(visitBookings.id, shared.id));
    expect(row).toMatchObject({
      feedback: input.feedback,
      feedbackBy: "Jan De Smet",
      feedbackAt: later,
      feedbackForOwner: true,
    });

    const visits = await ownerVisits(HOUSE, later);
    expect(new Set(visits.map((visit) => visit.feedback))).toEqual(new Set([input.feedback, null]));
    const told = (await history(HOUSE, new Date("2025-01-01T00:00:00Z"), visits)).filter(
      (event) => event.kind === "visit",
    );
    expect(told).toHaveLength(2);
    expect(told.filter((event) => "feedback" in event)).toEqual([
      { kind: "visit", at: expect.any(String), feedback: input.feedback },
    ]);
    // Nothing the visitor typed nor their name goes with it.
    expect(JSON.stringify(told)).not.toContain("Dupré");
    const lines = await database.db.select().from(auditLog).where(eq(auditLog.action, "visit.feedback"));
    expect(lines.map((line) => line.details)).toEqual([
      { leadId: shared.leadId, propertyId: HOUSE, forOwner: true, length: input.feedback.length },
      { leadId: internal.leadId, propertyId: HOUSE, forOwner: false, length: 20 },
    ]);
  });
});

/** A slot of another visitable property: a booking may not move there. */
async function insertOtherPropertySlot(): Promise<number> {
  const [row] = await database.db
    .insert(visitSlots)
    .values({
      propertyId: OTHER,
      startsAt: new Date(Date.now() + 14 * DAY),
      endsAt: new Date(Date.now() + 14 * DAY + 1_800_000),
      capacity: 1,
    })
    .returning({ id: visitSlots.id });
  return row?.id ?? 0;
}
