// Reading the article editor's form: what was typed (to show it again) and, when it holds, the
// change to save. Checks that need no database are here; the save adds the ones that do (a slug
// another article has). Problems are codes the route words in the staff member's language.
import { z } from "zod";
import { checkArticleSlug } from "../../domain/article-slug.ts";
import { readTypedNumber } from "../../domain/typed-number.ts";
import { LANGUAGES, type Language } from "../../i18n/languages.ts";
import {
  ARTICLE_LIMITS,
  type ArticleFieldProblems,
  type ArticleFormValues,
  type ArticleTextValues,
  type CategoryKind,
  SPOKEN_LANGUAGES,
  textField,
} from "../../shared/article-form.ts";
import { articleBodyFromForm } from "../article-html.ts";
import { formText } from "../form-body.ts";
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

export type ArticleFormReading =
  | { ok: true; values: ArticleFormValues; input: ArticleInput }
  | { ok: false; values: ArticleFormValues; problems: ArticleFieldProblems };

const statusSchema = z.enum(["published", "draft"]);
const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
const emailSchema = z.email().max(ARTICLE_LIMITS.email);
const phoneSchema = z
  .string()
  .max(ARTICLE_LIMITS.phone)
  .regex(/^\+?[0-9][0-9 ./()-]{5,}$/);

function readSortOrder(typed: string): { ok: true; value: number } | { ok: false } {
  const read = readTypedNumber(typed, "count", { min: 0, max: ARTICLE_LIMITS.sort });
  return read.ok && Number.isInteger(read.value) ? { ok: true, value: read.value } : { ok: false };
}

function submittedValues(form: FormData): ArticleFormValues {
  const status = formText(form, "status");
  const texts = Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      {
        title: formText(form, textField("title", language)),
        slug: formText(form, textField("slug", language)),
        summary: formText(form, textField("summary", language)),
        body: formText(form, textField("body", language)),
      } satisfies ArticleTextValues,
    ]),
  ) as Record<Language, ArticleTextValues>;
  return {
    status: status === "published" ? "published" : "draft",
    sort: formText(form, "sort"),
    categoryId: formText(form, "categoryId"),
    phone: formText(form, "phone"),
    email: formText(form, "email"),
    languages: form.getAll("languages").filter((value): value is string => typeof value === "string"),
    texts,
  };
}

function readText(
  values: ArticleTextValues,
  language: Language,
  problems: ArticleFieldProblems,
): ArticleTextInput | null {
  const title = values.title.trim();
  const summary = values.summary.trim();
  // The editor sends "<p></p>" for an empty body: what counts is what is left after cleaning.
  const body = articleBodyFromForm(values.body.slice(0, ARTICLE_LIMITS.body));
  if (!title && !values.slug.trim() && !summary && !body.html) return null;
  const field = (name: keyof ArticleTextValues) => textField(name, language);
  if (!title) problems[field("title")] = { problem: "required" };
  else if (title.length > ARTICLE_LIMITS.title) problems[field("title")] = { problem: "tooLong" };
  if (summary.length > ARTICLE_LIMITS.summary) problems[field("summary")] = { problem: "tooLong" };
  if (values.body.length > ARTICLE_LIMITS.body) problems[field("body")] = { problem: "tooLong" };
  const slug = checkArticleSlug(values.slug, title, language);
  if (!slug.ok) {
    problems[field("slug")] =
      slug.problem === "invalid" ? { problem: "slugInvalid", suggestion: slug.suggestion } : { problem: "slugEmpty" };
  }
  return { title, slug: slug.ok ? slug.slug : "", summary, bodyHtml: body.html, bodyText: body.text };
}

/** The editor's form read and checked; `kind` is the category kind of the article being edited. */
export function readArticleForm(form: FormData, kind: CategoryKind): ArticleFormReading {
  const values = submittedValues(form);
  const problems: ArticleFieldProblems = {};
  const status = statusSchema.safeParse(formText(form, "status"));
  if (!status.success) problems.status = { problem: "required" };
  // Typed as Belgians type numbers (typed-number.ts): "1e2" or "0x10" is no order.
  const sort = values.sort.trim() === "" ? { ok: true as const, value: 0 } : readSortOrder(values.sort);
  if (!sort.ok) problems.sort = { problem: "sort" };
  const categoryId = idSchema.safeParse(values.categoryId);
  if (!categoryId.success) problems.categoryId = { problem: "category" };
  let team: ArticleInput["team"] = null;
  if (kind === "team") {
    const phone = values.phone.trim();
    const email = values.email.trim();
    if (phone && !phoneSchema.safeParse(phone).success) problems.phone = { problem: "phone" };
    if (email && !emailSchema.safeParse(email).success) problems.email = { problem: "email" };
    const spoken = SPOKEN_LANGUAGES.filter((code) => values.languages.includes(code));
    team = { phone, email, languages: spoken };
  }
  const texts: ArticleInput["texts"] = {};
  for (const language of LANGUAGES) {
    const text = readText(values.texts[language], language, problems);
    if (text) texts[language] = text;
  }
  if (Object.keys(texts).length === 0) problems.texts = { problem: "noText" };
  if (Object.keys(problems).length > 0 || !status.success || !sort.ok || !categoryId.success) {
    return { ok: false, values, problems };
  }
  return {
    ok: true,
    values,
    input: { status: status.data, sort: sort.value, categoryId: categoryId.data, team, texts },
  };
}
