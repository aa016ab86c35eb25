// The property detail page's view model (app/shared/detail-view.ts), formatted in the visitor's
// language from the rows of property-rows.ts. Labels and form slugs are resolved here so they stay
// out of the browser's code.
import { brusselsDay } from "../../../domain/brussels-day.ts";
import { isForSale, isUnavailable } from "../../../domain/listing.ts";
import { formatDate } from "../../../i18n/dates.ts";
import { fill } from "../../../i18n/fill.ts";
import { formatArea, formatCo2, formatEnergy, formatNumber, formatPrice } from "../../../i18n/format.ts";
import { isLanguage, type Language } from "../../../i18n/languages.ts";
import { href } from "../../../i18n/links.ts";
import type { CatalogAttributes, CatalogMessages } from "../../../i18n/messages/catalog-nl.ts";
import { messagesFor } from "../../../i18n/messages.server.ts";
import { propertyFormHref } from "../../../i18n/property-form-slugs.ts";
import type {
  DetailMapPoint,
  EnergyBlockData,
  LabelledValue,
  PropertyDetailData,
  PropertyFormLinks,
} from "../../../shared/detail-view.ts";
import { localize } from "../../../shared/localize.ts";
import { listingCosts } from "../../purchase-costs/listing-costs.ts";
import { toListingCard } from "../card-query.ts";
import { approximate } from "../list/list-query.ts";
import { priceText } from "../price-text.ts";
import { documentFileName } from "../projects/projects.ts";
import { attributeGroups } from "./attribute-groups.ts";
import { attributeLabels } from "./attribute-labels.ts";
import { addressLines, BOX_LABEL, COUNTRY_NAMES, paragraphs, streetViewUrl } from "./detail-facts.ts";
import { detailPhotos } from "./detail-photos.ts";
import { withDutyNote } from "./duty-note.ts";
import { energyBlock } from "./energy-block.ts";
import { playableMedia } from "./playable-media.ts";
import type { PropertyRow, PropertySurroundings, PublishedProperty } from "./property-rows.ts";

/** The view model without what needs the request or the site's languages. */
export type PropertyView = Omit<PropertyDetailData, "alternates" | "archivedReference" | "priceHistory">;

/** The property's texts and names in the visitor's language, else the default language's. */
export interface LocalizedProperty {
  property: PropertyRow;
  title: string;
  priceUnitText: string;
  /** The description as written, before it is cut into paragraphs. */
  description: string;
  city: string;
  typeName: string;
  fullyBooked: boolean;
  /** The language of the title and description: the visitor's, unless the agency wrote none in it. */
  textLanguage: Language;
}

export function localizeProperty(found: PublishedProperty, language: Language, fallback: Language): LocalizedProperty {
  const { property, texts } = found;
  const text = texts.find((t) => t.language === language) ?? texts.find((t) => t.language === fallback) ?? texts[0];
  return {
    property,
    title: text?.title ?? "",
    description: text?.description ?? "",
    priceUnitText: text?.priceUnitText ?? "",
    city: localize(property.cityNames, language, fallback) || property.city,
    typeName: localize(found.typeNames, language, fallback),
    fullyBooked: found.fullyBooked,
    textLanguage: isLanguage(text?.language) ? text.language : language,
  };
}

export function propertyView(
  localized: LocalizedProperty,
  surroundings: PropertySurroundings,
  path: string,
  language: Language,
  fallback: Language,
): PropertyView {
  const { property, title, city } = localized;
  const messages = messagesFor(language).catalog;
  const labels = attributeLabels(language);
  const format = detailFormats(language);
  const listPage = isForSale(property.goal) ? "forSale" : "forRent";
  return {
    id: property.id,
    goal: property.goal,
    title,
    description: paragraphs(localized.description),
    untranslatedFrom: localized.textLanguage === language ? undefined : localized.textLanguage,
    typeName: localized.typeName,
    typeWebId: property.typeWebId,
    reference: property.reference,
    marquee: property.marquee,
    fullyBooked: localized.fullyBooked,
    closed: isUnavailable(property.marquee),
    priceText: priceText({ ...property, priceUnitText: localized.priceUnitText }, messages.card, format.price),
    chargesText: chargesText(property, messages.card, format),
    address: addressLines(
      { ...property, city, countryName: COUNTRY_NAMES[property.countryId]?.[language] },
      BOX_LABEL[language],
    ),
    facts: keyFacts(property, labels, format),
    // A photo without an alt text in this language says the listing's type and town.
    photos: detailPhotos(
      surroundings.media,
      language,
      fallback,
      localized.typeName && city ? fill(messages.gallery.defaultAlt, { type: localized.typeName, town: city }) : "",
    ),
    ...playableMedia(surroundings.media),
    map: mapPoint(property),
    streetView: streetViewUrl(property.latitude, property.longitude, property.publishAddress),
    energy: propertyEnergy(property, messages.detail, format, language),
    groups: withDutyNote(
      attributeGroups(property.details ?? {}, { labels, detail: messages.detail }, format, {
        published: property.publishPrice,
      }),
      property,
      messages.detail.duties,
      language,
    ),
    costs: listingCosts(
      {
        ...property,
        vatRegime: property.details?.financial?.vatRegime,
        agencyNotary: property.details?.financial?.notaryFeeInclVat,
        closed: isUnavailable(property.marquee),
      },
      language,
      brusselsDay(Date.now()),
    ),
    documents: surroundings.documents.map((document) => {
      const name = localize(document.names, language, fallback) || document.fileKey;
      return {
        id: document.id,
        name,
        href: `/documents/property/${document.id}/${documentFileName(name, document.fileKey)}`,
      };
    }),
    similar: surroundings.similar.map((similar) => toListingCard(similar, language, fallback)),
    breadcrumb: [
      {
        label: isForSale(property.goal) ? messages.list.forSale : messages.list.forRent,
        href: href(listPage, language),
      },
    ],
    listHref: href(listPage, language),
    path,
    formLinks: propertyFormLinks(path, property.goal, language),
    agent: surroundings.agent
      ? {
          name: surroundings.agent.name,
          photoKey: surroundings.agent.photoKey,
          phone: surroundings.agent.directPhone,
          email: surroundings.agent.directEmail,
        }
      : undefined,
  };
}

/** The formatters of attribute-groups.ts, as properties: they are handed on one by one. */
interface DetailFormats {
  price: (value: number) => string;
  area: (value: number) => string;
  number: (value: number) => string;
  date: (isoDate: string) => string;
}

export function detailFormats(language: Language): DetailFormats {
  return {
    price: (value: number) => formatPrice(value, language),
    area: (value: number) => formatArea(value),
    number: (value: number) => formatNumber(value, language),
    date: (value: string) => formatDate(value, language) || value,
  };
}

/** Every rental notice states the rent and the common charges (BELGIAN-RULES.md). */
function chargesText(
  property: PropertyRow,
  messages: CatalogMessages["card"],
  format: DetailFormats,
): string | undefined {
  const renterCharges = property.details?.financial?.renterCharges;
  return !isForSale(property.goal) && renterCharges !== undefined
    ? `${format.price(renterCharges)} ${messages.perMonth}`
    : undefined;
}

/** The key figures under the title, labelled here so the labels stay out of the browser bundle. */
function keyFacts(property: PropertyRow, labels: CatalogAttributes, format: DetailFormats): LabelledValue[] {
  return [
    [labels.attributes.bedrooms, property.bedrooms ? String(property.bedrooms) : undefined],
    [labels.attributes.bathrooms, property.bathrooms ? String(property.bathrooms) : undefined],
    [labels.attributes.living, property.livingArea === null ? undefined : format.area(property.livingArea)],
    [labels.attributes.ground, property.plotArea === null ? undefined : format.area(property.plotArea)],
  ].flatMap(([label, value]) => (label && value ? [{ label, value }] : []));
}

function mapPoint(property: PropertyRow): DetailMapPoint | undefined {
  if (property.latitude === null || property.longitude === null) return undefined;
  return {
    latitude: approximate(property.latitude, property.publishAddress),
    longitude: approximate(property.longitude, property.publishAddress),
    approximate: !property.publishAddress,
  };
}

function propertyEnergy(
  property: PropertyRow,
  messages: CatalogMessages["detail"],
  format: DetailFormats,
  language: Language,
): EnergyBlockData {
  return energyBlock(
    {
      zip: property.zip,
      countryId: property.countryId,
      energyPerformance: property.energyPerformance,
      epcLabelText: property.epcLabelText,
      typeWebId: property.typeWebId,
      goal: property.goal,
      energy: property.details?.energy,
    },
    messages,
    { ...format, energy: (value) => formatEnergy(value, language), co2: (value) => formatCo2(value, language) },
  );
}

/** The pages of the property's forms (built here: the slugs stay out of the browser's code). */
function propertyFormLinks(path: string, goal: number, language: Language): PropertyFormLinks {
  return {
    visit: propertyFormHref(path, "visit", language),
    commit: propertyFormHref(path, isForSale(goal) ? "purchase-offer" : "rental-application", language),
    question: propertyFormHref(path, "contact-me", language),
    documents: propertyFormHref(path, "documents", language),
    friend: propertyFormHref(path, "send-to-friend", language),
    follow: propertyFormHref(path, "follow", language),
  };
}
