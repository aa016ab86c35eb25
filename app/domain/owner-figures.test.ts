import { describe, expect, it } from "vitest";
import { addDays, brusselsDay, mondayOf } from "./brussels-day.ts";
import { last30Days, perDay, visitFigures } from "./owner-figures.ts";

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
