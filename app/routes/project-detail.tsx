import { useLoaderData } from "react-router";
import { publicPageHeaders } from "../.server/cache-control.ts";
import { loadProjectDetail } from "../.server/catalog/projects/project-loader.ts";
import { languageContext } from "../.server/request-language.ts";
import { useRootData } from "../components/frame/use-root-data.ts";
import { useCatalogMessages } from "../components/listing/catalog-messages.ts";
import { Gallery } from "../components/listing/gallery.tsx";
import { ListingGrid } from "../components/listing/listing-grid.tsx";
import { DetailMapSection } from "../components/listing/map-view.tsx";
import { Tours, Videos } from "../components/listing/media-players.tsx";
import { ProjectGrid } from "../components/listing/project-card.tsx";
import { ProjectShareParts } from "../components/listing/share-block.tsx";
import { UnitTable } from "../components/listing/unit-table.tsx";
import { Breadcrumb } from "../components/ui/breadcrumb.tsx";
import { Link } from "../components/ui/link.tsx";
import { SHARE_MESSAGES } from "../i18n/messages/share.ts";
import type { Route } from "./+types/project-detail";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const requestLanguage = context.get(languageContext);
  return {
    ...(await loadProjectDetail(request, params, requestLanguage)),
    share: SHARE_MESSAGES[requestLanguage.language],
  };
}

export const headers = publicPageHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [{ name: "robots", content: "noindex" }];
  const agency = (matches[0]?.loaderData as { agency?: { name?: string } } | undefined)?.agency?.name;
  return [
    { title: agency ? `${loaderData.title} | ${agency}` : loaderData.title },
    { name: "description", content: loaderData.description[0]?.slice(0, 160) ?? loaderData.title },
  ];
}

export default function ProjectDetail() {
  const data = useLoaderData<typeof loader>();
  const messages = useCatalogMessages();
  const root = useRootData();
  const m = messages.projects;
  return (
    <div className="catalog-page property-detail">
      <Breadcrumb
        crumbs={[
          { label: m.title, href: data.listHref },
          { label: data.title, href: data.path },
        ]}
        label={root.messages.frame.breadcrumb}
      />
      {data.soldOut ? (
        <>
          <p className="closed-banner">{m.soldOut}</p>
          <p className="reference-notice">{m.soldOutText}</p>
        </>
      ) : null}
      <header className="detail-summary">
        <div className="detail-heading">
          <h1>{data.title}</h1>
          <address className="detail-address">
            {data.address.street ? <span>{data.address.street}, </span> : null}
            <span>{data.address.city}</span>
          </address>
          {data.delivery ? (
            <p>
              {m.delivery}: {data.delivery}
            </p>
          ) : null}
          {data.number ? (
            <p className="project-number">
              {m.number}: {data.number}
            </p>
          ) : null}
        </div>
        <div className="detail-pricebox">
          {data.priceRange ? <p className="detail-price">{data.priceRange}</p> : null}
          {data.energyRange ? (
            <p className="project-energy">
              <span>{m.energyClasses}</span>{" "}
              <span className={`energy-badge ${data.energyRange.best.tone}`}>{data.energyRange.best.label}</span>
              {data.energyRange.worst.label === data.energyRange.best.label ? null : (
                <>
                  {" "}
                  {m.energyTo}{" "}
                  <span className={`energy-badge ${data.energyRange.worst.tone}`}>{data.energyRange.worst.label}</span>
                </>
              )}
            </p>
          ) : null}
          <p className="detail-actions">
            <Link className="button button-primary" to={data.contactHref}>
              {m.moreInfo}
            </Link>
          </p>
        </div>
      </header>
      <Gallery photos={data.photos} title={data.title} messages={messages.gallery} />
      <div className="detail-body">
        {data.description.length > 0 ? (
          <section className="detail-section detail-description">
            {data.description.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </section>
        ) : null}
        {data.videos.length > 0 ? (
          <Videos videos={data.videos} title={data.title} label={messages.detail.video} />
        ) : null}
        {data.tours.length > 0 ? <Tours tours={data.tours} title={data.title} label={messages.detail.tour} /> : null}
        {data.map ? (
          <DetailMapSection point={data.map} title={data.title} place={data.address.city} messages={messages.detail} />
        ) : null}
        {data.units.length > 0 ? (
          <section className="detail-section" aria-labelledby="units-title">
            <h2 id="units-title">{m.units}</h2>
            <UnitTable units={data.units} messages={m} />
          </section>
        ) : null}
        {data.documents.length > 0 ? (
          <section className="detail-section" aria-labelledby="documents-title">
            <h2 id="documents-title">{m.documents}</h2>
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
        <ProjectShareParts path={data.path} title={data.title} contactHref={data.contactHref} texts={data.share} />
      </div>
      {data.constructions.length > 0 ? (
        <section className="detail-section" aria-labelledby="constructions-title">
          <h2 id="constructions-title">{m.constructions}</h2>
          <ListingGrid cards={data.constructions} perRow={4} />
        </section>
      ) : null}
      {data.others.length > 0 ? (
        <section className="detail-section" aria-labelledby="other-projects-title">
          <h2 id="other-projects-title">{m.similar}</h2>
          <ProjectGrid projects={data.others} messages={m} language={root.language} />
        </section>
      ) : null}
    </div>
  );
}
