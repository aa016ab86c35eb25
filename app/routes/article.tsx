import { redirect } from "react-router";
import { decodedPath } from "../.server/catalog/request-path.ts";
import { notFound } from "../.server/http-errors.ts";
import { pageContext } from "../.server/page-context.ts";
import { articleBySlug, servicesSubCategory } from "../.server/page-modules.ts";
import { pageCrumbs, pageSeo, routePageOf } from "../.server/pages.ts";
import { pageMeta, rootOrigin } from "../components/frame/page-meta.ts";
import { useRootData } from "../components/frame/use-root-data.ts";
import { ArticleAside } from "../components/modules/article-aside.tsx";
import { ArticleBody } from "../components/modules/article-body.tsx";
import { CategoryModule } from "../components/modules/category-module.tsx";
import { Breadcrumb } from "../components/ui/breadcrumb.tsx";
import { ContentImage } from "../components/ui/content-image.tsx";
import { Link } from "../components/ui/link.tsx";
import { href } from "../i18n/links.ts";
import type { Route } from "./+types/article";

/**
 * Service articles (under the services page, one level deeper where they are filed under a
 * sub-category), the sub-categories' own pages, and testimonials, by their slugs in the visitor's
 * language. Any other path to one of them (an old link without the sub-category, a slug of another
 * language) is sent to its path here.
 */
export async function loader({ context, params, pattern, url }: Route.LoaderArgs) {
  const ctx = await pageContext(context);
  const routePage = routePageOf({ pattern, url }, ctx.language, ["service", "serviceInCategory", "testimonial"]);
  const slug = params.slug ?? notFound();
  const overviewKey = routePage === "testimonial" ? "testimonials" : "services";
  const overview = ctx.pages.find((page) => page.routeKey === overviewKey && page.status === "published");
  const path = decodedPath(url.pathname);
  if (routePage === "service") {
    const sub = await servicesSubCategory(ctx, slug);
    if (sub?.href) {
      if (path !== sub.href) throw redirect(sub.href, 301);
      return {
        kind: "subCategory" as const,
        title: sub.title,
        items: sub.items,
        breadcrumb: [...pageCrumbs(ctx, overview), { label: sub.title, href: sub.href }],
        servicesHref: overview ? href("services", ctx.language) : null,
        seo: pageSeo(ctx, undefined, sub.title, sub.items.map((item) => item.title).join(", ")),
        alternates: sub.alternates,
      };
    }
  }
  const found = await articleBySlug(ctx, overviewKey, slug);
  const article = found.view;
  const canonical = article.href ?? notFound();
  if (path !== canonical) throw redirect(canonical, 301);
  return {
    kind: "article" as const,
    article,
    breadcrumb: [
      ...pageCrumbs(ctx, overview),
      ...(found.subCategory?.href ? [{ label: found.subCategory.title, href: found.subCategory.href }] : []),
      { label: article.title, href: canonical },
    ],
    servicesHref: overview && overviewKey === "services" ? href("services", ctx.language) : null,
    seo: pageSeo(ctx, undefined, article.title, article.summary || article.firstParagraph),
    alternates: found.alternates,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(loaderData?.seo, rootOrigin(matches));
}

export default function Article({ loaderData }: Route.ComponentProps) {
  const m = useRootData().messages;
  if (loaderData.kind === "subCategory") {
    const { title, items, breadcrumb, servicesHref } = loaderData;
    return (
      <div className="container page-body">
        <Breadcrumb crumbs={breadcrumb} label={m.frame.breadcrumb} />
        <header className="page-header">
          <h1 id="page-title">{title}</h1>
        </header>
        <CategoryModule items={items} category="services" view="news-view" perRow={3} level={2} m={m.pages} />
        {servicesHref ? (
          <p className="back-link-row">
            <Link className="back-link" to={servicesHref}>
              {m.pages.backToServices}
            </Link>
          </p>
        ) : null}
      </div>
    );
  }
  const { article, breadcrumb, servicesHref } = loaderData;
  return (
    <div className="container page-body article-page">
      <Breadcrumb crumbs={breadcrumb} label={m.frame.breadcrumb} />
      <div className="article-layout">
        <article className="article">
          <header className="page-header">
            <h1 id="page-title">{article.title}</h1>
            {article.summary && !repeatsBody(article.summary, article.firstParagraph) ? (
              <p className="lead">{article.summary}</p>
            ) : null}
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
          <ArticleBody html={article.html} />
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

/** A summary that is only the body's start (a short testimonial's) would say it twice. */
function repeatsBody(summary: string, firstParagraph: string): boolean {
  return firstParagraph.startsWith(summary.replace(/…$/, ""));
}
