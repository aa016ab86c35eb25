// The staff calendar feed against PostgreSQL, read back with a real iCalendar parser: an agent's
// feed holds the booked visits of the slots they hold, a manager's every booked visit; a slot without
// a live booking is not in it; the address is a secret stored as a hash, a new one ends the old (404),
// and a deactivated account's address answers nothing.
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertProperty, insertTypes } from "../../../tests/support/catalog-fixtures.ts";
import { parseCalendar } from "../../../tests/support/ical-feed.ts";
import { startFormTestDatabase, TEST_ORIGIN, useLeadSettings } from "../../../tests/support/lead-form-fixtures.ts";
import type { TestDatabase } from "../../../tests/support/test-database.ts";
import { auditLog, users } from "../db/auth-schema.ts";
import { leads, staffCalendarFeeds, visitBookings, visitSlots } from "../db/lead-schema.ts";
import { calendarFeedSince, calendarFeedText, makeCalendarFeed } from "./calendar-feed.ts";

const HOUSE = 811;
const DAY = 86_400_000;
const AGENT = { id: "feed-agent", name: "An Agent" };
const OTHER_AGENT = { id: "feed-agent-2", name: "Bo Agent" };
const MANAGER = { id: "feed-manager", name: "Mia Manager" };
const context = { origin: TEST_ORIGIN, fallback: "nl" as const };

let database: TestDatabase;

beforeAll(async () => {
  database = await startFormTestDatabase();
  await insertTypes(database.db);
  await insertProperty(database.db, { id: HOUSE, title: "Woning met tuin" });
  await database.db.insert(users).values([
    { ...AGENT, email: "an@agency.test", role: "agent", language: "nl" },
    { ...OTHER_AGENT, email: "bo@agency.test", role: "agent", language: "fr" },
    { ...MANAGER, email: "mia@agency.test", role: "manager", language: "en" },
  ]);
});

afterAll(() => database?.cleanup());

beforeEach(async () => {
  useLeadSettings();
  await database.db.execute(
    "truncate visit_bookings, visit_slots, leads, staff_calendar_feeds, audit_log restart identity cascade",
  );
  await database.db.update(users).set({ active: true });
});

/** A slot some days ahead held by the staff member, booked by the named visitors (a cancelled one too). */
async function slot(
  staffId: string | null,
  daysAhead: number,
  visitors: { name: string; cancelled?: boolean; confirmed?: boolean }[],
) {
  // On a whole minute, as slots are planned (the calendar keeps whole seconds).
  const start = new Date(Math.floor((Date.now() + daysAhead * DAY) / 60_000) * 60_000);
  const [row] = await database.db
    .insert(visitSlots)
    .values({ propertyId: HOUSE, startsAt: start, endsAt: new Date(start.getTime() + 1_800_000), capacity: 5, staffId })
    .returning({ id: visitSlots.id });
  const slotId = row?.id ?? 0;
  for (const [index, visitor] of visitors.entries()) {
    const [lead] = await database.db
      .insert(leads)
      .values({
        kind: "visit",
        language: "nl",
        propertyId: HOUSE,
        email: `v${slotId}-${index}@example.be`,
        name: visitor.name,
        fields: { phone: "0470 12 34 56" },
        verified: true,
        submissionKey: `feed-${slotId}-${index}`,
      })
      .returning({ id: leads.id });
    await database.db.insert(visitBookings).values({
      slotId,
      leadId: lead?.id ?? 0,
      cancelledAt: visitor.cancelled ? new Date() : null,
      confirmedAt: visitor.confirmed ? new Date() : null,
    });
  }
  return slotId;
}

describe("the calendar feed", () => {
  it("gives an agent the booked visits of the slots they hold, a manager all, each read back by a calendar parser", async () => {
    const mine = await slot(AGENT.id, 3, [
      { name: "Zoë Dupré", confirmed: true },
      { name: "Gone", cancelled: true },
    ]);
    const unconfirmed = await slot(AGENT.id, 4, [{ name: "Jan; Peeters, jr." }]);
    await slot(AGENT.id, 5, [{ name: "Only cancelled", cancelled: true }]);
    await slot(AGENT.id, 6, []);
    const theirs = await slot(OTHER_AGENT.id, 3, [{ name: "Someone Else" }]);
    const nobodys = await slot(null, 7, [{ name: "Unheld" }]);
    await slot(AGENT.id, 500, [{ name: "Too far ahead" }]);

    const agentFeed = parseCalendar((await calendarFeedText(await makeCalendarFeed(AGENT), context)) ?? "");
    expect(agentFeed.name).toBe("Bezoeken – An Agent");
    expect(agentFeed.events.map((event) => event.uid)).toEqual([
      `visit-slot-${mine}@www.agency.test`,
      `visit-slot-${unconfirmed}@www.agency.test`,
    ]);
    const [first, second] = agentFeed.events;
    expect(first).toMatchObject({ summary: "Bezoek: Woning met tuin, Halle", status: "CONFIRMED", utc: true });
    expect(first?.description).toBe("Zoë Dupré · 0470 12 34 56 · bevestigd");
    expect(first?.url).toBe(`${TEST_ORIGIN}/admin/visits/${mine}/`);
    expect(second).toMatchObject({
      status: "TENTATIVE",
      description: "Jan; Peeters, jr. · 0470 12 34 56 · nog niet bevestigd",
    });
    const [stored] = await database.db.select().from(visitSlots).where(eq(visitSlots.id, mine));
    expect(first?.start).toEqual(stored?.startsAt);
    expect(first?.end).toEqual(stored?.endsAt);

    const managerFeed = parseCalendar((await calendarFeedText(await makeCalendarFeed(MANAGER), context)) ?? "");
    expect(managerFeed.events.map((event) => event.uid)).toEqual(
      [mine, theirs, unconfirmed, nobodys].map((id) => `visit-slot-${id}@www.agency.test`),
    );
    // The manager's feed is in English and says who shows the visitors round.
    expect(managerFeed.events[1]?.summary).toBe("Visit: Woning met tuin, Halle");
    expect(managerFeed.events[1]?.description).toContain("Shown round by Bo Agent");
  });

  it("keeps only the token's hash; a new address ends the old one, and a deactivated account's answers nothing", async () => {
    await slot(AGENT.id, 3, [{ name: "Zoë Dupré" }]);
    expect(await calendarFeedSince(AGENT.id)).toBeNull();
    const first = await makeCalendarFeed(AGENT);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await database.db.select().from(staffCalendarFeeds);
    expect(row?.tokenHash).toBe(createHash("sha256").update(first).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(first);
    expect(await calendarFeedSince(AGENT.id)).toEqual(row?.createdAt);

    const second = await makeCalendarFeed(AGENT);
    expect(second).not.toBe(first);
    expect(await calendarFeedText(first, context)).toBeUndefined();
    expect(parseCalendar((await calendarFeedText(second, context)) ?? "").events).toHaveLength(1);
    const lines = await database.db.select().from(auditLog).orderBy(auditLog.id);
    expect(lines.map((line) => [line.action, line.details])).toEqual([
      ["calendar-feed.renew", { replaced: false }],
      ["calendar-feed.renew", { replaced: true }],
    ]);

    await database.db.update(users).set({ active: false }).where(eq(users.id, AGENT.id));
    expect(await calendarFeedText(second, context)).toBeUndefined();
  });
});
