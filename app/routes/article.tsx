import { Link, redirect } from "react-router";
import { pageContext } from "../.server/page-context.ts";
import { articleBySlug } from "../.server/page-modules.ts";
import { pageCrumbs, pageSeo, routePageOf } from "../.server/pages.ts";
import { pageMeta, rootOrigin } from "../components/frame/page-meta.ts";
import { useRootData } from "../components/frame/use-root-data.ts";
import { ArticleAside } from "../components/modules/article-aside.tsx";
import { ArticleBody } from "../components/modules/article-body.tsx";
import { Breadcrumb } from "../components/ui/breadcrumb.tsx";
import { ContentImage } from "../components/ui/content-image.tsx";
import { href } from "../i18n/links.ts";
import type { Route } from "./+types/article";
/** Service articles (under the services page) and testimonials, by their slug in the visitor's language. */
export async function loader({ context, params, pattern, url }: Route.LoaderArgs) {
  const ctx = await pageContext(context);
  const routePage = routePageOf({ pattern, url }, ctx.language, ["service", "testimonial"]);
  const found = await articleBySlug(ctx, routePage === "service" ? "services" : "testimonials", params.slug);
  // A slug of the article in another language (a switched prefix, an old link): go to its slug here.
  if (found.slug !== params.slug) throw redirect(href(routePage, ctx.language, { slug: found.slug }), 301);
  const article = found.view;
  // The overview the article belongs to: the services page, or the testimonials page.
  const overviewKey = routePage === "service" ? "services" : "testimonials";
  const overview = ctx.pages.find((page) => page.routeKey === overviewKey && page.status === "published");
  return {
    article,
    breadcrumb: [
      ...pageCrumbs(ctx, overview),
      {
        label: article.title,
        href: href(routePage, ctx.language, { slug: found.slug }),
      },
    ],
    servicesHref: overview && routePage === "service" ? href("services", ctx.language) : null,
    seo: pageSeo(ctx, undefined, article.title, article.summary || article.paragraphs[0] || ""),
    alternates: found.alternates,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(loaderData?.seo, rootOrigin(matches));
}

export default function Article({ loaderData }: Route.ComponentProps) {
  const { article, breadcrumb, servicesHref } = loaderData;
  const m = useRootData().messages;
  return (
    <div className="container page-body article-page">
      <Breadcrumb crumbs={breadcrumb} label={m.frame.breadcrumb} />
      <div className="article-layout">
        <article className="article">
          <header className="page-header">
            <h1 id="page-title">{article.title}</h1>
            {article.summary ? <p className="lead">{article.summary}</p> : null}
          </header>
          {article.imageKey ? (
            <ContentImage
              className="article-image"
              imageKey={article.imageKey}
              alt=""
              ratio={[16, 9]}
              maxWidth={1000}
              sizes="(min-width: 1280px) 960px, 100vw"
              eager
            />
          ) : null}
          <ArticleBody paragraphs={article.paragraphs} />
          {article.data.author ? (
            <p className="article-author">
              {article.data.author}
              {article.data.city ? `, ${article.data.city}` : ""}
            </p>
          ) : null}
        </article>
        <ArticleAside />
      </div>
      {servicesHref ? (
        <p>
          <Link className="back-link" to={servicesHref}>
            {m.pages.backToServices}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
