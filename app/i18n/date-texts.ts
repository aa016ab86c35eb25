// Dates and times written by the site's own code, from each language's names and patterns, instead of
// asked of Intl in the browser. A browser's first Intl.DateTimeFormat loads the locale's calendar and
// time zone data: 30 to 110 ms of the main thread on a desktop, four times that on a phone, inside the
// hydration of an owner's pages (each shows dates). The server reads the names and patterns from its
// own Intl (date-texts.server.ts) and sends them with the interface texts (interface-texts.ts), so
// the browser writes what the server wrote, letter for letter.
import { BELGIAN_TIME_ZONE } from "../domain/brussels-day.ts";

export type DateField = "year" | "month" | "day" | "weekday" | "hour" | "minute" | "second";

/**
 * A piece of a written date: literal text, or a field of the moment with how it is written: as a
 * number ("numeric", "2-digit") or by name (the index of a list of `DateTexts.names`).
 */
export type DatePiece = string | readonly [DateField, "numeric" | "2-digit" | number];

/** One language's dates: its names, and the pieces of each format in WRITTEN_FORMATS. */
export interface DateTexts {
  /** Lists of month names (January first) and weekday names (Sunday first), as the formats use them. */
  names: string[][];
  /** By formatKey(). */
  formats: Record<string, DatePiece[]>;
}

/**
 * The formats the site writes itself: every format a page of the site, the owner portal or the back
 * office asks for. Any other goes to Intl, as before.
 */
export const WRITTEN_FORMATS: readonly Intl.DateTimeFormatOptions[] = [
  { dateStyle: "long" },
  { dateStyle: "long", timeZone: "UTC" },
  { dateStyle: "medium" },
  { dateStyle: "short" },
  { dateStyle: "full" },
  { timeStyle: "short" },
  { dateStyle: "long", timeStyle: "short" },
  { dateStyle: "medium", timeStyle: "short" },
  { dateStyle: "short", timeStyle: "short" },
  { dateStyle: "short", timeStyle: "medium" },
  { hour: "2-digit", minute: "2-digit" },
  { day: "numeric", month: "short", timeZone: "UTC" },
  { day: "numeric", month: "long", year: "numeric" },
  { day: "numeric", month: "long", hour: "2-digit", minute: "2-digit" },
  { weekday: "long", day: "numeric", month: "long" },
  { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" },
];

/** The same key for the same options in any order; a format without a zone is on Belgian time. */
export function formatKey(options: Intl.DateTimeFormatOptions): string {
  const { timeZone = BELGIAN_TIME_ZONE, ...rest } = options;
  const named = rest as Record<string, unknown>;
  const fields = Object.keys(named)
    .sort()
    .map((name) => `${name}=${String(named[name])}`);
  return [timeZone, ...fields].join(" ");
}

const HOUR = 3_600_000;

/** 01:00 UTC on the last Sunday of the month (0-based): when Europe's summer time starts or ends. */
function lastSundayAtOne(year: number, monthIndex: number): number {
  const lastDay = Date.UTC(year, monthIndex + 1, 0, 1);
  return lastDay - new Date(lastDay).getUTCDay() * 24 * HOUR;
}

export interface WallClock {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  /** 0 (Sunday) to 6. */
  weekday: number;
  hour: number;
  minute: number;
  second: number;
}

/**
 * What a clock in the zone shows at `moment` (milliseconds since 1970), for UTC and Belgian time:
 * UTC+1, and UTC+2 from the last Sunday of March to the last Sunday of October at 01:00 UTC, the
 * European rule since 1996. Undefined for another zone or a year the rule may not hold.
 */
export function wallClock(moment: number, timeZone: string): WallClock | undefined {
  if (!Number.isFinite(moment)) return undefined;
  let offset = 0;
  if (timeZone === BELGIAN_TIME_ZONE) {
    const year = new Date(moment).getUTCFullYear();
    if (year < 1996 || year > 2099) return undefined;
    offset = moment >= lastSundayAtOne(year, 2) && moment < lastSundayAtOne(year, 9) ? 2 * HOUR : HOUR;
  } else if (timeZone !== "UTC") {
    return undefined;
  }
  const shown = new Date(moment + offset);
  return {
    year: shown.getUTCFullYear(),
    month: shown.getUTCMonth() + 1,
    day: shown.getUTCDate(),
    weekday: shown.getUTCDay(),
    hour: shown.getUTCHours(),
    minute: shown.getUTCMinutes(),
    second: shown.getUTCSeconds(),
  };
}

function writeField(texts: DateTexts, clock: WallClock, field: DateField, style: DatePiece[1]): string | undefined {
  const value = clock[field];
  if (typeof style === "number") return texts.names[style]?.[field === "month" ? value - 1 : value];
  if (style === "numeric") return String(value);
  return String(field === "year" ? value % 100 : value).padStart(2, "0");
}

/**
 * `moment` written in the format of `key` (formatKey) on `timeZone`'s clock, or undefined where the
 * texts have no such format or the zone's clock is not known here (the caller asks Intl then).
 */
export function writeDate(texts: DateTexts, key: string, timeZone: string, moment: number): string | undefined {
  const pieces = texts.formats[key];
  const clock = pieces && wallClock(moment, timeZone);
  if (!pieces || !clock) return undefined;
  let written = "";
  for (const piece of pieces) {
    const text = typeof piece === "string" ? piece : writeField(texts, clock, piece[0], piece[1]);
    if (text === undefined) return undefined;
    written += text;
  }
  return written;
}
