// The fields of the back office's page and module editors, named as the form posts them
// ("title.nl", "seo.de.metaTitle", "flags.showBreadCrumb"): the server reads and checks them, the
// editor renders them, and a refused save shows the form again from the same flat values.
import type { Language } from "../i18n/languages.ts";

/** The text fields of a page's SEO per language, in the order the editor shows them. */
export const SEO_TEXT_FIELDS = [
  "metaTitle",
  "metaDescription",
  "pageTitle",
  "ogTitle",
  "ogDescription",
  "ogType",
  "ogImage",
  "twitterTitle",
  "twitterDescription",
  "twitterSite",
  "twitterImage",
  "robots",
] as const;
export type SeoTextField = (typeof SEO_TEXT_FIELDS)[number];

/** SEO fields that hold a paragraph rather than a line. */
export const SEO_LONG_FIELDS: readonly SeoTextField[] = ["metaDescription", "ogDescription", "twitterDescription"];

/** The page flags of SPEC.md that are on or off (redirect is a text). */
export const PAGE_FLAGS = [
  "showBreadCrumb",
  "showPageBanner",
  "isHaveSubMenu",
  "showFixedMenu",
  "noReferrerNoFollow",
  "noCookiePopup",
] as const;
export type PageFlag = (typeof PAGE_FLAGS)[number];

export const BANNER_TYPES = ["none", "image", "gallery", "video", "color"] as const;

export const MODULE_RELATIONS = ["property-list", "article", "category", "contact"] as const;
export type ModuleRelation = (typeof MODULE_RELATIONS)[number];

export const MODULE_VIEWS = ["single-view", "ons-team-view", "news-view"] as const;

/** A form's values by field name, as posted: what a refused save shows again. */
export type FormValues = Record<string, string>;

export const CHECKED = "on";

export const fieldName = {
  title: (language: Language) => `title.${language}`,
  slug: (language: Language) => `slug.${language}`,
  description: (language: Language) => `description.${language}`,
  seo: (language: Language, field: SeoTextField | "isActiveSEO") => `seo.${language}.${field}`,
  flag: (flag: PageFlag) => `flags.${flag}`,
  bannerTitle: (language: Language) => `banner.title.${language}`,
  bannerDescription: (language: Language) => `banner.description.${language}`,
  moduleTitle: (language: Language) => `moduleTitle.${language}`,
  moduleText: (language: Language) => `moduleText.${language}`,
};
