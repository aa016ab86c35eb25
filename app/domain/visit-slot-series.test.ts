import { describe, expect, it } from "vitest";
import { addDays, brusselsDay, isIsoDay, mondayOf } from "./brussels-day.ts";
import { brusselsInstant, slotSeries } from "./visit-slot-series.ts";

describe("brusselsInstant", () => {
  it.each([
    ["2026-01-15", "10:00", "2026-01-15T09:00:00.000Z"],
    ["2026-07-15", "10:00", "2026-07-15T08:00:00.000Z"],
    // The nights the clocks change: before and after.
    ["2026-03-28", "23:30", "2026-03-28T22:30:00.000Z"],
    ["2026-03-29", "04:00", "2026-03-29T02:00:00.000Z"],
    ["2026-10-24", "23:30", "2026-10-24T21:30:00.000Z"],
    ["2026-10-25", "04:00", "2026-10-25T03:00:00.000Z"],
    ["2026-12-31", "23:45", "2026-12-31T22:45:00.000Z"],
  ])("%s %s in Brussels is %s", (date, time, expected) => {
    expect(brusselsInstant(date, time).toISOString()).toBe(expected);
  });

  it("refuses what is not a day or a time", () => {
    expect(() => brusselsInstant("2026-02-30", "10:00")).toThrow(RangeError);
    expect(() => brusselsInstant("2026-02-01", "24:00")).toThrow(RangeError);
  });
});

describe("calendar days", () => {
  it.each([
    ["2026-11-23", "2026-11-23"],
    ["2026-11-29", "2026-11-23"],
    ["2026-11-25", "2026-11-23"],
    ["2027-01-01", "2026-12-28"],
  ])("the week of %s starts on Monday %s", (date, monday) => {
    expect(mondayOf(date)).toBe(monday);
  });

  it("adds days across months and years", () => {
    expect(addDays("2026-12-28", 7)).toBe("2027-01-04");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("reads an instant's day in Brussels, not in UTC", () => {
    expect(brusselsDay(new Date("2026-11-22T23:30:00Z"))).toBe("2026-11-23");
    expect(brusselsDay(new Date("2026-07-01T21:59:00Z"))).toBe("2026-07-01");
    expect(brusselsDay(new Date("2026-07-01T22:00:00Z"))).toBe("2026-07-02");
  });

  it("knows real days", () => {
    expect(isIsoDay("2028-02-29")).toBe(true);
    expect(isIsoDay("2026-02-29")).toBe(false);
    expect(isIsoDay("26-02-01")).toBe(false);
  });
});

describe("slotSeries", () => {
  it("is one slot for one week", () => {
    expect(slotSeries({ date: "2026-11-28", time: "10:00", durationMinutes: 30, weeks: 1 })).toEqual([
      { start: new Date("2026-11-28T09:00:00Z"), end: new Date("2026-11-28T09:30:00Z") },
    ]);
  });

  it("keeps the Brussels time across the change to summer time", () => {
    const slots = slotSeries({ date: "2026-03-21", time: "10:00", durationMinutes: 45, weeks: 3 });
    expect(slots.map((slot) => slot.start.toISOString())).toEqual([
      "2026-03-21T09:00:00.000Z",
      "2026-03-28T09:00:00.000Z",
      "2026-04-04T08:00:00.000Z",
    ]);
    expect(slots.map((slot) => brusselsDay(slot.start))).toEqual(["2026-03-21", "2026-03-28", "2026-04-04"]);
    for (const slot of slots) expect(slot.end.getTime() - slot.start.getTime()).toBe(45 * 60_000);
  });
});
