import { isUnavailable } from "../../domain/listing.ts";
import { fill } from "../../i18n/fill.ts";
import { formatArea } from "../../i18n/format.ts";
import type { ListingCard } from "../../shared/listing-view.ts";
import { useRootData } from "../frame/use-root-data.ts";
import { ResponsiveImage } from "../media/responsive-image.tsx";
import { Link } from "../ui/link.tsx";
import type { CatalogMessages } from "./catalog-messages.ts";
import { FavouriteToggle } from "./favourite-button.tsx";
import { MarqueeBanner } from "./marquee-banner.tsx";
import { TypeIcon } from "./type-icon.tsx";

// Cards are 250 to 600 px wide across the breakpoints (4, 3, 2 or 1 per row).
const CARD_WIDTHS = [250, 400, 600] as const;
const CARD_SIZES = "(min-width: 1280px) 300px, (min-width: 768px) 33vw, (min-width: 500px) 50vw, 100vw";

export interface PropertyCardProps {
  card: ListingCard;
  messages: CatalogMessages["card"];
  headingLevel?: 2 | 3;
  eager?: boolean;
  /** Names the reference in the title's link: for cards whose title another card on the page shares. */
  withReference?: boolean;
}

export function PropertyCard({
  card,
  messages,
  headingLevel = 3,
  eager = false,
  withReference = false,
}: PropertyCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { showPriceReduced } = useRootData();
  return (
    <article className={`property-card${isUnavailable(card.marquee) ? " is-closed" : ""}`}>
      <div className="property-card-media">
        {card.photoKey ? (
          <ResponsiveImage
            photoKey={card.photoKey}
            alt=""
            widths={CARD_WIDTHS}
            sizes={CARD_SIZES}
            width={card.photoWidth}
            height={card.photoHeight}
            eager={eager}
          />
        ) : (
          <span className="property-card-nophoto" />
        )}
        <MarqueeBanner marquee={card.marquee} fullyBooked={card.fullyBooked} messages={messages} />
        <FavouriteToggle id={card.id} title={card.title} messages={messages} />
      </div>
      <div className="property-card-body">
        <p className="property-card-type">
          <TypeIcon webId={card.typeWebId} />
          <span>{card.typeName}</span>
        </p>
        <Heading className="property-card-title">
          {/* The link covers the whole card (CSS), so the photo is clickable without a second link. */}
          <Link to={card.href} prefetch="intent">
            {card.title}
            {withReference ? (
              <span className="property-card-reference">
                {messages.reference} {card.reference ?? card.id}
              </span>
            ) : null}
          </Link>
        </Heading>
        <p className="property-card-city">
          {card.zip} {card.city}
        </p>
        {card.bedrooms || card.livingArea || card.plotArea ? (
          <ul className="property-card-facts">
            {card.bedrooms ? (
              <li title={messages.bedroomsLabel}>{fill(messages.bedrooms, { count: card.bedrooms })}</li>
            ) : null}
            {card.livingArea ? (
              <li>
                <span className="visually-hidden">{messages.livingArea} </span>
                {formatArea(card.livingArea)}
              </li>
            ) : null}
            {card.plotArea && !card.livingArea ? (
              <li>
                <span className="visually-hidden">{messages.plotArea} </span>
                {formatArea(card.plotArea)}
              </li>
            ) : null}
          </ul>
        ) : null}
        {card.excerpt ? <p className="property-card-excerpt">{card.excerpt}</p> : null}
        {card.energy ? (
          <p className="property-card-energy">
            <span>{messages.energyLabel}</span>
            <span className={`energy-badge ${card.energy.tone ?? "energy-typed"}`}>{card.energy.label}</span>
            {card.energy.figure ? <span>{card.energy.figure}</span> : null}
          </p>
        ) : null}
        <p className="property-card-price">
          {card.priceText}
          {card.priceReduced && showPriceReduced ? (
            <span className="price-reduced">{messages.priceReduced}</span>
          ) : null}
        </p>
      </div>
    </article>
  );
}
