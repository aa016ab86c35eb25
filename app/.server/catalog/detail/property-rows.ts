// The rows of the property detail page, read in two rounds: the property, its type and its texts
// first (one query), which are enough for the canonical path, so an outdated link is redirected before the rest
// is read; then its media and the similar properties, side by side.
import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { GOAL_SALE, isForSale } from "../../../domain/listing.ts";
import type { Language } from "../../../i18n/languages.ts";
import type { Localized } from "../../../shared/localize.ts";
import { propertyMandates, users } from "../../db/auth-schema.ts";
import { type Database, preparedPerDatabase } from "../../db/client.ts";
import { propertyDocuments } from "../../db/documents-schema.ts";
import { media, properties, propertyTexts, propertyTypes } from "../../db/schema.ts";
import { type CardRow, fullyBookedSql, publishedCardsByIds, publishedWithGoal } from "../card-query.ts";

const SIMILAR = 4;

export type PropertyRow = typeof properties.$inferSelect;
export type PropertyTextRow = typeof propertyTexts.$inferSelect;
export type MediaRow = typeof media.$inferSelect;
export type PropertyDocumentRow = typeof propertyDocuments.$inferSelect;

export interface PublishedProperty {
  property: PropertyRow;
  typeNames: Localized;
  texts: PropertyTextRow[];
  /** The title in each language that has one, for the canonical paths. */
  titles: Map<string, string>;
  /** Every future visit slot is taken. */
  fullyBooked: boolean;
}

export interface PropertySurroundings {
  media: MediaRow[];
  documents: PropertyDocumentRow[];
  similar: CardRow[];
  /** Who handles it, while they work for the agency (an active manager or agent). */
  agent: { name: string; photoKey: string | null; directPhone: string | null } | undefined;
}

/** The property with its type's names and all its texts; undefined unless it is published. */
export function readPublishedProperty(id: number): Promise<PublishedProperty | undefined> {
  return readProperty(id, { published: true });
}

/**
 * The property with its type's names and all its texts, published or not when `published` is false
 * (the back office's preview of a draft); undefined when there is none.
 */
export async function readProperty(
  id: number,
  { published }: { published: boolean },
): Promise<PublishedProperty | undefined> {
  const [row] = await (published ? publishedPropertyRow() : anyPropertyRow()).execute({ id });
  if (!row) return undefined;
  return { ...row, titles: new Map(row.texts.map((text) => [text.language, text.title])) };
}

/**
 * The property's texts, in the property's row: one query instead of a second one after it, which
 * cost the server more than reading them (a query's round trip, its promises and its rows' mapping).
 */
const textsOfProperty = sql<PropertyTextRow[]>`(select coalesce(json_agg(json_build_object(
  'propertyId', ${propertyTexts.propertyId}, 'language', ${propertyTexts.language}, 'title', ${propertyTexts.title},
  'description', ${propertyTexts.description}, 'priceUnitText', ${propertyTexts.priceUnitText})), '[]'::json)
  from ${propertyTexts} where ${propertyTexts.propertyId} = ${properties.id})`;

// Read on every detail page: prepared (see preparedPerDatabase).
const propertyRow = (database: Database, published: boolean) => {
  const id = eq(properties.id, sql.placeholder("id"));
  return database
    .select({
      property: properties,
      typeNames: propertyTypes.names,
      fullyBooked: fullyBookedSql,
      texts: textsOfProperty,
    })
    .from(properties)
    .innerJoin(propertyTypes, eq(propertyTypes.webId, properties.typeWebId))
    .where(published ? and(id, eq(properties.status, "published")) : id);
};
const publishedPropertyRow = preparedPerDatabase((database) =>
  propertyRow(database, true).prepare("published_property"),
);
const anyPropertyRow = preparedPerDatabase((database) => propertyRow(database, false).prepare("any_property"));
const mediaOfProperty = preparedPerDatabase((database) =>
  database
    .select()
    .from(media)
    .where(eq(media.propertyId, sql.placeholder("id")))
    .orderBy(asc(media.kind), asc(media.position))
    .prepare("property_media"),
);
const documentsOfProperty = preparedPerDatabase((database) =>
  database
    .select()
    .from(propertyDocuments)
    // A document for the agency only (a mandate, an owner's attest) is never shown to visitors.
    .where(and(eq(propertyDocuments.propertyId, sql.placeholder("id")), eq(propertyDocuments.internal, false)))
    .orderBy(asc(propertyDocuments.position))
    .prepare("property_documents"),
);

const agentOfProperty = preparedPerDatabase((database) =>
  database
    .select({ name: users.name, photoKey: users.photoKey, directPhone: users.directPhone })
    .from(propertyMandates)
    .innerJoin(users, eq(users.id, propertyMandates.agentId))
    .where(
      and(
        eq(propertyMandates.propertyId, sql.placeholder("id")),
        eq(users.active, true),
        inArray(users.role, ["manager", "agent"]),
      ),
    )
    .prepare("property_agent"),
);

/**
 * The properties most like this one: same goal, the same type first, then the same postal code,
 * then the nearest price, then the newest. Prepared, one statement per goal (whose condition the
 * indexes serve): built by Drizzle on every page, this query cost the server more than running it.
 */
const similarIds = (goal: number) =>
  preparedPerDatabase((database) =>
    database
      .select({ id: properties.id })
      .from(properties)
      .where(and(publishedWithGoal(goal), ne(properties.id, sql.placeholder("id"))))
      .orderBy(
        desc(sql`(${properties.typeWebId} = ${sql.placeholder("typeWebId")})`),
        desc(sql`(${properties.zip} = ${sql.placeholder("zip")})`),
        sql`abs(coalesce(${properties.price}, 0) - ${sql.placeholder("price")})`,
        desc(properties.publishedAt),
      )
      .limit(SIMILAR)
      .prepare(`similar_ids_${isForSale(goal) ? "sale" : "rent"}`),
  );
const similarForSale = similarIds(GOAL_SALE);
const similarForRent = similarIds(GOAL_SALE + 1);

/** The property's photos, videos, tours, documents and agent, and the cards of the properties most like it. */
export async function readPropertySurroundings(
  property: PropertyRow,
  language: Language,
  fallback: Language,
): Promise<PropertySurroundings> {
  const similar = isForSale(property.goal) ? similarForSale() : similarForRent();
  const [mediaRows, documents, agents, similarCards] = await Promise.all([
    mediaOfProperty().execute({ id: property.id }),
    documentsOfProperty().execute({ id: property.id }),
    agentOfProperty().execute({ id: property.id }),
    similar
      .execute({ id: property.id, typeWebId: property.typeWebId, zip: property.zip, price: property.price ?? 0 })
      .then((rows) =>
        publishedCardsByIds(
          rows.map((row) => row.id),
          language,
          fallback,
        ),
      ),
  ]);
  return { media: mediaRows, documents, similar: similarCards, agent: agents[0] };
}
