// Content pages: the page of the tree behind a route or free pages by their nested slugs, with
// banner, breadcrumb, SEO and alternates (modules and articles: page-modules.ts). Everything comes
// back in the visitor's language, falling back to the default language where a translation is
// missing (app/shared/localize.ts).
import { bannerVideo } from "../domain/banner-video.ts";
import type { Language } from "../i18n/languages.ts";
import { href } from "../i18n/links.ts";
import { type PageId, routeTable } from "../i18n/route-table.ts";
import { socialImageUrl } from "../shared/image-url.ts";
import { localize } from "../shared/localize.ts";
import type { BannerView, PageView } from "../shared/module-data.ts";
import type { Crumb, PageSeo } from "../shared/page-meta.ts";
import { BACKGROUND_TONES, nearestTone } from "../shared/tones.ts";
import { decodedPath } from "./catalog/request-path.ts";
import type { PageParams } from "./db/json-shapes.ts";
import { notFound } from "./http-errors.ts";
import { pagePath } from "./menu.ts";
import type { PageContext } from "./page-context.ts";
import { pageModules } from "./page-modules.ts";
import type { PageRow } from "./site-settings.ts";

/**
 * Which of `candidates` a route serves, from the matched pattern ("/nl/team") or the path: one
 * route module (menu-page.tsx) serves several pages of the route table.
 */
export function routePageOf(args: { pattern: string; url: URL }, language: Language, candidates: PageId[]): PageId {
  const trim = (path: string) => path.replace(/^\/+|\/+$/g, "");
  const pattern = trim(args.pattern);
  const pathname = trim(decodedPath(args.url.pathname));
  for (const page of candidates) {
    const path = trim(`${language}/${routeTable[page].paths[language]}`);
    if (pattern === path || pathname === path) return page;
  }
  return notFound();
}

/** The published page of the tree behind a route-table page. */
export function routePage(ctx: PageContext, page: PageId): PageRow {
  const row = ctx.pages.find((candidate) => candidate.routeKey === page);
  if (row?.status !== "published") notFound();
  return row;
}

/** A free page (no route key) by its nested slugs: every page on the way must be published. */
export function freePage(ctx: PageContext, segments: string[]): PageRow {
  return findFreePage(ctx, segments) ?? notFound();
}

/** The published free page at these nested slugs, or undefined. */
export function findFreePage(ctx: PageContext, segments: readonly string[]): PageRow | undefined {
  let parentId: number | null = null;
  let found: PageRow | undefined;
  for (const segment of segments) {
    found = ctx.pages.find(
      (page) =>
        page.parentId === parentId &&
        page.routeKey === null &&
        page.status === "published" &&
        localize(page.slugs, ctx.language, ctx.settings.fallback) === segment,
    );
    if (!found) return undefined;
    parentId = found.id;
  }
  return found;
}

/** The page's path in every enabled language. */
export function pageAlternates(ctx: PageContext, page: PageRow): Partial<Record<Language, string>> {
  const byId = new Map(ctx.pages.map((row) => [row.id, row]));
  const result: Partial<Record<Language, string>> = {};
  for (const language of ctx.settings.enabled) {
    const path = pagePath(page, byId, language, ctx.settings.fallback);
    if (path) result[language] = path;
  }
  return result;
}

/** Home > ancestors > page (just Home without a page). */
export function pageCrumbs(ctx: PageContext, page: PageRow | undefined): Crumb[] {
  const byId = new Map(ctx.pages.map((row) => [row.id, row]));
  const crumbs: Crumb[] = [];
  for (
    let current: PageRow | undefined = page;
    current && crumbs.length < 8;
    current = current.parentId ? byId.get(current.parentId) : undefined
  ) {
    const path = pagePath(current, byId, ctx.language, ctx.settings.fallback);
    if (path && current.routeKey !== "home") crumbs.unshift({ label: pageTitle(ctx, current), href: path });
  }
  return [{ label: homeLabel(ctx), href: href("home", ctx.language) }, ...crumbs];
}

function homeLabel(ctx: PageContext): string {
  const home = ctx.pages.find((page) => page.routeKey === "home");
  return home ? pageTitle(ctx, home) : "Home";
}

export function pageTitle(ctx: PageContext, page: PageRow): string {
  return localize(page.params.title, ctx.language, ctx.settings.fallback) || page.name;
}

/** <title> and description from the page's SEO params, falling back to its title and description. */
export function pageSeo(ctx: PageContext, params: PageParams | undefined, title: string, description = "") {
  const seo = params?.seo[ctx.language] ?? params?.seo[ctx.settings.fallback];
  const robots = [
    seo?.robots || (seo?.isActiveSEO === false ? "noindex" : ""),
    params?.flags.noReferrerNoFollow ? "nofollow" : "",
  ]
    .filter(Boolean)
    .join(", ");
  const metaDescription =
    seo?.metaDescription || description || localize(params?.description, ctx.language, ctx.settings.fallback);
  const image = seo?.ogImage || (params?.image ? socialImageUrl(params.image) : undefined);
  const social = Object.fromEntries(
    Object.entries({
      ogTitle: seo?.ogTitle,
      ogType: seo?.ogType,
      ogDescription: seo?.ogDescription,
      image,
      twitterTitle: seo?.twitterTitle,
      twitterSite: seo?.twitterSite,
      twitterDescription: seo?.twitterDescription,
      twitterImage: seo?.twitterImage,
    }).filter(([, value]) => Boolean(value)),
  ) as NonNullable<PageSeo["social"]>;
  return {
    title: seo?.metaTitle || seo?.pageTitle || `${title} | ${ctx.settings.agency.name}`,
    ...(metaDescription ? { description: shorten(metaDescription, 160) } : {}),
    social,
    ...(robots ? { robots } : {}),
    ...(params?.flags.noReferrerNoFollow ? { noReferrer: true } : {}),
  };
}

function shorten(text: string, limit: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= limit) return flat;
  const cut = flat.slice(0, limit - 1);
  const space = cut.lastIndexOf(" ");
  return `${space > limit * 0.8 ? cut.slice(0, space) : cut}…`;
}

/** Banner of the page when it has one and its showPageBanner flag is on. */
export function pageBanner(ctx: PageContext, params: PageParams, title: string): BannerView | null {
  const banner = params.banner;
  if (!banner || banner.type === "none" || !params.flags.showPageBanner) return null;
  const text = (value: Parameters<typeof localize>[0]) => localize(value, ctx.language, ctx.settings.fallback);
  // A file the site serves itself plays at once (media-src 'self'); a platform's video waits for consent.
  const video = bannerVideo(banner.video);
  return {
    type: banner.type === "video" && !video ? "image" : banner.type,
    title: text(banner.title) || title,
    description: text(banner.description),
    images: banner.images,
    video: video?.kind === "file" ? video.src : null,
    embed:
      video && video.kind !== "file" ? { embedUrl: video.embedUrl, url: video.url, platform: video.platform } : null,
    tone: nearestTone(banner.color, BACKGROUND_TONES) ?? null,
  };
}

/** The page with its banner, breadcrumb and published modules (drafts too for a preview), ready to render. */
export async function pageView(ctx: PageContext, page: PageRow, drafts = false): Promise<PageView> {
  const title = pageTitle(ctx, page);
  return {
    id: page.id,
    title,
    description: localize(page.params.description, ctx.language, ctx.settings.fallback),
    banner: pageBanner(ctx, page.params, title),
    breadcrumb: pageCrumbs(ctx, page),
    showBreadcrumb: page.params.flags.showBreadCrumb,
    modules: await pageModules(ctx, page.id, drafts),
    seo: {
      ...pageSeo(ctx, page.params, title),
      ...(page.params.flags.showBreadCrumb ? { breadcrumb: pageCrumbs(ctx, page) } : {}),
    },
    alternates: pageAlternates(ctx, page),
    noCookiePopup: page.params.flags.noCookiePopup,
    showFixedMenu: page.params.flags.showFixedMenu,
    logo: page.params.logo ?? null,
    pageVerification: page.params.verification ?? null,
  };
}
