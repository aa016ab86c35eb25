import { data, redirect } from "react-router";
import { pageMeta, rootOrigin } from "../components/frame/page-meta.ts";
import { ContentPageView } from "../components/modules/content-page-view.tsx";
import type { PageId } from "../i18n/route-table.ts";
import { handleForm } from "../server/leads/form-actions.ts";
import { formPageData } from "../server/leads/form-page.ts";
import { pageContext, pageView, routePage, routePageOf } from "../server/pages.ts";
import type { Route } from "./+types/menu-page";

// The route-table pages this module serves: pages of the tree made of modules only.
const MENU_PAGES: PageId[] = ["contact", "services", "team", "privacy", "cookiePolicy", "disclaimer"];

export async function loader({ context, pattern, url }: Route.LoaderArgs) {
  const ctx = await pageContext(context);
  const page = routePage(ctx, routePageOf({ pattern, url }, ctx.language, MENU_PAGES));
  // The page flag "redirect": the agency moved this page's content elsewhere.
  if (page.params.flags.redirect) throw redirect(page.params.flags.redirect, 302);
  const view = await pageView(ctx, page);
  return page.routeKey === "contact" ? { ...view, form: await formPageData(ctx, "site-contact") } : view;
}

/** The contact page's form; the other menu pages take no posts. */
export async function action({ request, context, pattern, url }: Route.ActionArgs) {
  const ctx = await pageContext(context);
  const page = routePage(ctx, routePageOf({ pattern, url }, ctx.language, MENU_PAGES));
  if (page.routeKey !== "contact") throw data({ reason: "this page takes no form" }, { status: 405 });
  return handleForm("site-contact", { request, context }, ctx);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(loaderData?.seo, rootOrigin(matches));
}

export default function MenuPage({ loaderData }: Route.ComponentProps) {
  return <ContentPageView page={loaderData} />;
}
