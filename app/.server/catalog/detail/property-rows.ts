// The rows of the property detail page, in two statements: the property with its type, its texts,
// its media, its documents and its agent first, which are enough for the canonical path, so an
// outdated link is redirected before the rest is read; then the cards of the properties most like
// it. Each statement is a round trip, promises and rows to map: the page made six (the property,
// then media, documents, agent and the similar ids side by side, then their cards), and they were a
// quarter of its render (docs/render-profile.md, "Detail page").
import { and, asc, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import { GOAL_SALE, isForSale } from "../../../domain/listing.ts";
import type { Language } from "../../../i18n/languages.ts";
import type { Localized } from "../../../shared/localize.ts";
import { propertyMandates, users } from "../../db/auth-schema.ts";
import { type Database, preparedPerDatabase } from "../../db/client.ts";
import { propertyDocuments } from "../../db/documents-schema.ts";
import { media, properties, propertyTexts, propertyTypes } from "../../db/schema.ts";
import { type CardRow, cardQuery, fullyBookedSql, publishedWithGoal } from "../card-query.ts";

const SIMILAR = 4;

export type PropertyRow = typeof properties.$inferSelect;
export type PropertyTextRow = typeof propertyTexts.$inferSelect;

/** What the page shows of a photo, video or tour. */
export interface DetailMedia {
  kind: "photo" | "video" | "tour";
  fileKey: string | null;
  url: string | null;
  width: number | null;
  height: number | null;
  captions: Localized;
  alts: Localized;
}

/** What the page shows of a document for visitors. */
export interface DetailDocument {
  id: number;
  names: Localized;
  fileKey: string;
}

/** Who handles the property, while they work for the agency (an active manager or agent). */
export interface DetailAgent {
  name: string;
  photoKey: string | null;
  directPhone: string | null;
  directEmail: string | null;
}

export interface PublishedProperty {
  property: PropertyRow;
  typeNames: Localized;
  texts: PropertyTextRow[];
  /** The title in each language that has one, for the canonical paths. */
  titles: Map<string, string>;
  /** Every future visit slot is taken. */
  fullyBooked: boolean;
  /** Photos, videos and tours, by kind and position. */
  media: DetailMedia[];
  documents: DetailDocument[];
  agent: DetailAgent | null;
}

export interface PropertySurroundings {
  media: DetailMedia[];
  documents: DetailDocument[];
  similar: CardRow[];
  agent: DetailAgent | undefined;
}

/** The property with its type's names, texts, media, documents and agent; undefined unless it is published. */
export function readPublishedProperty(id: number): Promise<PublishedProperty | undefined> {
  return readProperty(id, { published: true });
}

/**
 * The property with its type's names, texts, media, documents and agent, published or not when
 * `published` is false (the back office's preview of a draft); undefined when there is none.
 */
export async function readProperty(
  id: number,
  { published }: { published: boolean },
): Promise<PublishedProperty | undefined> {
  const [row] = await (published ? publishedPropertyRow() : anyPropertyRow()).execute({ id });
  if (!row) return undefined;
  return { ...row, titles: new Map(row.texts.map((text) => [text.language, text.title])) };
}

/** A list the property's row carries as JSON, read in the same statement (an empty list when none). */
function jsonList<Item>(select: SQL, from: SQL): SQL<Item[]> {
  return sql<Item[]>`(select coalesce(json_agg(${select}), '[]'::json) from ${from})`;
}

const textsOfProperty = jsonList<PropertyTextRow>(
  sql`json_build_object('propertyId', ${propertyTexts.propertyId}, 'language', ${propertyTexts.language},
    'title', ${propertyTexts.title}, 'description', ${propertyTexts.description},
    'priceUnitText', ${propertyTexts.priceUnitText})`,
  sql`${propertyTexts} where ${propertyTexts.propertyId} = ${properties.id}`,
);

const mediaOfProperty = jsonList<DetailMedia>(
  sql`json_build_object('kind', ${media.kind}, 'fileKey', ${media.fileKey}, 'url', ${media.url},
    'width', ${media.width}, 'height', ${media.height}, 'captions', ${media.captions}, 'alts', ${media.alts})
    order by ${media.kind}, ${media.position}`,
  sql`${media} where ${media.propertyId} = ${properties.id}`,
);

// A document for the agency only (a mandate, an owner's attest) is never shown to visitors.
const documentsOfProperty = jsonList<DetailDocument>(
  sql`json_build_object('id', ${propertyDocuments.id}, 'names', ${propertyDocuments.names},
    'fileKey', ${propertyDocuments.fileKey}) order by ${propertyDocuments.position}`,
  sql`${propertyDocuments} where ${propertyDocuments.propertyId} = ${properties.id}
    and ${propertyDocuments.internal} = false`,
);

const agentOfProperty = sql<DetailAgent | null>`(select json_build_object('name', ${users.name},
  'photoKey', ${users.photoKey}, 'directPhone', ${users.directPhone}, 'directEmail', ${users.directEmail})
  from ${propertyMandates} join ${users} on ${users.id} = ${propertyMandates.agentId}
  where ${propertyMandates.propertyId} = ${properties.id} and ${users.active}
    and ${users.role} in ('manager', 'agent') limit 1)`;

// Read on every detail page: prepared (see preparedPerDatabase).
const propertyRow = (database: Database, published: boolean) => {
  const id = eq(properties.id, sql.placeholder("id"));
  return database
    .select({
      property: properties,
      typeNames: propertyTypes.names,
      fullyBooked: fullyBookedSql,
      texts: textsOfProperty,
      media: mediaOfProperty,
      documents: documentsOfProperty,
      agent: agentOfProperty,
    })
    .from(properties)
    .innerJoin(propertyTypes, eq(propertyTypes.webId, properties.typeWebId))
    .where(published ? and(id, eq(properties.status, "published")) : id);
};
const publishedPropertyRow = preparedPerDatabase((database) =>
  propertyRow(database, true).prepare("published_property"),
);
const anyPropertyRow = preparedPerDatabase((database) => propertyRow(database, false).prepare("any_property"));

/**
 * The order of the properties most like this one: the same type first, then the same postal code,
 * then the nearest price, then the newest (the id last, so that ties keep one order).
 */
const similarOrder = (): SQL[] => [
  desc(sql`(${properties.typeWebId} = ${sql.placeholder("typeWebId")})`),
  desc(sql`(${properties.zip} = ${sql.placeholder("zip")})`),
  sql`abs(coalesce(${properties.price}, 0) - ${sql.placeholder("price")})`,
  desc(properties.publishedAt),
  asc(properties.id),
];

/**
 * The cards of the properties most like this one, of the same goal: the few ids chosen on
 * properties alone (the card query's rule: no card is built for a row the limit drops), their cards
 * in the same statement, in the same order. Prepared, one statement per goal (whose condition the
 * indexes serve): built by Drizzle on every page, this query cost the server more than running it.
 */
const similarCards = (goal: number) =>
  preparedPerDatabase((database) => {
    const chosen = database
      .select({ id: properties.id })
      .from(properties)
      .where(and(publishedWithGoal(goal), ne(properties.id, sql.placeholder("id"))))
      .orderBy(...similarOrder())
      .limit(SIMILAR)
      .as("similar");
    return cardQuery(sql.placeholder("language"), sql.placeholder("fallback"), database)
      .innerJoin(chosen, eq(chosen.id, properties.id))
      .orderBy(...similarOrder())
      .prepare(`similar_cards_${isForSale(goal) ? "sale" : "rent"}`);
  });
const similarForSale = similarCards(GOAL_SALE);
const similarForRent = similarCards(GOAL_SALE + 1);

/** The property's photos, videos, tours, documents and agent, and the cards of the properties most like it. */
export async function readPropertySurroundings(
  found: PublishedProperty,
  language: Language,
  fallback: Language,
): Promise<PropertySurroundings> {
  const { property } = found;
  const similar = await (isForSale(property.goal) ? similarForSale() : similarForRent()).execute({
    id: property.id,
    typeWebId: property.typeWebId,
    zip: property.zip,
    price: property.price ?? 0,
    language,
    fallback,
  });
  return { media: found.media, documents: found.documents, similar, agent: found.agent ?? undefined };
}
