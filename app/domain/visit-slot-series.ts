// Visit slots are planned in the agency's own time (Brussels) and stored as instants. A weekly series
// keeps its wall-clock time across the change to and from summer time: "every Saturday at 10:00"
// stays at 10:00 in Brussels, so its UTC instant moves by an hour on the night the clocks change.
// Calendar days are plain "YYYY-MM-DD" text, which has no time zone to get wrong.

import { addDays, BELGIAN_TIME_ZONE } from "./brussels-day.ts";

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

const wallClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: BELGIAN_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** The calendar day as a UTC midnight, or null for text that is not a real day ("2026-02-30"). */
function dayOf(date: string): number | null {
  const match = ISO_DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const back = new Date(time);
  return back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === day ? time : null;
}

export function isWallTime(time: string): boolean {
  return TIME.test(time);
}

/** How far Brussels is ahead of UTC at that instant, in milliseconds (one or two hours). */
function offsetAt(instant: number): number {
  const parts = Object.fromEntries(wallClock.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant of a Brussels wall-clock time on a calendar day. */
export function brusselsInstant(date: string, time: string): Date {
  const day = dayOf(date);
  const match = TIME.exec(time);
  if (day === null || !match) throw new RangeError(`Not a day and time: ${date} ${time}`);
  const wall = day + (Number(match[1]) * 60 + Number(match[2])) * 60_000;
  // The offset at the wall time read as UTC is right except within hours of a change; a second
  // look at the offset of the first guess settles those.
  const first = wall - offsetAt(wall);
  return new Date(wall - offsetAt(first));
}

export interface SlotSeries {
  /** The first day, "YYYY-MM-DD". */
  date: string;
  /** Brussels wall-clock time, "HH:MM". */
  time: string;
  durationMinutes: number;
  /** 1 for a single slot; otherwise the same weekday and time for that many weeks. */
  weeks: number;
}

/** Each slot of a weekly series, in order. */
export function slotSeries(series: SlotSeries): { start: Date; end: Date }[] {
  const slots: { start: Date; end: Date }[] = [];
  for (let week = 0; week < series.weeks; week += 1) {
    const start = brusselsInstant(addDays(series.date, week * 7), series.time);
    slots.push({ start, end: new Date(start.getTime() + series.durationMinutes * 60_000) });
  }
  return slots;
}
