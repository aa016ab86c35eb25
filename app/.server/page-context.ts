// What every page's loader starts from: the visitor's language (from the path) and the site data.
import type { Language } from "../i18n/languages.ts";
import { notFound } from "./http-errors.ts";
import { languageContext, type RequestLanguage } from "./request-language.ts";
import { type PageRow, type SiteSettings, siteData } from "./site-settings.ts";

export interface PageContext {
  settings: SiteSettings;
  pages: PageRow[];
  language: Language;
}

/** The request's language and the site data; a language that is not enabled answers 404. */
export async function pageContext(context: {
  get(key: typeof languageContext): RequestLanguage;
}): Promise<PageContext> {
  const { language, fromPath } = context.get(languageContext);
  if (!fromPath) notFound();
  const { settings, pages } = await siteData();
  return { settings, pages, language };
}
