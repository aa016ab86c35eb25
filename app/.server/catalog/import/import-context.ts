// What every property of a feed is checked against, read once before the first one, and the stored
// form of one property of the feed: the import writes it and its preview compares it, alike.
import { eq } from "drizzle-orm";
import { isLanguage, type Language } from "../../../i18n/languages.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { projects, properties, propertyTypes, siteSettings } from "../../db/schema.ts";
import { cityNames, type FeedTeaser, propertyValues, textsFromTeasers } from "./feed-property.ts";
import type { Feed, FeedProperty } from "./feed-schema.ts";
import type { MediaRow } from "./property-media.ts";
import type { WantedProperty } from "./write-property.ts";

export interface ImportContext {
  /** The language the feed's City is written in. */
  defaultLanguage: Language;
  /** The stored types and the feed's own (the import writes those first). */
  typeIds: Set<number>;
  projectIds: Set<number>;
  teasersByProperty: Map<number, FeedTeaser[]>;
  /** Listings made in the back office: the feed never overwrites them, even under the same id. */
  officeIds: Set<number>;
}

export async function readImportContext(db: Database | Transaction, feed: Feed): Promise<ImportContext> {
  const [settings] = await db.select({ defaultLanguage: siteSettings.defaultLanguage }).from(siteSettings);
  const types = await db.select({ webId: propertyTypes.webId }).from(propertyTypes);
  const projectRows = await db.select({ id: projects.id }).from(projects);
  const office = await db.select({ id: properties.id }).from(properties).where(eq(properties.source, "office"));
  return {
    defaultLanguage: settings && isLanguage(settings.defaultLanguage) ? settings.defaultLanguage : "nl",
    typeIds: new Set([...types.map((row) => row.webId), ...feed.types.map((type) => type.WebID)]),
    projectIds: new Set(projectRows.map((row) => row.id)),
    teasersByProperty: teasersByProperty(feed.teasers),
    officeIds: new Set(office.map((row) => row.id)),
  };
}

function teasersByProperty(teasers: readonly FeedTeaser[]): Map<number, FeedTeaser[]> {
  const byProperty = new Map<number, FeedTeaser[]>();
  for (const teaser of teasers) byProperty.set(teaser.ID, [...(byProperty.get(teaser.ID) ?? []), teaser]);
  return byProperty;
}

/** Why a property of the feed is left out, or undefined when it is imported. */
export function skipReason(item: FeedProperty, context: ImportContext): string | undefined {
  if (context.officeIds.has(item.ID)) return "a listing of the back office has this id; the feed's is left out";
  if (!context.typeIds.has(item.WebID)) return `unknown type WebID ${item.WebID}`;
  return undefined;
}

/** The property as the site stores it, with the media rows given. */
export function wantedProperty(item: FeedProperty, context: ImportContext, media: MediaRow[]): WantedProperty {
  const teasers = context.teasersByProperty.get(item.ID) ?? [];
  return {
    id: item.ID,
    values: propertyValues(item, cityNames(item, teasers, context.defaultLanguage), context.projectIds),
    texts: textsFromTeasers(teasers),
    media,
    publishedAt: item.PublishedAt ? new Date(item.PublishedAt) : undefined,
    publications: item.Publications?.map(({ Portal, Since, Url }) => ({
      portal: Portal,
      since: Since,
      url: Url ?? null,
    })),
  };
}
