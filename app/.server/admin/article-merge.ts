// The article editor's form as fields by the names the form posts ("title-nl", "body-nl", "sort"),
// for a save made on a version someone saved over: merged field by field with the article as stored
// now (edit-merge.ts), the conflicts told in the staff member's language.
import { htmlToPlainText, readableHtml } from "../../domain/article-body.ts";
import type { MergedEdit } from "../../domain/edit-merge.ts";
import { LANGUAGES, type Language } from "../../i18n/languages.ts";
import type { AdminArticlesMessages } from "../../i18n/messages/admin-articles.ts";
import { type ArticleFormValues, type ArticleTextValues, textField } from "../../shared/article-form.ts";
import { storedBodyHtml } from "../article-html.ts";
import type { ArticleForEditing } from "./articles.ts";
import { type FieldDescription, type FormMerge, mergeFormFields } from "./edit-merge-form.ts";

const TEXT_FIELDS: readonly (keyof ArticleTextValues)[] = ["title", "slug", "summary", "body"];

/** The form's values as stored: a plain-text body shown as the HTML it renders as. */
export function storedArticleValues(found: ArticleForEditing): ArticleFormValues {
  const { article, texts } = found;
  const empty: ArticleTextValues = { title: "", slug: "", summary: "", body: "" };
  return {
    status: article.status,
    sort: String(article.sort),
    categoryId: String(article.categoryId),
    phone: article.data.phone ?? "",
    email: article.data.email ?? "",
    languages: (article.data.languages ?? "").split(",").filter(Boolean),
    texts: Object.fromEntries(
      LANGUAGES.map((language) => {
        const text = texts.find((row) => row.language === language);
        return [
          language,
          text
            ? { title: text.title, slug: text.slug, summary: text.summary, body: readableHtml(storedBodyHtml(text)) }
            : empty,
        ];
      }),
    ) as Record<Language, ArticleTextValues>,
  };
}

/** Every field of the form by its name; the spoken languages as one field ("nl,fr"). */
export function articleFormFields(values: ArticleFormValues): Record<string, string> {
  const fields: Record<string, string> = {
    status: values.status,
    sort: values.sort,
    categoryId: values.categoryId,
    phone: values.phone,
    email: values.email,
    languages: values.languages.join(","),
  };
  for (const language of LANGUAGES)
    for (const field of TEXT_FIELDS) fields[textField(field, language)] = values.texts[language][field];
  return fields;
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

/** The merge of what was typed with the article as stored now. */
export function mergeArticleForm(
  sent: ArticleFormValues,
  stored: ArticleFormValues,
  merge: FormMerge,
): { merged: MergedEdit; mine: Record<string, string>; theirs: Record<string, string> } {
  const mine = articleFormFields(sent);
  const theirs = articleFormFields(stored);
  return { merged: mergeFormFields(mine, theirs, merge), mine, theirs };
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
