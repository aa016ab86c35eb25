import { isRouteErrorResponse, Link, useLoaderData, useRouteError } from "react-router";
import { publicPageHeaders } from "../.server/cache-control.ts";
import { loadPropertyDetail } from "../.server/catalog/detail/property-detail.ts";
import { languageContext } from "../.server/request-language.ts";
import { ErrorPage } from "../components/frame/error-page.tsx";
import { useRootData } from "../components/frame/use-root-data.ts";
import { AttributeGroups } from "../components/listing/attribute-groups.tsx";
import { useCatalogMessages } from "../components/listing/catalog-messages.ts";
import { DetailPriceBox, DetailSummary } from "../components/listing/detail-summary.tsx";
import { EnergyBlock } from "../components/listing/energy-block.tsx";
import { Gallery } from "../components/listing/gallery.tsx";
import { ListingGrid } from "../components/listing/listing-grid.tsx";
import { DetailMapSection } from "../components/listing/map-view.tsx";
import { Tours, Videos } from "../components/listing/media-players.tsx";
import { PropertyActions } from "../components/listing/property-actions.tsx";
import { SearchBox } from "../components/listing/search-box.tsx";
import { Breadcrumb } from "../components/ui/breadcrumb.tsx";
import { isForSale } from "../domain/listing.ts";
import { imageUrl } from "../shared/image-url.ts";
import type { Route } from "./+types/property-detail";
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadPropertyDetail(request, params, context.get(languageContext));
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
    { property: "og:title", content: loaderData.title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    ...(loaderData.photos[0] && origin
      ? [{ property: "og:image", content: `${origin}${imageUrl(loaderData.photos[0].key, 1360)}` }]
      : []),
    ...loaderData.structuredData.map((data) => ({ "script:ld+json": data })),
  ];
}

export default function PropertyDetail() {
  const data = useLoaderData<typeof loader>();
  const messages = useCatalogMessages();
  const root = useRootData();
  return (
    <div className="catalog-page property-detail property-page">
      <Breadcrumb
        crumbs={[...data.breadcrumb, { label: data.title, href: data.path }]}
        label={root.messages.frame.breadcrumb}
      />
      {data.closed ? (
        <p className="closed-banner">{isForSale(data.goal) ? messages.detail.sold : messages.detail.rented}</p>
      ) : null}
      {/* Photos first: on a phone they are what the visitor came for. From 1024 px the title goes
          above them and the aside (price, actions, contact) beside them, in view while scrolling
          (detail.css); the source keeps the phone's order, which is also the reading order. */}
      <Gallery photos={data.photos} title={data.title} messages={messages.gallery} />
      <DetailSummary data={data} />
      <aside className="detail-aside" aria-labelledby="actions-title">
        <DetailPriceBox data={data} messages={messages} />
        <PropertyActions data={data} messages={messages} />
      </aside>
      <div className="detail-body">
        {data.description.length > 0 ? (
          <section className="detail-section detail-description" aria-labelledby="description-title">
            <h2 id="description-title">{messages.detail.description}</h2>
            {data.description.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </section>
        ) : null}
        {data.videos.length > 0 ? (
          <section className="detail-section" aria-labelledby="video-title">
            <h2 id="video-title">{messages.detail.video}</h2>
            <Videos videos={data.videos} title={data.title} label={messages.detail.video} poster={data.photos[0]} />
          </section>
        ) : null}
        {data.tours.length > 0 ? (
          <section className="detail-section" aria-labelledby="tour-title">
            <h2 id="tour-title">{messages.detail.tour}</h2>
            <Tours tours={data.tours} title={data.title} label={messages.detail.tour} poster={data.photos[0]} />
          </section>
        ) : null}
        <EnergyBlock energy={data.energy} messages={messages.detail} />
        <AttributeGroups groups={data.groups} messages={messages.detail} />
        {data.documents.length > 0 ? (
          <section className="detail-section" aria-labelledby="documents-title">
            <h2 id="documents-title">{messages.projects.documents}</h2>
            <ul className="document-list">
              {data.documents.map((document) => (
                <li key={document.id}>
                  <a href={document.href} download>
                    {document.name}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {data.map ? (
          <DetailMapSection point={data.map} title={data.title} place={data.address.city} messages={messages.detail}>
            {data.streetView ? (
              <p>
                <a href={data.streetView} target="_blank" rel="noopener noreferrer">
                  {messages.detail.streetView}
                </a>
              </p>
            ) : null}
          </DetailMapSection>
        ) : null}
      </div>
      {data.similar.length > 0 ? (
        <section className="detail-section detail-similar" aria-labelledby="similar-title">
          <h2 id="similar-title">{messages.detail.similar}</h2>
          <ListingGrid cards={data.similar} perRow={4} headingLevel={3} />
        </section>
      ) : null}
    </div>
  );
}

/** Unknown or sold-out ids: "does not exist or is sold" (SPEC.md section 8), with the search box. */
export function ErrorBoundary() {
  const error = useRouteError();
  const messages = useCatalogMessages();
  const root = useRootData();
  if (!isRouteErrorResponse(error) || error.status !== 404) {
    if (!isRouteErrorResponse(error)) console.error(error);
    return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
  }
  return (
    <div className="container error-page">
      <title>{`${messages.detail.notFound} | ${root.agency.name}`}</title>
      <meta name="robots" content="noindex" />
      <h1>{messages.detail.notFound}</h1>
      <SearchBox />
      <p>
        <Link to={root.homeHref} className="btn btn-accent">
          {root.messages.errors.backHome}
        </Link>
      </p>
    </div>
  );
}
