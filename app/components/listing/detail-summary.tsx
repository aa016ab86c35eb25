import { Link } from "react-router";
import { isForSale } from "../../domain/listing.ts";
import type { PropertyDetailData } from "../../shared/detail-view.ts";
import type { CatalogMessages } from "./catalog-messages.ts";
import { TypeIcon } from "./type-icon.tsx";
/** The head of the detail page: type, title, address, price (and charges for rentals), key facts, actions. */
export function DetailSummary({ data, messages }: { data: PropertyDetailData; messages: CatalogMessages }) {
  const facts = data.facts;
  return (
    <header className="detail-summary">
      <div className="detail-heading">
        <p className="property-card-type">
          <TypeIcon webId={data.typeWebId} />
          <span>{data.typeName}</span>
          {data.marqueeText && !data.closed ? <span className="marquee-inline">{data.marqueeText}</span> : null}
        </p>
        <h1>{data.title}</h1>
        <address className="detail-address">
          {data.address.street ? <span>{data.address.street}, </span> : null}
          <span>{data.address.city}</span>
        </address>
      </div>
      <div className="detail-pricebox">
        <p className="detail-price">{data.priceText}</p>
        {data.chargesText ? (
          <p className="detail-charges">
            {messages.detail.charges}: {data.chargesText}
          </p>
        ) : null}
        {data.reference ? (
          <p className="detail-reference">
            {messages.detail.reference}: {data.reference}
          </p>
        ) : null}
        {data.closed ? null : (
          // Sold and rented properties stay visible as references but take no visits or offers.
          <p className="detail-actions">
            <Link className="button button-primary" to={data.formLinks.visit}>
              {messages.detail.askVisit}
            </Link>
            {isForSale(data.goal) ? (
              <Link className="button" to={data.formLinks.commit}>
                {messages.detail.makeOffer}
              </Link>
            ) : (
              <Link className="button" to={data.formLinks.commit}>
                {messages.detail.actions.application}
              </Link>
            )}
          </p>
        )}
      </div>
      {facts.length > 0 ? (
        <dl className="detail-facts">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </header>
  );
}
