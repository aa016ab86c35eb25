// The article editor's fields as its components take them, and its own refusals in the staff
// member's language: the keys its schema and its save give that the form kit's shared texts do not
// know ("slugInvalid|grote-renovatie" with the address the slug would become, "slugTaken",
// "photoTooLarge"), for AdminField's `ownErrors`.
import { fill } from "../../../i18n/fill.ts";
import type { AdminArticlesMessages } from "../../../i18n/messages/admin-articles.ts";
import type { ArticleProblem } from "../../../shared/article-form.ts";
import { MAX_PHOTO_BYTES } from "../../../shared/photo-upload-limits.ts";
import type { AdminFieldProps } from "../admin-field.tsx";

/** The sentence of an article refusal; undefined for a key of the shared texts (a number's). */
export function articleErrorText(
  key: string,
  m: AdminArticlesMessages,
  { megapixels = 0 }: { megapixels?: number } = {},
): string | undefined {
  const [problem = "", suggestion = ""] = key.split("|");
  if (!(problem in m.problems)) return undefined;
  return fill(m.problems[problem as ArticleProblem], { suggestion, mb: MAX_PHOTO_BYTES / 1024 / 1024, megapixels });
}

/** A field's refusals with the article page's sentences, for AdminField's `ownErrors`. */
export function articleErrors(errors: readonly string[] | undefined, m: AdminArticlesMessages): Record<string, string> {
  return Object.fromEntries(
    (errors ?? []).flatMap((key) => {
      const text = articleErrorText(key, m);
      return text === undefined ? [] : [[key, text]];
    }),
  );
}

/** The editor form's fields by name, as Conform gives them (the schema's keys vary with the article's kind). */
export type ArticleFields = Record<string, AdminFieldProps["meta"]>;

/** One field of the form by its posted name ("title-nl"). */
export function fieldOf(fields: ArticleFields, name: string) {
  const meta = fields[name];
  if (!meta) throw new Error(`The article form has no field ${name}.`);
  return meta;
}
