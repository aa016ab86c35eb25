import { Suspense } from "react";
import { isRouteErrorResponse, useLoaderData } from "react-router";
import { publicPageHeaders } from "../.server/cache-control.ts";
import { loadPropertyDetail } from "../.server/catalog/detail/property-detail.ts";
import { structuredDataContext } from "../.server/catalog/detail/structured-data-context.ts";
import { languageContext } from "../.server/request-language.ts";
import { ErrorPage, LazySearchBox } from "../components/frame/error-page.tsx";
import { useLoggedRouteError } from "../components/frame/use-logged-route-error.ts";
import { useRootData } from "../components/frame/use-root-data.ts";
import { useCatalogMessages } from "../components/listing/catalog-messages.ts";
import { PropertyDetailPage } from "../components/listing/property-detail-page.tsx";
import { Link } from "../components/ui/link.tsx";
import { SHARE_MESSAGES } from "../i18n/messages/share.ts";
import { imageUrl } from "../shared/image-url.ts";
import type { Route } from "./+types/property-detail";
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const requestLanguage = context.get(languageContext);
  const { structuredData, ...data } = await loadPropertyDetail(request, params, requestLanguage);
  // For search engines, in the page's HTML only: no script of the browser reads it.
  context.set(structuredDataContext, structuredData);
  return { ...data, share: SHARE_MESSAGES[requestLanguage.language] };
}

export const headers = publicPageHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [{ name: "robots", content: "noindex" }];
  const root = matches[0]?.loaderData as { agency?: { name?: string }; origin?: string } | undefined;
  const agency = root?.agency?.name;
  const origin = root?.origin;
  const description = loaderData.description[0]?.slice(0, 160) ?? loaderData.title;
  return [
    { title: agency ? `${loaderData.title} | ${agency}` : loaderData.title },
    { name: "description", content: description },
    // An archived listing kept as a reference is no offer to find: its links are followed, it is not listed.
    // Nor is a page whose texts the agency has not written in its language yet.
    ...(loaderData.archivedReference || loaderData.untranslatedFrom
      ? [{ name: "robots", content: "noindex, follow" }]
      : []),
    { property: "og:title", content: loaderData.title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    ...(loaderData.photos[0] && origin
      ? [{ property: "og:image", content: `${origin}${imageUrl(loaderData.photos[0].key, 1360)}` }]
      : []),
  ];
}

export default function PropertyDetail() {
  const { share, ...data } = useLoaderData<typeof loader>();
  return <PropertyDetailPage data={data} share={share} />;
}

/** Unknown or sold-out ids: "does not exist or is sold" (SPEC.md section 8), with the search box. */
export function ErrorBoundary() {
  const error = useLoggedRouteError();
  const messages = useCatalogMessages();
  const root = useRootData();
  if (!isRouteErrorResponse(error) || error.status !== 404) {
    return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
  }
  return (
    <div className="container error-page">
      <title>{`${messages.detail.notFound} | ${root.agency.name}`}</title>
      <meta name="robots" content="noindex" />
      <h1>{messages.detail.notFound}</h1>
      <Suspense fallback={null}>
        <LazySearchBox />
      </Suspense>
      <p>
        <Link to={root.homeHref} className="btn btn-accent">
          {root.messages.errors.backHome}
        </Link>
      </p>
    </div>
  );
}
