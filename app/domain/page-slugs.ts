// The path segments of free content pages (/nl/over-ons/onze-werkwijze/): one per language, lower
// case letters, digits and single dashes, unique among the pages under the same parent in every
// language, and at the top level never one the route table already answers (/nl/te-koop/ stays the
// list of properties whatever page an editor adds).
import type { Language } from "../i18n/languages.ts";
import { routeTable } from "../i18n/route-table.ts";
import { slugify } from "./slug.ts";

export const MAX_SEGMENT_LENGTH = 80;

const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "onze-werkwijze" yes; "Onze werkwijze", "-a", "a--b", "é" no. */
export function isPathSegment(value: string): boolean {
  return value.length <= MAX_SEGMENT_LENGTH && SEGMENT.test(value);
}

/**
 * What an editor typed as a segment, or, left empty, one made from the title: "Ons Team!" -> "ons-team"
 * (German umlauts written out). Typed text is only trimmed: a segment with capitals or spaces is
 * refused with a reason rather than silently changed into another address.
 */
export function segmentFromInput(typed: string, title: string, language: Language): string {
  const trimmed = typed.trim();
  return trimmed === "" ? slugify(title, { language, maxLength: MAX_SEGMENT_LENGTH }) : trimmed;
}

/** The first segments the route table (and the preview) answers in a language: "te-koop", "login", ... */
export function reservedSegments(language: Language): Set<string> {
  const reserved = new Set(["preview"]);
  for (const page of Object.values(routeTable)) {
    const first = page.paths[language].split("/")[0];
    if (first) reserved.add(first);
  }
  return reserved;
}

export type SegmentProblem = "missing" | "invalid" | "taken" | "reserved";

export interface SiblingSegments {
  id: number;
  /** The segment each language uses, the default language's where it has none of its own. */
  segments: Partial<Record<Language, string>>;
}

/**
 * Why a page's segments cannot be used, per language; empty when they can. `segments` are the
 * segments each language will use (its own or the default language's); `siblings` the other free
 * pages under the same parent, with theirs; `topLevel` whether the page sits at the top of the tree.
 */
export function segmentProblems(
  segments: Partial<Record<Language, string>>,
  languages: readonly Language[],
  siblings: readonly SiblingSegments[],
  topLevel: boolean,
): Partial<Record<Language, SegmentProblem>> {
  const problems: Partial<Record<Language, SegmentProblem>> = {};
  for (const language of languages) {
    const segment = segments[language] ?? "";
    if (segment === "") problems[language] = "missing";
    else if (!isPathSegment(segment)) problems[language] = "invalid";
    else if (topLevel && reservedSegments(language).has(segment)) problems[language] = "reserved";
    else if (siblings.some((sibling) => sibling.segments[language] === segment)) problems[language] = "taken";
  }
  return problems;
}

/**
 * The segment each language uses, as the site resolves it (app/shared/localize.ts): its own, else the
 * default language's, else any language's.
 */
export function effectiveSegments(
  slugs: Partial<Record<Language, string>>,
  languages: readonly Language[],
  fallback: Language,
): Partial<Record<Language, string>> {
  return Object.fromEntries(
    languages.map((language) => [
      language,
      slugs[language] || slugs[fallback] || Object.values(slugs).find(Boolean) || "",
    ]),
  );
}
