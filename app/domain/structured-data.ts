// schema.org structured data (JSON-LD) for search engines, built on the server from the same facts
// the page shows: a listing's price only when it is published, its street only when the address is.
import { isForSale } from "./listing.ts";

export interface Crumb {
  label: string;
  href: string;
}

export function breadcrumbList(origin: string, crumbs: Crumb[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: `${origin}${crumb.href}`,
    })),
  };
}

export interface ListingFacts {
  origin: string;
  path: string;
  title: string;
  description: string;
  /** 0 for sale, else for rent (DECISIONS.md). */
  goal: number;
  price: number | null;
  publishPrice: boolean;
  /** Sold or rented: no longer on offer. */
  closed: boolean;
  publishAddress: boolean;
  street: string | null;
  houseNumber: string | null;
  zip: string;
  city: string;
  countryCode: string;
  photoUrls: string[];
  publishedAt: Date;
}

export function realEstateListing(facts: ListingFacts): Record<string, unknown> {
  const url = `${facts.origin}${facts.path}`;
  const street = [facts.street, facts.houseNumber].filter(Boolean).join(" ");
  const offer: Record<string, unknown> = {
    "@type": "Offer",
    url,
    businessFunction: `http://purl.org/goodrelations/v1#${isForSale(facts.goal) ? "Sell" : "LeaseOut"}`,
    availability: `https://schema.org/${facts.closed ? "SoldOut" : "InStock"}`,
  };
  if (facts.publishPrice && facts.price !== null && Number.isFinite(facts.price)) {
    offer.price = facts.price;
    offer.priceCurrency = "EUR";
    if (!isForSale(facts.goal)) {
      offer.priceSpecification = {
        "@type": "UnitPriceSpecification",
        price: facts.price,
        priceCurrency: "EUR",
        unitCode: "MON",
      };
    }
  }
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateListing",
    "@id": url,
    url,
    name: facts.title,
    description: facts.description.slice(0, 5_000),
    datePosted: facts.publishedAt.toISOString().slice(0, 10),
    ...(facts.photoUrls.length > 0 ? { image: facts.photoUrls } : {}),
    offers: offer,
    contentLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        ...(facts.publishAddress && street ? { streetAddress: street } : {}),
        postalCode: facts.zip,
        addressLocality: facts.city,
        addressCountry: facts.countryCode,
      },
    },
    provider: { "@id": `${facts.origin}/#agency` },
  };
}
