// A brochure's address, "/nl/brochure/123-villa-in-brugge.pdf": the listing's id and its title in the
// language as the file name, so that a saved brochure says what it is. The id alone decides which
// listing; another title is an outdated name, moved to the current one.
import { slugify } from "../../domain/slug.ts";
import type { Language } from "../../i18n/languages.ts";
import { href } from "../../i18n/links.ts";
import { BROCHURE_MESSAGES } from "../../i18n/messages/brochure.ts";

/** The file name a brochure is saved under: the listing's title, else its id. */
export function brochureFileName(id: number, title: string, language: Language): string {
  const slug = slugify(title, { language, maxLength: 60 });
  return slug ? `${id}-${slug}.pdf` : `${id}.pdf`;
}

/** The brochure's address, "/nl/brochure/123-villa-in-brugge.pdf": a file, so no trailing slash. */
export function brochurePath(language: Language, fileName: string): string {
  return href("brochure", language, { file: fileName }).replace(/\/$/, "");
}

/** The detail page's link to the brochure, in the page's language. */
export function brochureLink(id: number, title: string, language: Language): { href: string; label: string } {
  return {
    href: brochurePath(language, brochureFileName(id, title, language)),
    label: BROCHURE_MESSAGES[language].link,
  };
}

/** The listing's id named by a brochure's file name ("123-villa.pdf", "123.pdf"); undefined otherwise. */
export function brochureIdOf(fileName: string | undefined): number | undefined {
  const match = /^(\d{1,9})(?:-[a-z0-9-]{0,80})?\.pdf$/.exec(fileName ?? "");
  return match ? Number(match[1]) : undefined;
}
