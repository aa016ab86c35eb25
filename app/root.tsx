import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError } from "react-router";
import type { Route } from "./+types/root";
import { ErrorPage } from "./components/frame/error-page.tsx";
import { useOptionalRootData } from "./components/frame/root-data.ts";
import { SiteFrame } from "./components/frame/site-frame.tsx";
import { frameData } from "./server/frame-data.ts";
import { languageContext, resolveRequestLanguage } from "./server/request-language.ts";
import { siteData } from "./server/site-settings.ts";
import "./styles/site.css";

export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    const { settings } = await siteData();
    context.set(languageContext, resolveRequestLanguage(request, settings));
    return next();
  },
];

export async function loader({ context }: Route.LoaderArgs) {
  const { settings, pages } = await siteData();
  const { language } = context.get(languageContext);
  return frameData(settings, pages, language);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useOptionalRootData();
  return (
    <html lang={root?.language ?? "nl"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links nonce="" />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const root = useOptionalRootData();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  const page = <ErrorPage status={status} />;
  // Without the root data (the database is down) the frame cannot render: show the bare message.
  return root ? <SiteFrame>{page}</SiteFrame> : page;
}
