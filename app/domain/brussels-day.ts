// The calendar day in Belgium of a moment. Statistics are kept per Belgian day: a view at 00:30 in
// Brussels belongs to that day even though it is still the day before in UTC, and the offset
// changes twice a year (CET +1, CEST +2), so it is never a fixed number of hours.
/** The agency's clock: dates and times are shown, and days counted, on Belgian time. */
export const BELGIAN_TIME_ZONE = "Europe/Brussels";

// Made on first use, not when the module loads: every public page's scripts import this module, and
// a browser's first formatter with a time zone loads that zone's rules, 11 to 18 ms of a phone's
// main thread (44 to 71 ms with Lighthouse's slowed CPU) for pages that never show a Belgian day.
let dayFormat: Intl.DateTimeFormat | undefined;
let hourFormat: Intl.DateTimeFormat | undefined;

/** "2026-03-29": the day in Europe/Brussels at `moment`. */
export function brusselsDay(moment: Date | number): string {
  // en-CA formats as YYYY-MM-DD.
  dayFormat ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: BELGIAN_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  return dayFormat.format(moment);
}

/** The hour of the clock in Brussels at `moment`, 0 to 23 (summer time included). */
export function brusselsHour(moment: Date | number): number {
  hourFormat ??= new Intl.DateTimeFormat("en-GB", { timeZone: BELGIAN_TIME_ZONE, hour: "2-digit", hourCycle: "h23" });
  return Number(hourFormat.format(moment));
}

/** The day `count` calendar days after (or before, when negative) an ISO day "YYYY-MM-DD". */
export function addDays(day: string, count: number): string {
  const moment = new Date(`${day}T12:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() + count);
  return moment.toISOString().slice(0, 10);
}

/** Whether `text` is a real calendar day written as YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const moment = new Date(`${text}T12:00:00Z`);
  return !Number.isNaN(moment.getTime()) && moment.toISOString().slice(0, 10) === text;
}

/** The Monday of the week the day is in (weeks run Monday to Sunday in Belgium). */
export function mondayOf(day: string): string {
  const weekday = (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/**
 * The ISO 8601 week of a day, "2026-W47": weeks run Monday to Sunday and belong to the year of
 * their Thursday, so 2026-12-31 (a Thursday) is 2026-W53 and 2027-01-03 is still 2026-W53.
 */
export function isoWeekOf(day: string): string {
  const thursday = addDays(mondayOf(day), 3);
  const year = thursday.slice(0, 4);
  const dayOfYear = (Date.parse(`${thursday}T12:00:00Z`) - Date.parse(`${year}-01-01T12:00:00Z`)) / 86_400_000;
  const week = Math.floor(dayOfYear / 7) + 1;
  return `${year}-W${String(week).padStart(2, "0")}`;
}
