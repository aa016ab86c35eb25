// Visit slots against PostgreSQL: a booking takes a place in the visitor's transaction, and the
// database, not the page, decides who gets the last one.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertProperty, insertTypes } from "../../../tests/support/catalog-fixtures.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import type { Database } from "../db/client.ts";
import { leads, visitBookings, visitSlots } from "../db/lead-schema.ts";
import { FormRejection } from "./submit-form.ts";
import { bookSlot, formatSlot, freeSlots } from "./visit-slots.ts";

const HOUR = 3_600_000;
const FOR_SALE = 701;
const OTHER = 702;
const SOLD = 703;
const RENTED = 704;
const UNPUBLISHED = 705;

let database: TestDatabase;
let db: Database;

beforeAll(async () => {
  // Two connections at least, so two bookings can really run at the same time.
  database = await createTestDatabase({ max: 4 });
  db = database.db;
  await insertTypes(db);
  await insertProperty(db, { id: FOR_SALE });
  await insertProperty(db, { id: OTHER });
  await insertProperty(db, { id: SOLD, marquee: 3 });
  await insertProperty(db, { id: RENTED, goal: 1, marquee: 4 });
  await insertProperty(db, { id: UNPUBLISHED, status: "unpublished" });
});

afterAll(() => database?.cleanup());

beforeEach(async () => {
  await db.execute("truncate visit_bookings, visit_slots, leads restart identity cascade");
});

async function slot(propertyId: number, startsInHours: number, capacity = 1, booked = 0): Promise<number> {
  const startsAt = new Date(Date.now() + startsInHours * HOUR);
  const [row] = await db
    .insert(visitSlots)
    .values({ propertyId, startsAt, endsAt: new Date(startsAt.getTime() + HOUR / 2), capacity, booked })
    .returning({ id: visitSlots.id });
  if (!row) throw new Error("no slot inserted");
  return row.id;
}

let leadCount = 0;
async function lead(propertyId: number, verified = true): Promise<number> {
  leadCount += 1;
  const [row] = await db
    .insert(leads)
    .values({
      kind: "visit",
      language: "nl",
      propertyId,
      email: `visitor${leadCount}@example.be`,
      name: `Visitor ${leadCount}`,
      fields: {},
      verified,
      submissionKey: `visit-${leadCount}`,
    })
    .returning({ id: leads.id });
  if (!row) throw new Error("no lead inserted");
  return row.id;
}

function book(slotId: number, propertyId: number, leadId: number, verified = true) {
  return db.transaction((tx) => bookSlot(tx, { slotId, propertyId, leadId, verified }));
}

async function bookedOf(slotId: number): Promise<number | undefined> {
  const [row] = await db.select({ booked: visitSlots.booked }).from(visitSlots).where(eq(visitSlots.id, slotId));
  return row?.booked;
}

/** What a booking ended in: the rejection's notice and field errors, or "booked". */
async function outcome(booking: Promise<unknown>) {
  try {
    await booking;
    return "booked";
  } catch (error) {
    if (error instanceof FormRejection) return { notice: error.notice, fieldErrors: error.fieldErrors };
    throw error;
  }
}

describe("bookSlot", () => {
  it("lets bookings without a solved captcha hold only a few of a property's places, never all", async () => {
    const slots = [await slot(FOR_SALE, 24, 5), await slot(FOR_SALE, 48, 5)];
    const unverified = async (slotId: number) => outcome(book(slotId, FOR_SALE, await lead(FOR_SALE, false), false));
    expect(await unverified(slots[0] ?? 0)).toBe("booked");
    expect(await unverified(slots[1] ?? 0)).toBe("booked");
    expect(await unverified(slots[0] ?? 0)).toEqual({ notice: "visitNeedsCheck", fieldErrors: {} });
    // A visitor whose browser solved the captcha still books, and another property is not affected.
    expect(await outcome(book(slots[0] ?? 0, FOR_SALE, await lead(FOR_SALE)))).toBe("booked");
    const other = await slot(OTHER, 24, 5);
    expect(await outcome(book(other, OTHER, await lead(OTHER, false), false))).toBe("booked");
    // Once staff cancel one of them, its place counts no more.
    await db
      .update(visitBookings)
      .set({ cancelledAt: new Date() })
      .where(eq(visitBookings.slotId, slots[1] ?? 0));
    expect(await unverified(slots[1] ?? 0)).toBe("booked");
  });

  it("counts two unverified bookings sent at the same moment one after the other", async () => {
    const slotId = await slot(FOR_SALE, 24, 10);
    const leadIds = await Promise.all([1, 2, 3, 4].map(() => lead(FOR_SALE, false)));
    const outcomes = await Promise.all(leadIds.map((leadId) => outcome(book(slotId, FOR_SALE, leadId, false))));
    expect(outcomes.filter((result) => result === "booked")).toHaveLength(2);
  });

  it("takes a place and records the booking", async () => {
    const slotId = await slot(FOR_SALE, 48, 3, 1);
    const leadId = await lead(FOR_SALE);
    const booked = await book(slotId, FOR_SALE, leadId);

    expect(booked.end.getTime() - booked.start.getTime()).toBe(HOUR / 2);
    expect(await bookedOf(slotId)).toBe(2);
    expect(await db.select().from(visitBookings)).toEqual([expect.objectContaining({ slotId, leadId })]);
  });

  it.each<[string, () => Promise<number>, number]>([
    ["a full slot", () => slot(FOR_SALE, 48, 2, 2), FOR_SALE],
    ["a past slot", () => slot(FOR_SALE, -2), FOR_SALE],
    ["a slot of another property", () => slot(OTHER, 48), FOR_SALE],
    ["a slot that does not exist", async () => 999_999, FOR_SALE],
  ])("%s gives slotTaken and changes nothing", async (_case, makeSlot, propertyId) => {
    const slotId = await makeSlot();
    const before = await bookedOf(slotId);
    const leadId = await lead(propertyId);

    expect(await outcome(book(slotId, propertyId, leadId))).toEqual({
      notice: "slotTaken",
      fieldErrors: { slot: ["slotTaken"] },
    });
    expect(await bookedOf(slotId)).toBe(before);
    expect(await db.select().from(visitBookings)).toEqual([]);
  });

  it.each([
    ["sold", SOLD],
    ["rented", RENTED],
    ["unpublished", UNPUBLISHED],
    ["missing", 999_999],
  ])("a %s property gives unavailable", async (_case, propertyId) => {
    // The slot itself has room: the property's state alone refuses the visit.
    const slotId = propertyId === 999_999 ? await slot(FOR_SALE, 48) : await slot(propertyId, 48);
    const leadId = await lead(FOR_SALE);

    expect(await outcome(book(slotId, propertyId, leadId))).toMatchObject({ notice: "unavailable" });
    expect(await bookedOf(slotId)).toBe(0);
    expect(await db.select().from(visitBookings)).toEqual([]);
  });

  it("of two visitors booking the last place at once, exactly one gets it", async () => {
    const slotId = await slot(FOR_SALE, 24, 1, 0);
    const first = await lead(FOR_SALE);
    const second = await lead(FOR_SALE);

    // Each booking holds its transaction open a moment after taking the place, so both run together.
    const racing = (leadId: number) =>
      db.transaction(async (tx) => {
        const booked = await bookSlot(tx, { slotId, propertyId: FOR_SALE, leadId, verified: true });
        await tx.execute("select pg_sleep(0.2)");
        return booked;
      });
    const results = await Promise.allSettled([racing(first), racing(second)]);

    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const rejected = results.find((result) => result.status === "rejected");
    expect(rejected?.reason).toBeInstanceOf(FormRejection);
    expect(rejected?.reason).toMatchObject({ notice: "slotTaken" });
    expect(await bookedOf(slotId)).toBe(1);
    expect(await db.select().from(visitBookings)).toHaveLength(1);
  });

  it("a booking rolled back with its transaction gives the place back", async () => {
    const slotId = await slot(FOR_SALE, 24);
    const leadId = await lead(FOR_SALE);
    await expect(
      db.transaction(async (tx) => {
        await bookSlot(tx, { slotId, propertyId: FOR_SALE, leadId, verified: true });
        throw new Error("the lead's mails could not be written");
      }),
    ).rejects.toThrow("mails");
    expect(await bookedOf(slotId)).toBe(0);
    expect(await outcome(book(slotId, FOR_SALE, leadId))).toBe("booked");
  });
});

describe("freeSlots", () => {
  it("lists the future slots with room, soonest first", async () => {
    const later = await slot(FOR_SALE, 72, 2, 1);
    const soon = await slot(FOR_SALE, 3);
    await slot(FOR_SALE, 24, 1, 1); // full
    await slot(FOR_SALE, -1); // past
    await slot(OTHER, 5); // another property's
    const middle = await slot(FOR_SALE, 30);

    const rows = await freeSlots(FOR_SALE, db);
    expect(rows.map((row) => row.id)).toEqual([soon, middle, later]);
    expect(rows[0]?.end.getTime()).toBe((rows[0]?.start.getTime() ?? 0) + HOUR / 2);
  });

  it("a slot disappears once its last place is booked", async () => {
    const slotId = await slot(FOR_SALE, 10);
    await book(slotId, FOR_SALE, await lead(FOR_SALE));
    expect(await freeSlots(FOR_SALE, db)).toEqual([]);
  });
});

describe("formatSlot", () => {
  const at = (iso: string, minutes = 30) => ({
    start: new Date(iso),
    end: new Date(new Date(iso).getTime() + minutes * 60_000),
  });

  it("writes the day and the hours in Brussels time, in Dutch", () => {
    // 09:00 UTC in December is 10:00 in Brussels (winter time, UTC+1).
    expect(formatSlot(at("2026-12-01T09:00:00Z"), "nl")).toBe("dinsdag 1 december, 10:00 – 10:30");
  });

  it.each([
    ["fr", /mardi 1 décembre/],
    ["en", /Tuesday,? 1 December/],
    ["de", /Dienstag, 1\. Dezember/],
  ] as const)("in %s the day is in the language", (language, day) => {
    const text = formatSlot(at("2026-12-01T09:00:00Z"), language);
    expect(text).toMatch(day);
    expect(text).toMatch(/, 10:00 – 10:30$/);
  });

  it.each([
    ["winter time (UTC+1)", "2027-03-27T13:00:00Z", 30, "14:00 – 14:30"],
    ["summer time (UTC+2)", "2027-03-29T12:00:00Z", 30, "14:00 – 14:30"],
    ["across the change to summer time", "2027-03-28T00:30:00Z", 60, "01:30 – 03:30"],
    ["across the change back to winter time", "2027-10-31T00:30:00Z", 60, "02:30 – 02:30"],
    ["late evening, the Brussels day already past midnight UTC", "2026-12-01T22:30:00Z", 30, "23:30 – 00:00"],
  ])("%s", (_case, iso, minutes, hours) => {
    expect(formatSlot(at(iso, minutes), "nl")).toMatch(new RegExp(`, ${hours}$`));
  });

  it("the day is the Brussels day, not the UTC day", () => {
    // 23:30 UTC on 30 November is already 1 December, 00:30 in Brussels.
    expect(formatSlot(at("2026-11-30T23:30:00Z"), "nl")).toBe("dinsdag 1 december, 00:30 – 01:00");
  });
});
