import { addDays, mondayOf } from "./brussels-day.ts";

// The owner portal's figures from daily counts: visits today, this week (Monday to Sunday), this
// month and in total, and the last 30 days as chart points. Days are Brussels calendar days written
// "YYYY-MM-DD"; arithmetic on them is done at noon UTC, so no summer-time change can skip or repeat
// a day.

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

export function visitFigures(counts: readonly DailyCount[], today: string): VisitFigures {
  const monday = mondayOf(today);
  const month = today.slice(0, 7);
  const figures = { today: 0, week: 0, month: 0, total: 0 };
  for (const { day, views } of counts) {
    if (day > today) continue;
    figures.total += views;
    if (day === today) figures.today += views;
    if (day >= monday) figures.week += views;
    if (day.startsWith(month)) figures.month += views;
  }
  return figures;
}

/** The 30 days ending today, oldest first. */
export function last30Days(today: string): string[] {
  return Array.from({ length: 30 }, (_, index) => addDays(today, index - 29));
}

/** One value per day of `days` (0 where nothing was counted). */
export function perDay(counts: readonly DailyCount[], days: readonly string[]): number[] {
  const byDay = new Map<string, number>();
  for (const { day, views } of counts) byDay.set(day, (byDay.get(day) ?? 0) + views);
  return days.map((day) => byDay.get(day) ?? 0);
}
