import { fill } from "../../../i18n/fill.ts";
import type { AdminArticlesMessages } from "../../../i18n/messages/admin-articles.ts";
import type { ArticleFieldProblems, ArticleFormValues } from "../../../shared/article-form.ts";

export interface CategoryChoice {
  id: number;
  name: string;
  /** A sub-category (indented under its parent in the list). */
  sub: boolean;
}

function Problem({
  id,
  problems,
  name,
  m,
}: {
  id: string;
  problems: ArticleFieldProblems;
  name: string;
  m: AdminArticlesMessages;
}) {
  const problem = problems[name];
  return problem ? (
    <p className="field-error" id={id}>
      {fill(m.problems[problem.problem], { suggestion: problem.suggestion ?? "" })}
    </p>
  ) : null;
}

/** Where the article is filed, whether it is published, and its place among its category's articles. */
export function ArticleSettings({
  values,
  problems,
  categories,
  m,
}: {
  values: ArticleFormValues;
  problems: ArticleFieldProblems;
  categories: readonly CategoryChoice[];
  m: AdminArticlesMessages;
}) {
  return (
    <fieldset>
      <legend>{m.editor.settings}</legend>
      <div className="admin-form-grid">
        <div className="field">
          <label htmlFor="article-status">{m.editor.status}</label>
          <select id="article-status" name="status" defaultValue={values.status}>
            <option value="published">{m.published}</option>
            <option value="draft">{m.draft}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="article-category">{m.editor.category}</label>
          <select
            id="article-category"
            name="categoryId"
            defaultValue={values.categoryId}
            aria-invalid={problems.categoryId ? true : undefined}
            aria-describedby={problems.categoryId ? "article-category-error" : undefined}
          >
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.sub ? `— ${category.name}` : category.name}
              </option>
            ))}
          </select>
          <Problem id="article-category-error" problems={problems} name="categoryId" m={m} />
        </div>
        <div className="field">
          <label htmlFor="article-sort">{m.editor.sort}</label>
          <input
            id="article-sort"
            name="sort"
            // Text, as every number of the back office: the server reads "1.000" (typed-number.ts).
            type="text"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={values.sort}
            aria-invalid={problems.sort ? true : undefined}
            aria-describedby={problems.sort ? "article-sort-hint article-sort-error" : "article-sort-hint"}
          />
          <p className="admin-hint" id="article-sort-hint">
            {m.editor.sortHint}
          </p>
          <Problem id="article-sort-error" problems={problems} name="sort" m={m} />
        </div>
      </div>
    </fieldset>
  );
}
