// The article editor's form as fields by the names the form posts ("title-nl", "body-nl", "sort"):
// what the form is drawn with, the base it carries, and, for a save made on a version someone saved
// over, what the save merges field by field with the article as stored now (saveArticle in
// articles.ts); the conflicts told in the staff member's language.

import { ARTICLE_TEXT_FIELDS, textField } from "../../domain/admin-forms/article-forms.ts";
import { htmlToPlainText, readableHtml } from "../../domain/article-body.ts";
import { LANGUAGES } from "../../i18n/languages.ts";
import type { AdminArticlesMessages } from "../../i18n/messages/admin-articles.ts";
import { storedBodyHtml } from "../article-html.ts";
import type { articles, articleTexts } from "../db/schema.ts";
import type { FieldDescription } from "./edit-merge-form.ts";

/** Every field of the form by the name it is posted with; the spoken languages as one field ("nl,fr"). */
const FIELDS: readonly string[] = [
  "status",
  "sort",
  "categoryId",
  "phone",
  "email",
  "languages",
  ...LANGUAGES.flatMap((language) => ARTICLE_TEXT_FIELDS.map((field) => textField(field, language))),
];

/** The article's fields as the form shows them stored: a plain-text body as the HTML it renders as. */
export function storedArticleFields({
  article,
  texts,
}: {
  article: typeof articles.$inferSelect;
  texts: readonly (typeof articleTexts.$inferSelect)[];
}) {
  const fields: Record<string, string> = {
    status: article.status,
    sort: String(article.sort),
    categoryId: String(article.categoryId),
    phone: article.data.phone ?? "",
    email: article.data.email ?? "",
    languages: article.data.languages ?? "",
  };
  for (const language of LANGUAGES) {
    const text = texts.find((row) => row.language === language);
    fields[textField("title", language)] = text?.title ?? "";
    fields[textField("slug", language)] = text?.slug ?? "";
    fields[textField("summary", language)] = text?.summary ?? "";
    fields[textField("body", language)] = text ? readableHtml(storedBodyHtml(text)) : "";
  }
  return fields;
}

/** The form's fields as posted, what is merged with the stored ones. */
export function postedArticleFields(form: FormData): Record<string, string> {
  return Object.fromEntries(
    FIELDS.map((name) => [
      name,
      form
        .getAll(name)
        .filter((value) => typeof value === "string")
        .join(","),
    ]),
  );
}

/** The fields as the form's first values (Conform's defaultValue): the spoken languages a list. */
export function articleFormDefaults(fields: Readonly<Record<string, string>>): Record<string, string | string[]> {
  return { ...fields, languages: (fields.languages ?? "").split(",").filter(Boolean) };
}

/** The fields as the form would post them, for the form's own reader. */
export function articleFormData(fields: Readonly<Record<string, string>>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (name === "languages") for (const code of value.split(",").filter(Boolean)) form.append(name, code);
    else form.set(name, value);
  }
  return form;
}

/** The audit line's name of a field: "title.nl" for "title-nl"; the contact fields are its data. */
export function articleAuditKey(field: string): string {
  if (field === "phone" || field === "email" || field === "languages") return "data";
  return field.replace("-", ".");
}

/** A field's label and its value as read: a body's words without its HTML, a category by its name. */
export function articleFieldDescriber(
  a: AdminArticlesMessages,
  categories: readonly { id: number; name: string }[],
): (field: string) => FieldDescription {
  const asIs = (value: string) => value;
  const labels: Record<string, string> = {
    status: a.editor.status,
    sort: a.editor.sort,
    categoryId: a.editor.category,
    phone: a.editor.phone,
    email: a.editor.email,
    languages: a.editor.languages,
    title: a.editor.title,
    slug: a.editor.slug,
    summary: a.editor.summary,
    body: a.editor.body,
  };
  return (field) => {
    const [name = field, code] = field.split("-");
    const label = `${labels[name] ?? name}${code ? ` (${code.toUpperCase()})` : ""}`;
    if (name === "status") return { label, shown: (value) => (value === "published" ? a.published : a.draft) };
    if (name === "categoryId")
      return { label, shown: (value) => categories.find((category) => String(category.id) === value)?.name ?? value };
    if (name === "body") return { label, shown: (value) => htmlToPlainText(value) };
    return { label, shown: asIs };
  };
}
