// The figures of the owner's "from view to offer": the property's own counts since it went online
// (views on the site and on the portals; requests on the site and the contacts the portals passed
// on; visits booked; offers or rental applications) and the agency's usual ones, added up over similar properties (the same kind of property for the
// same goal, or failing enough of those, every property for that goal).
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { OFFER_KINDS, PROPERTY_REQUEST_KINDS } from "../../domain/forms/form-kinds.ts";
import type { FunnelCounts } from "../../domain/interest-funnel.ts";
import { db } from "../db/client.ts";
import { leads, visitBookings, visitSlots } from "../db/lead-schema.ts";
import { properties } from "../db/schema.ts";
import { portalDailyFigures, propertyDailyViews } from "../db/stats-schema.ts";

/** Fewer similar properties than this make no "usual". */
const MIN_SIMILAR = 5;

export type FunnelScope = "type" | "goal";

export interface PropertyFunnel {
  yours: FunnelCounts;
  typical: { counts: FunnelCounts; count: number; scope: FunnelScope } | undefined;
}

/** The four counts, added up over the given properties. */
export async function funnelCounts(propertyIds: readonly number[]): Promise<FunnelCounts> {
  if (propertyIds.length === 0) return { views: 0, requests: 0, visits: 0, offers: 0 };
  const ids = [...propertyIds];
  const [siteViews, portalViews, requests, booked] = await Promise.all([
    db()
      .select({ n: sql<string>`coalesce(sum(${propertyDailyViews.views}), 0)` })
      .from(propertyDailyViews)
      .where(inArray(propertyDailyViews.propertyId, ids)),
    db()
      .select({
        views: sql<string>`coalesce(sum(${portalDailyFigures.views}), 0)`,
        contacts: sql<string>`coalesce(sum(${portalDailyFigures.contacts}), 0)`,
      })
      .from(portalDailyFigures)
      .where(inArray(portalDailyFigures.propertyId, ids)),
    db()
      .select({
        requests: sql<number>`count(*)::int`,
        offers: sql<number>`(count(*) filter (where ${inArray(leads.kind, [...OFFER_KINDS])}))::int`,
      })
      .from(leads)
      .where(
        and(inArray(leads.propertyId, ids), inArray(leads.kind, [...PROPERTY_REQUEST_KINDS]), ne(leads.status, "spam")),
      ),
    db()
      .select({ n: sql<number>`count(*)::int` })
      .from(visitBookings)
      .innerJoin(visitSlots, eq(visitSlots.id, visitBookings.slotId))
      .where(and(inArray(visitSlots.propertyId, ids), sql`${visitBookings.cancelledAt} is null`)),
  ]);
  return {
    views: Number(siteViews[0]?.n ?? 0) + Number(portalViews[0]?.views ?? 0),
    // The portals pass on the contacts made there: requests too, by another door.
    requests: (requests[0]?.requests ?? 0) + Number(portalViews[0]?.contacts ?? 0),
    visits: booked[0]?.n ?? 0,
    offers: requests[0]?.offers ?? 0,
  };
}

/** The published properties like this one (itself left out), by kind first. */
async function similarProperties(self: {
  id: number;
  goal: number;
  typeWebId: number;
}): Promise<{ ids: number[]; scope: FunnelScope } | undefined> {
  const sameGoal = await db()
    .select({ id: properties.id, type: properties.typeWebId })
    .from(properties)
    .where(and(eq(properties.status, "published"), eq(properties.goal, self.goal), ne(properties.id, self.id)));
  const sameType = sameGoal.filter((row) => row.type === self.typeWebId).map((row) => row.id);
  if (sameType.length >= MIN_SIMILAR) return { ids: sameType, scope: "type" };
  if (sameGoal.length >= MIN_SIMILAR) return { ids: sameGoal.map((row) => row.id), scope: "goal" };
  return undefined;
}

/** The property's funnel beside similar ones; its goal and kind as the page already read them. */
export async function propertyFunnel(property: {
  id: number;
  goal: number;
  typeWebId: number;
}): Promise<PropertyFunnel> {
  const [yours, similar] = await Promise.all([funnelCounts([property.id]), similarProperties(property)]);
  if (!similar) return { yours, typical: undefined };
  return {
    yours,
    typical: { counts: await funnelCounts(similar.ids), count: similar.ids.length, scope: similar.scope },
  };
}
