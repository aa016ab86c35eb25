// What the site stores for one property of the feed: its row's values and its texts per language.

import { withoutHeadlineBanners } from "../../../domain/headline-banner.ts";
import type { Language } from "../../../i18n/languages.ts";
import type { Localized } from "../../../shared/localize.ts";
import type { Feed, FeedProperty } from "./feed-schema.ts";

export type FeedTeaser = Feed["teasers"][number];

export interface PropertyText {
  language: Language;
  title: string;
  description: string;
  priceUnitText: string;
}

export type PropertyValues = ReturnType<typeof propertyValues>;

/** The property row's columns; a project the site does not know is left out (the import warns). */
export function propertyValues(item: FeedProperty, cityNames: Localized, projectIds: ReadonlySet<number>) {
  return {
    reference: item.Reference,
    status: "published" as const,
    goal: item.Goal,
    typeWebId: item.WebID,
    projectId: item.ProjectID && projectIds.has(item.ProjectID) ? item.ProjectID : null,
    marquee: item.Marquee,
    price: item.Price ?? null,
    publishPrice: item.PublishPrice,
    priceUnit: item.PriceUnit ?? null,
    publishAddress: item.PublishAddress,
    street: item.Street,
    houseNumber: item.HouseNumber,
    boxNr: item.BoxNr,
    zip: item.Zip,
    city: item.City,
    cityNames,
    countryId: item.CountryID,
    latitude: item.Latitude ?? null,
    longitude: item.Longitude ?? null,
    energyPerformance: item.EnergyPerformance ?? null,
    epcLabelText: item.EPCLabelText,
    bedrooms: item.Bedrooms ?? null,
    bathrooms: item.Bathrooms ?? null,
    livingArea: item.LivingArea ?? null,
    plotArea: item.PlotArea ?? null,
    details: item.Details,
  };
}

/** The city's name per language comes from the teasers; the feed's City is the default language's. */
export function cityNames(item: FeedProperty, teasers: readonly FeedTeaser[], defaultLanguage: Language): Localized {
  const names: Localized = { [defaultLanguage]: item.City };
  for (const teaser of teasers) if (teaser.City) names[teaser.language] = teaser.City;
  return names;
}

/**
 * A teaser's headline is the property's title in its language, without the status banners the CRM
 * writes at its start ("Het is een match!", "Verkocht!"): status is shown as a badge.
 */
export function textsFromTeasers(teasers: readonly FeedTeaser[]): PropertyText[] {
  return teasers.map((teaser) => ({
    language: teaser.language,
    title: withoutHeadlineBanners(teaser.TypeDescription),
    description: teaser.Description,
    priceUnitText: teaser.PriceUnitText,
  }));
}
