// The listing editor's form as its action reads it: the schema the page runs, built from the site's
// detail groups, then the values a save writes.
import { describe, expect, it } from "vitest";
import { listingFormSetup } from "../../domain/admin-forms/listing-forms.ts";
import { ADMIN_LISTING_MESSAGES } from "../../i18n/messages/admin-listings.ts";
import { readListingForm, withColumnDetails } from "./listing-form.ts";
import { editorGroups } from "./listing-view.ts";

const known = listingFormSetup(
  {
    types: [
      { webId: 1, sale: true, rent: true },
      { webId: 4, sale: true, rent: false },
    ],
    projects: [{ id: 3 }],
  },
  editorGroups("nl", ADMIN_LISTING_MESSAGES.nl),
  "nl",
);

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const minimal = { goal: "0", typeWebId: "1", zip: "1500", city: "Halle", "text.nl.title": "Woning met tuin" };

describe("readListingForm", () => {
  it("reads a listing: columns, texts per language with the city's names, details by group, links", () => {
    const result = readListingForm(
      form({
        ...minimal,
        price: "325000",
        publishPrice: "on",
        energyPerformance: "182,5",
        bedrooms: "3",
        livingArea: "165",
        "text.de.title": "Haus mit Garten",
        "text.de.city": "Hal",
        "details.planning.permit": "yes",
        "details.planning.summons": "no",
        "details.environment.floodScoreP": "A",
        "details.energy.co2": "31",
        "details.building.constructionYear": "1998",
        videos: "https://www.youtube.com/watch?v=dQw4w9WgXcQ\n\n",
      }),
      known,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { values, texts, videos } = result.input;
    expect(values).toMatchObject({
      price: 325_000,
      publishPrice: true,
      publishAddress: false,
      energyPerformance: 182.5,
      bedrooms: 3,
    });
    expect(values.cityNames).toEqual({ nl: "Halle", de: "Hal" });
    expect(values.details).toEqual({
      planning: { permit: true, summons: false },
      environment: { floodScoreP: "A" },
      energy: { co2: 31 },
      building: { constructionYear: 1998 },
    });
    expect(texts.map((text) => text.language)).toEqual(["nl", "de"]);
    expect(videos).toEqual(["https://www.youtube.com/watch?v=dQw4w9WgXcQ"]);
    // The columns the lists filter on reach the detail groups too.
    expect(withColumnDetails(values)).toMatchObject({ surfaces: { living: 165 }, rooms: { bedrooms: 3 } });
  });

  it("names what is wrong, field by field", () => {
    const result = readListingForm(
      form({
        goal: "1",
        typeWebId: "4",
        zip: "15",
        city: "",
        price: "1,250,000",
        bedrooms: "2,5",
        latitude: "91",
        projectId: "99",
        "details.environment.asbestosDate": "31/12/2020",
        tours: "https://example.com/tour",
      }),
      known,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      typeWebId: ["type"],
      projectId: ["project"],
      zip: ["zip"],
      city: ["required"],
      price: ["numberUnclear|amount|1250000"],
      bedrooms: ["wholeNumber"],
      latitude: ["numberRange|latitude|-90|90"],
      "details.environment.asbestosDate": ["date"],
      "text.nl.title": ["titleNeeded"],
      tours: ["tourUrl|https://example.com/tour"],
    });
  });

  it("keeps Luxembourg's typed label and drops one typed for a Belgian address (it is computed)", () => {
    const typed = { ...minimal, epcLabelText: "C" };
    const belgian = readListingForm(form(typed), known);
    const luxembourg = readListingForm(form({ ...typed, countryId: "50", zip: "1010" }), known);
    expect(belgian.ok && belgian.input.values.epcLabelText).toBeNull();
    expect(luxembourg.ok && luxembourg.input.values.epcLabelText).toBe("C");
  });

  it("reads prices, areas and scores typed the Belgian way: points or spaces between thousands, a decimal comma, units", () => {
    const result = readListingForm(
      form({
        ...minimal,
        price: "385.000",
        livingArea: "1.234,5 m²",
        plotArea: "12 500",
        energyPerformance: "245 kWh/m²",
        latitude: "50.7345",
        longitude: "4,2378",
        bathrooms: "2",
        "details.financial.renterCharges": "€ 1.250,50",
        "details.surfaces.terrace": "18,5",
        "details.building.frontWidth": "7,5 m",
        "details.building.constructionYear": "1.998",
      }),
      known,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.input.values).toMatchObject({
      price: 385_000,
      livingArea: 1234.5,
      plotArea: 12_500,
      energyPerformance: 245,
      latitude: 50.7345,
      longitude: 4.2378,
      bathrooms: 2,
    });
    expect(result.input.values.details).toMatchObject({
      financial: { renterCharges: 1250.5 },
      surfaces: { terrace: 18.5 },
      building: { frontWidth: 7.5, constructionYear: 1998 },
    });
  });

  it("refuses a price that could mean two things with its readings (listing-error-texts.test.ts says them)", () => {
    const result = readListingForm(
      form({
        ...minimal,
        price: "385,000",
        livingArea: "1,250",
        energyPerformance: "245.000",
        "details.financial.deposit": "3.5",
      }),
      known,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.price).toEqual(["numberAmbiguous|amount|385|385000"]);
    expect(result.errors).toEqual({
      price: ["numberAmbiguous|amount|385|385000"],
      livingArea: ["numberAmbiguous|area|1.25|1250"],
      energyPerformance: ["numberRange|energy|-1000|10000"],
      "details.financial.deposit": ["numberUnclear|amount|3.5"],
    });
  });
});
