// The fields of the back office's page and module editors, named as the form posts them
// ("title.nl", "seo.de.metaTitle", "flags.showBreadCrumb"): the server reads and checks them, the
// editor renders them, and a refused save shows the form again from the same flat values.
import type { PageFlag, PageVerificationTag, SeoTextField } from "../domain/admin-forms/page-forms.ts";
import type { Language } from "../i18n/languages.ts";

// The lists of fields and choices are the forms' schemas' (app/domain/admin-forms/page-forms.ts).
export {
  BANNER_TYPES,
  MODULE_VIEWS,
  PAGE_FLAGS,
  PAGE_VERIFICATION_TAGS,
  type PageFlag,
  type PageVerificationTag,
  SEO_LONG_FIELDS,
  SEO_TEXT_FIELDS,
  type SeoTextField,
} from "../domain/admin-forms/page-forms.ts";

export const MODULE_RELATIONS = ["property-list", "article", "category", "contact"] as const;
export type ModuleRelation = (typeof MODULE_RELATIONS)[number];

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
  verification: (tag: PageVerificationTag) => `verification.${tag}`,
  moduleTitle: (language: Language) => `moduleTitle.${language}`,
  moduleText: (language: Language) => `moduleText.${language}`,
};
