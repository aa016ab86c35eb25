// A page whose address changes (its segment renamed, or it or a parent moved) keeps answering at the
// old address with a permanent redirect. A redirect points at the page and language, not at a path:
// the page's address is worked out when the old one is asked for, so after A -> B -> C both A and B
// lead straight to C in one hop (chains collapse by construction), and a redirect never outlives its
// page. A page that takes an old address later wins: its address is no longer redirected.
import type { Language } from "../i18n/languages.ts";

export interface PathRedirect {
  fromPath: string;
  toPageId: number;
  language: Language;
}

/** Each page's address per language, before or after a change ("/nl/over-ons/"). */
export type PagePaths = ReadonlyMap<number, Partial<Record<Language, string>>>;

export interface RedirectPlan {
  /** Old addresses to answer with a redirect to their page (replacing any redirect from there). */
  add: PathRedirect[];
  /** Addresses a page answers now: a redirect from there must go. */
  remove: string[];
}

/**
 * What a tree change does to the redirects: every address a page had before and not after becomes a
 * redirect to that page in that language (unless another page answers there now), and every existing
 * redirect from an address that a page answers now is dropped.
 */
export function redirectPlan(before: PagePaths, after: PagePaths, existing: readonly PathRedirect[]): RedirectPlan {
  const live = new Set<string>();
  for (const paths of after.values()) for (const path of Object.values(paths)) if (path) live.add(path);
  const add: PathRedirect[] = [];
  for (const [pageId, paths] of before) {
    for (const [language, path] of Object.entries(paths) as [Language, string | undefined][]) {
      if (!path || live.has(path) || after.get(pageId)?.[language] === path) continue;
      if (!after.has(pageId)) continue; // a page that is gone leaves nothing to lead to
      add.push({ fromPath: path, toPageId: pageId, language });
    }
  }
  const remove = existing.filter((redirect) => live.has(redirect.fromPath)).map((redirect) => redirect.fromPath);
  return { add, remove };
}

/**
 * Where an old address leads now: its page's current address in the redirect's language, or
 * undefined when nothing answers there (the page is gone, unpublished or has no address) or it would
 * lead back to itself.
 */
export function redirectTarget(
  redirect: PathRedirect | undefined,
  currentPath: (pageId: number, language: Language) => string | undefined,
): string | undefined {
  if (!redirect) return undefined;
  const target = currentPath(redirect.toPageId, redirect.language);
  return target && target !== redirect.fromPath ? target : undefined;
}
