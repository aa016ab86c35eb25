// "Keep me informed": after properties are published or changed, every confirmed demand that has
// new matching properties gets one mail listing them, and each (demand, property) pair is mailed
// once. The mails go to the outbox in the same transaction as the pairs, so a pair is never
// recorded without its mail, nor mailed twice.
import { and, eq, inArray, isNotNull, isNull, notInArray, type SQL, sql } from "drizzle-orm";
import { type MatchFacts, matchesDemand } from "../../domain/demand-match.ts";
import { formatPrice } from "../../i18n/format.ts";
import { isLanguage, type Language } from "../../i18n/languages.ts";
import { messagesFor } from "../../i18n/messages.server.ts";
import { mailLabels } from "../catalog/mail-labels.ts";
import { priceText } from "../catalog/price-text.ts";
import type { Database, Transaction } from "../db/client.ts";
import type { PropertyDetails } from "../db/json-shapes.ts";
import { demandMatches, demands, outgoingMails } from "../db/lead-schema.ts";
import { properties, siteSettings } from "../db/schema.ts";
import { greeting } from "../leads/lead-mails.ts";
import { MAIL_TEXTS } from "../leads/mail-texts.ts";
import { outboxValues } from "../mail/outbox-draft.ts";
import { privateLink } from "../mail/private-links.ts";
import { unsubscribeHeaders } from "../mail/unsubscribe-headers.ts";
import { demandMailTexts } from "./demand-mail-texts.ts";
export interface DemandMatchingOptions {
  /** The public origin, for absolute links: "https://www.agency.be". */
  origin: string;
  agencyName: string;
  agencyEmail: string;
  unsubscribeUrl: (token: string, language: Language) => string;
  /** Only this demand (right after it is confirmed); otherwise every active demand. */
  demandId?: number;
}

export interface DemandMatchingResult {
  /** Demands that were sent a mail. */
  alerted: number;
  /** New (demand, property) pairs. */
  matched: number;
}

/** Any constant will do, as long as no other advisory lock of the application uses it. */
export const MATCHING_LOCK = 727_101;
const SOLD_OR_RENTED = [3, 4];
/** Rows per insert, well under PostgreSQL's limit on parameters per statement. */
const CHUNK = 5_000;

interface Candidate {
  id: number;
  goal: number;
  typeWebId: number;
  zip: string;
  city: string;
  cityNames: Record<string, string | undefined>;
  price: number | null;
  publishPrice: boolean;
  priceUnit: number | null;
  facts: MatchFacts;
}

export async function runDemandMatching(db: Database, options: DemandMatchingOptions): Promise<DemandMatchingResult> {
  return db.transaction(async (tx) => {
    // Another run holds the lock: it reads the same committed data, so this one has nothing to add.
    const lock = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(${MATCHING_LOCK}) as locked`,
    );
    if (lock.rows[0]?.locked !== true) return { alerted: 0, matched: 0 };

    const active = await activeDemands(tx, options.demandId);
    if (active.length === 0) return { alerted: 0, matched: 0 };
    const candidates = await loadCandidates(tx);
    const known = await knownPairs(
      tx,
      active.map((demand) => demand.id),
    );

    const wanted = active.flatMap((demand) =>
      candidates
        .filter((property) => !known.has(pairKey(demand.id, property.id)))
        .filter((property) => matchesDemand(demand.criteria, property.facts))
        .map((property) => ({ demandId: demand.id, propertyId: property.id })),
    );
    // Only the pairs this insert really wrote are mailed: a pair recorded meanwhile is left alone.
    const inserted: { demandId: number; propertyId: number }[] = [];
    for (let start = 0; start < wanted.length; start += CHUNK) {
      const rows = await tx
        .insert(demandMatches)
        .values(wanted.slice(start, start + CHUNK))
        .onConflictDoNothing()
        .returning({ demandId: demandMatches.demandId, propertyId: demandMatches.propertyId });
      inserted.push(...rows);
    }
    if (inserted.length === 0) return { alerted: 0, matched: 0 };

    const newByDemand = new Map<number, Set<number>>();
    for (const pair of inserted) {
      newByDemand.set(pair.demandId, (newByDemand.get(pair.demandId) ?? new Set()).add(pair.propertyId));
    }
    const newIds = [...new Set(inserted.map((pair) => pair.propertyId))];
    const labels = await mailLabels(tx, newIds);
    const fallback = await defaultLanguage(tx);
    const origin = options.origin.replace(/\/+$/, "");

    const mails = active.flatMap((demand) => {
      const mine = newByDemand.get(demand.id) ?? new Set<number>();
      // In the catalogue's order (newest first), which the candidates were loaded in.
      const listed = candidates.filter((property) => mine.has(property.id));
      if (listed.length === 0) return [];
      const language = isLanguage(demand.language) ? demand.language : fallback;
      const unsubscribe = options.unsubscribeUrl(demand.token, language);
      const unsubscribeLink = privateLink(unsubscribe, demand.token);
      const items = listed.flatMap((property) => {
        const label = labels.get(property.id)?.label(language, fallback);
        if (!label) return [];
        const link = `${origin}${label.path}`;
        const price = priceText(property, messagesFor(language).catalog.card, (value) => formatPrice(value, language));
        return `- ${label.title || label.typeName}\n  ${property.zip} ${label.city} · ${price}\n  ${link}`;
      });
      const texts = demandMailTexts[language];
      const common = MAIL_TEXTS[language];
      const text = [
        // A demand sent without a solved captcha kept no name (demand-form-action.ts).
        greeting(demand.name, language),
        texts.intro(listed.length),
        items.join("\n\n"),
        `${common.regards}\n${options.agencyName}\n${options.agencyEmail}`,
        texts.unsubscribe(unsubscribeLink.shown),
      ].join("\n\n");
      return [
        outboxValues({
          demandId: demand.id,
          purpose: "demand-match",
          recipient: { name: demand.name, address: demand.email },
          replyTo: { name: options.agencyName, address: options.agencyEmail },
          subject: texts.subject(listed.length),
          text: `${text}\n`,
          privateLinks: [unsubscribeLink],
          headers: unsubscribeHeaders(unsubscribe),
        }),
      ];
    });
    for (let start = 0; start < mails.length; start += CHUNK) {
      await tx.insert(outgoingMails).values(mails.slice(start, start + CHUNK));
    }
    return { alerted: mails.length, matched: inserted.length };
  });
}

function pairKey(demandId: number, propertyId: number): string {
  return `${demandId}:${propertyId}`;
}

async function activeDemands(tx: Transaction, demandId: number | undefined) {
  const conditions: SQL[] = [isNotNull(demands.confirmedAt), isNull(demands.unsubscribedAt)];
  if (demandId !== undefined) conditions.push(eq(demands.id, demandId));
  return tx
    .select({
      id: demands.id,
      token: demands.token,
      language: demands.language,
      email: demands.email,
      name: demands.name,
      criteria: demands.criteria,
    })
    .from(demands)
    .where(and(...conditions))
    .orderBy(demands.id);
}

/** The published catalogue still on offer, once per run, with only the columns matching reads. */
async function loadCandidates(tx: Transaction): Promise<Candidate[]> {
  const rows = await tx
    .select({
      id: properties.id,
      goal: properties.goal,
      typeWebId: properties.typeWebId,
      zip: properties.zip,
      city: properties.city,
      cityNames: properties.cityNames,
      price: properties.price,
      publishPrice: properties.publishPrice,
      priceUnit: properties.priceUnit,
      bedrooms: properties.bedrooms,
      marquee: properties.marquee,
      rooms: sql<PropertyDetails["rooms"] | null>`${properties.details} -> 'rooms'`,
    })
    .from(properties)
    .where(and(eq(properties.status, "published"), notInArray(properties.marquee, SOLD_OR_RENTED)))
    .orderBy(sql`${properties.publishedAt} desc`, sql`${properties.id} desc`);
  return rows.map((row) => {
    const internal = row.rooms?.parkingsInternal;
    const external = row.rooms?.parkingsExternal;
    const parkings = internal === undefined && external === undefined ? null : (internal ?? 0) + (external ?? 0);
    return {
      ...row,
      facts: {
        goal: row.goal,
        typeWebId: row.typeWebId,
        zip: row.zip,
        cityNames: [row.city, ...Object.values(row.cityNames).filter((name): name is string => Boolean(name))],
        // A hidden price is no price to the visitor: the budget neither selects nor excludes it.
        price: row.publishPrice ? row.price : null,
        bedrooms: row.bedrooms,
        garages: row.rooms?.garages ?? null,
        parkings,
        marquee: row.marquee,
      },
    };
  });
}

async function knownPairs(tx: Transaction, demandIds: number[]): Promise<Set<string>> {
  const rows = await tx
    .select({ demandId: demandMatches.demandId, propertyId: demandMatches.propertyId })
    .from(demandMatches)
    .where(inArray(demandMatches.demandId, demandIds));
  return new Set(rows.map((row) => pairKey(row.demandId, row.propertyId)));
}

/** Titles, cities and type names of the mailed properties, in a language with the site's fallback. */
async function defaultLanguage(tx: Transaction): Promise<Language> {
  const [settings] = await tx.select({ language: siteSettings.defaultLanguage }).from(siteSettings).limit(1);
  return isLanguage(settings?.language) ? settings.language : "nl";
}
