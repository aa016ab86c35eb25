// The page editor's forms, as the server and the staff member's browser both check them: a page's
// texts, paths, SEO, flags and banner; a new module (a module's own form: module-forms.ts); a new
// free page. Field names are the ones the forms post ("title.nl", "seo.de.metaTitle", "banner.type"),
// read by Conform as nested values; the edit merge keeps comparing them by those names
// (app/.server/admin/page-merge.ts). Whether a path is free, an image key well formed, the title
// there in the site's default language or a module's article still there, the server decides
// (app/.server/admin/page-form.ts and page-module-edits.ts) and answers with the page's own error keys.

import { LANGUAGES, type Language } from "../../i18n/languages.ts";
import { bannerVideoError } from "../banner-video.ts";
import { typedText } from "../forms/form-fields.ts";
import { z } from "../forms/zod.ts";
import { checkVerificationTag } from "../tracking-ids.ts";
import { oneOf, requiredText } from "./admin-fields.ts";

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

export const MODULE_VIEWS = ["single-view", "ons-team-view", "news-view"] as const;

/** The verification tags a page may carry in its own head (SPEC.md page params), as its params name them. */
export const PAGE_VERIFICATION_TAGS = ["googleVerification", "facebookVerification", "nortonSafeWeb"] as const;
export type PageVerificationTag = (typeof PAGE_VERIFICATION_TAGS)[number];

/** The longest value of each kind of field, as the server checks them too. */
export const PAGE_LIMITS = {
  name: 120,
  title: 200,
  segment: 80,
  description: 2_000,
  seo: 300,
  seoLong: 1_000,
  path: 500,
  moduleText: 5_000,
} as const;

/** The page's own refusals (its texts say them): a redirect, video or colour that is none. */
export type PageFormError = "invalidRedirect" | "videoHost" | "verificationTag" | "invalid";

const optional = (max: number) => typedText(max).optional();

/** One text per language; a language left empty posts nothing. */
function perLanguage<Field extends z.ZodType>(field: Field) {
  return z
    .object(Object.fromEntries(LANGUAGES.map((language) => [language, field])) as Record<Language, Field>)
    .optional();
}

const ticked = z.literal("on").optional();

/** A path on this site ("/nl/contact/") or a web address: where the page's redirect flag may lead. */
export function isRedirectTarget(value: string): boolean {
  if (/[\s\\]/.test(value)) return false;
  if (value.startsWith("/")) return !value.startsWith("//");
  return /^https?:\/\//i.test(value) && URL.canParse(value);
}

const seoShape = Object.fromEntries([
  ...SEO_TEXT_FIELDS.map((field) => [
    field,
    optional(SEO_LONG_FIELDS.includes(field) ? PAGE_LIMITS.seoLong : PAGE_LIMITS.seo),
  ]),
  ["isActiveSEO", ticked],
]) as Record<SeoTextField, ReturnType<typeof optional>> & { isActiveSEO: typeof ticked };

export const pageContentSchema = z.object({
  name: requiredText(PAGE_LIMITS.name),
  title: perLanguage(optional(PAGE_LIMITS.title)),
  slug: perLanguage(optional(PAGE_LIMITS.segment)),
  description: perLanguage(optional(PAGE_LIMITS.description)),
  seo: perLanguage(z.object(seoShape).optional()),
  flags: z
    .object({
      ...(Object.fromEntries(PAGE_FLAGS.map((flag) => [flag, ticked])) as Record<
        (typeof PAGE_FLAGS)[number],
        typeof ticked
      >),
      redirect: optional(PAGE_LIMITS.path).refine(
        (value) => value === undefined || isRedirectTarget(value),
        "invalidRedirect",
      ),
    })
    .optional(),
  banner: z
    .object({
      type: oneOf(BANNER_TYPES).optional(),
      title: perLanguage(optional(PAGE_LIMITS.title)),
      description: perLanguage(optional(PAGE_LIMITS.description)),
      images: optional(PAGE_LIMITS.path),
      // A video the site serves itself, or one on a platform it embeds behind consent (banner-video.ts).
      video: optional(PAGE_LIMITS.path).refine((value) => bannerVideoError(value) === undefined, "videoHost"),
      color: z
        .string()
        .regex(/^#[0-9a-fA-F]{6}$/, "invalid")
        .optional(),
    })
    .optional(),
  image: optional(PAGE_LIMITS.path),
  logo: optional(PAGE_LIMITS.path),
  // A whole pasted <meta> element is accepted: its content is what is kept.
  verification: z
    .object(
      Object.fromEntries(
        PAGE_VERIFICATION_TAGS.map((tag) => [
          tag,
          optional(PAGE_LIMITS.seo).refine(
            (value) => value === undefined || checkVerificationTag(value).ok,
            "verificationTag",
          ),
        ]),
      ) as Record<PageVerificationTag, ReturnType<typeof optional>>,
    )
    .optional(),
});

/** A new module: what it shows ("contact", "article:12", "category:3"). */
export const newModuleSchema = z.object({ relation: requiredText(40) });

/** A new free page: its name for the office, its parent (none: at the top), per language its title and path. */
export const newPageSchema = z.object({
  name: requiredText(PAGE_LIMITS.name),
  parent: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, "chooseOne")
    .optional(),
  title: perLanguage(optional(PAGE_LIMITS.title)),
  slug: perLanguage(optional(PAGE_LIMITS.segment)),
});
