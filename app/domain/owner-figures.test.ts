import { describe, expect, it } from "vitest";
import { addDays, brusselsDay, mondayOf } from "./brussels-day.ts";
import { chartDays, figurePeriods, last30Days, perDay, reportedPerDay, visitFigures } from "./owner-figures.ts";

describe("brusselsDay", () => {
  it("is the calendar day in Brussels, in summer and in winter time", () => {
    // 22:30 UTC is already the next day in Brussels (UTC+2 in summer, UTC+1 in winter).
    expect(brusselsDay(new Date("2026-07-14T22:30:00Z"))).toBe("2026-07-15");
    expect(brusselsDay(new Date("2026-01-14T22:30:00Z"))).toBe("2026-01-14");
    expect(brusselsDay(new Date("2026-01-14T23:30:00Z"))).toBe("2026-01-15");
  });
});

describe("day arithmetic", () => {
  it("steps over month ends and the summer-time change without skipping a day", () => {
    expect(addDays("2026-03-28", 1)).toBe("2026-03-29");
    expect(addDays("2026-03-29", 1)).toBe("2026-03-30");
    expect(addDays("2026-10-25", -1)).toBe("2026-10-24");
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
  });

  it("starts weeks on Monday", () => {
    expect(mondayOf("2026-11-25")).toBe("2026-11-23");
    expect(mondayOf("2026-11-23")).toBe("2026-11-23");
    expect(mondayOf("2026-11-29")).toBe("2026-11-23");
    expect(mondayOf("2026-03-01")).toBe("2026-02-23");
  });
});

describe("visitFigures", () => {
  // Today is Wednesday 1 April 2026: the week started on Monday 30 March, in the previous month,
  // and the summer-time change (29 March) lies in the 30 days before.
  const today = "2026-04-01";
  const counts = [
    { day: "2026-02-10", views: 100 },
    { day: "2026-03-28", views: 5 },
    { day: "2026-03-29", views: 7 },
    { day: "2026-03-30", views: 3 },
    { day: "2026-03-31", views: 2 },
    { day: "2026-04-01", views: 4 },
    { day: "2026-04-01", views: 1 },
    { day: "2026-04-02", views: 50 },
  ];

  it("counts today, the week from Monday, the calendar month and everything, never the future", () => {
    expect(visitFigures(counts, today)).toEqual({ today: 5, week: 10, month: 5, total: 122 });
  });

  it("gives the last 30 days as chart points, the summer-time day included once", () => {
    const days = last30Days(today);
    expect(days).toHaveLength(30);
    expect(days[0]).toBe("2026-03-03");
    expect(days.at(-1)).toBe(today);
    expect(days.filter((day) => day === "2026-03-29")).toHaveLength(1);
    const points = perDay(counts, days);
    expect(points.slice(-5)).toEqual([5, 7, 3, 2, 5]);
    expect(points.reduce((sum, value) => sum + value, 0)).toBe(22);
  });
});

describe("figurePeriods", () => {
  /** One view on every day from 2026-01-01 to 2027-02-28, so a figure is the number of days it counts. */
  const daily = Array.from({ length: 424 }, (_, index) => ({ day: addDays("2026-01-01", index), views: 1 }));
  const daysFrom = (first: string, last: string) => daily.filter(({ day }) => day >= first && day <= last).length;

  it.each([
    // The 1st on a Wednesday: the week began on Monday in the month before.
    ["2026-04-01T06:00:00Z", "2026-04-01", "2026-03-30", "2026-04-01"],
    // The 1st on a Monday: week and month both begin today.
    ["2026-06-01T08:00:00Z", "2026-06-01", "2026-06-01", "2026-06-01"],
    // The 1st on a Sunday: the week holds six days of the month before.
    ["2026-11-01T10:00:00Z", "2026-11-01", "2026-10-26", "2026-11-01"],
    // 00:30 in Brussels on 1 November (winter time, UTC+1) is still 31 October in UTC.
    ["2026-10-31T23:30:00Z", "2026-11-01", "2026-10-26", "2026-11-01"],
    // The turn of the year, a second either side of Brussels midnight (UTC+1).
    ["2026-12-31T22:59:59Z", "2026-12-31", "2026-12-28", "2026-12-01"],
    ["2026-12-31T23:00:00Z", "2027-01-01", "2026-12-28", "2027-01-01"],
    // The day clocks go forward (Sunday 29 March 2026): from 00:30 CET to the last second of CEST.
    ["2026-03-28T23:30:00Z", "2026-03-29", "2026-03-23", "2026-03-01"],
    ["2026-03-29T21:59:59Z", "2026-03-29", "2026-03-23", "2026-03-01"],
    ["2026-03-29T22:00:00Z", "2026-03-30", "2026-03-30", "2026-03-01"],
    // The day clocks go back (Sunday 25 October 2026): its last second is 22:59:59 UTC.
    ["2026-10-25T22:59:59Z", "2026-10-25", "2026-10-19", "2026-10-01"],
    ["2026-10-25T23:00:00Z", "2026-10-26", "2026-10-26", "2026-10-01"],
  ])("at %s: today %s, the week from %s, the month from %s", (now, today, week, month) => {
    expect(brusselsDay(new Date(now))).toBe(today);
    const periods = figurePeriods(today);
    expect(periods).toEqual({
      today: { first: today, last: today },
      week: { first: week, last: today },
      month: { first: month, last: today },
    });
    // Each figure counts exactly the days its period names, and the month holds every day of the
    // week that falls in it.
    const figures = visitFigures(daily, today);
    expect(figures.today).toBe(1);
    expect(figures.week).toBe(daysFrom(week, today));
    expect(figures.month).toBe(daysFrom(month, today));
    expect(figures.month).toBeGreaterThanOrEqual(daysFrom(week > month ? week : month, today));
  });
});

describe("chart days", () => {
  it("are the last 30, or fewer when the property went online since", () => {
    expect(chartDays("2026-04-01", "2025-12-01")).toEqual(last30Days("2026-04-01"));
    expect(chartDays("2026-04-01", "2026-03-03")).toEqual(last30Days("2026-04-01"));
    expect(chartDays("2026-04-01", "2026-03-29")).toEqual(["2026-03-29", "2026-03-30", "2026-03-31", "2026-04-01"]);
    // Online today: one day, nothing before it.
    expect(chartDays("2026-04-01", "2026-04-01")).toEqual(["2026-04-01"]);
  });
});

describe("reportedPerDay", () => {
  const days = ["2026-03-29", "2026-03-30", "2026-03-31", "2026-04-01"];

  it.each([
    // The portal's export of yesterday has not arrived: today is missing, not 0.
    [
      [
        { day: "2026-03-29", views: 9 },
        { day: "2026-03-30", views: 4 },
        { day: "2026-03-31", views: 6 },
      ],
      [9, 4, 6, null],
    ],
    // A day the portal reported as 0 is 0; a day it did not report is missing.
    [
      [
        { day: "2026-03-29", views: 0 },
        { day: "2026-03-31", views: 3 },
      ],
      [0, null, 3, null],
    ],
    [[], [null, null, null, null]],
  ])("%j -> %j", (counts, values) => {
    expect(reportedPerDay(counts, days)).toEqual(values);
  });

  it("while the site's own counter, which writes only views, has 0 for a day without any", () => {
    expect(perDay([{ day: "2026-03-30", views: 4 }], days)).toEqual([0, 4, 0, 0]);
  });
});
