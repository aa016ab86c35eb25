import { addDays } from "./brussels-day.ts";
import { type DayRange, periodOf } from "./summary-period.ts";

// The owner portal's figures from daily counts: views today, this week (Monday to Sunday), this
// month and in total, and the days of the chart with a point for each. Days are Brussels calendar
// days written "YYYY-MM-DD"; arithmetic on them is done at noon UTC, so no summer-time change can
// skip or repeat a day.

export interface DailyCount {
  day: string;
  views: number;
}

export interface VisitFigures {
  today: number;
  week: number;
  month: number;
  total: number;
}

/**
 * The days each figure counts, both included, up to today. The week and the month are calendar
 * ones, so on the first days of a month the week still holds days of the month before and can be
 * the larger of the two: the portal names each figure's first day, so the label says what it counts.
 */
export interface FigurePeriods {
  today: DayRange;
  week: DayRange;
  month: DayRange;
}

export function figurePeriods(today: string): FigurePeriods {
  return {
    today: { first: today, last: today },
    week: { first: periodOf("weekly", today).first, last: today },
    month: { first: periodOf("monthly", today).first, last: today },
  };
}

export function visitFigures(counts: readonly DailyCount[], today: string): VisitFigures {
  const periods = figurePeriods(today);
  const figures = { today: 0, week: 0, month: 0, total: 0 };
  for (const { day, views } of counts) {
    if (day > today) continue;
    figures.total += views;
    for (const key of ["today", "week", "month"] as const) if (day >= periods[key].first) figures[key] += views;
  }
  return figures;
}

/** The 30 days ending today, oldest first. */
export function last30Days(today: string): string[] {
  return Array.from({ length: 30 }, (_, index) => addDays(today, index - 29));
}

/**
 * The chart's days: the last 30 ending today, none before the day the property went online (those
 * days had no page to view, and drawing them as zeros would say it was online and unseen).
 */
export function chartDays(today: string, online: string): string[] {
  return last30Days(today).filter((day) => day >= online);
}

/** One value per day of `days`, 0 where nothing was counted: the site's counter writes only views. */
export function perDay(counts: readonly DailyCount[], days: readonly string[]): number[] {
  const byDay = new Map<string, number>();
  for (const { day, views } of counts) byDay.set(day, (byDay.get(day) ?? 0) + views);
  return days.map((day) => byDay.get(day) ?? 0);
}

/**
 * One value per day of `days`, null where no figure arrived. A portal sends a line for each day it
 * counted, zeros included, and sends it a day or so late: a day without a line is not known yet,
 * not a day without views.
 */
export function reportedPerDay(counts: readonly DailyCount[], days: readonly string[]): (number | null)[] {
  const byDay = new Map<string, number>();
  for (const { day, views } of counts) byDay.set(day, (byDay.get(day) ?? 0) + views);
  return days.map((day) => byDay.get(day) ?? null);
}
