// "Keep me informed" demands as the agency sees them: newest first, by state (active: confirmed and
// still subscribed; unconfirmed: the opt-in link was never clicked; unsubscribed) and by a search on
// name or e-mail; one demand with its criteria and the properties it was already alerted about; and
// unsubscribing one on the visitor's behalf (asked by phone, say), audited with the change.
import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import { DEMAND_STATES, type DemandState } from "../../domain/demand-state.ts";
import type { Language } from "../../i18n/languages.ts";
import { localize } from "../../shared/localize.ts";
import { propertyHref } from "../catalog/card-query.ts";
import { db } from "../db/client.ts";
import { demandMatches, demands } from "../db/lead-schema.ts";
import { properties, propertyTypes } from "../db/schema.ts";
import type { Actor } from "./audit.ts";
import { containsPattern, pageNumberOf, searchQueryOf } from "./paging.ts";
import { changed, staffChange, unchanged } from "./staff-change.ts";

export const DEMANDS_PER_PAGE = 50;

export interface DemandFilters {
  state: DemandState | null;
  query: string;
  page: number;
}

/** The filters of the list's URL; anything unknown is left out rather than refused. */
export function demandFiltersOf(search: URLSearchParams): DemandFilters {
  const state = search.get("state") ?? "";
  return {
    state: (DEMAND_STATES as readonly string[]).includes(state) ? (state as DemandState) : null,
    query: searchQueryOf(search),
    page: pageNumberOf(search),
  };
}

function whereOf(filters: DemandFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.state === "unsubscribed") conditions.push(isNotNull(demands.unsubscribedAt));
  if (filters.state === "active") conditions.push(isNotNull(demands.confirmedAt), isNull(demands.unsubscribedAt));
  if (filters.state === "unconfirmed") conditions.push(isNull(demands.confirmedAt), isNull(demands.unsubscribedAt));
  if (filters.query) {
    const pattern = containsPattern(filters.query);
    conditions.push(or(ilike(demands.name, pattern), ilike(demands.email, pattern)));
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export async function demandList(filters: DemandFilters) {
  const where = whereOf(filters);
  const [total] = await db().select({ value: count() }).from(demands).where(where);
  const rows = await db()
    .select({
      id: demands.id,
      name: demands.name,
      email: demands.email,
      language: demands.language,
      goal: sql<number>`(${demands.criteria}->>'goal')::int`,
      confirmedAt: demands.confirmedAt,
      unsubscribedAt: demands.unsubscribedAt,
      createdAt: demands.createdAt,
      matches: sql<number>`(select count(*)::int from ${demandMatches} m where m.demand_id = ${demands.id})`,
    })
    .from(demands)
    .where(where)
    .orderBy(desc(demands.createdAt), desc(demands.id))
    .limit(DEMANDS_PER_PAGE)
    .offset((filters.page - 1) * DEMANDS_PER_PAGE);
  return { total: total?.value ?? 0, rows };
}

/** A demand, the names of the property types it asks for, and what it was alerted about. */
export async function demandDetail(id: number, language: Language, fallback: Language) {
  const [demand] = await db().select().from(demands).where(eq(demands.id, id));
  if (!demand) return undefined;
  const typeIds = demand.criteria.typeWebIds ?? [];
  const types =
    typeIds.length > 0
      ? await db()
          .select({ webId: propertyTypes.webId, names: propertyTypes.names })
          .from(propertyTypes)
          .where(inArray(propertyTypes.webId, typeIds))
      : [];
  const matched = await db()
    .select({
      propertyId: demandMatches.propertyId,
      sentAt: demandMatches.createdAt,
      goal: properties.goal,
      city: properties.city,
      cityNames: properties.cityNames,
      status: properties.status,
      typeNames: propertyTypes.names,
      title: sql<string>`coalesce((select t.title from property_texts t where t.property_id = ${properties.id}
        order by (t.language = ${language}) desc, (t.language = ${fallback}) desc limit 1), '')`,
    })
    .from(demandMatches)
    .innerJoin(properties, eq(properties.id, demandMatches.propertyId))
    .innerJoin(propertyTypes, eq(propertyTypes.webId, properties.typeWebId))
    .where(eq(demandMatches.demandId, id))
    .orderBy(desc(demandMatches.createdAt), desc(demandMatches.propertyId));
  return {
    demand,
    typeNames: typeIds.map((webId) => {
      const type = types.find((row) => row.webId === webId);
      return type ? localize(type.names, language, fallback) : String(webId);
    }),
    matches: matched.map((row) => {
      const city = localize(row.cityNames, language, fallback) || row.city;
      const typeName = localize(row.typeNames, language, fallback);
      return {
        propertyId: row.propertyId,
        sentAt: row.sentAt,
        title: row.title || typeName,
        city,
        published: row.status === "published",
        href: propertyHref(language, { id: row.propertyId, goal: row.goal, city, title: row.title, typeName }),
      };
    }),
  };
}

/** Stops the demand's alerts; false when it was unsubscribed already (or is gone). */
export async function unsubscribeDemand(actor: Actor, id: number): Promise<boolean> {
  return staffChange(actor, async (tx) => {
    const [row] = await tx
      .update(demands)
      .set({ unsubscribedAt: new Date() })
      .where(and(eq(demands.id, id), isNull(demands.unsubscribedAt)))
      .returning({ id: demands.id, confirmedAt: demands.confirmedAt });
    if (!row) return unchanged(false);
    return changed(
      true,
      {
        action: "demand.unsubscribe",
        subject: `demand ${id}`,
        changes: { unsubscribed: { before: false, after: true } },
        details: { wasConfirmed: row.confirmedAt !== null },
      },
      { announces: false },
    );
  });
}
