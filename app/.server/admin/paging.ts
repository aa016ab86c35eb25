import { withoutControlCharacters } from "../../domain/control-characters.ts";

/** The list page asked for in `?page=`: a whole number from 1 to 10,000, else the first page. */
export function pageNumberOf(search: URLSearchParams): number {
  const page = Number(search.get("page") ?? "1");
  return Number.isSafeInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** A LIKE pattern that matches the text itself: its own % and _ are not wildcards. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * What a back-office list searches for, from `?q=`: at most 100 characters, without control
 * characters (a NUL typed or pasted is no text, and PostgreSQL refuses it in a query).
 */
export function searchQueryOf(search: URLSearchParams): string {
  return withoutControlCharacters(search.get("q") ?? "")
    .trim()
    .slice(0, 100);
}
