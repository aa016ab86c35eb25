// The rows of the property detail page, read in two rounds: the property, its type and its texts
// first, which are enough for the canonical path, so an outdated link is redirected before the rest
// is read; then its media and the similar properties, side by side.
import { and, asc, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import type { Language } from "../../../i18n/languages.ts";
import type { Localized } from "../../../shared/localize.ts";
import { db } from "../../db/client.ts";
import { propertyDocuments } from "../../db/documents-schema.ts";
import { media, properties, propertyTexts, propertyTypes } from "../../db/schema.ts";
import { type CardRow, cardPage, fullyBookedSql, publishedWithGoal } from "../card-query.ts";

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
  const [row] = await db()
    .select({ property: properties, typeNames: propertyTypes.names, fullyBooked: fullyBookedSql })
    .from(properties)
    .innerJoin(propertyTypes, eq(propertyTypes.webId, properties.typeWebId))
    .where(published ? and(eq(properties.id, id), eq(properties.status, "published")) : eq(properties.id, id));
  if (!row) return undefined;
  const texts = await db().select().from(propertyTexts).where(eq(propertyTexts.propertyId, id));
  return { ...row, texts, titles: new Map(texts.map((text) => [text.language, text.title])) };
}

/** The property's photos, videos, tours and documents, and the cards of the properties most like it. */
export async function readPropertySurroundings(
  property: PropertyRow,
  language: Language,
  fallback: Language,
): Promise<PropertySurroundings> {
  const [mediaRows, documents, similar] = await Promise.all([
    db().select().from(media).where(eq(media.propertyId, property.id)).orderBy(asc(media.kind), asc(media.position)),
    db()
      .select()
      .from(propertyDocuments)
      .where(eq(propertyDocuments.propertyId, property.id))
      .orderBy(asc(propertyDocuments.position)),
    // Similar: same goal, the same type first, then the same postal code, then the nearest price.
    cardPage(
      {
        where: and(publishedWithGoal(property.goal), ne(properties.id, property.id)) as SQL,
        orderBy: [
          desc(sql`(${properties.typeWebId} = ${property.typeWebId})`),
          desc(sql`(${properties.zip} = ${property.zip})`),
          sql`abs(coalesce(${properties.price}, 0) - ${property.price ?? 0})`,
          desc(properties.publishedAt),
        ],
        limit: SIMILAR,
      },
      language,
      fallback,
    ),
  ]);
  return { media: mediaRows, documents, similar };
}
