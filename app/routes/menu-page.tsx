import { redirect } from "react-router";
import { pageContext } from "../.server/page-context.ts";
import { pageView, routePage, routePageOf } from "../.server/pages.ts";
import { CookieDeclaration } from "../components/consent/cookie-declaration.tsx";
import { pageMeta, rootOrigin } from "../components/frame/page-meta.ts";
import { ContentPageView } from "../components/modules/content-page-view.tsx";
import type { PageId } from "../i18n/route-table.ts";
import type { Route } from "./+types/menu-page";

// The route-table pages this module serves: pages of the tree made of modules only.
const MENU_PAGES: PageId[] = ["services", "team", "testimonials", "privacy", "cookiePolicy", "disclaimer"];

export async function loader({ context, pattern, url }: Route.LoaderArgs) {
  const ctx = await pageContext(context);
  const id = routePageOf({ pattern, url }, ctx.language, MENU_PAGES);
  const page = routePage(ctx, id);
  // The page flag "redirect": the agency moved this page's content elsewhere.
  if (page.params.flags.redirect) throw redirect(page.params.flags.redirect, 302);
  // The cookie policy ends with the cookies the site places with its current settings.
  return { ...(await pageView(ctx, page)), cookieDeclaration: id === "cookiePolicy" };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(loaderData?.seo, rootOrigin(matches));
}

export default function MenuPage({ loaderData }: Route.ComponentProps) {
  return (
    <ContentPageView page={loaderData}>{loaderData.cookieDeclaration ? <CookieDeclaration /> : null}</ContentPageView>
  );
}
