import { getFormProps } from "@conform-to/react";
import { Form, redirect, useActionData } from "react-router";
import { articleOverview, createArticle, kindOf } from "../../.server/admin/articles.ts";
import { formReply, parseSubmission } from "../../.server/admin/form-reply.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { readFormBody } from "../../.server/form-body.ts";
import { badRequest } from "../../.server/http-errors.ts";
import { siteData } from "../../.server/site-settings.ts";
import { AdminField } from "../../components/admin/admin-field.tsx";
import { lastResultOf, useAdminForm } from "../../components/admin/admin-form.ts";
import { Link } from "../../components/ui/link.tsx";
import { newArticleSchema } from "../../domain/admin-forms/article-forms.ts";
import { fill } from "../../i18n/fill.ts";
import { LANGUAGES, type Language } from "../../i18n/languages.ts";
import { ADMIN_MESSAGES } from "../../i18n/messages/admin.ts";
import { ADMIN_ARTICLES_MESSAGES, type AdminArticlesMessages } from "../../i18n/messages/admin-articles.ts";
import { adminFormTexts } from "../../i18n/messages/admin-forms/index.server.ts";
import type { CategoryKind } from "../../shared/article-form.ts";
import { localize } from "../../shared/localize.ts";
import "../../styles/admin-editing.css";
import "../../styles/admin-articles.css";
import { useFormBusy } from "../../components/forms/form-busy.ts";
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
    f: adminFormTexts(user.language),
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

export async function action({ request, context }: Route.ActionArgs) {
  const user = context.get(staffContext);
  const form = await readFormBody(request);
  if (form.get("intent") !== "create") badRequest("intent");
  const submission = parseSubmission(form, newArticleSchema);
  if (submission.status !== "success") return formReply(submission);
  const { categoryId, title } = submission.value;
  const { settings } = await siteData();
  const created = await createArticle(categoryId, title, settings.fallback, { id: user.id, name: user.name });
  // A category that takes no articles here, or a title that makes no address ("!!!").
  if (!created.ok)
    return formReply(submission, {
      fieldErrors: created.problem === "category" ? { categoryId: ["category"] } : { title: ["title"] },
    });
  throw redirect(`/admin/articles/${created.id}/`);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `${loaderData.a.title} | ${loaderData.m.backOfficeTitle}` : "" }];
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
  const { m, a, f, language, groups, addable, defaultLanguage } = loaderData;
  const outcome = useActionData<typeof action>();
  const busy = useFormBusy();
  const defaultName = new Intl.DisplayNames([language], { type: "language" }).of(defaultLanguage) ?? defaultLanguage;
  const [form, fields] = useAdminForm({
    id: "new-article",
    schema: newArticleSchema,
    lastResult: lastResultOf(outcome),
    defaultValue: { categoryId: addable[0] ? String(addable[0].id) : "" },
  });
  const own = { category: a.add.category_problem, title: a.add.title_problem };
  return (
    <div className="container page-body admin-page" lang={language}>
      <h1 id="page-title">{a.title}</h1>
      <p>{a.intro}</p>
      <section className="admin-section" aria-labelledby="add-article">
        <h2 id="add-article">{a.add.heading}</h2>
        <Form method="post" className="admin-filters" {...getFormProps(form)}>
          <AdminField
            meta={fields.categoryId}
            label={a.add.category}
            texts={f}
            kind="select"
            ownErrors={own}
            options={addable.map((category) => ({ value: String(category.id), label: category.name }))}
          />
          <AdminField
            meta={fields.title}
            label={fill(a.add.title, { language: defaultName })}
            texts={f}
            ownErrors={own}
            lang={defaultLanguage}
          />
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
