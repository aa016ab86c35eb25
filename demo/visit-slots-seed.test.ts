// The demo's visit slots follow the clock: whatever day the demo is seeded, its slots lie ahead, at
// the agency's usual hours in Brussels, in winter and in summer time alike.
import { describe, expect, it } from "vitest";
import { brusselsTime, visitSlotRows } from "./visit-slots-seed.ts";

const brussels = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Brussels",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** The wall clock in Brussels at an instant. */
function wallClock(instant: Date) {
  const parts = Object.fromEntries(brussels.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

const MINUTE = 60_000;

describe("brusselsTime", () => {
  it.each([
    ["winter (UTC+1)", "2026-12-01T12:00:00Z", 10, "2026-12-01T09:00:00.000Z"],
    ["summer (UTC+2)", "2027-07-15T12:00:00Z", 10, "2027-07-15T08:00:00.000Z"],
    ["the Sunday summer time starts", "2027-03-28T12:00:00Z", 10, "2027-03-28T08:00:00.000Z"],
    ["the Saturday before it", "2027-03-27T12:00:00Z", 17, "2027-03-27T16:00:00.000Z"],
    ["the Sunday winter time returns", "2027-10-31T12:00:00Z", 14, "2027-10-31T13:00:00.000Z"],
    ["midnight in winter", "2026-12-01T12:00:00Z", 0, "2026-11-30T23:00:00.000Z"],
  ])("%s", (_case, date, hour, expected) => {
    expect(brusselsTime(new Date(date), hour).toISOString()).toBe(expected);
  });

  // Hours 0 to 21 on a winter and a summer day: the Brussels clock shows the hour, on that day.
  const hours = Array.from({ length: 22 }, (_, hour) => hour);
  it.each(["2026-01-14", "2026-08-14"])("every hour up to 21:00 on %s", (day) => {
    for (const hour of hours) {
      const shown = wallClock(brusselsTime(new Date(`${day}T06:00:00Z`), hour));
      expect.soft(shown, `hour ${hour}`).toEqual({ day, hour, minute: 0, second: 0 });
    }
  });

  // The guess at 23:00 UTC shows 00 in Brussels: the correction must not wrap past midnight.
  it.each([
    ["2026-01-14", 23],
    ["2026-08-14", 22],
    ["2026-08-14", 23],
  ])("a late hour on %s at %i:00 stays on that day", (day, hour) => {
    expect(wallClock(brusselsTime(new Date(`${day}T06:00:00Z`), hour))).toEqual({ day, hour, minute: 0, second: 0 });
  });
});

describe("visitSlotRows", () => {
  const visits = [
    { propertyId: 1, full: false },
    { propertyId: 2, full: false },
    { propertyId: 3, full: true },
    { propertyId: 4, full: false },
  ];

  // Seeded at various moments: winter, summer, just before the clocks change, late in the Brussels
  // evening (already the next day there) and just after midnight UTC.
  const nows = [
    "2026-01-14T09:00:00Z",
    "2026-07-01T15:30:00Z",
    "2027-03-26T22:00:00Z",
    "2027-10-29T23:45:00Z",
    "2026-11-23T23:30:00Z",
    "2026-12-31T00:05:00Z",
  ];

  it.each(nows)("seeded at %s: every slot lies ahead, at 10, 14 or 17 in Brussels, 30 minutes long", (iso) => {
    const now = new Date(iso);
    const rows = visitSlotRows(visits, now);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect.soft(row.startsAt.getTime(), row.startsAt.toISOString()).toBeGreaterThan(now.getTime());
      const shown = wallClock(row.startsAt);
      expect.soft([10, 14, 17], row.startsAt.toISOString()).toContain(shown.hour);
      expect.soft(shown.minute).toBe(0);
      expect.soft(row.endsAt.getTime() - row.startsAt.getTime()).toBe(30 * MINUTE);
    }
  });

  it.each(nows)("seeded at %s: every property gets slots, the full ones only booked ones", (iso) => {
    const rows = visitSlotRows(visits, new Date(iso));
    for (const { propertyId, full } of visits) {
      const own = rows.filter((row) => row.propertyId === propertyId);
      expect(own.length).toBeGreaterThan(0);
      for (const row of own) {
        expect(row.capacity).toBeGreaterThan(0);
        expect(row.booked).toBe(full ? row.capacity : 0);
      }
    }
  });

  it("slots of a property are within eight weeks, on different days, in order", () => {
    const now = new Date("2026-07-01T15:30:00Z");
    for (const { propertyId } of visits) {
      const starts = visitSlotRows(visits, now)
        .filter((row) => row.propertyId === propertyId)
        .map((row) => row.startsAt.getTime());
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      expect(new Set(starts.map((start) => wallClock(new Date(start)).day)).size).toBe(starts.length);
      expect(Math.max(...starts) - now.getTime()).toBeLessThan(8 * 7 * 86_400_000);
    }
  });

  it("follows the clock: a later seed gives later slots", () => {
    const early = visitSlotRows(visits, new Date("2026-01-14T09:00:00Z"));
    const late = visitSlotRows(visits, new Date("2026-03-14T09:00:00Z"));
    expect(late.length).toBe(early.length);
    expect(Math.min(...late.map((row) => row.startsAt.getTime()))).toBeGreaterThan(
      Math.max(...early.map((row) => row.startsAt.getTime())),
    );
  });

  it("no visits, no slots", () => {
    expect(visitSlotRows([], new Date())).toEqual([]);
  });
});
