// The last path segment of the thank-you pages, per language: after booking a visit a Dutch visitor
// lands on /nl/bedankt/bezoek/, a German one on /de/danke/besichtigung/. The kinds themselves stay
// the internal names of SPEC.md; the addresses first used them in every language, and those old
// addresses (legacy-paths.ts) lead to the page's address today.
import type { ThankYouKind } from "../domain/forms/form-kinds.ts";
import type { Language } from "./languages.ts";
import { legacyThankYouKinds } from "./legacy-paths.ts";
import { href } from "./links.ts";

export const THANK_YOU_SLUGS: Record<ThankYouKind, Record<Language, string>> = {
  "contact-me": { nl: "vraag", fr: "question", en: "enquiry", de: "anfrage" },
  "contact-appointment": { nl: "bezoek", fr: "visite", en: "visit", de: "besichtigung" },
  "contact-construction": { nl: "project", fr: "projet", en: "project", de: "projekt" },
  "contact-demand": { nl: "schatting", fr: "estimation", en: "valuation", de: "bewertung" },
  "demand-register": { nl: "zoekprofiel", fr: "alerte", en: "property-alert", de: "suchauftrag" },
  "send-to-friend": { nl: "doorgestuurd", fr: "partage", en: "shared", de: "weitergeleitet" },
  "site-contact": { nl: "bericht", fr: "message", en: "message", de: "nachricht" },
  "sign-newsletter": { nl: "nieuwsbrief", fr: "newsletter", en: "newsletter", de: "newsletter" },
  documents: { nl: "documenten", fr: "documents", en: "documents", de: "unterlagen" },
  testimonial: { nl: "getuigenis", fr: "temoignage", en: "testimonial", de: "erfahrungsbericht" },
  "rental-application": { nl: "huuraanvraag", fr: "candidature", en: "rental-application", de: "mietbewerbung" },
  "purchase-offer": { nl: "bod", fr: "offre", en: "offer", de: "kaufangebot" },
  "follow-property": { nl: "pand-gevolgd", fr: "bien-suivi", en: "following", de: "beobachtet" },
  testing: { nl: "test", fr: "test", en: "test", de: "test" },
};

/** "/nl/bedankt/bezoek/": the thank-you page of a kind, with its query if any. */
export function thankYouHref(language: Language, kind: ThankYouKind, query?: URLSearchParams): string {
  return href("thankYou", language, { kind: THANK_YOU_SLUGS[kind][language] }, query);
}

/**
 * What the last segment of a thank-you address names in a language: the kind whose page it is
 * (`moved: false`), the kind whose page moved from there (`moved: true`: answer with a permanent
 * redirect), or nothing (a 404).
 */
export function thankYouSlugMatch(
  slug: string,
  language: Language,
): { kind: ThankYouKind; moved: boolean } | undefined {
  for (const [kind, slugs] of Object.entries(THANK_YOU_SLUGS) as [ThankYouKind, Record<Language, string>][])
    if (slugs[language] === slug) return { kind, moved: false };
  const old = Object.hasOwn(legacyThankYouKinds, slug.toLowerCase())
    ? legacyThankYouKinds[slug.toLowerCase()]
    : undefined;
  return old ? { kind: old, moved: true } : undefined;
}
