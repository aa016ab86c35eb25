import { redirect } from "react-router";
import { requestPath } from "../.server/catalog/request-path.ts";
import { notFound } from "../.server/http-errors.ts";
import { pageContext } from "../.server/page-context.ts";
import { findFreePage, pageView } from "../.server/pages.ts";
import { redirectFor } from "../.server/path-redirects.ts";
import { pageMeta, rootOrigin } from "../components/frame/page-meta.ts";
import { ContentPageView } from "../components/modules/content-page-view.tsx";
import type { Route } from "./+types/content-page";
/**
 * Free pages of the tree (no route key) by their slugs, children nested under their parents
 * (/nl/over-ons/onze-werkwijze/). An address a page had before it was renamed or moved answers a
 * permanent redirect to where it is now; every other path under a language is the localized 404.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const ctx = await pageContext(context);
  const segments = (params["*"] ?? "").split("/").filter(Boolean);
  if (segments.length === 0 || segments.length > 8) notFound();
  const page = findFreePage(ctx, segments);
  if (!page) {
    // Only asked when no page answers: the pages that exist cost nothing more.
    const target = await redirectFor(ctx, `/${ctx.language}/${segments.join("/")}/`);
    if (target) throw redirect(`${target}${requestPath(request).search}`, 301);
    notFound();
  }
  if (page.params.flags.redirect) throw redirect(page.params.flags.redirect, 302);
  return pageView(ctx, page);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(loaderData?.seo, rootOrigin(matches));
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <ContentPageView page={loaderData} />;
}
