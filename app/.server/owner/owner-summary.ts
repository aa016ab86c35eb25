// The owner's summary mail, weekly or monthly as they chose on their account page: for each property
// linked to them, the views on the site and on the portals, new requests, visits held and offers of
// the period just ended, beside the period before. Sent by a background job (background-jobs.ts) to
// active owners with at least one property. Each period is claimed on the owner's row in the same
// transaction as the mail is queued, so however many processes run the job, it leaves once.
import { and, asc, eq, exists, gte, inArray, isNull, lt, lte, ne, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { addDays, BELGIAN_TIME_ZONE } from "../../domain/brussels-day.ts";
import { OFFER_KINDS, PROPERTY_REQUEST_KINDS } from "../../domain/forms/form-kinds.ts";
import { SITE_SOURCE } from "../../domain/portals.ts";
import { duePeriod, type SummaryFrequency, type SummaryPeriod } from "../../domain/summary-period.ts";
import type { Language } from "../../i18n/languages.ts";
import { href } from "../../i18n/links.ts";
import { accountLanguage } from "../auth/account-mails.ts";
import { cardQuery, toListingCard } from "../catalog/card-query.ts";
import { propertyOwners, users } from "../db/auth-schema.ts";
import type { Database } from "../db/client.ts";
import { leads, outgoingMails, visitBookings, visitSlots } from "../db/lead-schema.ts";
import { properties } from "../db/schema.ts";
import { portalDailyFigures, propertyDailyViews } from "../db/stats-schema.ts";
import { signature } from "../leads/lead-mails.ts";
import { wakeOutbox } from "../leads/outbox-signal.ts";
import { type MailPurpose, outboxValues } from "../mail/outbox-draft.ts";
import { type SiteSettings, siteData } from "../site-settings.ts";
import { ownedPropertyIds } from "./owner-portal.ts";
import { type PropertySummary, type SummaryFigures, summaryMail } from "./owner-summary-text.ts";

export const OWNER_SUMMARY_PURPOSE = "owner-summary" satisfies MailPurpose;

export interface OwnerSummaryOptions {
  /** The public origin, for the links in the mail: "https://www.agency.be". */
  origin: string;
  /** The moment the job runs at; what is due follows from it. */
  now?: Date;
}

interface Owner {
  id: string;
  name: string;
  email: string;
  language: string;
}

const NO_FIGURES: SummaryFigures = {
  siteViews: 0,
  portalViews: 0,
  portalContacts: 0,
  requests: 0,
  visits: 0,
  offers: 0,
};

/** The first moment of a Brussels day, in SQL: the day's midnight there, whatever the offset. */
function brusselsMidnight(day: string): SQL {
  return sql`(${day}::date::timestamp at time zone ${BELGIAN_TIME_ZONE})`;
}

/**
 * Each query reads both periods at once (they are contiguous) and splits them on the period's first
 * day: on or after it is the period, before it the period before.
 */
function inPeriod(day: AnyPgColumn, period: SummaryPeriod): SQL {
  return sql`${day} >= ${period.first}`;
}

function beforePeriod(day: AnyPgColumn, period: SummaryPeriod): SQL {
  return sql`${day} < ${period.first}`;
}

function countWhere(condition: SQL | undefined) {
  return sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
}

function sumWhere(column: AnyPgColumn, condition: SQL) {
  return sql<number>`coalesce(sum(${column}) filter (where ${condition}), 0)`.mapWith(Number);
}

/**
 * An active owner whose choice makes `period` due and who has not been sent it: what finds the
 * owners to mail and what claims one of them, so the two never disagree.
 */
function awaitingPeriod(period: SummaryPeriod): SQL | undefined {
  return and(
    eq(users.role, "owner"),
    eq(users.active, true),
    eq(users.ownerSummary, period.frequency),
    sql`${users.ownerSummaryLastPeriod} is distinct from ${period.key}`,
  );
}

/** Owners whose choice makes `period` due and who have not been sent it, with at least one property. */
async function ownersDue(database: Database, period: SummaryPeriod): Promise<Owner[]> {
  return database
    .select({ id: users.id, name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(
      and(
        awaitingPeriod(period),
        exists(database.select({ one: sql`1` }).from(propertyOwners).where(eq(propertyOwners.userId, users.id))),
      ),
    )
    .orderBy(asc(users.id));
}

/** The figures of each property in the period and in the one before. */
export async function summaryFigures(
  database: Database,
  propertyIds: number[],
  period: SummaryPeriod,
): Promise<Map<number, Pick<PropertySummary, "current" | "previous" | "onPortals">>> {
  const from = period.previous.first;
  const through = period.last;
  const momentsFrom = brusselsMidnight(from);
  const momentsUntil = brusselsMidnight(addDays(through, 1));
  const periodStart = brusselsMidnight(period.first);
  const [site, portals, requests, held] = await Promise.all([
    database
      .select({
        id: propertyDailyViews.propertyId,
        current: sumWhere(propertyDailyViews.views, inPeriod(propertyDailyViews.day, period)),
        previous: sumWhere(propertyDailyViews.views, beforePeriod(propertyDailyViews.day, period)),
      })
      .from(propertyDailyViews)
      .where(
        and(
          inArray(propertyDailyViews.propertyId, propertyIds),
          eq(propertyDailyViews.source, SITE_SOURCE),
          gte(propertyDailyViews.day, from),
          lte(propertyDailyViews.day, through),
        ),
      )
      .groupBy(propertyDailyViews.propertyId),
    database
      .select({
        id: portalDailyFigures.propertyId,
        views: sumWhere(portalDailyFigures.views, inPeriod(portalDailyFigures.day, period)),
        previousViews: sumWhere(portalDailyFigures.views, beforePeriod(portalDailyFigures.day, period)),
        contacts: sumWhere(portalDailyFigures.contacts, inPeriod(portalDailyFigures.day, period)),
        previousContacts: sumWhere(portalDailyFigures.contacts, beforePeriod(portalDailyFigures.day, period)),
      })
      .from(portalDailyFigures)
      .where(
        and(
          inArray(portalDailyFigures.propertyId, propertyIds),
          gte(portalDailyFigures.day, from),
          lte(portalDailyFigures.day, through),
        ),
      )
      .groupBy(portalDailyFigures.propertyId),
    database
      .select({
        id: leads.propertyId,
        requests: countWhere(sql`${leads.createdAt} >= ${periodStart}`),
        previousRequests: countWhere(sql`${leads.createdAt} < ${periodStart}`),
        offers: countWhere(and(sql`${leads.createdAt} >= ${periodStart}`, inArray(leads.kind, [...OFFER_KINDS]))),
        previousOffers: countWhere(
          and(sql`${leads.createdAt} < ${periodStart}`, inArray(leads.kind, [...OFFER_KINDS])),
        ),
      })
      .from(leads)
      .where(
        and(
          inArray(leads.propertyId, propertyIds),
          inArray(leads.kind, [...PROPERTY_REQUEST_KINDS]),
          ne(leads.status, "spam"),
          gte(leads.createdAt, momentsFrom),
          lt(leads.createdAt, momentsUntil),
        ),
      )
      .groupBy(leads.propertyId),
    database
      .select({
        id: visitSlots.propertyId,
        visits: countWhere(sql`${visitSlots.startsAt} >= ${periodStart}`),
        previousVisits: countWhere(sql`${visitSlots.startsAt} < ${periodStart}`),
      })
      .from(visitBookings)
      .innerJoin(visitSlots, eq(visitSlots.id, visitBookings.slotId))
      .where(
        and(
          inArray(visitSlots.propertyId, propertyIds),
          isNull(visitBookings.cancelledAt),
          gte(visitSlots.startsAt, momentsFrom),
          lt(visitSlots.startsAt, momentsUntil),
        ),
      )
      .groupBy(visitSlots.propertyId),
  ]);
  const siteOf = new Map(site.map((row) => [row.id, row]));
  const portalsOf = new Map(portals.map((row) => [row.id, row]));
  const requestsOf = new Map(requests.map((row) => [row.id, row]));
  const heldOf = new Map(held.map((row) => [row.id, row]));
  return new Map(
    propertyIds.map((id) => {
      const views = siteOf.get(id);
      const portal = portalsOf.get(id);
      const asked = requestsOf.get(id);
      const visited = heldOf.get(id);
      return [
        id,
        {
          current: {
            siteViews: views?.current ?? 0,
            portalViews: portal?.views ?? 0,
            portalContacts: portal?.contacts ?? 0,
            requests: asked?.requests ?? 0,
            visits: visited?.visits ?? 0,
            offers: asked?.offers ?? 0,
          },
          previous: {
            siteViews: views?.previous ?? 0,
            portalViews: portal?.previousViews ?? 0,
            portalContacts: portal?.previousContacts ?? 0,
            requests: asked?.previousRequests ?? 0,
            visits: visited?.previousVisits ?? 0,
            offers: asked?.previousOffers ?? 0,
          },
          onPortals: portal !== undefined,
        },
      ];
    }),
  );
}

/** The owner's properties, in their language, each with its figures and its page in the portal. */
async function propertySummaries(
  database: Database,
  owner: Owner,
  language: Language,
  settings: SiteSettings,
  period: SummaryPeriod,
  origin: string,
): Promise<PropertySummary[]> {
  const ids = await ownedPropertyIds(owner.id, database);
  if (ids.length === 0) return [];
  const [rows, figures] = await Promise.all([
    cardQuery(language, settings.fallback, database).where(inArray(properties.id, ids)).orderBy(asc(properties.id)),
    summaryFigures(database, ids, period),
  ]);
  return rows.map((row) => {
    const card = toListingCard(row, language, settings.fallback);
    const own = figures.get(row.id) ?? { current: NO_FIGURES, previous: NO_FIGURES, onPortals: false };
    return {
      label: `${card.title || card.typeName} (${card.zip} ${card.city})`,
      link: `${origin}${href("ownerProperty", language, { id: row.id })}`,
      ...own,
    };
  });
}

/**
 * Claims the period on the owner's row and queues the mail, in one transaction: the claim is one
 * conditional update, so of two processes at the same owner only one gets the row back.
 */
async function queueSummary(
  database: Database,
  owner: Owner,
  period: SummaryPeriod,
  settings: SiteSettings,
  origin: string,
): Promise<boolean> {
  const language = accountLanguage(owner.language);
  const summaries = await propertySummaries(database, owner, language, settings, period, origin);
  if (summaries.length === 0) return false;
  const mail = summaryMail({
    language,
    name: owner.name,
    period,
    properties: summaries,
    accountLink: `${origin}${href("ownerAccount", language)}`,
    signature: signature(settings, language),
  });
  return database.transaction(async (tx) => {
    const claimed = await tx
      .update(users)
      .set({ ownerSummaryLastPeriod: period.key })
      .where(and(eq(users.id, owner.id), awaitingPeriod(period)))
      .returning({ id: users.id });
    if (claimed.length === 0) return false;
    await tx.insert(outgoingMails).values(
      outboxValues({
        purpose: OWNER_SUMMARY_PURPOSE,
        recipient: { name: owner.name, address: owner.email },
        replyTo: { name: settings.agency.name, address: settings.agency.email },
        subject: mail.subject,
        text: mail.text,
      }),
    );
    return true;
  });
}

const FREQUENCIES: readonly SummaryFrequency[] = ["weekly", "monthly"];

/**
 * Queues every summary due at `now` that has not left yet: one owner's failure does not keep the
 * others from theirs; the failures are thrown together at the end, for the job to report.
 */
export async function sendDueOwnerSummaries(
  database: Database,
  options: OwnerSummaryOptions,
): Promise<{ queued: number }> {
  const now = options.now ?? new Date();
  const origin = options.origin.replace(/\/+$/, "");
  const { settings } = await siteData();
  let queued = 0;
  const failures: string[] = [];
  for (const frequency of FREQUENCIES) {
    const period = duePeriod(frequency, now);
    if (!period) continue;
    for (const owner of await ownersDue(database, period)) {
      try {
        if (await queueSummary(database, owner, period, settings, origin)) queued += 1;
      } catch (error) {
        failures.push(`user ${owner.id}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
  if (queued > 0) wakeOutbox();
  if (failures.length > 0) throw new Error(`${failures.length} summaries not queued (${failures.join("; ")})`);
  return { queued };
}
