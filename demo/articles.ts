// Article categories and all articles: the five services, testimonials, team members and the three
// legal texts, each with its per-language slug, title, summary and body.
import type { Language } from "../app/i18n/languages.ts";
import { type ArticleText, LEGAL_KEYS, type PerLanguage, SERVICE_KEYS, type ServiceKey } from "./article-types.ts";
import type { AllLanguages } from "./constants.ts";
import { legalDe } from "./legal-de.ts";
import { legalEn } from "./legal-en.ts";
import { legalFr } from "./legal-fr.ts";
import { legalNl } from "./legal-nl.ts";
import { servicesDe } from "./services-de.ts";
import { servicesEn } from "./services-en.ts";
import { servicesFr } from "./services-fr.ts";
import { servicesNl } from "./services-nl.ts";
import { TEAM } from "./team.ts";
import { TESTIMONIALS } from "./testimonials.ts";

export type CategoryKey = "services" | "testimonials" | "team" | "legal";
/** The sub-categories the services are filed under (SPEC.md section 2: article paths carry them). */
export type SubCategoryKey = "services-owners" | "services-investors";

export const SUB_CATEGORIES: readonly {
  key: SubCategoryKey;
  parent: CategoryKey;
  names: AllLanguages;
  slugs: AllLanguages;
}[] = [
  {
    key: "services-owners",
    parent: "services",
    names: { nl: "Voor eigenaars", fr: "Pour les propriétaires", en: "For owners", de: "Für Eigentümer" },
    slugs: { nl: "voor-eigenaars", fr: "pour-les-proprietaires", en: "for-owners", de: "fuer-eigentuemer" },
  },
  {
    key: "services-investors",
    parent: "services",
    names: { nl: "Voor investeerders", fr: "Pour les investisseurs", en: "For investors", de: "Für Investoren" },
    slugs: { nl: "voor-investeerders", fr: "pour-les-investisseurs", en: "for-investors", de: "fuer-investoren" },
  },
];

/** Selling, letting and valuing serve owners; new builds and property management, investors. */
const SERVICE_SUB_CATEGORY: Record<ServiceKey, SubCategoryKey> = {
  selling: "services-owners",
  renting: "services-owners",
  valuations: "services-owners",
  "new-construction": "services-investors",
  "property-management": "services-investors",
};

export const CATEGORIES: readonly { key: CategoryKey; names: AllLanguages }[] = [
  {
    key: "services",
    names: { nl: "Onze gouden diensten", fr: "Services en or", en: "Golden services", de: "Goldene Dienste" },
  },
  {
    key: "testimonials",
    names: { nl: "Getuigenissen", fr: "Témoignages", en: "Testimonials", de: "Erfahrungsberichte" },
  },
  { key: "team", names: { nl: "Ons team", fr: "Notre équipe", en: "Our team", de: "Unser Team" } },
  {
    key: "legal",
    names: {
      nl: "Juridische informatie",
      fr: "Informations juridiques",
      en: "Legal information",
      de: "Rechtliche Informationen",
    },
  },
];

export interface ArticleSeed {
  key: string;
  category: CategoryKey | SubCategoryKey;
  sort: number;
  imageKey: string | null;
  data: Record<string, string>;
  texts: PerLanguage<ArticleText>;
}

const SERVICES = { nl: servicesNl, fr: servicesFr, en: servicesEn, de: servicesDe };
const LEGAL = { nl: legalNl, fr: legalFr, en: legalEn, de: legalDe };

function perLanguage<T>(pick: (language: Language) => T): PerLanguage<T> {
  return { nl: pick("nl"), fr: pick("fr"), en: pick("en"), de: pick("de") };
}

export const ARTICLES: readonly ArticleSeed[] = [
  ...SERVICE_KEYS.map(
    (key, sort): ArticleSeed => ({
      key,
      category: SERVICE_SUB_CATEGORY[key],
      sort,
      imageKey: `service-${key}`,
      data: {},
      texts: perLanguage((language) => SERVICES[language][key]),
    }),
  ),
  ...TESTIMONIALS.map(
    (testimonial, sort): ArticleSeed => ({
      key: testimonial.key,
      category: "testimonials",
      sort,
      imageKey: null,
      data: testimonial.data,
      texts: testimonial.texts,
    }),
  ),
  ...TEAM.map(
    (member, sort): ArticleSeed => ({
      key: member.key,
      category: "team",
      sort,
      imageKey: member.imageKey,
      data: member.data,
      texts: member.texts,
    }),
  ),
  ...LEGAL_KEYS.map(
    (key, sort): ArticleSeed => ({
      key,
      category: "legal",
      sort,
      imageKey: null,
      data: {},
      texts: perLanguage((language) => LEGAL[language][key]),
    }),
  ),
];
