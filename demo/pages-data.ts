// The menu tree and its modules (SPEC.md "Site pages (menu)"). Route-table pages carry a route key;
// the free "about us" page and its child prove the tree with per-language slugs. Relations to
// categories and articles are by key here and become ids when written.

import {
  type ModuleSettings,
  moduleSettingsSchema,
  type PageParams,
  pageParamsSchema,
} from "../app/.server/db/json-shapes.ts";
import type { Language } from "../app/i18n/languages.ts";
import { href } from "../app/i18n/links.ts";
import type { PageId } from "../app/i18n/route-table.ts";
import type { CategoryKey } from "./articles.ts";
import type { AllLanguages } from "./constants.ts";
import { legalDe } from "./legal-de.ts";
import { legalEn } from "./legal-en.ts";
import { legalFr } from "./legal-fr.ts";
import { legalNl } from "./legal-nl.ts";
import { MODULE_TEXTS, PAGE_TEXTS, type PageText } from "./page-texts.ts";

export interface ModuleSeed {
  relationType: "property-list" | "article" | "category" | "contact";
  /** A category key, an article key, or null for modules that carry their own text. */
  relation: { category: CategoryKey } | { article: string } | null;
  settings: ModuleSettings;
}

export interface PageSeed {
  key: string;
  routeKey: PageId | null;
  parentKey: string | null;
  slugs: Partial<AllLanguages>;
  name: string;
  showInMenu: boolean;
  sort: number;
  params: PageParams;
  modules: ModuleSeed[];
}

const LANGS: readonly Language[] = ["nl", "fr", "en", "de"];

function params(text: PageText, extra: Partial<PageParams> = {}, robots?: string): PageParams {
  const seo = Object.fromEntries(
    LANGS.map((language) => {
      const title = `${text.title[language]} | Immo Zennevallei`;
      const description = text.description[language];
      return [
        language,
        {
          pageTitle: title,
          metaTitle: title,
          metaDescription: description,
          ogTitle: title,
          ogDescription: description,
          ogType: "website",
          ...(robots ? { robots } : {}),
        },
      ];
    }),
  );
  return pageParamsSchema.parse({ title: text.title, description: text.description, seo, ...extra });
}

function settings(input: Partial<ModuleSettings>): ModuleSettings {
  return moduleSettingsSchema.parse(input);
}

/** A half-width module with a short text and a link to one of the site's pages: a call to action. */
function callToAction(
  title: AllLanguages,
  text: AllLanguages,
  link: AllLanguages,
  page: PageId,
  contentRow: number,
): ModuleSeed {
  const descriptions = Object.fromEntries(
    (["nl", "fr", "en", "de"] as const).map((language) => [
      language,
      `<p>${text[language]}</p><p><a href="${href(page, language)}">${link[language]}</a></p>`,
    ]),
  );
  return {
    relationType: "article",
    relation: null,
    settings: settings({
      title,
      descriptions,
      span: 6,
      contentRow,
      backgroundType: "color",
      colorBackground: "#f4f1ea",
    }),
  };
}

function legalText(key: "privacy" | "cookie-policy" | "disclaimer"): PageText {
  const pick = (language: Language) => ({ nl: legalNl, fr: legalFr, en: legalEn, de: legalDe })[language][key];
  return {
    title: { nl: pick("nl").title, fr: pick("fr").title, en: pick("en").title, de: pick("de").title },
    description: { nl: pick("nl").summary, fr: pick("fr").summary, en: pick("en").summary, de: pick("de").summary },
  };
}

function legalPage(
  key: "privacy" | "cookie-policy" | "disclaimer",
  routeKey: PageId,
  name: string,
  sort: number,
): PageSeed {
  return {
    key,
    routeKey,
    parentKey: null,
    slugs: {},
    name,
    showInMenu: false,
    sort,
    params: params(legalText(key)),
    modules: [{ relationType: "article", relation: { article: key }, settings: settings({ view: "single-view" }) }],
  };
}

const propertyList = (extra: Partial<ModuleSettings>): ModuleSeed => ({
  relationType: "property-list",
  relation: null,
  settings: settings(extra),
});

export function pageSeeds(): PageSeed[] {
  return [
    {
      key: "home",
      routeKey: "home",
      parentKey: null,
      slugs: {},
      name: "Home",
      showInMenu: true,
      sort: 0,
      params: params(PAGE_TEXTS.home, {
        flags: {
          showBreadCrumb: false,
          showPageBanner: true,
          isHaveSubMenu: false,
          showFixedMenu: false,
          noReferrerNoFollow: false,
          noCookiePopup: false,
        },
        banner: {
          type: "gallery",
          title: MODULE_TEXTS.heroTitle,
          description: MODULE_TEXTS.heroDescription,
          images: ["hero-1", "hero-2", "hero-3"],
        },
        image: "hero-1",
      }),
      // What a visitor of an agency's home page looks for after the listings: what a home is
      // worth, the projects, the services, what clients say and who works there. Staff choose and
      // order these modules in the back office; this is the demo's choice.
      modules: [
        propertyList({ title: MODULE_TEXTS.newProperties, goal: 0, maxItems: 4, numberItemOfRow: 4, contentRow: 0 }),
        callToAction(
          MODULE_TEXTS.valuationTitle,
          MODULE_TEXTS.valuationText,
          MODULE_TEXTS.valuationLink,
          "valuation",
          1,
        ),
        callToAction(MODULE_TEXTS.projectsTitle, MODULE_TEXTS.projectsText, MODULE_TEXTS.projectsLink, "projects", 1),
        {
          relationType: "category",
          relation: { category: "services" },
          settings: settings({
            title: MODULE_TEXTS.servicesTitle,
            view: "news-view",
            numberItemOfRow: 3,
            maxItems: 3,
            contentRow: 2,
          }),
        },
        {
          relationType: "category",
          relation: { category: "testimonials" },
          settings: settings({
            title: MODULE_TEXTS.testimonialsTitle,
            view: "news-view",
            numberItemOfRow: 3,
            maxItems: 3,
            contentRow: 3,
          }),
        },
        {
          relationType: "category",
          relation: { category: "team" },
          settings: settings({
            title: MODULE_TEXTS.teamTitle,
            view: "ons-team-view",
            numberItemOfRow: 4,
            maxItems: 4,
            contentRow: 4,
          }),
        },
      ],
    },
    {
      key: "forSale",
      routeKey: "forSale",
      parentKey: null,
      slugs: {},
      name: "Te koop",
      showInMenu: true,
      sort: 1,
      params: params(PAGE_TEXTS.forSale),
      modules: [propertyList({ goal: 0, numberItemOfRow: 4, maxItems: 12 })],
    },
    {
      key: "forRent",
      routeKey: "forRent",
      parentKey: null,
      slugs: {},
      name: "Te huur",
      showInMenu: true,
      sort: 2,
      params: params(PAGE_TEXTS.forRent),
      modules: [propertyList({ goal: 1, numberItemOfRow: 4, maxItems: 12 })],
    },
    {
      key: "projects",
      routeKey: "projects",
      parentKey: null,
      slugs: {},
      name: "Projecten",
      showInMenu: true,
      sort: 3,
      params: params(PAGE_TEXTS.projects),
      modules: [],
    },
    {
      key: "services",
      routeKey: "services",
      parentKey: null,
      slugs: {},
      name: "Onze gouden diensten",
      showInMenu: true,
      sort: 4,
      params: params(PAGE_TEXTS.services),
      modules: [
        {
          relationType: "category",
          relation: { category: "services" },
          settings: settings({
            view: "news-view",
            isHasSubcategories: true,
            numberItemOfRow: 3,
            maxItems: 10,
            descriptions: MODULE_TEXTS.servicesIntro,
          }),
        },
      ],
    },
    {
      key: "team",
      routeKey: "team",
      parentKey: null,
      slugs: {},
      name: "Team",
      showInMenu: true,
      sort: 5,
      params: params(PAGE_TEXTS.team),
      modules: [
        {
          relationType: "article",
          relation: null,
          settings: settings({ title: MODULE_TEXTS.teamTitle, descriptions: MODULE_TEXTS.teamIntro }),
        },
        {
          relationType: "category",
          relation: { category: "team" },
          settings: settings({ view: "ons-team-view", maxItems: 40, numberItemOfRow: 4 }),
        },
      ],
    },
    {
      key: "about",
      routeKey: null,
      parentKey: null,
      slugs: { nl: "over-ons", fr: "a-propos", en: "about-us", de: "ueber-uns" },
      name: "Over ons",
      showInMenu: true,
      sort: 6,
      params: params(PAGE_TEXTS.about, {
        flags: {
          showBreadCrumb: true,
          showPageBanner: true,
          isHaveSubMenu: true,
          showFixedMenu: false,
          noReferrerNoFollow: false,
          noCookiePopup: false,
        },
      }),
      modules: [
        {
          relationType: "article",
          relation: null,
          settings: settings({ title: PAGE_TEXTS.about.title, descriptions: MODULE_TEXTS.about }),
        },
      ],
    },
    {
      key: "howWeWork",
      routeKey: null,
      parentKey: "about",
      slugs: { nl: "onze-werkwijze", fr: "notre-methode", en: "how-we-work", de: "unsere-arbeitsweise" },
      name: "Onze werkwijze",
      showInMenu: true,
      sort: 0,
      params: params(PAGE_TEXTS.howWeWork),
      modules: [
        {
          relationType: "article",
          relation: null,
          settings: settings({ title: PAGE_TEXTS.howWeWork.title, descriptions: MODULE_TEXTS.howWeWork }),
        },
      ],
    },
    {
      key: "testimonials",
      routeKey: "testimonials",
      parentKey: "about",
      slugs: {},
      name: "Getuigenissen",
      showInMenu: true,
      sort: 1,
      params: params(PAGE_TEXTS.testimonials),
      modules: [
        {
          relationType: "category",
          relation: { category: "testimonials" },
          settings: settings({ view: "news-view", numberItemOfRow: 3, maxItems: 30 }),
        },
      ],
    },
    {
      key: "contact",
      routeKey: "contact",
      parentKey: null,
      slugs: {},
      name: "Contact",
      showInMenu: true,
      sort: 7,
      params: params(PAGE_TEXTS.contact),
      modules: [
        {
          relationType: "contact",
          relation: null,
          settings: settings({
            title: MODULE_TEXTS.contactTitle,
            descriptions: MODULE_TEXTS.contactIntro,
            backgroundType: "image",
            image: "contact-background",
          }),
        },
      ],
    },
    {
      key: "demandRegister",
      routeKey: "demandRegister",
      parentKey: null,
      slugs: {},
      name: "Hou me op de hoogte",
      showInMenu: false,
      sort: 8,
      params: params(PAGE_TEXTS.demandRegister),
      modules: [],
    },
    {
      key: "login",
      routeKey: "login",
      parentKey: null,
      slugs: {},
      name: "Login",
      showInMenu: false,
      sort: 9,
      params: params(PAGE_TEXTS.login, {}, "noindex, nofollow"),
      modules: [],
    },
    legalPage("privacy", "privacy", "Privacyverklaring", 10),
    legalPage("cookie-policy", "cookiePolicy", "Cookiebeleid", 11),
    legalPage("disclaimer", "disclaimer", "Disclaimer", 12),
  ];
}
