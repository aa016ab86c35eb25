// The calendar day in Belgium of a moment. Statistics are kept per Belgian day: a view at 00:30 in
// Brussels belongs to that day even though it is still the day before in UTC, and the offset
// changes twice a year (CET +1, CEST +2), so it is never a fixed number of hours.
const BRUSSELS = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Brussels",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** "2026-03-29": the day in Europe/Brussels at `moment`. */
export function brusselsDay(moment: Date | number): string {
  // en-CA formats as YYYY-MM-DD.
  return BRUSSELS.format(moment);
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
