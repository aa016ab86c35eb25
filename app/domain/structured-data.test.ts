import { describe, expect, it } from "vitest";
import { breadcrumbList, type ListingFacts, realEstateListing } from "./structured-data.ts";

const base: ListingFacts = {
  origin: "https://www.agency.be",
  path: "/nl/te-koop/halle/huis/401/",
  title: "Huis met tuin",
  description: "Een ruime woning.",
  goal: 0,
  price: 325_000,
  publishPrice: true,
  closed: false,
  publishAddress: true,
  street: "Basiliekstraat",
  houseNumber: "12",
  zip: "1500",
  city: "Halle",
  countryCode: "BE",
  photoUrls: ["https://www.agency.be/images/p401?width=1360&format=webp"],
  publishedAt: new Date("2026-10-01T10:00:00Z"),
};

const offer = (facts: Partial<ListingFacts>) =>
  realEstateListing({ ...base, ...facts }).offers as Record<string, unknown>;
const address = (facts: Partial<ListingFacts>) =>
  (realEstateListing({ ...base, ...facts }).contentLocation as { address: Record<string, unknown> }).address;

describe("structured data", () => {
  it("describes a listing for sale with its price, address and absolute URL", () => {
    const listing = realEstateListing(base);
    expect(listing).toMatchObject({
      "@type": "RealEstateListing",
      url: "https://www.agency.be/nl/te-koop/halle/huis/401/",
      name: "Huis met tuin",
      datePosted: "2026-10-01",
    });
    expect(offer({})).toMatchObject({
      price: 325_000,
      priceCurrency: "EUR",
      availability: "https://schema.org/InStock",
    });
    expect(address({})).toEqual({
      "@type": "PostalAddress",
      streetAddress: "Basiliekstraat 12",
      postalCode: "1500",
      addressLocality: "Halle",
      addressCountry: "BE",
    });
  });

  it.each([
    ["price on request", { publishPrice: false }],
    ["no price", { price: null }],
    ["a price that is not a number", { price: Number.NaN }],
  ])("leaves the price out: %s", (_name, facts) => {
    expect(offer(facts)).not.toHaveProperty("price");
  });

  it("gives a rent per month, and sold or rented as sold out", () => {
    expect(offer({ goal: 1, price: 950 })).toMatchObject({
      businessFunction: "http://purl.org/goodrelations/v1#LeaseOut",
      priceSpecification: { price: 950, unitCode: "MON" },
    });
    expect(offer({ closed: true }).availability).toBe("https://schema.org/SoldOut");
  });

  it("hides the street when the address is not published", () => {
    expect(address({ publishAddress: false })).not.toHaveProperty("streetAddress");
    expect(address({ publishAddress: false }).addressLocality).toBe("Halle");
  });

  it("numbers breadcrumbs from 1 with absolute URLs", () => {
    expect(
      breadcrumbList("https://x.be", [
        { label: "Home", href: "/nl/" },
        { label: "Te koop", href: "/nl/te-koop/" },
      ]).itemListElement,
    ).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://x.be/nl/" },
      { "@type": "ListItem", position: 2, name: "Te koop", item: "https://x.be/nl/te-koop/" },
    ]);
  });
});
