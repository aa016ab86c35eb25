import type { Language } from "./languages.ts";
import { catalogDe } from "./messages/catalog-de.ts";
import { catalogEn } from "./messages/catalog-en.ts";
import { catalogFr } from "./messages/catalog-fr.ts";
import { catalogNl } from "./messages/catalog-nl.ts";
import { de } from "./messages/de.ts";
import { en } from "./messages/en.ts";
import { fr } from "./messages/fr.ts";
import { nl } from "./messages/nl.ts";
import type { SiteMessages } from "./messages/site-messages.ts";

export type { SiteMessages };

// Server-side lookup: the root loader sends only the visitor's language to the browser.
const byLanguage: Record<Language, SiteMessages> = {
  nl: { ...nl, catalog: catalogNl },
  fr: { ...fr, catalog: catalogFr },
  en: { ...en, catalog: catalogEn },
  de: { ...de, catalog: catalogDe },
};

export function messagesFor(language: Language): SiteMessages {
  return byLanguage[language];
}
