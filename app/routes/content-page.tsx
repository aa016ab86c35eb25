import { redirect } from "react-router";
import { notFound } from "../.server/http-errors.ts";
import { pageContext } from "../.server/page-context.ts";
import { freePage, pageView } from "../.server/pages.ts";
import { pageMeta, rootOrigin } from "../components/frame/page-meta.ts";
import { ContentPageView } from "../components/modules/content-page-view.tsx";
import type { Route } from "./+types/content-page";
/**
 * Free pages of the tree (no route key) by their slugs, children nested under their parents
 * (/nl/over-ons/onze-werkwijze/). Every other path under a language is the localized 404.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const ctx = await pageContext(context);
  const segments = (params["*"] ?? "").split("/").filter(Boolean);
  if (segments.length === 0 || segments.length > 8) notFound();
  const page = freePage(ctx, segments);
  if (page.params.flags.redirect) throw redirect(page.params.flags.redirect, 302);
  return pageView(ctx, page);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(loaderData?.seo, rootOrigin(matches));
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <ContentPageView page={loaderData} />;
}
