import { data, Form, Link, redirect, useActionData, useNavigation } from "react-router";
import { z } from "zod";
import { articleOverview, createArticle, kindOf } from "../../.server/admin/articles.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { formText, readFormBody } from "../../.server/form-body.ts";
import { badRequest } from "../../.server/http-errors.ts";
import { siteData } from "../../.server/site-settings.ts";
import { fill } from "../../i18n/fill.ts";
import { LANGUAGES, type Language } from "../../i18n/languages.ts";
import { ADMIN_MESSAGES } from "../../i18n/messages/admin.ts";
import { ADMIN_ARTICLES_MESSAGES, type AdminArticlesMessages } from "../../i18n/messages/admin-articles.ts";
import type { CategoryKind } from "../../shared/article-form.ts";
import { localize } from "../../shared/localize.ts";
import "../../styles/admin-editing.css";
import "../../styles/admin-articles.css";
import type { Route } from "./+types/articles";

const GROUPS: readonly CategoryKind[] = ["services", "team", "legal", "other", "testimonials"];

/** Every article by category with its status and languages; a form to add one. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(staffContext);
  const { settings } = await siteData();
  const { categories, articles } = await articleOverview(user.language, settings.fallback);
  const name = (id: number) => {
    const row = categories.find((category) => category.id === id);
    if (!row) return "";
    const own = localize(row.names, user.language, settings.fallback) || row.key;
    const parent = row.parentId ? categories.find((category) => category.id === row.parentId) : undefined;
    return parent ? `${localize(parent.names, user.language, settings.fallback) || parent.key} › ${own}` : own;
  };
  return {
    language: user.language,
    m: ADMIN_MESSAGES[user.language],
    a: ADMIN_ARTICLES_MESSAGES[user.language],
    defaultLanguage: settings.fallback,
    groups: GROUPS.map((kind) => ({
      kind,
      articles: articles
        .filter((article) => kindOf(categories, article.categoryId) === kind)
        .map((article) => ({
          ...article,
          category: name(article.categoryId),
          updatedAt: article.updatedAt.toISOString(),
        })),
    })),
    // Testimonials are added by their moderation, not here.
    addable: categories
      .filter((row) => row.parentId === null && kindOf(categories, row.id) !== "testimonials")
      .flatMap((top) => [top, ...categories.filter((row) => row.parentId === top.id)])
      .map((row) => ({ id: row.id, name: name(row.id) })),
  };
}

const createSchema = z.object({ categoryId: z.coerce.number().int().positive().max(2_147_483_647) });

export async function action({ request, context }: Route.ActionArgs) {
  const user = context.get(staffContext);
  const form = await readFormBody(request);
  if (form.get("intent") !== "create") badRequest("intent");
  const parsed = createSchema.safeParse({ categoryId: formText(form, "categoryId") });
  const title = formText(form, "title");
  if (!parsed.success) return data({ problem: "category" as const, title }, { status: 400 });
  const { settings } = await siteData();
  const created = await createArticle(parsed.data.categoryId, title, settings.fallback, {
    id: user.id,
    name: user.name,
  });
  if (!created.ok) return data({ problem: created.problem, title }, { status: 400 });
  throw redirect(`/admin/articles/${created.id}/`);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `${loaderData.a.title} | ${loaderData.m.title}` : "" }];
}

type Group = Route.ComponentProps["loaderData"]["groups"][number];

function languageNames(codes: readonly Language[], language: Language): string {
  const names = new Intl.DisplayNames([language], { type: "language" });
  return codes.map((code) => names.of(code) ?? code).join(", ");
}

function ArticleTable({ group, a, language }: { group: Group; a: AdminArticlesMessages; language: Language }) {
  const editable = group.kind !== "testimonials";
  return (
    <div className="admin-table-wrap">
      <table className="admin-table cards-on-phone article-table">
        <thead>
          <tr>
            <th scope="col">{a.columns.title}</th>
            <th scope="col">{a.columns.category}</th>
            <th scope="col">{a.columns.status}</th>
            <th scope="col">{a.columns.languages}</th>
            <th scope="col">{a.columns.sort}</th>
          </tr>
        </thead>
        <tbody>
          {group.articles.map((article) => {
            const missing = LANGUAGES.filter((code) => !article.languages.includes(code));
            return (
              <tr key={article.id}>
                <th scope="row">
                  {editable ? (
                    <Link to={`/admin/articles/${article.id}/`}>{article.title || a.untitled}</Link>
                  ) : (
                    article.title || a.untitled
                  )}
                </th>
                <td data-label={a.columns.category}>{article.category}</td>
                <td data-label={a.columns.status}>
                  <span className={article.status === "published" ? "article-status" : "article-status is-draft"}>
                    {article.status === "published" ? a.published : a.draft}
                  </span>
                </td>
                <td data-label={a.columns.languages}>
                  {article.languages.map((code) => code.toUpperCase()).join(" ")}
                  {missing.length > 0 ? (
                    <span className="admin-missing">
                      {" "}
                      ({fill(a.missing, { languages: languageNames(missing, language) })})
                    </span>
                  ) : null}
                </td>
                <td data-label={a.columns.sort}>{article.sort}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export default function Articles({ loaderData }: Route.ComponentProps) {
  const { m, a, language, groups, addable, defaultLanguage } = loaderData;
  const outcome = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const defaultName = new Intl.DisplayNames([language], { type: "language" }).of(defaultLanguage) ?? defaultLanguage;
  const problem = outcome?.problem;
  return (
    <div className="container page-body admin-page" lang={language}>
      <h1 id="page-title">{a.title}</h1>
      <p>{a.intro}</p>
      <section className="admin-section" aria-labelledby="add-article">
        <h2 id="add-article">{a.add.heading}</h2>
        {problem ? (
          <p className="form-alert" role="alert" id="add-article-problem">
            {problem === "category" ? a.add.category_problem : a.add.title_problem}
          </p>
        ) : null}
        <Form method="post" className="admin-filters">
          <div className="field">
            <label htmlFor="add-category">{a.add.category}</label>
            <select id="add-category" name="categoryId" aria-invalid={problem === "category" || undefined}>
              {addable.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="add-title">{fill(a.add.title, { language: defaultName })}</label>
            <input
              id="add-title"
              name="title"
              required
              maxLength={200}
              defaultValue={outcome?.title ?? ""}
              lang={defaultLanguage}
              aria-invalid={problem === "title" || undefined}
              aria-describedby={problem ? "add-article-problem" : undefined}
            />
          </div>
          <button type="submit" name="intent" value="create" className="btn btn-accent" disabled={busy}>
            {a.add.submit}
          </button>
        </Form>
      </section>
      {groups.map((group) => (
        <section key={group.kind} className="admin-section" aria-labelledby={`articles-${group.kind}`}>
          <h2 id={`articles-${group.kind}`}>{a.groups[group.kind]}</h2>
          {group.kind === "testimonials" ? (
            <p>
              {a.testimonialsNote} <Link to="/admin/testimonials/">{m.testimonials.title}</Link>.
            </p>
          ) : null}
          {group.articles.length === 0 ? <p>{a.none}</p> : <ArticleTable group={group} a={a} language={language} />}
        </section>
      ))}
    </div>
  );
}
