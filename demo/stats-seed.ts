// The demo's statistics: 90 days of site views for each published property, shaped like real ones
// (more interest while a listing is new, busier weekends, the odd peak after a mailing), figures from
// two portals (Immoweb and Zimmo, up to the day before, as their exports come in), and a third portal
// (Realo) that lists the property but sends no figures. Every property has them, not only the demo
// owners': the owners' "usual figures" compare with the others. Like the visit slots, the days count
// back from the moment of seeding, so "today" and "this week" are alive after `npm start`; the
// numbers come from the seeded generator.
import { asc, eq } from "drizzle-orm";
import type { Database } from "../app/.server/db/client.ts";
import { properties } from "../app/.server/db/schema.ts";
import { portalDailyFigures, propertyDailyViews, propertyPublications } from "../app/.server/db/stats-schema.ts";
import { addDays, brusselsDay } from "../app/domain/brussels-day.ts";
import { SITE_SOURCE } from "../app/domain/portals.ts";
import { insertColumns } from "./insert-all.ts";
import { rngFor } from "./prng.ts";

export const VIEW_DAYS = 90;

/** Sunday first, as getUTCDay counts: people look at houses at the weekend. */
const WEEKDAY = [1.35, 1.1, 1, 1, 1, 0.9, 1.25];

/** Against the site's views: portals have a far larger audience, each its own. */
const PORTALS = [
  { portal: "immoweb", views: [2.2, 3.1], contactRate: 1 / 400, advert: "https://www.immoweb.be/nl/zoekertje/" },
  { portal: "zimmo", views: [0.6, 1.1], contactRate: 1 / 650, advert: "https://www.zimmo.be/nl/panden/" },
] as const;
const SILENT_PORTAL = { portal: "realo", advert: "https://www.realo.be/nl/" };

export interface DemoStatistics {
  views: (typeof propertyDailyViews.$inferInsert)[];
  publications: (typeof propertyPublications.$inferInsert)[];
  figures: (typeof portalDailyFigures.$inferInsert)[];
}

/** How much of a Brussels day has gone by at `now`, from 0 to 1. */
function dayGone(now: Date): number {
  const [hour = 0, minute = 0] = new Intl.DateTimeFormat("en-GB", {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: "Europe/Brussels",
  })
    .format(now)
    .split(":")
    .map(Number);
  return (hour * 60 + minute) / 1440;
}

export function demoStatistics(listed: readonly { id: number; publishedAt: Date }[], now: Date): DemoStatistics {
  const today = brusselsDay(now);
  const stats: DemoStatistics = { views: [], publications: [], figures: [] };
  for (const { id, publishedAt } of listed) {
    const rng = rngFor(`views-${id}`);
    const published = brusselsDay(publishedAt);
    const window = addDays(today, 1 - VIEW_DAYS);
    const first = published > window ? published : window;
    const base = rng.int(16, 38);
    for (let day = first; day <= today; day = addDays(day, 1)) {
      const age = (Date.parse(`${day}T12:00:00Z`) - Date.parse(`${published}T12:00:00Z`)) / 86_400_000;
      const novelty = 0.45 + 0.55 * Math.exp(-age / 30);
      const weekday = WEEKDAY[new Date(`${day}T12:00:00Z`).getUTCDay()] ?? 1;
      const peak = rng.chance(0.03) ? rng.float(1.8, 2.6) : 1;
      // Today has only had its first hours.
      const part = day === today ? dayGone(now) : 1;
      const site = Math.max(0, Math.round(base * novelty * weekday * peak * part * rng.float(0.75, 1.25)));
      stats.views.push({ propertyId: id, day, source: SITE_SOURCE, views: site });
      if (day === today) continue;
      for (const portal of PORTALS) {
        const views = Math.round(site * rng.float(portal.views[0], portal.views[1]));
        const expected = views * portal.contactRate;
        const contacts = rng.chance(expected - Math.floor(expected)) ? Math.ceil(expected) : Math.floor(expected);
        stats.figures.push({ propertyId: id, portal: portal.portal, day, views, contacts });
      }
    }
    for (const portal of PORTALS) {
      stats.publications.push({
        propertyId: id,
        portal: portal.portal,
        since: published,
        url: `${portal.advert}${id}`,
      });
    }
    stats.publications.push({
      propertyId: id,
      portal: SILENT_PORTAL.portal,
      since: addDays(published, rng.int(7, 21)),
      url: `${SILENT_PORTAL.advert}${id}`,
    });
  }
  return stats;
}

/** Writes the statistics of the published properties, up to `now`. */
export async function seedDemoStatistics(db: Database, now: Date): Promise<void> {
  const listed = await db
    .select({ id: properties.id, publishedAt: properties.publishedAt })
    .from(properties)
    .where(eq(properties.status, "published"))
    .orderBy(asc(properties.id));
  const { views, publications, figures } = demoStatistics(listed, now);
  await insertColumns(db, propertyDailyViews, views);
  await insertColumns(db, propertyPublications, publications);
  await insertColumns(db, portalDailyFigures, figures);
}
