import { publicPageHeaders } from "../.server/cache-control.ts";
import { listingTotals } from "../.server/catalog/listing-cards.ts";
import { pageContext } from "../.server/page-context.ts";
import { pageBanner, pageView, routePage } from "../.server/pages.ts";
import { pageMeta, rootOrigin } from "../components/frame/page-meta.ts";
import { RecentlyViewed } from "../components/listing/recently-viewed.tsx";
import { SearchBox } from "../components/listing/search-box.tsx";
import { Banner } from "../components/modules/banner.tsx";
import { ModuleList } from "../components/modules/module-list.tsx";
import { fill } from "../i18n/fill.ts";
import type { Route } from "./+types/home";
export const headers = publicPageHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = await pageContext(context);
  const page = routePage(ctx, "home");
  const [view, totals] = await Promise.all([pageView(ctx, page), listingTotals()]);
  // The hero banner is the home page's own, whatever its showPageBanner flag says (SPEC.md).
  const banner =
    view.banner ??
    pageBanner(ctx, { ...page.params, flags: { ...page.params.flags, showPageBanner: true } }, view.title);
  const totalsText = {
    FOR_SALE_TOTAL: totals.forSale,
    FOR_RENT_TOTAL: totals.forRent,
  };
  return {
    ...view,
    banner: banner
      ? {
          ...banner,
          title: fill(banner.title, totalsText),
          description: fill(banner.description, totalsText),
        }
      : null,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(loaderData?.seo, rootOrigin(matches));
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const page = loaderData;
  return (
    <>
      {page.banner ? (
        <Banner banner={page.banner} variant="hero">
          <div className="hero-search">
            <SearchBox className="hero-search-box" />
          </div>
        </Banner>
      ) : (
        <h1 id="page-title" className="visually-hidden">
          {page.title}
        </h1>
      )}
      <div className="container page-body home-body">
        <ModuleList modules={page.modules} />
        <RecentlyViewed />
      </div>
    </>
  );
}
