// The page editor's form: a page as flat field values (to fill the form), and the posted values
// checked and turned back into the page's name, segments and params (validated with the schema the
// site reads them with). Errors are per field, as keys the editor words in the staff member's language.
import { isRedirectTarget, PAGE_LIMITS } from "../../domain/admin-forms/page-forms.ts";
import { bannerVideoError } from "../../domain/banner-video.ts";
import { checkVerificationTag } from "../../domain/tracking-ids.ts";
import { LANGUAGES, type Language } from "../../i18n/languages.ts";
import type { Localized } from "../../shared/localize.ts";
import {
  BANNER_TYPES,
  CHECKED,
  type FormValues,
  fieldName,
  PAGE_FLAGS,
  PAGE_VERIFICATION_TAGS,
  SEO_LONG_FIELDS,
  SEO_TEXT_FIELDS,
} from "../../shared/page-form-fields.ts";
import { type PageParams, pageParamsSchema } from "../db/json-shapes.ts";
import { IMAGE_KEY_PATTERN } from "../images/image-params.ts";
import type { PageRow } from "../site-settings.ts";

export type FieldErrors = Record<string, string>;

const LIMITS = PAGE_LIMITS;

/** The page as the editor's fields. */
export function pageFormValues(row: PageRow): FormValues {
  const params = row.params;
  const values: FormValues = { name: row.name };
  for (const language of LANGUAGES) {
    values[fieldName.title(language)] = params.title[language] ?? "";
    values[fieldName.slug(language)] = row.slugs[language] ?? "";
    values[fieldName.description(language)] = params.description[language] ?? "";
    const seo = params.seo[language];
    for (const field of SEO_TEXT_FIELDS) values[fieldName.seo(language, field)] = seo?.[field] ?? "";
    values[fieldName.seo(language, "isActiveSEO")] = seo?.isActiveSEO === false ? "" : CHECKED;
    values[fieldName.bannerTitle(language)] = params.banner?.title[language] ?? "";
    values[fieldName.bannerDescription(language)] = params.banner?.description[language] ?? "";
  }
  for (const flag of PAGE_FLAGS) values[fieldName.flag(flag)] = params.flags[flag] ? CHECKED : "";
  values["flags.redirect"] = params.flags.redirect ?? "";
  values["banner.type"] = params.banner?.type ?? "none";
  values["banner.images"] = (params.banner?.images ?? []).join(", ");
  values["banner.video"] = params.banner?.video ?? "";
  values["banner.color"] = params.banner?.color ?? "";
  values.image = params.image ?? "";
  values.logo = params.logo ?? "";
  for (const tag of PAGE_VERIFICATION_TAGS) values[fieldName.verification(tag)] = params.verification?.[tag] ?? "";
  return values;
}

/** Every field of the editor as posted; text only, trimmed, at most a few thousand characters. */
export function postedValues(form: FormData, names: readonly string[]): FormValues {
  const values: FormValues = {};
  for (const name of names) {
    const value = form.get(name);
    values[name] = typeof value === "string" ? value.trim().slice(0, 5_000) : "";
  }
  return values;
}

export function pageFieldNames(): string[] {
  return Object.keys(pageFormValues({ name: "", slugs: {}, params: pageParamsSchema.parse({ title: {} }) } as PageRow));
}

function localized(values: FormValues, name: (language: Language) => string): Localized {
  const texts: Localized = {};
  for (const language of LANGUAGES) {
    const text = values[name(language)] ?? "";
    if (text) texts[language] = text;
  }
  return texts;
}

function checkLengths(values: FormValues, errors: FieldErrors): void {
  const limit = (name: string) => {
    if (name === "name") return LIMITS.name;
    if (name.startsWith("title.") || name.startsWith("banner.title.")) return LIMITS.title;
    if (name.startsWith("description.") || name.startsWith("banner.description.")) return LIMITS.description;
    if (name.startsWith("seo.") || name.startsWith("verification."))
      return SEO_LONG_FIELDS.some((field) => name.endsWith(`.${field}`)) ? LIMITS.seoLong : LIMITS.seo;
    return LIMITS.path;
  };
  for (const [name, value] of Object.entries(values)) if (value.length > limit(name)) errors[name] = "tooLong";
}

function seoOf(values: FormValues): PageParams["seo"] {
  const seo: PageParams["seo"] = {};
  for (const language of LANGUAGES) {
    const entry: Record<string, string | boolean> = {};
    for (const field of SEO_TEXT_FIELDS) {
      const text = values[fieldName.seo(language, field)] ?? "";
      if (text) entry[field] = text;
    }
    const active = values[fieldName.seo(language, "isActiveSEO")] === CHECKED;
    // A language with nothing of its own falls back to the default language's SEO.
    if (Object.keys(entry).length > 0 || !active) seo[language] = { ...entry, isActiveSEO: active };
  }
  return seo;
}

function bannerOf(values: FormValues, errors: FieldErrors, before: PageParams["banner"]): PageParams["banner"] {
  const type = values["banner.type"] ?? "none";
  if (!(BANNER_TYPES as readonly string[]).includes(type)) errors["banner.type"] = "invalid";
  const images = (values["banner.images"] ?? "").split(/[\s,]+/).filter(Boolean);
  if (images.length > 10 || images.some((key) => !IMAGE_KEY_PATTERN.test(key)))
    errors["banner.images"] = "invalidImage";
  const video = values["banner.video"] ?? "";
  // A video the site serves itself, or one on a platform it embeds behind consent; never another host.
  const videoError = bannerVideoError(video);
  if (videoError) errors["banner.video"] = videoError;
  const color = values["banner.color"] ?? "";
  // A palette tone, or any colour set before: the site shows the nearest tone (app/shared/tones.ts).
  if (color && !/^#[0-9a-fA-F]{6}$/.test(color)) errors["banner.color"] = "invalid";
  const title = localized(values, fieldName.bannerTitle);
  const description = localized(values, fieldName.bannerDescription);
  const empty =
    !video && !color && images.length === 0 && !Object.keys(title).length && !Object.keys(description).length;
  if (type === "none" && empty && !before) return undefined;
  return {
    type: type as (typeof BANNER_TYPES)[number],
    title,
    description,
    images,
    ...(video ? { video } : {}),
    ...(color ? { color } : {}),
  };
}

export interface PageContent {
  name: string;
  slugs: Localized;
  params: PageParams;
}

/**
 * The posted page, checked: its name, its segments (free pages; a route-table page keeps its own,
 * and the segments' uniqueness is checked against the tree when saving) and its params.
 */
export function readPageContent(
  values: FormValues,
  row: PageRow,
  fallback: Language,
): { content: PageContent; errors: FieldErrors } {
  const errors: FieldErrors = {};
  checkLengths(values, errors);
  const name = values.name ?? "";
  if (!name) errors.name = "missing";
  const title = localized(values, fieldName.title);
  if (!title[fallback]) errors[fieldName.title(fallback)] = "missing";
  const redirect = values["flags.redirect"] ?? "";
  if (redirect && !isRedirectTarget(redirect)) errors["flags.redirect"] = "invalidRedirect";
  for (const key of ["image", "logo"] as const) {
    if (values[key] && !IMAGE_KEY_PATTERN.test(values[key] ?? "")) errors[key] = "invalidImage";
  }
  const verification: Partial<Record<(typeof PAGE_VERIFICATION_TAGS)[number], string>> = {};
  for (const tag of PAGE_VERIFICATION_TAGS) {
    const checked = checkVerificationTag(values[fieldName.verification(tag)] ?? "");
    if (!checked.ok) errors[fieldName.verification(tag)] = "verificationTag";
    else if (checked.value) verification[tag] = checked.value;
  }
  const flags = Object.fromEntries(PAGE_FLAGS.map((flag) => [flag, values[fieldName.flag(flag)] === CHECKED]));
  const banner = bannerOf(values, errors, row.params.banner);
  const candidate = {
    ...row.params,
    title,
    description: localized(values, fieldName.description),
    seo: seoOf(values),
    flags: { ...flags, ...(redirect ? { redirect } : {}) },
    banner,
    image: values.image || undefined,
    logo: values.logo || undefined,
    verification: Object.keys(verification).length > 0 ? verification : undefined,
  };
  const parsed = pageParamsSchema.safeParse(candidate);
  if (!parsed.success && Object.keys(errors).length === 0) errors.name = "invalid";
  return {
    content: {
      name,
      slugs: row.routeKey === null ? localized(values, fieldName.slug) : row.slugs,
      params: parsed.success ? parsed.data : row.params,
    },
    errors,
  };
}
