// The one query shape behind every property card (home, lists, similar properties, search): the
// property, its type, its headline in the visitor's language and in the default language, and its
// first photo. Pages are read in two steps: first the ids of the page (filter, order, limit on
// properties alone, which the indexes serve), then the cards of those ids. Joining texts and photos
// before the limit would make PostgreSQL build a card for every matching row: with 100,000 listings
// that took seconds.
import { and, eq, ne, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { GOAL_SALE, isForSale } from "../../domain/listing.ts";
import { slugify } from "../../domain/slug.ts";
import { formatPrice } from "../../i18n/format.ts";
import type { Language } from "../../i18n/languages.ts";
import { href } from "../../i18n/links.ts";
import { messagesFor } from "../../i18n/messages.server.ts";
import type { ListingCard } from "../../shared/listing-view.ts";
import { localize } from "../../shared/localize.ts";
import { type Database, db, preparedPerDatabase } from "../db/client.ts";
import type { PropertyDetails } from "../db/json-shapes.ts";
import { visitSlots } from "../db/lead-schema.ts";
import { media, properties, propertyTexts, propertyTypes } from "../db/schema.ts";
import { propertyChanges } from "../db/stats-schema.ts";
import { cardEnergy } from "./card-energy.ts";
import { priceText } from "./price-text.ts";

const textHere = alias(propertyTexts, "text_here");
const textFallback = alias(propertyTexts, "text_fallback");

/** Published properties; goal 0 for sale, any other value for rent (DECISIONS.md). */
export function publishedWithGoal(goal: number | undefined): SQL {
  const published = eq(properties.status, "published");
  if (goal === undefined) return published;
  return and(published, isForSale(goal) ? eq(properties.goal, GOAL_SALE) : ne(properties.goal, GOAL_SALE)) as SQL;
}

type LanguageValue = Language | ReturnType<typeof sql.placeholder>;

/**
 * True when the property takes visits by slot and every future slot is taken: its badge says
 * "visits fully booked" (the banner the CRM wrote in the headline, now read from the slots).
 */
export const fullyBookedSql = sql<boolean>`(exists (select 1 from ${visitSlots} where ${visitSlots.propertyId} = ${properties.id} and ${visitSlots.startsAt} > now()) and not exists (select 1 from ${visitSlots} where ${visitSlots.propertyId} = ${properties.id} and ${visitSlots.startsAt} > now() and ${visitSlots.booked} < ${visitSlots.capacity}))`;

/**
 * True when the last change of the price, made within 60 days, lowered it: the card's "price reduced"
 * badge. A price raised again since, or lowered long ago, is no news to badge.
 */
export const priceReducedSql = sql<boolean>`coalesce((select ${propertyChanges.after} < ${propertyChanges.before}
  from ${propertyChanges} where ${propertyChanges.propertyId} = ${properties.id} and ${propertyChanges.kind} = 'price'
    and ${propertyChanges.changedAt} > now() - interval '60 days'
  order by ${propertyChanges.id} desc limit 1), false)`;

/** The card query, to be completed with where / orderBy / limit by the caller. */
export function cardQuery(language: LanguageValue, fallback: LanguageValue, database: Database = db()) {
  const photo = database
    .select({ fileKey: media.fileKey, width: media.width, height: media.height })
    .from(media)
    .where(and(eq(media.propertyId, properties.id), eq(media.kind, "photo")))
    .orderBy(media.position)
    .limit(1)
    .as("photo");
  return database
    .select({
      id: properties.id,
      goal: properties.goal,
      reference: properties.reference,
      zip: properties.zip,
      city: properties.city,
      cityNames: properties.cityNames,
      typeWebId: properties.typeWebId,
      typeNames: propertyTypes.names,
      marquee: properties.marquee,
      fullyBooked: fullyBookedSql,
      priceReduced: priceReducedSql,
      price: properties.price,
      publishPrice: properties.publishPrice,
      priceUnit: properties.priceUnit,
      bedrooms: properties.bedrooms,
      livingArea: properties.livingArea,
      plotArea: properties.plotArea,
      countryId: properties.countryId,
      energyPerformance: properties.energyPerformance,
      epcLabelText: properties.epcLabelText,
      energy: sql<PropertyDetails["energy"] | null>`${properties.details}->'energy'`,
      title: sql<string>`coalesce(${textHere.title}, ${textFallback.title}, '')`,
      priceUnitText: sql<string>`coalesce(${textHere.priceUnitText}, ${textFallback.priceUnitText}, '')`,
      photoKey: photo.fileKey,
      photoWidth: photo.width,
      photoHeight: photo.height,
      latitude: properties.latitude,
      longitude: properties.longitude,
      publishAddress: properties.publishAddress,
    })
    .from(properties)
    .innerJoin(propertyTypes, eq(propertyTypes.webId, properties.typeWebId))
    .leftJoin(textHere, and(eq(textHere.propertyId, properties.id), eq(textHere.language, language)))
    .leftJoin(textFallback, and(eq(textFallback.propertyId, properties.id), eq(textFallback.language, fallback)))
    .leftJoinLateral(photo, sql`true`)
    .$dynamic();
}

export type CardRow = Awaited<ReturnType<ReturnType<typeof cardQuery>["execute"]>>[number];

export interface CardPage {
  /** Which properties: published ones only (the cards are read with publishedCardsByIds). */
  where: SQL;
  orderBy: SQL[];
  limit: number;
  offset?: number;
  /** The order reads the type's ShowOrder. */
  withTypes?: boolean;
}

/**
 * The cards of one page, in the page's order: the page's ids by its own query, their cards by the
 * prepared one, which PostgreSQL plans once per connection instead of on every page.
 */
export async function cardPage(page: CardPage, language: Language, fallback: Language): Promise<CardRow[]> {
  const base = db().select({ id: properties.id }).from(properties).$dynamic();
  const withTypes = page.withTypes
    ? base.innerJoin(propertyTypes, eq(propertyTypes.webId, properties.typeWebId))
    : base;
  const ids = await withTypes
    .where(page.where)
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset ?? 0);
  return publishedCardsByIds(
    ids.map((row) => row.id),
    language,
    fallback,
  );
}

/** Cards of the given ids whatever their status, in that order (unknown ids are left out). */
export async function cardsByIds(ids: number[], language: Language, fallback: Language): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  return inIdOrder(ids, await anyCards().execute({ ids, language, fallback }));
}

/** The rows in the order of `ids`; ids without a row are left out. */
function inIdOrder(ids: number[], rows: CardRow[]): CardRow[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

// Planning the card query takes longer than running it (about 1 ms against 0.4 ms).
const publishedCards = preparedPerDatabase((database) =>
  cardQuery(sql.placeholder("language"), sql.placeholder("fallback"), database)
    .where(and(eq(properties.status, "published"), sql`${properties.id} = any(${sql.placeholder("ids")}::int[])`))
    .prepare("published_cards_by_ids"),
);

const anyCards = preparedPerDatabase((database) =>
  cardQuery(sql.placeholder("language"), sql.placeholder("fallback"), database)
    .where(sql`${properties.id} = any(${sql.placeholder("ids")}::int[])`)
    .prepare("cards_by_ids"),
);

/** Cards of the given ids that are published now, in the given order. */
export async function publishedCardsByIds(ids: number[], language: Language, fallback: Language): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  return inIdOrder(ids, await publishedCards().execute({ ids, language, fallback }));
}

/** The canonical detail path (DECISIONS.md): /{lang}/{sale|rent}/{city}/{title}/{id}/. */
export function propertyHref(
  language: Language,
  facts: { id: number; goal: number; city: string; title: string; typeName: string },
): string {
  const page = isForSale(facts.goal) ? "propertyForSale" : "propertyForRent";
  const city = slugify(facts.city, { language }) || "be";
  // A title of only symbols slugs to nothing; the type name keeps the path readable.
  const title = slugify(facts.title, { language }) || slugify(facts.typeName, { language }) || String(facts.id);
  return href(page, language, { city, title, id: facts.id });
}

export function toListingCard(row: CardRow, language: Language, fallback: Language): ListingCard {
  const city = localize(row.cityNames, language, fallback) || row.city;
  const typeName = localize(row.typeNames, language, fallback);
  const messages = messagesFor(language).catalog.card;
  return {
    id: row.id,
    goal: row.goal,
    href: propertyHref(language, { id: row.id, goal: row.goal, city, title: row.title, typeName }),
    title: row.title,
    reference: row.reference,
    city,
    zip: row.zip,
    typeName,
    typeWebId: row.typeWebId,
    marquee: row.marquee,
    fullyBooked: row.fullyBooked,
    priceText: priceText(row, messages, (value) => formatPrice(value, language)),
    // A hidden price is no price to call lower.
    priceReduced: row.priceReduced && row.publishPrice,
    bedrooms: row.bedrooms,
    livingArea: row.livingArea,
    plotArea: row.plotArea,
    energy: cardEnergy(row, language),
    photoKey: row.photoKey,
    photoWidth: row.photoWidth,
    photoHeight: row.photoHeight,
  };
}
