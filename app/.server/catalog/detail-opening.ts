// How the property and project detail pages open: the language comes from the path, the id must be
// a number, the published row must exist, and only the canonical path answers. The id decides which
// row; any other slug is an outdated link, moved permanently so search engines follow it.
import { redirect } from "react-router";
import type { Language } from "../../i18n/languages.ts";
import { notFound } from "../http-errors.ts";
import type { RequestLanguage } from "../request-language.ts";
import { type SiteSettings, siteData } from "../site-settings.ts";
import { samePath } from "./detail/detail-facts.ts";
import { requestPath } from "./request-path.ts";

/** What differs between the detail pages: how their row is read and where it lives. */
export interface DetailPageRules<Row> {
  /** The published row with its texts; undefined when there is none. */
  read(id: number, language: Language, fallback: Language): Promise<Row | undefined>;
  /** The address of a row that lives on another site; its path here only sends the visitor there. */
  elsewhere?(row: Row): string | undefined;
  canonicalPath(row: Row, language: Language, fallback: Language): string;
}

export interface OpenedDetailPage<Row> {
  id: number;
  language: Language;
  fallback: Language;
  settings: SiteSettings;
  row: Row;
  /** The canonical path in the visitor's language, which the request asked for. */
  path: string;
}

/** Throws the 404, or the redirect, that the request deserves before the page reads anything more. */
export async function openDetailPage<Row>(
  request: Request,
  params: { id?: string },
  requestLanguage: RequestLanguage,
  rules: DetailPageRules<Row>,
): Promise<OpenedDetailPage<Row>> {
  if (!requestLanguage.fromPath) notFound();
  const { language } = requestLanguage;
  if (!/^\d{1,9}$/.test(params.id ?? "")) notFound();
  const id = Number(params.id);
  const { settings } = await siteData();
  const fallback = settings.fallback;
  const row = await rules.read(id, language, fallback);
  if (!row) notFound();
  const address = rules.elsewhere?.(row);
  if (address) throw redirect(address, 302);
  const path = rules.canonicalPath(row, language, fallback);
  const url = requestPath(request);
  if (!samePath(url.pathname, path)) throw redirect(`${path}${url.search}`, 301);
  return { id, language, fallback, settings, row, path };
}
