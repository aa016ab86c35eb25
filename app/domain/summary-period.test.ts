import { describe, expect, it } from "vitest";
import { duePeriod, periodBefore, periodOf } from "./summary-period.ts";

describe("periodBefore", () => {
  it("is the week from Monday to Sunday before the day's week, with the week before beside it", () => {
    expect(periodBefore("weekly", "2026-11-25")).toEqual({
      frequency: "weekly",
      key: "2026-W47",
      first: "2026-11-16",
      last: "2026-11-22",
      previous: { first: "2026-11-09", last: "2026-11-15" },
    });
    // On a Monday the week before is the one that ended the day before.
    expect(periodBefore("weekly", "2026-11-23").key).toBe("2026-W47");
    // Across the turn of the year, named by ISO week.
    expect(periodBefore("weekly", "2027-01-04")).toMatchObject({ key: "2026-W53", first: "2026-12-28" });
  });

  it("is the calendar month before, with the month before it beside it", () => {
    expect(periodBefore("monthly", "2026-12-01")).toEqual({
      frequency: "monthly",
      key: "2026-11",
      first: "2026-11-01",
      last: "2026-11-30",
      previous: { first: "2026-10-01", last: "2026-10-31" },
    });
    expect(periodBefore("monthly", "2026-03-31")).toEqual({
      frequency: "monthly",
      key: "2026-02",
      first: "2026-02-01",
      last: "2026-02-28",
      previous: { first: "2026-01-01", last: "2026-01-31" },
    });
    expect(periodBefore("monthly", "2027-01-15")).toMatchObject({
      key: "2026-12",
      previous: { first: "2026-11-01", last: "2026-11-30" },
    });
  });
});

describe("duePeriod", () => {
  it.each([
    // Winter time (UTC+1): Monday 07:00 in Brussels is 06:00 UTC.
    ["weekly", "2026-11-23T05:59:59Z", null],
    ["weekly", "2026-11-23T06:00:00Z", "2026-W47"],
    ["weekly", "2026-11-29T22:59:59Z", "2026-W47"],
    // Sunday 23:30 in Brussels is still the week after 2026-W47: W48 is not over.
    ["weekly", "2026-11-29T22:30:00Z", "2026-W47"],
    ["weekly", "2026-11-30T06:00:00Z", "2026-W48"],
    // Summer time (UTC+2): Monday 07:00 in Brussels is 05:00 UTC.
    ["weekly", "2026-06-15T04:59:59Z", null],
    ["weekly", "2026-06-15T05:00:00Z", "2026-W24"],
    // The 1st at 07:00: 06:00 UTC in winter, 05:00 UTC in summer.
    ["monthly", "2026-12-01T05:59:59Z", null],
    ["monthly", "2026-12-01T06:00:00Z", "2026-11"],
    ["monthly", "2026-12-31T22:59:59Z", "2026-11"],
    ["monthly", "2026-07-01T04:59:59Z", null],
    ["monthly", "2026-07-01T05:00:00Z", "2026-06"],
    // 23:30 UTC on 30 June is already 1 July in Brussels, but before 07:00.
    ["monthly", "2026-06-30T23:30:00Z", null],
  ] as const)("%s at %s: %s", (frequency, now, key) => {
    expect(duePeriod(frequency, new Date(now))?.key ?? null).toBe(key);
  });
});

describe("periodOf", () => {
  it.each([
    ["weekly", "2026-04-01", "2026-03-30", "2026-04-05"],
    ["weekly", "2027-01-01", "2026-12-28", "2027-01-03"],
    ["monthly", "2026-04-01", "2026-04-01", "2026-04-30"],
    ["monthly", "2028-02-29", "2028-02-01", "2028-02-29"],
  ] as const)("%s, %s: %s to %s", (frequency, day, first, last) => {
    expect(periodOf(frequency, day)).toEqual({ first, last });
  });
});
