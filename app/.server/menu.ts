import type { Language } from "../i18n/languages.ts";
import { href } from "../i18n/links.ts";
import { routeTable } from "../i18n/route-table.ts";
import { localize } from "../shared/localize.ts";
import type { PageRow } from "./site-settings.ts";

export interface MenuItem {
  id: number;
  label: string;
  href: string;
  children: MenuItem[];
}

/** The path of a page of the tree: a route-table page, or a free page nested under its parents. */
export function pagePath(
  page: PageRow,
  byId: Map<number, PageRow>,
  language: Language,
  fallback: Language,
): string | undefined {
  if (page.routeKey)
    return page.routeKey in routeTable ? href(page.routeKey as keyof typeof routeTable, language) : undefined;
  const segments: string[] = [];
  for (
    let current: PageRow | undefined = page;
    current;
    current = current.parentId ? byId.get(current.parentId) : undefined
  ) {
    if (current.routeKey) return undefined; // free pages hang below free pages only
    const slug = localize(current.slugs, language, fallback);
    if (!slug) return undefined;
    segments.unshift(slug);
    if (segments.length > 8) return undefined; // a cycle in the tree
  }
  return `/${language}/${segments.join("/")}/`;
}

/**
 * The main menu: published pages shown in the menu; a page whose flag isHaveSubMenu is set carries
 * its published children as a sub-menu (SPEC.md page flags). Children of other pages stay out of
 * the menu: they are reached from their parent page.
 */
export function buildMenu(pages: PageRow[], language: Language, fallback: Language): MenuItem[] {
  const byId = new Map(pages.map((page) => [page.id, page]));
  const visible = pages.filter((page) => page.status === "published" && page.showInMenu);
  const item = (page: PageRow): MenuItem | undefined => {
    const path = pagePath(page, byId, language, fallback);
    if (!path) return undefined;
    return {
      id: page.id,
      label: localize(page.params.title, language, fallback) || page.name,
      href: path,
      children: page.params.flags.isHaveSubMenu
        ? visible.filter((child) => child.parentId === page.id).flatMap((child) => item(child) ?? [])
        : [],
    };
  };
  return visible.filter((page) => !page.parentId).flatMap((page) => item(page) ?? []);
}
