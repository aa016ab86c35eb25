// The path segment of an article in one language, as the back office accepts it: written the way
// slugify writes it (lower case, digits, single hyphens, German umlauts spelled out), or left empty
// to be made from the title. Anything else is refused with the slug it would become, so the staff
// member sees and chooses the address instead of the site silently changing what they typed.
import type { Language } from "../i18n/languages.ts";
import { DEFAULT_SLUG_LENGTH, slugify } from "./slug.ts";

export type SlugCheck =
  | { ok: true; slug: string }
  | { ok: false; problem: "invalid"; suggestion: string }
  | { ok: false; problem: "empty" };

export function checkArticleSlug(input: string, title: string, language: Language): SlugCheck {
  const typed = input.trim();
  if (typed === "") {
    const made = slugify(title, { language, maxLength: DEFAULT_SLUG_LENGTH });
    return made ? { ok: true, slug: made } : { ok: false, problem: "empty" };
  }
  const normal = slugify(typed, { language, maxLength: DEFAULT_SLUG_LENGTH });
  if (normal === typed) return { ok: true, slug: typed };
  return normal ? { ok: false, problem: "invalid", suggestion: normal } : { ok: false, problem: "empty" };
}

/** A slug not yet taken: the slug itself, else with -2, -3, ... appended. */
export function freeSlug(slug: string, taken: ReadonlySet<string>): string {
  if (!taken.has(slug)) return slug;
  for (let n = 2; ; n += 1) {
    const candidate = `${slug}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
