// The localized route table: every page of the site and its path in each language (DECISIONS.md).
// routes.ts expands it into one route per language, with the module that renders each page, and
// every link is built from it (app/i18n/links.ts), so a slug changes here and nowhere else. The
// browser's scripts hold this table (their links are built from it), not the modules' file names.
import type { Language } from "./languages.ts";

export interface PageRoute {
  /** Path after the language prefix, without slashes at either end; ":name" marks a parameter. */
  paths: Record<Language, string>;
}

const same = (path: string): Record<Language, string> => ({ nl: path, fr: path, en: path, de: path });

const forSale = { nl: "te-koop", fr: "a-vendre", en: "for-sale", de: "zu-verkaufen" };
const forRent = { nl: "te-huur", fr: "a-louer", en: "for-rent", de: "zu-vermieten" };
const services = { nl: "onze-gouden-diensten", fr: "services-en-or", en: "golden-services", de: "goldene-dienste" };
const projects = { nl: "projecten", fr: "projets", en: "projects", de: "projekte" };
const demandRegister = {
  nl: "hou-me-op-de-hoogte",
  fr: "tenez-moi-au-courant",
  en: "keep-me-informed",
  de: "auf-dem-laufenden-halten",
};
const newsletter = { nl: "nieuwsbrief", fr: "newsletter", en: "newsletter", de: "newsletter" };
const testimonials = { nl: "getuigenissen", fr: "temoignages", en: "testimonials", de: "erfahrungsberichte" };

function under(base: Record<Language, string>, rest: string): Record<Language, string> {
  return { nl: `${base.nl}/${rest}`, fr: `${base.fr}/${rest}`, en: `${base.en}/${rest}`, de: `${base.de}/${rest}` };
}

export const routeTable = {
  home: { paths: same("") },
  forSale: { paths: forSale },
  forRent: { paths: forRent },
  propertyForSale: { paths: under(forSale, ":city/:title/:id") },
  propertyForRent: { paths: under(forRent, ":city/:title/:id") },
  propertyFormForSale: { paths: under(forSale, ":city/:title/:id/:form") },
  propertyFormForRent: { paths: under(forRent, ":city/:title/:id/:form") },
  projects: { paths: projects },
  project: { paths: under(projects, ":slug/:id") },
  projectContact: {
    paths: {
      nl: `${projects.nl}/:slug/:id/contact`,
      fr: `${projects.fr}/:slug/:id/contact`,
      en: `${projects.en}/:slug/:id/contact`,
      de: `${projects.de}/:slug/:id/kontakt`,
    },
  },
  contact: { paths: { nl: "contact", fr: "contact", en: "contact", de: "kontakt" } },
  services: { paths: services },
  // A service article, or a sub-category of services with the articles filed under it.
  service: { paths: under(services, ":slug") },
  serviceInCategory: { paths: under(services, ":category/:slug") },
  team: { paths: { nl: "team", fr: "equipe", en: "team", de: "team" } },
  testimonials: { paths: testimonials },
  testimonial: { paths: under(testimonials, ":slug") },
  demandRegister: { paths: demandRegister },
  demandConfirm: {
    paths: under(demandRegister, "confirm/:token"),
  },
  demandUnsubscribe: {
    paths: under(demandRegister, "unsubscribe/:token"),
  },
  valuation: {
    paths: { nl: "gratis-waardebepaling", fr: "estimation-gratuite", en: "free-valuation", de: "kostenlose-bewertung" },
  },
  newsletter: {
    paths: newsletter,
  },
  newsletterConfirm: {
    paths: {
      nl: `${newsletter.nl}/bevestigen/:token`,
      fr: `${newsletter.fr}/confirmer/:token`,
      en: `${newsletter.en}/confirm/:token`,
      de: `${newsletter.de}/bestaetigen/:token`,
    },
  },
  newsletterUnsubscribe: {
    paths: {
      nl: `${newsletter.nl}/uitschrijven/:token`,
      fr: `${newsletter.fr}/desinscription/:token`,
      en: `${newsletter.en}/unsubscribe/:token`,
      de: `${newsletter.de}/abmelden/:token`,
    },
  },
  // Following a property (its form is one of the property's forms): the opt-in mail's link and the
  // one-click unsubscribe of every mail about it.
  followConfirm: {
    paths: {
      nl: "volgen/bevestigen/:token",
      fr: "suivre/confirmer/:token",
      en: "follow/confirm/:token",
      de: "beobachten/bestaetigen/:token",
    },
  },
  followUnsubscribe: {
    paths: {
      nl: "volgen/uitschrijven/:token",
      fr: "suivre/desinscription/:token",
      en: "follow/unsubscribe/:token",
      de: "beobachten/abmelden/:token",
    },
  },
  testimonialForm: {
    paths: {
      nl: "getuigenis-schrijven",
      fr: "ecrire-un-temoignage",
      en: "write-a-testimonial",
      de: "erfahrung-teilen",
    },
  },
  login: { paths: same("login") },
  ownerPortal: {
    paths: { nl: "eigenaar", fr: "proprietaire", en: "owner", de: "eigentuemer" },
  },
  ownerProperty: {
    paths: {
      nl: "eigenaar/pand/:id",
      fr: "proprietaire/bien/:id",
      en: "owner/property/:id",
      de: "eigentuemer/immobilie/:id",
    },
  },
  ownerAccount: {
    paths: { nl: "eigenaar/account", fr: "proprietaire/compte", en: "owner/account", de: "eigentuemer/konto" },
  },
  forgotPassword: {
    paths: {
      nl: "login/wachtwoord-vergeten",
      fr: "login/mot-de-passe-oublie",
      en: "login/forgot-password",
      de: "login/passwort-vergessen",
    },
  },
  setPassword: {
    paths: {
      nl: "login/wachtwoord-kiezen/:token",
      fr: "login/choisir-mot-de-passe/:token",
      en: "login/choose-password/:token",
      de: "login/passwort-waehlen/:token",
    },
  },
  confirmEmail: {
    paths: {
      nl: "login/e-mailadres-bevestigen/:token",
      fr: "login/confirmer-adresse-e-mail/:token",
      en: "login/confirm-e-mail/:token",
      de: "login/e-mail-bestaetigen/:token",
    },
  },
  // A published listing's brochure, a PDF made on the server: "/nl/brochure/123-villa-in-brugge.pdf".
  brochure: { paths: same("brochure/:file") },
  // What buying costs besides the price: duties, notary, mortgage and the loan's monthly payment.
  purchaseCosts: {
    paths: { nl: "aankoopkosten", fr: "frais-d-achat", en: "purchase-costs", de: "kaufnebenkosten" },
  },
  // The properties a visitor keeps in this browser, and two to four of them side by side; both
  // are drawn from the ids in the address ("?id=12&id=34"), so a link shows the same selection.
  favourites: {
    paths: { nl: "favorieten", fr: "favoris", en: "favourites", de: "merkliste" },
  },
  compare: {
    paths: { nl: "vergelijken", fr: "comparer", en: "compare", de: "vergleichen" },
  },
  // Where the search box goes when the text leads to no single page: what was found, or that nothing was.
  search: { paths: { nl: "zoeken", fr: "recherche", en: "search", de: "suche" } },
  thankYou: {
    paths: { nl: "bedankt/:kind", fr: "merci/:kind", en: "thank-you/:kind", de: "danke/:kind" },
  },
  privacy: {
    paths: {
      nl: "privacyverklaring",
      fr: "declaration-de-confidentialite",
      en: "privacy-statement",
      de: "datenschutzerklaerung",
    },
  },
  cookiePolicy: {
    paths: { nl: "cookiebeleid", fr: "politique-en-matiere-de-cookies", en: "cookie-policy", de: "cookie-richtlinie" },
  },
  disclaimer: {
    paths: { nl: "disclaimer", fr: "avertissement", en: "disclaimer", de: "haftungsausschluss" },
  },
} satisfies Record<string, PageRoute>;

export type PageId = keyof typeof routeTable;

export const PAGE_IDS = Object.keys(routeTable) as PageId[];

/** Route ids look like "forSale.nl": the page and the language it serves. */
export function routeId(page: PageId, language: Language): string {
  return `${page}.${language}`;
}

export function parseRouteId(id: string): { page: PageId; language: Language } | undefined {
  const [page, language] = id.split(".");
  if (!page || !language || !(page in routeTable)) return undefined;
  return { page: page as PageId, language: language as Language };
}

/**
 * Whether a page's address holds a one-use token (a password link, a subscription's confirm or
 * unsubscribe link): such an address is its recipient's alone, so no third-party tag may see it.
 */
export function hasSecretInAddress(page: PageId): boolean {
  return Object.values(routeTable[page].paths).some((path) => path.split("/").includes(":token"));
}
