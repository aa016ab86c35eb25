// The article editor's form as the save takes it: checked with the schema the page runs too
// (app/domain/admin-forms/article-forms.ts), then turned into the change to save, each body cleaned
// into the HTML and plain text stored. Checks that need the database (a slug another article has)
// are the save's (articles.ts).
import { ARTICLE_LIMITS, type ArticleFormValue, articleSchema } from "../../domain/admin-forms/article-forms.ts";
import { checkArticleSlug } from "../../domain/article-slug.ts";
import { LANGUAGES, type Language } from "../../i18n/languages.ts";
import type { CategoryKind } from "../../shared/article-form.ts";
import { articleBodyFromForm } from "../article-html.ts";
import { type AdminSubmission, parseSubmission } from "./form-reply.ts";
import type { PhotoChange } from "./team-photo.ts";

export interface ArticleTextInput {
  title: string;
  slug: string;
  summary: string;
  bodyHtml: string;
  bodyText: string;
}

export interface ArticleInput {
  status: "published" | "draft";
  sort: number;
  categoryId: number;
  /** Team members' contact fields; null for other categories (their data is left as it is). */
  team: { phone: string; email: string; languages: string[] } | null;
  /** A team member's photo replaced or removed; left out, the photo stays as it is. */
  photo?: PhotoChange;
  /** The texts per language; a language left out has no text (any it had is removed). */
  texts: Partial<Record<Language, ArticleTextInput>>;
}

/** The editor's schema for an article of this kind: a team member's has contact fields. */
export function articleSchemaOf(kind: CategoryKind) {
  return articleSchema({ team: kind === "team" });
}

export type ArticleSubmission = AdminSubmission<ReturnType<typeof articleSchemaOf>>;

/** The checked form as the change to save. */
export function articleInputOf(value: ArticleFormValue, kind: CategoryKind): ArticleInput {
  const fields = value as Record<string, unknown>;
  const text = (name: string) => {
    const typed = fields[name];
    return typeof typed === "string" ? typed : "";
  };
  const texts: ArticleInput["texts"] = {};
  for (const language of LANGUAGES) {
    const title = text(`title-${language}`);
    // The schema asks a title of every language with a text: a language without one has none.
    if (!title) continue;
    const slug = checkArticleSlug(text(`slug-${language}`), title, language);
    const body = articleBodyFromForm(text(`body-${language}`).slice(0, ARTICLE_LIMITS.body));
    texts[language] = {
      title,
      slug: slug.ok ? slug.slug : "",
      summary: text(`summary-${language}`),
      bodyHtml: body.html,
      bodyText: body.text,
    };
  }
  const languages = fields.languages;
  return {
    status: value.status,
    sort: value.sort,
    categoryId: value.categoryId,
    team:
      kind === "team"
        ? {
            phone: text("phone"),
            email: text("email"),
            languages: Array.isArray(languages) ? languages.filter((code) => typeof code === "string") : [],
          }
        : null,
    texts,
  };
}

export type ArticleReading =
  | { ok: true; input: ArticleInput; submission: ArticleSubmission }
  | { ok: false; submission: ArticleSubmission };

/** The editor's form read and checked; `kind` is the category kind of the article being edited. */
export function readArticleForm(form: FormData, kind: CategoryKind): ArticleReading {
  const submission = parseSubmission(form, articleSchemaOf(kind));
  return submission.status === "success"
    ? { ok: true, input: articleInputOf(submission.value, kind), submission }
    : { ok: false, submission };
}
