import { describe, expect, it, vi } from "vitest";
import { addDays, brusselsDay, brusselsHour, isIsoDay, isoWeekOf, mondayOf } from "./brussels-day.ts";

describe("brusselsDay", () => {
  it.each([
    // Winter time, UTC+1: the Belgian day starts at 23:00 UTC the day before.
    ["2026-01-14T22:59:59.999Z", "2026-01-14"],
    ["2026-01-14T23:00:00.000Z", "2026-01-15"],
    // Summer time starts on 29 March 2026 at 02:00 (01:00 UTC); the day itself has 23 hours.
    ["2026-03-28T22:59:59.999Z", "2026-03-28"],
    ["2026-03-28T23:00:00.000Z", "2026-03-29"],
    ["2026-03-29T21:59:59.999Z", "2026-03-29"],
    ["2026-03-29T22:00:00.000Z", "2026-03-30"],
    // Summer time, UTC+2, ends on 25 October 2026 at 03:00 (01:00 UTC); that day has 25 hours.
    ["2026-10-24T21:59:59.999Z", "2026-10-24"],
    ["2026-10-24T22:00:00.000Z", "2026-10-25"],
    ["2026-10-25T22:59:59.999Z", "2026-10-25"],
    ["2026-10-25T23:00:00.000Z", "2026-10-26"],
    // New Year in Brussels while it is still the old year in UTC.
    ["2026-12-31T23:30:00.000Z", "2027-01-01"],
  ])("%s is %s in Brussels", (moment, day) => {
    expect(brusselsDay(new Date(moment))).toBe(day);
  });
});

describe("addDays and isIsoDay", () => {
  it("counts calendar days across month, year and clock changes", () => {
    expect(addDays("2026-03-28", 2)).toBe("2026-03-30");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it.each([
    ["2026-02-28", true],
    ["2028-02-29", true],
    ["2026-02-29", false],
    ["2026-13-01", false],
    ["26-01-01", false],
    ["2026-1-01", false],
    ["01/02/2026", false],
  ])("%s: %s", (text, valid) => {
    expect(isIsoDay(text)).toBe(valid);
  });
});

describe("brusselsHour", () => {
  it.each([
    // Winter time, UTC+1.
    ["2026-01-19T05:59:59.999Z", 6],
    ["2026-01-19T06:00:00.000Z", 7],
    ["2026-01-18T23:30:00.000Z", 0],
    // Summer time, UTC+2.
    ["2026-06-15T04:59:59.999Z", 6],
    ["2026-06-15T05:00:00.000Z", 7],
    ["2026-06-14T21:30:00.000Z", 23],
    // The night the clocks go back: 02:30 comes twice, both are hour 2.
    ["2026-10-25T00:30:00.000Z", 2],
    ["2026-10-25T01:30:00.000Z", 2],
  ])("%s is hour %s in Brussels", (moment, hour) => {
    expect(brusselsHour(new Date(moment))).toBe(hour);
  });
});

describe("isoWeekOf and mondayOf", () => {
  it.each([
    ["2026-11-16", "2026-W47"],
    ["2026-11-22", "2026-W47"],
    ["2026-11-23", "2026-W48"],
    // 1 January 2026 is a Thursday: its week is the first of 2026.
    ["2025-12-29", "2026-W01"],
    ["2026-01-01", "2026-W01"],
    // 2026 has 53 weeks; the last runs into 2027.
    ["2026-12-31", "2026-W53"],
    ["2027-01-03", "2026-W53"],
    ["2027-01-04", "2027-W01"],
    // A Sunday of January in the last week of the year before; a Monday of December in the next year.
    ["2021-01-03", "2020-W53"],
    ["2024-12-30", "2025-W01"],
  ])("%s is in %s", (day, week) => {
    expect(isoWeekOf(day)).toBe(week);
  });

  it("finds the Monday of a week, Sunday included", () => {
    expect(mondayOf("2026-11-22")).toBe("2026-11-16");
    expect(mondayOf("2026-11-16")).toBe("2026-11-16");
    expect(mondayOf("2027-01-01")).toBe("2026-12-28");
  });
});

describe("loading the module", () => {
  it("makes no date formatter until a Belgian day or hour is asked for", async () => {
    vi.resetModules();
    const made = vi.spyOn(Intl, "DateTimeFormat");
    try {
      const fresh = await import("./brussels-day.ts");
      expect(made).not.toHaveBeenCalled();
      expect(fresh.brusselsDay(Date.UTC(2026, 2, 28, 23, 30))).toBe("2026-03-29");
      expect(fresh.brusselsDay(Date.UTC(2026, 2, 29, 23, 30))).toBe("2026-03-30");
      expect(made).toHaveBeenCalledTimes(1);
    } finally {
      made.mockRestore();
    }
  });
});
