import { describe, expect, it } from "vitest";
import { THANK_YOU_KINDS } from "../domain/forms/form-kinds.ts";
import { LANGUAGES } from "./languages.ts";
import { legacyThankYouKinds } from "./legacy-paths.ts";
import { THANK_YOU_SLUGS, thankYouHref, thankYouSlugMatch } from "./thank-you-slugs.ts";

describe("thank-you addresses", () => {
  it.each([
    ["nl", "contact-appointment", "/nl/bedankt/bezoek/"],
    ["fr", "contact-appointment", "/fr/merci/visite/"],
    ["en", "contact-appointment", "/en/thank-you/visit/"],
    ["de", "contact-appointment", "/de/danke/besichtigung/"],
    ["nl", "site-contact", "/nl/bedankt/bericht/"],
    ["de", "rental-application", "/de/danke/mietbewerbung/"],
    ["fr", "purchase-offer", "/fr/merci/offre/"],
  ] as const)("%s %s is %s", (language, kind, path) => {
    expect(thankYouHref(language, kind)).toBe(path);
  });

  it("every kind has a slug of its own in every language, made of lower-case words", () => {
    for (const language of LANGUAGES) {
      const slugs = THANK_YOU_KINDS.map((kind) => THANK_YOU_SLUGS[kind][language]);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const slug of slugs) expect(slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
    }
  });

  it("each slug leads back to its kind", () => {
    for (const language of LANGUAGES)
      for (const kind of THANK_YOU_KINDS)
        expect(thankYouSlugMatch(THANK_YOU_SLUGS[kind][language], language)).toEqual({ kind, moved: false });
  });
});

describe("the old English-kind addresses", () => {
  it.each([
    ["nl", "contact-appointment", "/nl/bedankt/bezoek/"],
    ["de", "contact-appointment", "/de/danke/besichtigung/"],
    ["fr", "contact-appointment", "/fr/merci/visite/"],
    ["en", "contact-appointment", "/en/thank-you/visit/"],
    ["nl", "site-contact", "/nl/bedankt/bericht/"],
    ["nl", "Site-Contact", "/nl/bedankt/bericht/"],
    ["de", "purchase-offer", "/de/danke/kaufangebot/"],
    ["fr", "sign-newsletter", "/fr/merci/newsletter/"],
  ] as const)("%s %s moved to %s", (language, old, path) => {
    const match = thankYouSlugMatch(old, language);
    expect(match?.moved).toBe(true);
    expect(match && thankYouHref(language, match.kind)).toBe(path);
  });

  it("an old address that is the page's address today answers without a redirect", () => {
    expect(thankYouSlugMatch("documents", "en")).toEqual({ kind: "documents", moved: false });
    expect(thankYouSlugMatch("documents", "nl")).toEqual({ kind: "documents", moved: true });
  });

  it("every old kind moved to its own kind's page, never to another kind's", () => {
    // Every kind the first site had; a page added since (following a property) never had an old address.
    const addedSince = ["follow-property"];
    expect(Object.values(legacyThankYouKinds).sort()).toEqual(
      THANK_YOU_KINDS.filter((kind) => !addedSince.includes(kind)).sort(),
    );
    for (const language of LANGUAGES)
      for (const [old, kind] of Object.entries(legacyThankYouKinds))
        expect(thankYouSlugMatch(old, language)?.kind).toBe(kind);
  });

  it.each([
    ["an unknown word", "nl", "iets-anders"],
    ["another language's slug", "nl", "besichtigung"],
    ["an empty slug", "de", ""],
    ["a property of every object", "nl", "constructor"],
    ["a prototype's name", "fr", "__proto__"],
  ] as const)("%s is no thank-you page", (_, language, slug) => {
    expect(thankYouSlugMatch(slug, language)).toBeUndefined();
  });
});
