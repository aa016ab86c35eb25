import { useMatches } from "react-router";
import type { Language } from "../../i18n/languages.ts";
import { href, type LinkParams } from "../../i18n/links.ts";
import { parseRouteId } from "../../i18n/route-table.ts";

/** Loader data of a page that knows its own path in every language (detail pages, articles, free pages). */
export interface WithAlternates {
  alternates: Partial<Record<Language, string>>;
}

function hasAlternates(data: unknown): data is WithAlternates {
  return typeof data === "object" && data !== null && "alternates" in data && typeof data.alternates === "object";
}

function hasCanonicalPaths(data: unknown): data is { canonicalPaths: Partial<Record<Language, string>> } {
  return (
    typeof data === "object" && data !== null && "canonicalPaths" in data && typeof data.canonicalPaths === "object"
  );
}

/**
 * The current page's path in each enabled language (DECISIONS.md: switching keeps the page).
 * The deepest route's `alternates` wins; else the path comes from the route table by route id
 * ("team.nl") and the current parameters; else (404 page, unknown route) the home page.
 */
export function useAlternates(languages: Language[], { canonical = false } = {}): Record<Language, string> {
  const matches = useMatches();
  const deepest = matches[matches.length - 1];
  const data = deepest?.loaderData;
  // A page whose variants (a list's order or view) are one page to search engines names that page
  // for its canonical and hreflang links; the language switcher keeps the visitor's own variant.
  const given =
    canonical && hasCanonicalPaths(data) ? data.canonicalPaths : hasAlternates(data) ? data.alternates : undefined;
  const route = deepest ? parseRouteId(deepest.id) : undefined;
  const result = {} as Record<Language, string>;
  for (const language of languages) {
    result[language] =
      given?.[language] ?? fromRouteTable(route?.page, language, deepest?.params) ?? href("home", language);
  }
  return result;
}

function fromRouteTable(
  page: Parameters<typeof href>[0] | undefined,
  language: Language,
  params: Record<string, string | undefined> | undefined,
): string | undefined {
  if (!page) return undefined;
  const defined: LinkParams = {};
  for (const [name, value] of Object.entries(params ?? {})) if (value !== undefined) defined[name] = value;
  try {
    return href(page, language, defined);
  } catch {
    return undefined; // a parameter the pattern needs is missing
  }
}
