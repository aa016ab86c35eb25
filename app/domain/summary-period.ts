// Which period an owner's summary mail covers. A weekly summary covers Monday to Sunday, a monthly
// one a calendar month, both in Brussels days, and leaves at 07:00 Brussels time on the first day of
// the next period: the week just ended on Monday morning, the month just ended on the 1st. Until
// then nothing is due, so a summary never covers an older period than the one just ended.
import { addDays, brusselsDay, brusselsHour, isoWeekOf, mondayOf } from "./brussels-day.ts";

export const SUMMARY_CHOICES = ["off", "weekly", "monthly"] as const;
export type SummaryChoice = (typeof SUMMARY_CHOICES)[number];
export type SummaryFrequency = Exclude<SummaryChoice, "off">;

/** The Brussels hour from which the summary of the period just ended is due. */
export const SUMMARY_HOUR = 7;

export function isSummaryChoice(value: unknown): value is SummaryChoice {
  return typeof value === "string" && (SUMMARY_CHOICES as readonly string[]).includes(value);
}

/** Calendar days in Brussels, both included: "2026-11-16" to "2026-11-22". */
export interface DayRange {
  first: string;
  last: string;
}

export interface SummaryPeriod extends DayRange {
  frequency: SummaryFrequency;
  /** Names the period once for all: "2026-W47" for a week, "2026-11" for a month. */
  key: string;
  /** The period before, shown beside it. */
  previous: DayRange;
}

function firstOfMonth(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

function weekStartingOn(monday: string): DayRange {
  return { first: monday, last: addDays(monday, 6) };
}

function monthOf(day: string): DayRange {
  const first = firstOfMonth(day);
  const next = firstOfMonth(addDays(first, 31));
  return { first, last: addDays(next, -1) };
}

/**
 * The week (Monday to Sunday) or the calendar month `day` is in. The summary mails and the owner
 * portal's "this week" and "this month" count the same days, so the two never disagree.
 */
export function periodOf(frequency: SummaryFrequency, day: string): DayRange {
  return frequency === "weekly" ? weekStartingOn(mondayOf(day)) : monthOf(day);
}

/** The period of `frequency` that ended just before the one `day` is in. */
export function periodBefore(frequency: SummaryFrequency, day: string): SummaryPeriod {
  if (frequency === "weekly") {
    const week = weekStartingOn(addDays(mondayOf(day), -7));
    return { frequency, key: isoWeekOf(week.first), ...week, previous: weekStartingOn(addDays(week.first, -7)) };
  }
  const month = monthOf(addDays(firstOfMonth(day), -1));
  return { frequency, key: month.first.slice(0, 7), ...month, previous: monthOf(addDays(month.first, -1)) };
}

/**
 * The period whose summary is due at `now`: the one just ended, from 07:00 Brussels time on the
 * first day of the next one; null in the hours before (on Monday or on the 1st before 07:00).
 */
export function duePeriod(frequency: SummaryFrequency, now: Date | number): SummaryPeriod | null {
  const today = brusselsDay(now);
  const periodStart = frequency === "weekly" ? mondayOf(today) : firstOfMonth(today);
  if (today === periodStart && brusselsHour(now) < SUMMARY_HOUR) return null;
  return periodBefore(frequency, today);
}
