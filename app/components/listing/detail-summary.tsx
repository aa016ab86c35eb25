import type { PropertyDetailData } from "../../shared/detail-view.ts";
import { type CatalogMessages, useCatalogMessages } from "./catalog-messages.ts";
import { MarqueeBanner } from "./marquee-banner.tsx";
import { TypeIcon } from "./type-icon.tsx";
/** The head of the detail page: type, title, address and the key facts. */
export function DetailSummary({ data }: { data: PropertyDetailData }) {
  const facts = data.facts;
  const messages = useCatalogMessages();
  return (
    <header className="detail-summary">
      <div className="detail-heading">
        <p className="property-card-type">
          <TypeIcon webId={data.typeWebId} />
          <span>{data.typeName}</span>
          {/* A sold or rented listing says so in its own notice above (closed-banner). */}
          {data.closed ? null : (
            <MarqueeBanner
              marquee={data.marquee}
              fullyBooked={data.fullyBooked}
              messages={messages.card}
              place="detail"
            />
          )}
        </p>
        <h1 lang={data.untranslatedFrom}>{data.title}</h1>
        <address className="detail-address">
          {data.address.street ? <span>{data.address.street}, </span> : null}
          <span>{data.address.city}</span>
        </address>
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

/** Price, charges for rentals, and the agency's reference: the top of the detail page's aside. */
export function DetailPriceBox({ data, messages }: { data: PropertyDetailData; messages: CatalogMessages }) {
  return (
    <div className="detail-pricebox">
      <p className="detail-price">{data.priceText}</p>
      {data.priceHistory.length > 0 ? (
        <details className="price-history">
          <summary>{messages.detail.priceHistory}</summary>
          <ol>
            {data.priceHistory.map((line) => (
              <li key={line.at}>
                <time dateTime={line.at}>{line.date}</time>
                {` · ${line.lowered ? messages.detail.priceLowered : messages.detail.priceRaised}: ${line.before} → ${line.after}`}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
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
    </div>
  );
}
