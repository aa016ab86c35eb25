import { describe, expect, it } from "vitest";
import { readListingForm, withColumnDetails } from "./listing-form.ts";

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
        price: "1.250.000",
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
      price: "number",
      bedrooms: "wholeNumber",
      latitude: "range",
      "details.environment.asbestosDate": "date",
      "text.nl.title": "titleNeeded",
      tours: "tourUrl",
    });
    expect(result.submitted.price).toBe("1.250.000");
  });

  it("keeps Luxembourg's typed label and drops one typed for a Belgian address (it is computed)", () => {
    const typed = { ...minimal, epcLabelText: "C" };
    const belgian = readListingForm(form(typed), known);
    const luxembourg = readListingForm(form({ ...typed, countryId: "50", zip: "1010" }), known);
    expect(belgian.ok && belgian.input.values.epcLabelText).toBeNull();
    expect(luxembourg.ok && luxembourg.input.values.epcLabelText).toBe("C");
  });
});
