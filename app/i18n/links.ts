import type { Language } from "./languages.ts";
import { type PageId, routeTable } from "./route-table.ts";

export type LinkParams = Record<string, string | number>;

/**
 * The path of a page in a language, e.g. href("forSale", "fr") -> "/fr/a-vendre/".
 * Parameters are slug-safe values; they are URL-encoded all the same.
 */
export function href(page: PageId, language: Language, params: LinkParams = {}, query?: URLSearchParams): string {
  const pattern = routeTable[page].paths[language];
  const path = pattern.replace(/:([a-zA-Z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`href(${page}): missing parameter "${name}"`);
    return encodeURIComponent(String(value));
  });
  const search = query?.toString();
  return `/${language}/${path}${path ? "/" : ""}${search ? `?${search}` : ""}`;
}
