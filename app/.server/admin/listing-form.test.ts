import { describe, expect, it } from "vitest";
import { ADMIN_LISTING_MESSAGES } from "../../i18n/messages/admin-listings.ts";
import { readListingForm, withColumnDetails } from "./listing-form.ts";
import { errorSentences } from "./listing-view.ts";

const known = {
  types: [
    { webId: 1, sale: true, rent: true },
    { webId: 4, sale: true, rent: false },
  ],
  projectIds: new Set([3]),
  defaultLanguage: "nl" as const,
};

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

  it("names what is wrong, field by field, and keeps what was typed", () => {
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
    expect(Object.fromEntries(Object.entries(result.errors).map(([name, error]) => [name, error.key]))).toEqual({
      typeWebId: "type",
      projectId: "project",
      zip: "zip",
      city: "required",
      price: "numberUnclear",
      bedrooms: "wholeNumber",
      latitude: "numberRange",
      "details.environment.asbestosDate": "date",
      "text.nl.title": "titleNeeded",
      tours: "tourUrl",
    });
    expect(result.submitted.price).toBe("1,250,000");
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

  it("refuses a price that could mean two things and says, in the staff language, how it reads", () => {
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
    expect(result.errors.price).toEqual({
      key: "numberAmbiguous",
      values: {
        typed: "385,000",
        first: "€\u00a0385",
        second: "€\u00a0385.000",
        firstTyped: "385",
        secondTyped: "385.000",
      },
    });
    const sentences = (language: "nl" | "fr" | "en" | "de") =>
      Object.fromEntries(
        Object.entries(errorSentences(result.errors, ADMIN_LISTING_MESSAGES[language])).map(([name, text]) => [
          name,
          text.replace(/\u00a0/g, " "),
        ]),
      );
    expect(sentences("nl")).toEqual({
      price: "385,000 kan € 385 of € 385.000 zijn: schrijf 385.000 of 385.",
      livingArea: "1,250 kan 1,25 m² of 1.250 m² zijn: schrijf 1.250 of 1,25.",
      energyPerformance: "245.000 ligt buiten wat kan: van -1.000 kWh/m² tot 10.000 kWh/m².",
      "details.financial.deposit":
        "3.5 is niet duidelijk: bedoelt u € 3,50? Schrijf dan 3,5 (een komma voor de decimalen, een punt tussen de duizendtallen).",
    });
    expect(sentences("fr").price).toBe("385,000 peut être € 385 ou € 385.000 : écrivez 385.000 ou 385.");
    expect(sentences("en").price).toBe("385,000 could be € 385 or € 385.000: write 385.000 or 385.");
    expect(sentences("de").price).toBe("385,000 kann € 385 oder € 385.000 sein: schreiben Sie 385.000 oder 385.");
    expect(result.submitted.price).toBe("385,000");
  });
});
