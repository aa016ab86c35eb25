// The property detail page's data: the canonical path (outdated slugs redirect), the texts in the
// visitor's language with the default language as fallback, photos, videos, tours, energy,
// attribute groups, the address and price rules, and similar properties.
import { and, asc, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import { redirect } from "react-router";
import { isForSale, isUnavailable } from "../../../domain/listing.ts";
import { COUNTRY_LUXEMBOURG } from "../../../domain/region.ts";
import { breadcrumbList, realEstateListing } from "../../../domain/structured-data.ts";
import { formatArea, formatCo2, formatDate, formatEnergy, formatNumber, formatPrice } from "../../../i18n/format.ts";
import { LANGUAGES, type Language } from "../../../i18n/languages.ts";
import { href } from "../../../i18n/links.ts";
import { messagesFor } from "../../../i18n/messages.server.ts";
import { propertyFormHref } from "../../../i18n/property-form-slugs.ts";
import type { PropertyDetailData } from "../../../shared/detail-view.ts";
import { imageUrl } from "../../../shared/image-url.ts";
import { localize } from "../../../shared/localize.ts";
import { marqueeLabel } from "../../../shared/marquee-label.ts";
import { db } from "../../db/client.ts";
import { media, properties, propertyTexts, propertyTypes } from "../../db/schema.ts";
import { notFound } from "../../http-errors.ts";
import { publicOrigin } from "../../public-origin.ts";
import type { RequestLanguage } from "../../request-language.ts";
import { siteData } from "../../site-settings.ts";
import { cardPage, propertyHref, publishedWithGoal, toListingCard } from "../card-query.ts";
import { approximate } from "../list/list-query.ts";
import { priceText } from "../price-text.ts";
import { requestPath } from "../request-path.ts";
import { attributeGroups } from "./attribute-groups.ts";
import { attributeLabels } from "./attribute-labels.ts";
import { addressLines, BOX_LABEL, COUNTRY_NAMES, paragraphs, samePath, streetViewUrl } from "./detail-facts.ts";
import { energyBlock } from "./energy-block.ts";
import { playableMedia } from "./playable-media.ts";

const SIMILAR = 4;

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

export async function loadPropertyDetail(
  request: Request,
  params: { id?: string },
  requestLanguage: RequestLanguage,
): Promise<PropertyDetailData> {
  if (!requestLanguage.fromPath) notFound();
  const { language } = requestLanguage;
  if (!/^\d{1,9}$/.test(params.id ?? "")) notFound();
  const id = Number(params.id);
  const { settings } = await siteData();
  const fallback = settings.fallback;

  const [row] = await db()
    .select({ property: properties, typeNames: propertyTypes.names })
    .from(properties)
    .innerJoin(propertyTypes, eq(propertyTypes.webId, properties.typeWebId))
    .where(and(eq(properties.id, id), eq(properties.status, "published")));
  if (!row) throw notFound();
  const property = row.property;
  const textRows = await db().select().from(propertyTexts).where(eq(propertyTexts.propertyId, id));
  const titles = new Map(textRows.map((text) => [text.language, text.title]));

  // The id decides; any other city or title slug, or the wrong sale/rent page, is an outdated link.
  const url = requestPath(request);
  const origin = publicOrigin(request);
  const canonical = canonicalPath(language, fallback, property, titles, row.typeNames);
  if (!samePath(url.pathname, canonical)) throw redirect(`${canonical}${url.search}`, 301);

  const text =
    textRows.find((t) => t.language === language) ?? textRows.find((t) => t.language === fallback) ?? textRows[0];
  const messages = messagesFor(language).catalog;
  const labels = attributeLabels(language);
  const title = text?.title ?? "";
  const city = localize(property.cityNames, language, fallback) || property.city;
  const typeName = localize(row.typeNames, language, fallback);

  const [mediaRows, similarRows] = await Promise.all([
    db().select().from(media).where(eq(media.propertyId, id)).orderBy(asc(media.kind), asc(media.position)),
    // Similar: same goal, the same type first, then the same postal code, then the nearest price.
    cardPage(
      {
        where: and(publishedWithGoal(property.goal), ne(properties.id, id)) as SQL,
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

  const format = {
    price: (value: number) => formatPrice(value),
    area: (value: number) => formatArea(value),
    number: (value: number) => formatNumber(value, language),
    date: (value: string) => formatDate(value, language) || value,
  };
  const details = property.details ?? {};
  const marquee = property.marquee;
  const closed = isUnavailable(marquee);
  const hasPoint = property.latitude !== null && property.longitude !== null;
  const listPage = isForSale(property.goal) ? "forSale" : "forRent";
  const renterCharges = details.financial?.renterCharges;

  return {
    id,
    goal: property.goal,
    title,
    description: paragraphs(text?.description ?? ""),
    typeName,
    typeWebId: property.typeWebId,
    reference: property.reference,
    marquee,
    marqueeText: marqueeLabel(marquee, messages.card),
    closed,
    priceText: priceText(property, messages.card, format.price),
    // Every rental notice states the rent and the common charges (BELGIAN-RULES.md).
    chargesText:
      !isForSale(property.goal) && renterCharges !== undefined
        ? `${format.price(renterCharges)} ${messages.card.perMonth}`
        : undefined,
    address: addressLines(
      { ...property, city, countryName: COUNTRY_NAMES[property.countryId]?.[language] },
      BOX_LABEL[language],
    ),
    // The key figures under the title, labelled here so the labels stay out of the browser bundle.
    facts: [
      [labels.attributes.bedrooms, property.bedrooms ? String(property.bedrooms) : undefined],
      [labels.attributes.bathrooms, property.bathrooms ? String(property.bathrooms) : undefined],
      [labels.attributes.living, property.livingArea === null ? undefined : format.area(property.livingArea)],
      [labels.attributes.ground, property.plotArea === null ? undefined : format.area(property.plotArea)],
    ].flatMap(([label, value]) => (label && value ? [{ label, value }] : [])),
    photos: mediaRows
      .filter((item) => item.kind === "photo" && item.fileKey)
      .map((item) => ({
        key: item.fileKey ?? "",
        width: item.width,
        height: item.height,
        caption: localize(item.captions, language, fallback),
      })),
    ...playableMedia(mediaRows),
    map: hasPoint
      ? {
          latitude: approximate(property.latitude ?? 0, property.publishAddress),
          longitude: approximate(property.longitude ?? 0, property.publishAddress),
          approximate: !property.publishAddress,
        }
      : undefined,
    streetView: streetViewUrl(property.latitude, property.longitude, property.publishAddress),
    energy: energyBlock(
      {
        zip: property.zip,
        countryId: property.countryId,
        energyPerformance: property.energyPerformance,
        epcLabelText: property.epcLabelText,
        typeWebId: property.typeWebId,
        energy: details.energy,
      },
      messages.detail,
      { ...format, energy: (value) => formatEnergy(value, language), co2: (value) => formatCo2(value, language) },
    ),
    groups: attributeGroups(details, { labels, detail: messages.detail }, format),
    similar: similarRows.map((similar) => toListingCard(similar, language, fallback)),
    breadcrumb: [
      {
        label: isForSale(property.goal) ? messages.list.forSale : messages.list.forRent,
        href: href(listPage, language),
      },
    ],
    listHref: href(listPage, language),
    path: canonical,
    /** The pages of the property's forms (built here: the slugs stay out of the browser's code). */
    formLinks: {
      visit: propertyFormHref(canonical, "visit", language),
      commit: propertyFormHref(canonical, isForSale(property.goal) ? "purchase-offer" : "rental-application", language),
      question: propertyFormHref(canonical, "contact-me", language),
      documents: propertyFormHref(canonical, "documents", language),
      friend: propertyFormHref(canonical, "send-to-friend", language),
    },
    structuredData: [
      realEstateListing({
        origin,
        path: canonical,
        title,
        description: text?.description ?? "",
        goal: property.goal,
        price: property.price,
        publishPrice: property.publishPrice,
        closed,
        publishAddress: property.publishAddress,
        street: property.street,
        houseNumber: property.houseNumber,
        zip: property.zip,
        city,
        countryCode: property.countryId === COUNTRY_LUXEMBOURG ? "LU" : "BE",
        photoUrls: mediaRows
          .filter((item) => item.kind === "photo" && item.fileKey)
          .slice(0, 5)
          .map((item) => `${origin}${imageUrl(item.fileKey ?? "", 1360)}`),
        publishedAt: property.publishedAt,
      }),
      breadcrumbList(origin, [
        { label: messagesFor(language).frame.home, href: href("home", language) },
        {
          label: isForSale(property.goal) ? messages.list.forSale : messages.list.forRent,
          href: href(listPage, language),
        },
        { label: title, href: canonical },
      ]),
    ],
    alternates: Object.fromEntries(
      LANGUAGES.filter((other) => settings.enabled.includes(other)).map((other) => [
        other,
        canonicalPath(other, fallback, property, titles, row.typeNames),
      ]),
    ) as Record<Language, string>,
  };
}
