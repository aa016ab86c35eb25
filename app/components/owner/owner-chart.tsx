// The chart of the owner's property page under its heading. It starts the day the property went
// online when that is less than 30 days ago (the days before had no advert to view, and zeros there
// would say it was online and unseen), and the heading then names that day instead of "30 days".
// With a single day there is no line to draw yet: the owner is told when it went online instead.

import { formatDate } from "../../i18n/dates.ts";
import { fill } from "../../i18n/fill.ts";
import type { Language } from "../../i18n/languages.ts";
import type { OwnerMessages } from "../../i18n/messages/owner.ts";
import { type ChartSeries, VisitsChart } from "./visits-chart.tsx";

/** The days the chart covers when the property was online all along. */
export const CHART_DAYS = 30;

export function OwnerChart({
  m,
  statistics,
  language,
}: {
  m: OwnerMessages;
  statistics: { days: string[]; series: ChartSeries[]; online: string };
  language: Language;
}) {
  const { days, series, online } = statistics;
  const since = { date: formatDate(days[0] ?? online, language) };
  if (days.length < 2)
    return <p className="owner-chart-soon">{fill(m.chartFollows, { date: formatDate(online, language) })}</p>;
  const full = days.length >= CHART_DAYS;
  return (
    <>
      <h3>{full ? m.chart : fill(m.chartSince, since)}</h3>
      <VisitsChart
        days={days}
        series={series}
        labels={{ caption: full ? m.chartCaption : fill(m.chartCaptionSince, since), day: m.day, notYet: m.notYet }}
        language={language}
      />
    </>
  );
}
