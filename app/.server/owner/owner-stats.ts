// The figures of an owner's property: the site's own daily views (every view of its page, counted
// without cookies), where it is advertised, and the daily figures of the portals that report them.
import { and, asc, eq, gte, inArray, sum } from "drizzle-orm";
import {
  chartDays,
  type DailyCount,
  last30Days,
  perDay,
  reportedPerDay,
  visitFigures,
} from "../../domain/owner-figures.ts";
import { portalName, portalSendsFigures, SITE_SOURCE } from "../../domain/portals.ts";
import { db } from "../db/client.ts";
import { portalDailyFigures, propertyDailyViews, propertyPublications } from "../db/stats-schema.ts";

/** The site's views per day of each property (all sources of the site's own counter). */
async function siteViews(propertyIds: number[]): Promise<Map<number, DailyCount[]>> {
  const rows = await db()
    .select({
      propertyId: propertyDailyViews.propertyId,
      day: propertyDailyViews.day,
      views: sum(propertyDailyViews.views),
    })
    .from(propertyDailyViews)
    .where(and(inArray(propertyDailyViews.propertyId, propertyIds), eq(propertyDailyViews.source, SITE_SOURCE)))
    .groupBy(propertyDailyViews.propertyId, propertyDailyViews.day);
  const byProperty = new Map<number, DailyCount[]>();
  for (const row of rows) {
    const list = byProperty.get(row.propertyId) ?? [];
    list.push({ day: row.day, views: Number(row.views ?? 0) });
    byProperty.set(row.propertyId, list);
  }
  return byProperty;
}

/** Today, this week, this month and in total, for each property. */
export async function visitFiguresOf(propertyIds: number[], today: string) {
  const views = propertyIds.length > 0 ? await siteViews(propertyIds) : new Map<number, DailyCount[]>();
  return new Map(propertyIds.map((id) => [id, visitFigures(views.get(id) ?? [], today)]));
}

export interface Publication {
  /** The portal's key (app/domain/portals.ts): the agency's own list is named in the reader's language. */
  key: string;
  portal: string;
  since: string;
  url: string | null;
  /** The portal reports figures (it has a line in the chart). */
  reports: boolean;
  /** Its views of the last 30 days, for a portal that reports them; null for one that does not. */
  views: number | null;
}

/** A line of the chart: a value per day, null for a day whose figure has not arrived. */
export interface ChartLine {
  name: string;
  values: (number | null)[];
}

/** Everything the property page shows of the statistics; `online` is the day it went online. */
export async function propertyStatistics(propertyId: number, today: string, online: string) {
  const window = last30Days(today);
  const days = chartDays(today, online);
  const [views, publications, figures] = await Promise.all([
    siteViews([propertyId]),
    db()
      .select()
      .from(propertyPublications)
      .where(eq(propertyPublications.propertyId, propertyId))
      .orderBy(asc(propertyPublications.since)),
    db()
      .select({ portal: portalDailyFigures.portal, day: portalDailyFigures.day, views: portalDailyFigures.views })
      .from(portalDailyFigures)
      .where(and(eq(portalDailyFigures.propertyId, propertyId), gte(portalDailyFigures.day, window[0] ?? today))),
  ]);
  const site = views.get(propertyId) ?? [];
  // Figures are shown only from portals that send them (Realo does not): a stray line in an export
  // for a portal of the list that reports nothing is not drawn as if it did.
  const reporting = [...new Set(figures.map((row) => row.portal))]
    .filter((portal) => portalSendsFigures(portal, true))
    .sort();
  const series: ChartLine[] = [
    { name: "site", values: perDay(site, days) },
    ...reporting.map((portal) => ({
      name: portalName(portal),
      values: reportedPerDay(
        figures.filter((row) => row.portal === portal),
        days,
      ),
    })),
  ];
  return {
    figures: visitFigures(site, today),
    days,
    series,
    publications: publications.map((row): Publication => {
      const reports = portalSendsFigures(row.portal, reporting.includes(row.portal));
      return {
        key: row.portal,
        portal: portalName(row.portal),
        since: row.since,
        url: row.url,
        reports,
        views: reports
          ? figures.filter((figure) => figure.portal === row.portal).reduce((total, figure) => total + figure.views, 0)
          : null,
      };
    }),
  };
}
