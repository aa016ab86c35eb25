import { createContext } from "react-router";
import { isLanguage, type Language } from "../i18n/languages.ts";
import { preferredLanguage } from "../i18n/negotiate.ts";
import type { SiteSettings } from "./site-settings.ts";

export interface RequestLanguage {
  language: Language;
  /** False when the first path segment is not an enabled language (the page is then a 404). */
  fromPath: boolean;
}

/** Set once per request by the root middleware; every loader reads it from the context. */
export const languageContext = createContext<RequestLanguage>();

/** The language is the first path segment when it is an enabled language; else the visitor's preference. */
export function resolveRequestLanguage(request: Request, settings: SiteSettings): RequestLanguage {
  return languageOfPath(new URL(request.url).pathname, request.headers.get("accept-language"), settings);
}

/** The same rule for a path and an Accept-Language header, where there is no fetch Request (the HTTP layer). */
export function languageOfPath(
  pathname: string,
  acceptLanguage: string | null,
  settings: Pick<SiteSettings, "enabled" | "fallback">,
): RequestLanguage {
  const first = pathname.split("/")[1] ?? "";
  if (isLanguage(first) && settings.enabled.includes(first)) return { language: first, fromPath: true };
  return { language: preferredLanguage(acceptLanguage, settings.enabled, settings.fallback), fromPath: false };
}
