// What a listing's brochure says, in one language: the detail page's own view model (so the price,
// a hidden price or address, the key facts, the energy label on its region's scale and the legal
// rows read exactly as on the page), the agency's mentions and the listing's address for the QR
// code. Only a published listing has a brochure: a reference kept after the sale does not.
import { createHash } from "node:crypto";
import { phoneAsWritten } from "../../domain/contact-match.ts";
import { fill } from "../../i18n/fill.ts";
import { formatPhone } from "../../i18n/format.ts";
import type { Language } from "../../i18n/languages.ts";
import { BROCHURE_MESSAGES, type BrochureMessages } from "../../i18n/messages/brochure.ts";
import { messagesFor, type SiteMessages } from "../../i18n/messages.server.ts";
import type { AttributeGroup } from "../../shared/detail-view.ts";
import { localize } from "../../shared/localize.ts";
import { canonicalPath } from "../catalog/detail/property-detail.ts";
import { readPublishedProperty } from "../catalog/detail/property-rows.ts";
import { localizeProperty, type PropertyView, propertyView } from "../catalog/detail/property-view.ts";
import { publicOrigin } from "../public-origin.ts";
import { siteData } from "../site-settings.ts";
import { brochureFileName, brochurePath } from "./brochure-path.ts";

/** Photos a brochure shows: the first large, the next ones in a row under it. */
export const BROCHURE_PHOTOS = 4;

/**
 * Raised when the layout of the PDF changes, so that brochures kept from before are made anew
 * (the fingerprint covers the content, this covers the drawing).
 */
const LAYOUT_VERSION = 1;

/** The groups of the detail page that carry what Belgian law asks an advert to state (BELGIAN-RULES.md). */
const LEGAL_GROUPS = new Set<AttributeGroup["group"]>(["planning", "environment"]);

export interface BrochureContact {
  name: string;
  /** The agency's name under a named agent's. */
  agency: string | undefined;
  phone: string | undefined;
  email: string;
}

export interface BrochureContent {
  id: number;
  language: Language;
  view: Pick<
    PropertyView,
    | "title"
    | "goal"
    | "typeName"
    | "reference"
    | "priceText"
    | "chargesText"
    | "address"
    | "facts"
    | "energy"
    | "closed"
  > & { description: string[] };
  /** Keys of the photos shown, the first one large. */
  photoKeys: string[];
  /** The planning and flood rows, as the detail page states them. */
  legalGroups: AttributeGroup[];
  contact: BrochureContact;
  /** The agency's own mentions, one line each (the footer's "legal mentions"). */
  agencyMentions: string[];
  /** The listing's page, absolute: the QR code and the link under it. */
  url: string;
  /** The brochure's own path, with its file name. */
  path: string;
  fileName: string;
  /** Texts the drawing needs, in the brochure's language. */
  words: BrochureWords;
  /** Changes whenever anything drawn changes: the cache's version of this brochure. */
  fingerprint: string;
}

export interface BrochureWords {
  brochure: BrochureMessages;
  energy: string;
  epcLabel: string;
  luxembourgLabel: string;
  renovationNotice: string;
  floodSymbol: string;
  description: string;
  reference: string;
  charges: string;
  sold: string;
  rented: string;
  legalTitle: string;
}

export async function brochureContent(id: number, language: Language): Promise<BrochureContent | undefined> {
  const found = await readPublishedProperty(id);
  if (!found) return undefined;
  const { settings } = await siteData();
  const fallback = settings.fallback;
  const path = canonicalPath(language, fallback, found.property, found.titles, found.typeNames);
  const localized = localizeProperty(found, language, fallback);
  // The similar listings are the page's, not the brochure's: none are read.
  const surroundings = { media: found.media, documents: found.documents, similar: [], agent: found.agent ?? undefined };
  const view = propertyView(localized, surroundings, path, language, fallback);
  const messages = messagesFor(language);
  const agency = settings.agency;
  const text = (value: Parameters<typeof localize>[0]) => localize(value, language, fallback);
  const fileName = brochureFileName(id, view.title, language);
  const content: Omit<BrochureContent, "fingerprint"> = {
    id,
    language,
    view: {
      title: view.title,
      goal: view.goal,
      typeName: view.typeName,
      reference: view.reference,
      priceText: view.priceText,
      chargesText: view.chargesText,
      address: view.address,
      facts: view.facts,
      energy: view.energy,
      closed: view.closed,
      description: view.description,
    },
    photoKeys: view.photos.slice(0, BROCHURE_PHOTOS).map((photo) => photo.key),
    legalGroups: view.groups.filter((group) => LEGAL_GROUPS.has(group.group)),
    contact: {
      name: view.agent?.name ?? agency.name,
      agency: view.agent ? agency.name : undefined,
      phone: view.agent?.phone ? phoneAsWritten(view.agent.phone) : formatPhone(agency.phone) || undefined,
      email: view.agent?.email ?? agency.email,
    },
    agencyMentions: agencyMentions(agency, messages.footer, text),
    url: `${publicOrigin()}${path}`,
    path: brochurePath(language, fileName),
    fileName,
    words: brochureWords(messages, BROCHURE_MESSAGES[language]),
  };
  return { ...content, fingerprint: fingerprintOf(content) };
}

function brochureWords(messages: SiteMessages, brochure: BrochureMessages): BrochureWords {
  const detail = messages.catalog.detail;
  return {
    brochure,
    energy: detail.energy,
    epcLabel: detail.epcLabel,
    luxembourgLabel: detail.luxembourgLabel,
    renovationNotice: detail.renovationNotice,
    floodSymbol: detail.floodSymbol,
    description: detail.description,
    reference: detail.reference,
    charges: detail.charges,
    sold: detail.sold,
    rented: detail.rented,
    legalTitle: messages.footer.legalTitle,
  };
}

/** The footer's legal mentions (app/components/frame/legal-mentions.tsx), as lines of text. */
function agencyMentions(
  agency: Awaited<ReturnType<typeof siteData>>["settings"]["agency"],
  m: SiteMessages["footer"],
  text: (value: Parameters<typeof localize>[0]) => string,
): string[] {
  return [
    `${agency.legalName}, ${agency.street}, ${agency.zip} ${text(agency.city)}`,
    `${m.phone} ${formatPhone(agency.phone)} · ${m.email} ${agency.email}`,
    `${m.companyNumber} ${agency.companyNumber} · ${m.vatNumber} ${agency.vatNumber}`,
    `${m.professionalTitle}: ${text(agency.professionalTitle)}, ${fill(m.bivNumber, { number: agency.bivNumber, country: text(agency.country) })}`,
    `${m.supervisor}: ${agency.supervisor}`,
    `${m.insurance}: ${fill(m.policy, { insurer: agency.insurer, number: agency.policyNumber })}`,
    `${m.ethicsCode}: ${agency.ethicsCodeUrl}`,
  ];
}

function fingerprintOf(content: Omit<BrochureContent, "fingerprint">): string {
  return createHash("sha256")
    .update(JSON.stringify({ layout: LAYOUT_VERSION, content }))
    .digest("hex")
    .slice(0, 32);
}
