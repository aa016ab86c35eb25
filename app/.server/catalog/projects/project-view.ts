// The project detail page's view model, formatted in the visitor's language from the rows of
// projects.ts and project-rows.ts.
import { fill } from "../../../i18n/fill.ts";
import { formatArea, formatPrice } from "../../../i18n/format.ts";
import type { Language } from "../../../i18n/languages.ts";
import { href } from "../../../i18n/links.ts";
import type { CatalogMessages } from "../../../i18n/messages/catalog-nl.ts";
import { messagesFor } from "../../../i18n/messages.server.ts";
import type { AddressLines, DetailMapPoint, DetailPhoto, PlayableMedia } from "../../../shared/detail-view.ts";
import type { EnergyRange, ListingCard, ProjectCard } from "../../../shared/listing-view.ts";
import { localize } from "../../../shared/localize.ts";
import { toListingCard } from "../card-query.ts";
import { addressLines, BOX_LABEL, paragraphs } from "../detail/detail-facts.ts";
import { detailPhotos } from "../detail/detail-photos.ts";
import { playableMedia } from "../detail/playable-media.ts";
import { approximate } from "../list/list-query.ts";
import type { ProjectDetailRows, ProjectSurroundings } from "./project-rows.ts";
import { energyRange, priceRange, priceRangeText } from "./project-summary.ts";
import { documentFileName, projectContactHref, projectHref } from "./projects.ts";

type UnitRow = ProjectDetailRows["units"][number];
type DocumentRow = ProjectDetailRows["documents"][number];

/** One line of the project's price list. */
export interface ProjectUnitView {
  id: number;
  name: string;
  floor: number | null;
  status: UnitRow["status"];
  statusText: string;
  /** Empty when the unit has no price or is sold or rented. */
  price: string;
  surface: string;
  bedrooms: number | null;
  /** The page of the listing this unit is, while that listing is published; null otherwise. */
  href: string | null;
}

/** A download link named after the document's title in the visitor's language. */
export interface ProjectDocumentLink {
  id: number;
  name: string;
  href: string;
}

/** Everything the project detail page shows, in the visitor's language. */
export interface ProjectDetailData extends PlayableMedia {
  id: number;
  title: string;
  description: string[];
  delivery: string | null;
  number: string | null;
  /** Every unit (or, without a price list, every listing) sold or rented. */
  soldOut: boolean;
  address: AddressLines;
  photos: DetailPhoto[];
  units: ProjectUnitView[];
  /** Best and worst energy class of the units for sale (BELGIAN-RULES.md, several units). */
  energyRange: EnergyRange | null;
  /** "Van € 517.000 tot € 551.000": the prices still asked. */
  priceRange: string | null;
  /** Where the project is (rounded to the town when its address is not public). */
  map: DetailMapPoint | null;
  documents: ProjectDocumentLink[];
  constructions: ListingCard[];
  others: ProjectCard[];
  listHref: string;
  path: string;
  contactHref: string;
  alternates: Partial<Record<Language, string>>;
}

export function projectView(
  found: ProjectDetailRows,
  surroundings: ProjectSurroundings,
  titles: Map<Language, string | undefined>,
  language: Language,
  fallback: Language,
): ProjectDetailData {
  const { row, card } = found;
  const project = row.project;
  const offered = withoutHiddenPrices(found.units, surroundings.unitListings);
  return {
    id: project.id,
    title: row.title,
    description: paragraphs(row.description),
    delivery: project.delivery,
    number: project.number,
    soldOut: card.soldOut,
    address: addressLines(
      {
        publishAddress: project.publicAddress,
        street: project.street,
        houseNumber: project.houseNumber,
        boxNr: project.boxNr,
        zip: project.zip,
        city: card.city,
        countryId: project.countryId,
      },
      BOX_LABEL[language],
    ),
    photos: detailPhotos(found.media, language, fallback),
    ...playableMedia(found.media),
    units: unitViews(
      offered,
      messagesFor(language).catalog.projects,
      language,
      listingPaths(surroundings, language, fallback),
    ),
    energyRange: energyRange(surroundings.constructions),
    map:
      project.latitude === null || project.longitude === null
        ? null
        : {
            latitude: approximate(project.latitude, project.publicAddress),
            longitude: approximate(project.longitude, project.publicAddress),
            approximate: !project.publicAddress,
          },
    priceRange: priceRangeText(
      priceRange(offered.length > 0 ? offered : surroundings.constructions.map(constructionPrice)),
      messagesFor(language).catalog.projects,
      language,
    ),
    documents: found.documents.map((document) => documentLink(document, language, fallback)),
    constructions: surroundings.constructions.map((construction) => toListingCard(construction, language, fallback)),
    others: surroundings.others,
    listHref: href("projects", language),
    path: card.href,
    contactHref: projectContactHref(language, card),
    alternates: alternatePaths(project.id, row.title, titles),
  };
}

function constructionPrice(row: ProjectSurroundings["constructions"][number]) {
  return { price: row.publishPrice ? row.price : null, status: row.marquee >= 3 ? "sold" : "available" };
}

/** "Woning 3" as the CRM names a unit: a generic word and a number reads in the visitor's language. */
const GENERIC_UNIT =
  /^(?:woning|huis|wooneenheid|unit|lot|kavel|maison|logement|house|home|haus|wohnung|wohneinheit)\s+(\w{1,6})$/i;

function unitName(name: string, messages: CatalogMessages["projects"]): string {
  const number = GENERIC_UNIT.exec(name.trim())?.[1];
  return number === undefined ? name : fill(messages.unitNumbered, { number });
}

/** Each published unit listing's page by its id: the path its card links to. */
function listingPaths(surroundings: ProjectSurroundings, language: Language, fallback: Language): Map<number, string> {
  return new Map(surroundings.unitListings.map((row) => [row.id, toListingCard(row, language, fallback).href]));
}

/**
 * The units, a unit whose listing asks its price on request without its price: the listing's
 * "price on request" is not undone one click away, on the price list or in its range.
 */
function withoutHiddenPrices(units: UnitRow[], listings: ProjectSurroundings["unitListings"]): UnitRow[] {
  const hidden = new Set(listings.filter((listing) => !listing.publishPrice).map((listing) => listing.id));
  return units.map((unit) =>
    unit.propertyId !== null && hidden.has(unit.propertyId) ? { ...unit, price: null } : unit,
  );
}

function unitViews(
  units: UnitRow[],
  messages: CatalogMessages["projects"],
  language: Language,
  listingPaths: ReadonlyMap<number, string>,
): ProjectUnitView[] {
  const statusText: Record<string, string> = {
    available: messages.statusAvailable,
    option: messages.statusOption,
    sold: messages.statusSold,
    rented: messages.statusRented,
  };
  return units.map((unit) => ({
    id: unit.id,
    name: unitName(unit.name, messages),
    floor: unit.floor,
    status: unit.status,
    statusText: statusText[unit.status] ?? unit.status,
    price:
      unit.price === null || unit.status === "sold" || unit.status === "rented"
        ? ""
        : formatPrice(unit.price, language),
    surface: unit.surface === null ? "" : formatArea(unit.surface),
    bedrooms: unit.bedrooms,
    href: unit.propertyId === null ? null : (listingPaths.get(unit.propertyId) ?? null),
  }));
}

function documentLink(document: DocumentRow, language: Language, fallback: Language): ProjectDocumentLink {
  const name = localize(document.names, language, fallback) || document.fileKey;
  return { id: document.id, name, href: `/documents/${document.id}/${documentFileName(name, document.fileKey)}` };
}

/** The project's path in each enabled language, under its title in that language. */
function alternatePaths(
  id: number,
  title: string,
  titles: Map<Language, string | undefined>,
): Partial<Record<Language, string>> {
  const alternates: Partial<Record<Language, string>> = {};
  for (const [language, titleThere] of titles) {
    alternates[language] = projectHref(language, { id, title: titleThere ?? title, externalUrl: null }).href;
  }
  return alternates;
}
