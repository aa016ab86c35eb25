// The property page's structured data (JSON-LD) for search engines: the listing and the page's
// breadcrumb, from the same facts the page shows.
import { COUNTRY_LUXEMBOURG } from "../../../domain/region.ts";
import { breadcrumbList, realEstateListing } from "../../../domain/structured-data.ts";
import type { Language } from "../../../i18n/languages.ts";
import { href } from "../../../i18n/links.ts";
import { messagesFor } from "../../../i18n/messages.server.ts";
import { imageUrl } from "../../../shared/image-url.ts";
import type { LocalizedProperty, PropertyView } from "./property-view.ts";

const LISTING_PHOTOS = 5;

export function propertyStructuredData(
  origin: string,
  language: Language,
  localized: LocalizedProperty,
  view: Pick<PropertyView, "path" | "closed" | "photos" | "breadcrumb">,
): Record<string, unknown>[] {
  const { property, title } = localized;
  return [
    realEstateListing({
      origin,
      path: view.path,
      title,
      description: localized.description,
      goal: property.goal,
      price: property.price,
      publishPrice: property.publishPrice,
      closed: view.closed,
      publishAddress: property.publishAddress,
      street: property.street,
      houseNumber: property.houseNumber,
      zip: property.zip,
      city: localized.city,
      countryCode: property.countryId === COUNTRY_LUXEMBOURG ? "LU" : "BE",
      photoUrls: view.photos.slice(0, LISTING_PHOTOS).map((photo) => `${origin}${imageUrl(photo.key, 1360)}`),
      publishedAt: property.publishedAt,
    }),
    breadcrumbList(origin, [
      { label: messagesFor(language).frame.home, href: href("home", language) },
      ...view.breadcrumb,
      { label: title, href: view.path },
    ]),
  ];
}
