import type { AdminArticlesMessages } from "../../../i18n/messages/admin-articles.ts";
import type { AdminFormTexts } from "../../../i18n/messages/admin-forms/types.ts";
import { AdminField } from "../admin-field.tsx";
import { type ArticleFields, articleErrors, fieldOf } from "./article-form-fields.ts";

export interface CategoryChoice {
  id: number;
  name: string;
  /** A sub-category (indented under its parent in the list). */
  sub: boolean;
}

/** Where the article is filed, whether it is published, and its place among its category's articles. */
export function ArticleSettings({
  fields,
  categories,
  m,
  f,
}: {
  fields: ArticleFields;
  categories: readonly CategoryChoice[];
  m: AdminArticlesMessages;
  f: AdminFormTexts;
}) {
  const field = (name: string) => fieldOf(fields, name);
  return (
    <fieldset>
      <legend>{m.editor.settings}</legend>
      <div className="admin-form-grid">
        <AdminField
          meta={field("status")}
          label={m.editor.status}
          texts={f}
          kind="select"
          options={[
            { value: "published", label: m.published },
            { value: "draft", label: m.draft },
          ]}
        />
        <AdminField
          meta={field("categoryId")}
          label={m.editor.category}
          texts={f}
          kind="select"
          options={categories.map((category) => ({
            value: String(category.id),
            label: category.sub ? `— ${category.name}` : category.name,
          }))}
          ownErrors={articleErrors(field("categoryId").errors, m)}
        />
        <AdminField
          meta={field("sort")}
          label={m.editor.sort}
          texts={f}
          kind="number"
          number="count"
          hint={m.editor.sortHint}
        />
      </div>
    </fieldset>
  );
}
