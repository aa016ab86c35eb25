// The property detail page's data: the canonical path (outdated slugs redirect), the texts in the
// visitor's language with the default language as fallback, photos, videos, tours, energy,
// attribute groups, the address and price rules, and similar properties.
import { showsAsReference } from "../../../domain/listing.ts";
import { formatDate } from "../../../i18n/dates.ts";
import { formatPrice } from "../../../i18n/format.ts";
import { LANGUAGES, type Language } from "../../../i18n/languages.ts";
import type { PriceHistoryLine, PropertyDetailData } from "../../../shared/detail-view.ts";
import { localize } from "../../../shared/localize.ts";
import type { PriceChange } from "../../../shared/price-history.ts";
import { brochureLink } from "../../brochure/brochure-path.ts";
import { publicOrigin } from "../../public-origin.ts";
import type { RequestLanguage } from "../../request-language.ts";
import { siteData } from "../../site-settings.ts";
import { propertyHref } from "../card-query.ts";
import { openDetailPage } from "../detail-opening.ts";
import { priceHistory } from "../price-history.ts";
import {
  type PublishedProperty,
  readProperty,
  readPropertySurroundings,
  readPublishedProperty,
} from "./property-rows.ts";
import { propertyStructuredData } from "./property-structured-data.ts";
import { localizeProperty, propertyView } from "./property-view.ts";
import type { StructuredData } from "./structured-data-context.ts";

/** The canonical path of a property in a language, from the rows already loaded. */
export function canonicalPath(
  language: Language,
  fallback: Language,
  row: { id: number; goal: number; city: string; cityNames: Record<string, string | undefined> },
  texts: Map<string, string>,
  typeNames: Record<string, string | undefined>,
): string {
  const title = texts.get(language) ?? texts.get(fallback) ?? [...texts.values()][0] ?? "";
  const city = localize(row.cityNames, language, fallback) || row.city;
  return propertyHref(language, {
    id: row.id,
    goal: row.goal,
    city,
    title,
    typeName: localize(typeNames, language, fallback),
  });
}

/** The page's data, and its structured data for the server's render alone (structured-data-context.ts). */
export interface PropertyDetailLoad extends PropertyDetailData {
  structuredData: StructuredData;
}

export async function loadPropertyDetail(
  request: Request,
  params: { id?: string },
  requestLanguage: RequestLanguage,
): Promise<PropertyDetailLoad> {
  const opened = await openDetailPage(request, params, requestLanguage, {
    read: readShownProperty,
    canonicalPath: propertyPath,
  });
  const { language, fallback, row: found, path } = opened;
  const surroundings = await readPropertySurroundings(found, language, fallback);
  const localized = localizeProperty(found, language, fallback);
  const archivedReference = found.property.status !== "published";
  const view = {
    ...propertyView(localized, surroundings, path, language, fallback),
    archivedReference,
    priceHistory:
      opened.settings.showPriceHistory && found.property.publishPrice
        ? priceHistoryLines(await priceHistory(found.property.id), language)
        : [],
  };
  return {
    ...view,
    ...(archivedReference ? {} : { brochure: brochureLink(found.property.id, view.title, language) }),
    // A reference is no offer: search engines get no listing to show.
    structuredData: archivedReference ? [] : propertyStructuredData(publicOrigin(), language, localized, view),
    alternates: Object.fromEntries(
      LANGUAGES.filter((other) => opened.settings.enabled.includes(other)).map((other) => [
        other,
        propertyPath(found, other, fallback),
      ]),
    ) as Record<Language, string>,
  };
}

/**
 * The published listing, or an archived one that was sold or rented and that the agency still shows
 * as a reference for the days its settings say (showsAsReference); undefined otherwise.
 */
async function readShownProperty(id: number): Promise<PublishedProperty | undefined> {
  const published = await readPublishedProperty(id);
  if (published) return published;
  const found = await readProperty(id, { published: false });
  if (!found) return undefined;
  const { settings } = await siteData();
  return showsAsReference(found.property, settings.soldPageDays, new Date()) ? found : undefined;
}

/** The changes as the page tells them: the day, before and after, in the visitor's language. */
export function priceHistoryLines(changes: PriceChange[], language: Language): PriceHistoryLine[] {
  return changes.map((change) => ({
    at: change.at,
    date: formatDate(change.at.slice(0, 10), language) || change.at.slice(0, 10),
    before: formatPrice(change.before, language),
    after: formatPrice(change.after, language),
    lowered: change.after < change.before,
  }));
}

function propertyPath(found: PublishedProperty, language: Language, fallback: Language): string {
  return canonicalPath(language, fallback, found.property, found.titles, found.typeNames);
}

/**
 * A listing as its page will look, whatever its status: the back office's preview before publishing.
 * Only staff reach it (the route checks), and its answer is never cached nor indexed.
 */
export async function loadPropertyPreview(
  id: number,
  language: Language,
  fallback: Language,
): Promise<PropertyDetailData | undefined> {
  const found = await readProperty(id, { published: false });
  if (!found) return undefined;
  const path = propertyPath(found, language, fallback);
  const surroundings = await readPropertySurroundings(found, language, fallback);
  const localized = localizeProperty(found, language, fallback);
  const view = propertyView(localized, surroundings, path, language, fallback);
  return {
    ...view,
    archivedReference: false,
    priceHistory: priceHistoryLines(await priceHistory(id), language),
    alternates: {} as Record<Language, string>,
  };
}
