// The facts of a listing a spec writes for itself with the editor's own functions: a house for sale
// at Molenstraat 7 in Halle, without energy score, coordinates or Flemish mentions unless a spec
// gives them.
import type { ListingValues } from "../../app/.server/admin/listing-form.ts";

export function draftListingValues(overrides: Partial<ListingValues> = {}): ListingValues {
  return {
    reference: null,
    goal: 0,
    typeWebId: 1,
    projectId: null,
    marquee: 0,
    price: 345_000,
    publishPrice: true,
    priceUnit: null,
    publishAddress: true,
    street: "Molenstraat",
    houseNumber: "7",
    boxNr: null,
    zip: "1500",
    city: "Halle",
    cityNames: { nl: "Halle" },
    countryId: 10,
    latitude: null,
    longitude: null,
    energyPerformance: null,
    epcLabelText: null,
    bedrooms: null,
    bathrooms: null,
    livingArea: null,
    plotArea: null,
    details: {},
    ...overrides,
  };
}
