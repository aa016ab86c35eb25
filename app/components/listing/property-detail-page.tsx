import { isForSale } from "../../domain/listing.ts";
import type { ShareMessages } from "../../i18n/messages/share.ts";
import type { PropertyDetailData } from "../../shared/detail-view.ts";
import { useRootData } from "../frame/use-root-data.ts";
import { Breadcrumb } from "../ui/breadcrumb.tsx";
import { AttributeGroups } from "./attribute-groups.tsx";
import { useCatalogMessages } from "./catalog-messages.ts";
import { DetailPriceBox, DetailSummary } from "./detail-summary.tsx";
import { EnergyBlock } from "./energy-block.tsx";
import { Gallery } from "./gallery.tsx";
import { ListingGrid } from "./listing-grid.tsx";
import { DetailMapSection } from "./map-view.tsx";
import { Tours, Videos } from "./media-players.tsx";
import { PropertyActions } from "./property-actions.tsx";
import { PropertyShareParts } from "./share-block.tsx";

/**
 * The property detail page: the public page and the back office's preview of a listing show the same,
 * but for the share block and phone bar (`share`, the public page's alone: a preview is no page to pass on).
 */
export function PropertyDetailPage({ data, share }: { data: PropertyDetailData; share?: ShareMessages }) {
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
      {data.archivedReference ? (
        <p className="reference-notice">
          {isForSale(data.goal) ? messages.detail.referenceSold : messages.detail.referenceRented}{" "}
          {data.similar.length > 0 ? <a href="#similar-title">{messages.detail.seeSimilar}</a> : null}
        </p>
      ) : null}
      {/* Photos first: on a phone they are what the visitor came for. From 1024 px the title goes
          above them and the aside (price, actions, contact) beside them, in view while scrolling
          (detail.css); the source keeps the phone's order, which is also the reading order. */}
      <Gallery photos={data.photos} title={data.title} messages={messages.gallery} />
      <DetailSummary data={data} />
      {/* The track is the aside's column beside the title, photos and body: the aside stays in view
          within it while the page scrolls, and never slides over the similar properties below it
          (a sticky element is held by its parent, not by its grid area). */}
      <div className="detail-aside-track">
        <aside className="detail-aside" aria-labelledby="actions-title">
          <DetailPriceBox data={data} messages={messages} />
          <PropertyActions data={data} messages={messages} />
          {/* A plain link, set as the links above it: the PDF is a file the browser opens, not a page of the router. */}
          {data.brochure ? (
            <ul className="detail-more-actions detail-brochure">
              <li>
                <a href={data.brochure.href} type="application/pdf">
                  {data.brochure.label}
                </a>
              </li>
            </ul>
          ) : null}
        </aside>
      </div>
      <div className="detail-body">
        {data.description.length > 0 ? (
          <section className="detail-section detail-description" aria-labelledby="description-title">
            <h2 id="description-title">{messages.detail.description}</h2>
            {data.untranslatedFrom ? <p className="untranslated-notice">{messages.detail.untranslated}</p> : null}
            <div lang={data.untranslatedFrom}>
              {data.description.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
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
        {data.costs ? (
          <section className="detail-section listing-costs" aria-labelledby="costs-title">
            <h2 id="costs-title">{data.costs.heading}</h2>
            {data.costs.lines.map((line) => (
              <p key={line}>{line}</p>
            ))}
            {data.costs.link ? (
              <p>
                <a href={data.costs.link.href}>{data.costs.link.text}</a>
              </p>
            ) : null}
          </section>
        ) : null}
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
        {share ? <PropertyShareParts data={data} texts={share} /> : null}
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
