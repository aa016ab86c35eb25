// The last path segment of a property's form pages, per language:
// /nl/te-koop/halle/villa/512/bod/ is the purchase offer on property 512.
import type { PropertyFormKind } from "../domain/forms/form-kinds.ts";
import type { Language } from "./languages.ts";

export const PROPERTY_FORM_SLUGS: Record<PropertyFormKind, Record<Language, string>> = {
  "contact-me": { nl: "vraag", fr: "question", en: "enquiry", de: "anfrage" },
  visit: { nl: "bezoek", fr: "visite", en: "visit", de: "besichtigung" },
  documents: { nl: "documenten", fr: "documents", en: "documents", de: "dokumente" },
  "send-to-friend": { nl: "doorsturen", fr: "partager", en: "share", de: "weiterleiten" },
  "purchase-offer": { nl: "bod", fr: "offre", en: "offer", de: "angebot" },
  "rental-application": { nl: "huuraanvraag", fr: "candidature", en: "application", de: "bewerbung" },
  follow: { nl: "volgen", fr: "suivre", en: "follow", de: "beobachten" },
};

export function propertyFormOfSlug(slug: string, language: Language): PropertyFormKind | undefined {
  const found = Object.entries(PROPERTY_FORM_SLUGS).find(([, slugs]) => slugs[language] === slug);
  return found?.[0] as PropertyFormKind | undefined;
}

/** "/nl/te-koop/halle/villa/512/" + "bod" -> "/nl/te-koop/halle/villa/512/bod/". */
export function propertyFormHref(propertyHref: string, kind: PropertyFormKind, language: Language): string {
  return `${propertyHref}${PROPERTY_FORM_SLUGS[kind][language]}/`;
}
