// The facts of a listing a spec writes for itself with the editor's own functions: a house for sale
// at Molenstraat 7 in Halle, without energy score, coordinates or Flemish mentions unless a spec
// gives them.

import { createListing } from "../../app/.server/admin/listing-editor.ts";
import type { ListingValues } from "../../app/.server/admin/listing-form.ts";
import { setCurrentDatabase } from "../../app/.server/db/client.ts";
import { announceChange, query, testDb } from "./e2e-database.ts";

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

/**
 * A house for sale written with the editor's own function and put online now, with a manager's
 * written exception for the mentions it lacks, so staff may save it as it is; its id.
 */
export async function publishedTestListing(title: string, price: number, by: string): Promise<number> {
  setCurrentDatabase(testDb());
  const id = await createListing(
    {
      values: draftListingValues({ price, energyPerformance: 180 }),
      texts: [{ language: "nl", title, description: "Een woning.", priceUnitText: "" }],
      videos: [],
      tours: [],
    },
    { id: null, name: by },
  );
  await query(
    `update properties set status = 'published', published_at = now(),
       compliance_override = jsonb_build_object('reason', 'Vermeldingen volgen na de keuring.', 'by', $2::text,
         'at', '2026-12-01T10:00:00Z')
     where id = $1`,
    [id, by],
  );
  await announceChange();
  return id;
}
