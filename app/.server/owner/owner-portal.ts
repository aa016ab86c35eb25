// What an owner sees of their properties: only the ones the agency linked to their account
// (property_owners), each with its requests by kind (without the visitors' personal data), its
// visits and its history. A property that is not theirs does not exist for them (404).
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { BELGIAN_TIME_ZONE } from "../../domain/brussels-day.ts";
import { marqueeOf } from "../../domain/listing.ts";
import type { Language } from "../../i18n/languages.ts";
import type { ListingCard } from "../../shared/listing-view.ts";
import type { HistoryEvent } from "../../shared/owner-history.ts";
import { cardsByIds, toListingCard } from "../catalog/card-query.ts";
import { propertyOwners } from "../db/auth-schema.ts";
import { type Database, db } from "../db/client.ts";
import { demandMatches, leads, visitBookings, visitSlots } from "../db/lead-schema.ts";
import { properties } from "../db/schema.ts";
import { propertyChanges } from "../db/stats-schema.ts";

/** The kinds of request an owner is told about; the others (newsletter, testimonials) are not about a property. */
export const OWNER_LEAD_KINDS = [
  "contact-me",
  "visit",
  "documents",
  "purchase-offer",
  "rental-application",
  "send-to-friend",
] as const;
export type OwnerLeadKind = (typeof OWNER_LEAD_KINDS)[number];

export interface OwnerProperty {
  card: ListingCard;
  published: boolean;
  publishedAt: string;
  /** The agency shows this owner who sent the requests. */
  shareContacts: boolean;
}

async function ownedLinks(userId: string, database: Database = db()) {
  return database
    .select({ id: propertyOwners.propertyId, shareContacts: propertyOwners.shareContacts })
    .from(propertyOwners)
    .where(eq(propertyOwners.userId, userId))
    .orderBy(asc(propertyOwners.propertyId));
}

export async function ownedPropertyIds(userId: string, database: Database = db()): Promise<number[]> {
  return (await ownedLinks(userId, database)).map((row) => row.id);
}

export async function ownerProperties(
  userId: string,
  language: Language,
  fallback: Language,
  only?: number,
): Promise<OwnerProperty[]> {
  const links = await ownedLinks(userId);
  const shared = new Set(links.filter((link) => link.shareContacts).map((link) => link.id));
  const ids = links.map((link) => link.id).filter((id) => only === undefined || id === only);
  if (ids.length === 0) return [];
  const [cards, states] = await Promise.all([
    cardsByIds(ids, language, fallback),
    db()
      .select({ id: properties.id, status: properties.status, publishedAt: properties.publishedAt })
      .from(properties)
      .where(inArray(properties.id, ids)),
  ]);
  const stateOf = new Map(states.map((state) => [state.id, state]));
  return cards.map((row) => {
    const state = stateOf.get(row.id);
    return {
      card: toListingCard(row, language, fallback),
      published: state?.status === "published",
      publishedAt: (state?.publishedAt ?? new Date()).toISOString(),
      shareContacts: shared.has(row.id),
    };
  });
}

/** Whole days from the day it went online to today. */
export function daysOnMarket(publishedAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - publishedAt.getTime()) / 86_400_000));
}

export interface Communication {
  kind: string;
  status: string;
  createdAt: string;
  /** Who sent it: only when the agency shares it with the owner. */
  who?: { name: string; email: string; phone: string };
}

/** How many requests of each kind the property had, all of them (the list below shows the latest). */
export async function requestCounts(propertyId: number): Promise<{ kind: OwnerLeadKind; count: number }[]> {
  const rows = await db()
    .select({ kind: leads.kind, count: count() })
    .from(leads)
    .where(
      and(eq(leads.propertyId, propertyId), inArray(leads.kind, [...OWNER_LEAD_KINDS]), sql`${leads.status} <> 'spam'`),
    )
    .groupBy(leads.kind);
  return OWNER_LEAD_KINDS.map((kind) => ({ kind, count: rows.find((row) => row.kind === kind)?.count ?? 0 })).filter(
    (entry) => entry.count > 0,
  );
}

/** The most requests listed on a property's page; the counts above them include every one. */
const LISTED_REQUESTS = 200;

/**
 * The requests about a property, newest first: their kind, state and date; who sent them only when
 * the agency chose to share that with the owner (the rows are not even read otherwise).
 */
export async function communications(propertyId: number, withContacts = false): Promise<Communication[]> {
  const rows = await db()
    .select({
      kind: leads.kind,
      status: leads.status,
      createdAt: leads.createdAt,
      who: withContacts
        ? sql<{ name: string; email: string; phone: string }>`json_build_object(
            'name', coalesce(${leads.name}, ''),
            'email', coalesce(${leads.email}, ''),
            'phone', coalesce(${leads.fields}->>'phone', ''))`
        : sql<null>`null`,
    })
    .from(leads)
    .where(
      and(eq(leads.propertyId, propertyId), inArray(leads.kind, [...OWNER_LEAD_KINDS]), sql`${leads.status} <> 'spam'`),
    )
    .orderBy(desc(leads.createdAt))
    .limit(LISTED_REQUESTS);
  return rows.map(({ who, ...row }) => ({ ...row, createdAt: row.createdAt.toISOString(), ...(who ? { who } : {}) }));
}

export interface OwnerVisit {
  startsAt: string;
  held: boolean;
  /** The agency's feedback after the visit, when the agent wrote it for the owner; else null. */
  feedback: string | null;
}

/** Booked visits (cancelled ones left out), by their slot's time. */
export async function visits(propertyId: number, now: Date): Promise<OwnerVisit[]> {
  const rows = await db()
    .select({
      startsAt: visitSlots.startsAt,
      feedback: sql<string | null>`case when ${visitBookings.feedbackForOwner} then ${visitBookings.feedback} end`,
    })
    .from(visitBookings)
    .innerJoin(visitSlots, eq(visitSlots.id, visitBookings.slotId))
    .where(and(eq(visitSlots.propertyId, propertyId), sql`${visitBookings.cancelledAt} is null`))
    .orderBy(desc(visitSlots.startsAt));
  return rows.map((row) => ({
    startsAt: row.startsAt.toISOString(),
    held: row.startsAt < now,
    feedback: row.startsAt < now ? row.feedback : null,
  }));
}

/** The advert's changes (price, banner, offline and back), as history events. */
async function advertChanges(propertyId: number): Promise<HistoryEvent[]> {
  const rows = await db()
    .select()
    .from(propertyChanges)
    .where(eq(propertyChanges.propertyId, propertyId))
    .orderBy(asc(propertyChanges.changedAt));
  return rows.flatMap((row): HistoryEvent[] => {
    const at = row.changedAt.toISOString();
    switch (row.kind) {
      case "price":
        return row.before === null || row.after === null
          ? []
          : [{ kind: "price", at, before: row.before, after: row.after }];
      case "marquee":
        return [{ kind: "marquee", at, marquee: marqueeOf(row.after) }];
      default:
        return [{ kind: row.kind, at }];
    }
  });
}

/**
 * What happened to the property, newest first: online, price and banner changes, offline and back,
 * visits held, offers, documents, alerts sent.
 */
export async function history(
  propertyId: number,
  publishedAt: Date,
  booked: readonly OwnerVisit[],
): Promise<HistoryEvent[]> {
  const [offers, documents, matches, changes] = await Promise.all([
    db()
      .select({ at: leads.createdAt })
      .from(leads)
      .where(and(eq(leads.propertyId, propertyId), eq(leads.kind, "purchase-offer"), sql`${leads.status} <> 'spam'`)),
    db()
      .select({ at: leads.createdAt })
      .from(leads)
      .where(and(eq(leads.propertyId, propertyId), eq(leads.kind, "documents"), sql`${leads.status} <> 'spam'`)),
    db()
      .select({
        day: sql<string>`(${demandMatches.createdAt} at time zone ${BELGIAN_TIME_ZONE})::date::text`,
        n: count(),
      })
      .from(demandMatches)
      .where(eq(demandMatches.propertyId, propertyId))
      .groupBy(sql`1`),
    advertChanges(propertyId),
  ]);
  const events: HistoryEvent[] = [
    { kind: "published", at: publishedAt.toISOString() },
    ...changes,
    ...booked
      .filter((visit) => visit.held)
      .map((visit) => ({
        kind: "visit" as const,
        at: visit.startsAt,
        ...(visit.feedback ? { feedback: visit.feedback } : {}),
      })),
    ...offers.map((row) => ({ kind: "offer" as const, at: row.at.toISOString() })),
    ...documents.map((row) => ({ kind: "documents" as const, at: row.at.toISOString() })),
    ...matches.map((row) => ({ kind: "match" as const, at: `${row.day}T12:00:00Z`, count: row.n })),
  ];
  return events.sort((a, b) => b.at.localeCompare(a.at));
}
