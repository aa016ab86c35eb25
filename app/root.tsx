// All of the site's CSS in one render-blocking file (one request on a slow phone link, cached for
// every later page); only the maps bring stylesheets of their own, loaded with them.

import { lazy, useEffect } from "react";
import {
  isRouteErrorResponse,
  type LinkDescriptor,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useMatches,
  useRouteError,
} from "react-router";
import { backOfficeLanguage } from "./.server/auth/back-office-language.ts";
import { badgeViewsFor } from "./.server/catalog/status-badge-settings.ts";
import { frameData } from "./.server/frame-data.ts";
import { publicOrigin } from "./.server/public-origin.ts";
import { languageContext, resolveRequestLanguage } from "./.server/request-language.ts";
import { siteData } from "./.server/site-settings.ts";
import type { Route } from "./+types/root";
import { ADMIN_FRAME_HEADER_ID } from "./components/admin/frame/admin-frame-ids.ts";
import { ConsentEarlyScript } from "./components/consent/consent-early-script.tsx";
import { ErrorPage } from "./components/frame/error-page.tsx";
import { SeoHead } from "./components/frame/seo-head.tsx";
import { SiteFrame } from "./components/frame/site-frame.tsx";
import { SITE_HEADER_ID } from "./components/frame/site-header.tsx";
import { LogoPreload, logoKeyOf } from "./components/frame/site-logo.tsx";
import { useLoggedRouteError } from "./components/frame/use-logged-route-error.ts";
import { useOptionalRootData } from "./components/frame/use-root-data.ts";
import { useHydratedSoon } from "./components/modules/use-media.ts";
import { LinkNavigation } from "./components/ui/link.tsx";
import { backOfficeRefusalOf } from "./shared/admin-frame-data.ts";
import siteCss from "./styles/site.css?url";

// The back office's error page and its frame are fetched only when a back-office page fails or is
// refused: they are not in the code every public page loads (this module is on every page).
const AdminErrorPage = lazy(() =>
  import("./components/admin/frame/admin-error-page.tsx").then((module) => ({ default: module.AdminErrorPage })),
);

export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    const { settings } = await siteData();
    context.set(
      languageContext,
      await backOfficeLanguage(request, settings.enabled, resolveRequestLanguage(request, settings)),
    );
    return next();
  },
];

// The logo is the header's first picture on every page: the head preloads the one shown (LogoPreload).
export const links: Route.LinksFunction = () => [
  // The site's stylesheet is what the first paint waits for: with a precedence React writes it at the
  // head's start, before the scripts' module preloads, instead of after them.
  { rel: "stylesheet", href: siteCss, precedence: "high" } as LinkDescriptor,
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

// The frame (menu, texts, <html lang>) is the root loader's: reload it when the language changes.
// A page that changes only its search (a list's filter, "search this area", its next page) leaves
// the frame as it was: the frame reads no search, and the browser then asks for the page's data alone.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const first = (url: URL) => url.pathname.split("/")[1];
  if (first(currentUrl) !== first(nextUrl)) return true;
  const searchOnly =
    currentUrl.pathname === nextUrl.pathname &&
    currentUrl.search !== nextUrl.search &&
    (formMethod === undefined || formMethod.toUpperCase() === "GET");
  return searchOnly ? false : defaultShouldRevalidate;
}

export async function loader({ context, pattern }: Route.LoaderArgs) {
  const { settings, pages } = await siteData();
  const { language } = context.get(languageContext);
  // The back office draws a frame of its own (components/admin/frame): the public menu, top bar and
  // footer are neither built nor sent for its pages. Any other page, an unknown /admin/ path's 404
  // too, is drawn in the public frame (App below) and gets them.
  const publicFrame = !isBackOfficePattern(pattern);
  const frame = frameData(settings, pages, language, publicOrigin(), { publicFrame });
  return publicFrame ? { ...frame, badges: await badgeViewsFor(language) } : frame;
}

/** The matched route is the back office's layout (routes.ts mounts it at "admin") or a page under it. */
function isBackOfficePattern(pattern: string): boolean {
  return /^\/?admin(\/|$)/.test(pattern);
}

/** A back-office page: the layout route "admin" (routes/admin/layout.tsx) is among the matches. */
function useInBackOffice(): boolean {
  return useMatches().some((match) => match.id === "admin");
}

/**
 * The page's scripts start after its first paint (app/.server/scripts-after-paint.ts): this mark says
 * they have taken over, for the end-to-end tests and anyone else who needs to know. It follows
 * useHydratedSoon, so it is set once every component that waits for the browser has rendered for it
 * (useHydrated's render comes before, at once).
 */
function HydratedMark(): null {
  const hydrated = useHydratedSoon();
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = "";
  }, [hydrated]);
  return null;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useOptionalRootData();
  const backOffice = useInBackOffice();
  const routeData = useMatches().map((match) => match.loaderData);
  // A back-office refusal comes before the root loader: it brings the person's language itself.
  const refusal = backOfficeRefusalOf(useRouteError());
  return (
    // The browser's scripts fetch the page's interface texts from data-texts before they hydrate it.
    <html lang={root?.language ?? refusal?.language ?? "nl"} data-texts={root?.textsPath}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links nonce="" />
        {backOffice || !root ? null : <LogoPreload imageKey={logoKeyOf(root, routeData)} />}
        <SeoHead />
        {/* The back office sets no cookie that needs consent: no cookie dialog, nor its script. */}
        {backOffice ? null : <ConsentEarlyScript />}
        {/* No first paint of half a top bar or header, shifting as the rest arrives on a slow link:
            the browser holds it until the header is parsed (or the page, where there is none). */}
        <link rel="expect" href={`#${backOffice ? ADMIN_FRAME_HEADER_ID : SITE_HEADER_ID}`} blocking="render" />
      </head>
      <body>
        <LinkNavigation>{children}</LinkNavigation>
        <HydratedMark />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const backOffice = useInBackOffice();
  // The back office draws its own frame in its layout route.
  if (backOffice) return <Outlet />;
  return (
    <SiteFrame withConsent>
      <Outlet />
    </SiteFrame>
  );
}

export function ErrorBoundary() {
  const error = useLoggedRouteError();
  const root = useOptionalRootData();
  const backOffice = useInBackOffice();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // A back-office page refused by its layout's middleware (which runs before every loader) is drawn
  // as a page of the back office, in its frame for staff, never in the public one.
  if (backOffice) return <AdminErrorPage status={status} />;
  const page = <ErrorPage status={status} />;
  // Without the root data (the database is down) the frame cannot render: show the bare message.
  return root ? <SiteFrame>{page}</SiteFrame> : page;
}
