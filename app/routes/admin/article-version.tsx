import { articleForEditing } from "../../.server/admin/articles.ts";
import { positiveIdParam } from "../../.server/admin/id-param.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { cleanArticleHtml } from "../../.server/article-html.ts";
import { notFound } from "../../.server/http-errors.ts";
import { consentsUnder, versionById } from "../../.server/legal-versions.ts";
import { ArticleBody } from "../../components/modules/article-body.tsx";
import { Link } from "../../components/ui/link.tsx";
import { fill } from "../../i18n/fill.ts";
import { ADMIN_MESSAGES } from "../../i18n/messages/admin.ts";
import { ADMIN_ARTICLES_MESSAGES } from "../../i18n/messages/admin-articles.ts";
import "../../styles/admin-articles.css";
import { dateTimeFormat } from "../../i18n/dates.ts";
import type { Route } from "./+types/article-version";

/** One earlier version of a legal text, as it was published, with the consents given under it. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const user = context.get(staffContext);
  const articleId = positiveIdParam(params, "id");
  const version = (await versionById(articleId, positiveIdParam(params, "versionId"))) ?? notFound();
  const found = await articleForEditing(articleId);
  return {
    language: user.language,
    m: ADMIN_MESSAGES[user.language],
    a: ADMIN_ARTICLES_MESSAGES[user.language],
    articleId,
    hasArticle: found !== undefined,
    version: {
      id: version.id,
      language: version.language,
      title: version.title,
      html: cleanArticleHtml(version.bodyHtml),
      publishedAt: version.publishedAt.toISOString(),
      publishedBy: version.publishedBy,
    },
    consents: await consentsUnder(version.id),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `${loaderData.version.title} | ${loaderData.m.backOfficeTitle}` : "" }];
}

export default function ArticleVersion({ loaderData }: Route.ComponentProps) {
  const { a, language, version } = loaderData;
  const date = dateTimeFormat(language, {
    dateStyle: "long",
    timeStyle: "short",
  }).format(new Date(version.publishedAt));
  return (
    <div className="container page-body admin-page" lang={language}>
      {loaderData.hasArticle ? (
        <p>
          <Link to={`/admin/articles/${loaderData.articleId}/`} className="back-link">
            {a.versions.backToArticle}
          </Link>
        </p>
      ) : null}
      <h1 id="page-title">{fill(a.versions.title, { date })}</h1>
      <dl className="admin-facts">
        <dt>{a.versions.language}</dt>
        <dd>{version.language.toUpperCase()}</dd>
        <dt>{a.versions.by}</dt>
        <dd>{version.publishedBy ?? a.versions.before}</dd>
        <dt>{a.versions.consents}</dt>
        <dd>{loaderData.consents}</dd>
      </dl>
      <article className="article-version" lang={version.language}>
        <h2>{version.title}</h2>
        <ArticleBody html={version.html} />
      </article>
    </div>
  );
}
