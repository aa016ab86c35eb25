// The property detail page's view model: built by app/.server/catalog/detail, drawn by
// app/components/listing. Labels and values are formatted on the server, in the visitor's language.
import type { EnergyLabel } from "../domain/energy-label.ts";
import type { VideoKind } from "../domain/media-urls.ts";
import type { Region } from "../domain/region.ts";
import type { Language } from "../i18n/languages.ts";
import type { CatalogAttributes } from "../i18n/messages/catalog-nl.ts";
import type { ListingCard } from "./listing-view.ts";
import type { Crumb } from "./page-meta.ts";

export type AttributeGroupName = keyof CatalogAttributes["groups"];

export interface PlayableVideo {
  kind: VideoKind;
  embedUrl: string;
  /** The link as the agency gave it, for "watch on the platform". */
  url: string;
  /** The platform's name on the poster ("YouTube"); empty for a file on the site. */
  platform: string;
}

export interface PlayableTour {
  embedUrl: string;
  /** "Matterport", "Kuula", "Nodalview". */
  platform: string;
}

export interface PlayableMedia {
  videos: PlayableVideo[];
  tours: PlayableTour[];
}

export interface ScaleStep {
  label: EnergyLabel;
  text: string;
  /** CSS class of the label's colour: the CSP forbids inline styles. */
  tone: string;
  current: boolean;
}

export interface EnergyBlockData {
  label?:
    | { kind: "scale"; region: Region; text: string; tone: string; scale: ScaleStep[] }
    | { kind: "text"; text: string; luxembourg: boolean };
  rows: { label: string; value: string }[];
  renovationNotice: boolean;
}

export interface AttributeRow {
  key: string;
  label: string;
  value: string;
  /** A flood score of D: the advert must show the flood symbol (BELGIAN-RULES.md). */
  flood?: boolean;
  /** What the value assumes, said under it (the registration duties' case). */
  note?: string;
}

export interface AttributeGroup {
  group: AttributeGroupName;
  title: string;
  rows: AttributeRow[];
}

export interface AddressLines {
  /** Street, number and box; absent when PublishAddress is false (the city only). */
  street?: string;
  city: string;
}

export interface LabelledValue {
  label: string;
  value: string;
}

export interface DetailPhoto {
  key: string;
  width: number | null;
  height: number | null;
  caption: string;
  /** The alt text written for the page's language; empty when none (the caption or title stands in). */
  alt: string;
}

/** Where the map pin goes; `approximate` when PublishAddress is off (the town's point, not the house's). */
export interface DetailMapPoint {
  latitude: number;
  longitude: number;
  approximate: boolean;
}

/** The pages of a property's forms (built on the server: the slugs stay out of the browser's code). */
export interface PropertyFormLinks {
  visit: string;
  /** The purchase offer for a sale, the rental application for a rental. */
  commit: string;
  question: string;
  documents: string;
  friend: string;
  /** Told by mail when the price drops or the status changes. */
  follow: string;
}

/** A download link named after the document's title in the visitor's language. */
export interface DocumentLink {
  id: number;
  name: string;
  href: string;
}

/** Everything the property detail page shows, in the visitor's language. */
export interface PropertyDetailData extends PlayableMedia {
  id: number;
  goal: number;
  title: string;
  description: string[];
  /**
   * The language the title and description are written in when the agency wrote none in the page's
   * language: the page says so, marks them with their language, and is not indexed in this one.
   */
  untranslatedFrom: Language | undefined;
  typeName: string;
  typeWebId: number;
  reference: string | null;
  marquee: number;
  /** Every future visit slot is taken: the "fully booked" badge. */
  fullyBooked: boolean;
  /** Sold or rented: no visits, offers or applications. */
  closed: boolean;
  /**
   * Archived, and shown only as a reference that says it is sold or rented (the agency's setting):
   * never indexed, and the similar properties are what the visitor is pointed to.
   */
  archivedReference: boolean;
  priceText: string;
  chargesText: string | undefined;
  address: AddressLines;
  /** The key figures under the title. */
  facts: LabelledValue[];
  photos: DetailPhoto[];
  map: DetailMapPoint | undefined;
  streetView: string | undefined;
  energy: EnergyBlockData;
  groups: AttributeGroup[];
  /** Downloads (PDF): the EPC certificate, plans, the specifications. */
  documents: DocumentLink[];
  /** The advertised prices over time, newest first; empty where the agency shows none or the price is hidden. */
  priceHistory: PriceHistoryLine[];
  /** A sale's costs on top of its price, for the case said (app/.server/purchase-costs/listing-costs.ts). */
  costs: ListingCosts | undefined;
  similar: ListingCard[];
  breadcrumb: Crumb[];
  listHref: string;
  path: string;
  formLinks: PropertyFormLinks;
  /** The staff member who handles the listing, shown as the contact instead of the agency's generic one. */
  agent: ListingAgentView | undefined;
  alternates: Record<Language, string>;
  /** The printable brochure (PDF) of a published listing, its link's words with it; none in a preview or a reference. */
  brochure?: { href: string; label: string };
}

/** A change of the advertised price as the listing's page tells it, formatted in the visitor's language. */
export interface PriceHistoryLine {
  /** ISO time, for the <time> element. */
  at: string;
  date: string;
  before: string;
  after: string;
  lowered: boolean;
}

/** The box "what it costs on top of the price" on a sale listing, its sentences written on the server. */
export interface ListingCosts {
  heading: string;
  lines: string[];
  /** The calculator with this listing's values filled in; none where it covers nothing (Luxembourg). */
  link: { href: string; text: string } | undefined;
}

/** A listing's contact person: name, photo (an image key), direct phone (E.164) and e-mail address, the last three when set. */
export interface ListingAgentView {
  name: string;
  photoKey: string | null;
  phone: string | null;
  email: string | null;
}
