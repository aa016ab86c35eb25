import { describe, expect, it } from "vitest";
import { BELGIAN_TIME_ZONE } from "../domain/brussels-day.ts";
import { dateTextsOf } from "./date-texts.server.ts";
import { formatKey, WRITTEN_FORMATS, wallClock, writeDate } from "./date-texts.ts";
import { LOCALES } from "./format.ts";
import { LANGUAGES } from "./languages.ts";

const HOUR = 3_600_000;

const offsetFormat = new Intl.DateTimeFormat("en-GB", { timeZone: BELGIAN_TIME_ZONE, timeZoneName: "shortOffset" });
const offset = (moment: number) =>
  offsetFormat.formatToParts(moment).find((part) => part.type === "timeZoneName")?.value;

/** When Belgian clocks changed in `year`, found by asking Intl hour by hour. */
function clockChanges(year: number): number[] {
  const changes: number[] = [];
  for (let moment = Date.UTC(year, 0, 1); moment < Date.UTC(year + 1, 0, 1); moment += HOUR)
    if (offset(moment) !== offset(moment - HOUR)) changes.push(moment);
  return changes;
}

/** Moments across the years the written clock covers: month ends, single and double digits, midnight. */
function sampleMoments(): number[] {
  const moments: number[] = [];
  for (const year of [1996, 2024, 2026, 2099])
    for (let month = 0; month < 12; month += 1)
      for (const day of [1, 5, 10, 28, 29, 30, 31])
        for (const hour of [0, 1, 9, 12, 23]) {
          const moment = Date.UTC(year, month, day, hour, hour === 9 ? 5 : 47, hour === 1 ? 3 : 59);
          if (new Date(moment).getUTCMonth() === month) moments.push(moment);
        }
  for (const change of [...clockChanges(2024), ...clockChanges(2026)]) moments.push(change - 1, change, change + 1);
  return moments;
}

describe("the clock on Belgian time", () => {
  const intlClock = new Intl.DateTimeFormat("en-GB", {
    timeZone: BELGIAN_TIME_ZONE,
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
    hourCycle: "h23",
  });
  const asIntlShows = (moment: number) => {
    const clock = wallClock(moment, BELGIAN_TIME_ZONE);
    return clock && `${clock.day}/${clock.month}/${clock.year}, ${clock.hour}:${clock.minute}:${clock.second}`;
  };
  const intl = (moment: number) => intlClock.format(moment).replace(/(^|[/ :])0(\d)/g, "$1$2");

  it("changes to and from summer time when Intl's does, every year from 1996 to 2099", () => {
    const lastSunday = (year: number, month: number) => {
      let day = 31;
      while (
        new Date(Date.UTC(year, month, day)).getUTCMonth() !== month ||
        new Date(Date.UTC(year, month, day)).getUTCDay() !== 0
      )
        day -= 1;
      return Date.UTC(year, month, day, 1);
    };
    for (let year = 1996; year <= 2099; year += 1) {
      for (const change of [lastSunday(year, 2), lastSunday(year, 9)]) {
        expect(offset(change - 1), `${year}`).not.toBe(offset(change));
        for (const moment of [change - 24 * HOUR, change - 1, change, change + HOUR - 1, change + 24 * HOUR])
          expect(asIntlShows(moment), new Date(moment).toISOString()).toBe(intl(moment));
      }
    }
  });

  it("shows what Intl shows every hour of a year with its changes", () => {
    for (let moment = Date.UTC(2026, 0, 1); moment < Date.UTC(2027, 0, 1); moment += HOUR)
      expect(asIntlShows(moment), new Date(moment).toISOString()).toBe(intl(moment));
  });

  it("knows UTC, and no clock for another zone or a year the rule may not hold", () => {
    expect(wallClock(Date.UTC(2024, 2, 5, 23, 30), "UTC")).toMatchObject({ day: 5, hour: 23, weekday: 2 });
    expect(wallClock(Date.UTC(2024, 2, 5), "America/New_York")).toBeUndefined();
    expect(wallClock(Date.UTC(1995, 5, 1), BELGIAN_TIME_ZONE)).toBeUndefined();
    expect(wallClock(Number.NaN, "UTC")).toBeUndefined();
  });
});

describe.each(LANGUAGES)("dates written in %s", (language) => {
  const texts = dateTextsOf(LOCALES[language]);
  const moments = sampleMoments();

  it("has every format the site writes", () => {
    expect(Object.keys(texts.formats).sort()).toEqual(WRITTEN_FORMATS.map(formatKey).sort());
  });

  it.each(WRITTEN_FORMATS.map((options) => [formatKey(options), options] as const))(
    "%s reads as Intl writes it",
    (key, options) => {
      const timeZone = options.timeZone ?? BELGIAN_TIME_ZONE;
      const intl = new Intl.DateTimeFormat(LOCALES[language], { ...options, timeZone });
      for (const moment of moments)
        expect(writeDate(texts, key, timeZone, moment), new Date(moment).toISOString()).toBe(intl.format(moment));
    },
  );

  it("leaves a format it does not have, or a moment without a clock, to the caller", () => {
    expect(writeDate(texts, formatKey({ era: "long" }), BELGIAN_TIME_ZONE, Date.UTC(2024, 2, 5))).toBeUndefined();
    expect(writeDate(texts, formatKey({ dateStyle: "long" }), BELGIAN_TIME_ZONE, Date.UTC(1990, 2, 5))).toBeUndefined();
  });
});

describe("formatKey", () => {
  it("is the same for the same options in any order, and names Belgian time when no zone is given", () => {
    expect(formatKey({ month: "long", day: "numeric" })).toBe(formatKey({ day: "numeric", month: "long" }));
    expect(formatKey({ dateStyle: "long" })).toBe(formatKey({ dateStyle: "long", timeZone: BELGIAN_TIME_ZONE }));
    expect(formatKey({ dateStyle: "long" })).not.toBe(formatKey({ dateStyle: "long", timeZone: "UTC" }));
  });
});
