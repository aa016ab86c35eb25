// The back office's article editor: the values its form shows and sends, and the problems the
// server finds in them, shared by the route (app/routes/admin/article.tsx) and its components.
import type { Language } from "../i18n/languages.ts";

/** The top categories as the editor treats them; any other category is "other" (free pages). */
export type CategoryKind = "services" | "team" | "legal" | "testimonials" | "other";

export function categoryKind(topKey: string): CategoryKind {
  return topKey === "services" || topKey === "team" || topKey === "legal" || topKey === "testimonials"
    ? topKey
    : "other";
}

/** Languages a team member may be listed as speaking (ISO 639-1), named by the browser's Intl. */
export const SPOKEN_LANGUAGES = ["nl", "fr", "en", "de", "es", "it", "pt", "pl", "ro", "tr", "ar"] as const;

export interface ArticleTextValues {
  title: string;
  slug: string;
  summary: string;
  /** HTML (from the editor, or typed into the plain text area), or paragraphs of plain text. */
  body: string;
}

export interface ArticleFormValues {
  status: "published" | "draft";
  sort: string;
  categoryId: string;
  phone: string;
  email: string;
  languages: string[];
  texts: Record<Language, ArticleTextValues>;
}

export type ArticleProblem =
  | "required"
  | "tooLong"
  | "slugInvalid"
  | "slugEmpty"
  | "slugTaken"
  | "slugSubCategory"
  | "email"
  | "phone"
  | "sort"
  | "category"
  | "noText"
  | "photoNotPicture"
  | "photoTooLarge"
  | "photoTooManyPixels"
  | "photoBusy";

export interface FieldProblem {
  problem: ArticleProblem;
  /** For slugInvalid: the slug the text would become. */
  suggestion?: string;
}

/** Problems by field name: "title-nl", "slug-de", "email", "sort", "texts" (no language at all). */
export type ArticleFieldProblems = Record<string, FieldProblem>;

/** The form field of a language's text: "title-nl". */
export function textField(field: keyof ArticleTextValues, language: Language): string {
  return `${field}-${language}`;
}

/** Limits of the fields, checked in the browser (maxLength) and on the server alike. */
export const ARTICLE_LIMITS = {
  title: 200,
  slug: 80,
  summary: 600,
  body: 200_000,
  phone: 30,
  email: 254,
  sort: 32_767,
} as const;
