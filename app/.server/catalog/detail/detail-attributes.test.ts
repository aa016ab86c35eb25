import { describe, expect, it } from "vitest";
import { CODED_VALUES, FREE_TEXT_FIELDS, ZONING_TERMS } from "../../../domain/coded-values.ts";
import { catalogAttributesDe, catalogDe } from "../../../i18n/messages/catalog-de.ts";
import { catalogAttributesEn, catalogEn } from "../../../i18n/messages/catalog-en.ts";
import { catalogAttributesFr, catalogFr } from "../../../i18n/messages/catalog-fr.ts";
import { catalogAttributesNl, catalogNl } from "../../../i18n/messages/catalog-nl.ts";
import type { PropertyDetails } from "../../db/json-shapes.ts";
import { ATTRIBUTE_GROUPS, attributeGroups, type Formatters } from "./attribute-groups.ts";

const euro = (value: number) => `€ ${value}`;
const format: Formatters = { price: euro, area: (v) => `${v} m²`, number: String, date: (d) => `on ${d}` };
const priceShown = { published: true };

describe("attributeGroups", () => {
  it("keeps only groups with values, translated and formatted", () => {
    const groups = attributeGroups(
      {
        surfaces: { living: 120, garden: 0 },
        comfort: { lift: false, terrace: true },
        planning: { permit: true, judicialDecision: "in-application", zoningDesignation: "Woongebied" },
        environment: { floodScoreP: "D", floodScoreG: "B" },
        financial: { cadastralIncome: 1200, availability: "  ", contractType: "residential-lease" },
        building: { heating: "", glazing: "double", kitchen: "Landelijke keuken" },
      },
      { labels: catalogAttributesEn, detail: catalogEn.detail },
      format,
      priceShown,
    );
    expect(groups.map((group) => group.title)).toEqual([
      "Surfaces",
      "Building",
      "Comfort and utilities",
      "Urban planning",
      "Environment and flooding",
      "Financial",
    ]);
    expect(groups.find((group) => group.group === "building")?.rows.map((row) => row.value)).toEqual([
      "Double glazing",
      "Landelijke keuken",
    ]);
    groups.splice(1, 1);
    expect(groups[0]?.rows).toEqual([
      { key: "living", label: "Living area", value: "120 m²" },
      { key: "garden", label: "Garden", value: "0 m²" },
    ]);
    expect(groups[1]?.rows.map((row) => `${row.label}: ${row.value}`)).toEqual(["Lift: No", "Terrace: Yes"]);
    expect(groups[2]?.rows.map((row) => row.value)).toEqual(["Yes", "Residential area (Woongebied)", "In application"]);
    expect(groups[3]?.rows).toEqual([
      { key: "floodScoreP", label: "P-score (plot)", value: "D", flood: true },
      { key: "floodScoreG", label: "G-score (building)", value: "B" },
    ]);
    expect(groups[4]?.rows).toEqual([
      { key: "cadastralIncome", label: "Cadastral income", value: "€ 1200" },
      { key: "contractType", label: "Contract type", value: "Residential lease" },
    ]);
  });

  it.each([
    [catalogAttributesNl, catalogNl],
    [catalogAttributesFr, catalogFr],
    [catalogAttributesEn, catalogEn],
    [catalogAttributesDe, catalogDe],
  ])("has a label for every attribute it can show (%#)", (labels, messages) => {
    const everything = attributeGroups(
      {
        surfaces: { total: 1, living: 1, ground: 1, terrace: 1, garden: 1, constructed: 1, store: 1, office: 1 },
        rooms: {
          bedrooms: 1,
          bathrooms: 1,
          showerRooms: 1,
          toilets: 1,
          garages: 1,
          parkingsInternal: 1,
          parkingsExternal: 1,
          floors: 1,
        },
        building: {
          constructionYear: 1,
          renovationYear: 1,
          facades: 1,
          frontWidth: 1,
          plotWidth: 1,
          heating: "x",
          glazing: "x",
          frames: "x",
          kitchen: "x",
          roofMaterial: "x",
          roofCondition: "x",
          orientation: "x",
        },
        comfort: {
          gas: true,
          water: true,
          electricity: true,
          drainConnection: true,
          lift: true,
          cellar: true,
          terrace: true,
          garden: true,
          attic: true,
          furnished: true,
          garage: true,
          parking: true,
        },
        planning: {
          permit: true,
          allotmentPermit: true,
          summons: true,
          preemptiveRights: true,
          judicialDecision: "yes",
          zoningDesignation: "x",
        },
        environment: { asbestosType: "x", asbestosDate: "x", floodZone: "x", floodScoreP: "A", floodScoreG: "A" },
        financial: {
          cadastralIncome: 1,
          realEstateTax: 1,
          ownerCharges: 1,
          renterCharges: 1,
          notaryFeeExVat: 1,
          notaryFeeInclVat: 1,
          registrationRights: 1,
          vatValue: 1,
          vatRegime: true,
          deposit: 1,
          agencyCost: 1,
          inventory: true,
          availability: "x",
          contractType: "x",
        },
        annuity: { bouquet: 1, monthlyAnnuity: 1, annuitants: 1, annuitantAges: "x" },
      },
      { labels, detail: messages.detail },
      format,
      priceShown,
    );
    const rows = everything.flatMap((group) => group.rows);
    expect(rows).toHaveLength(69);
    expect(rows.filter((row) => !row.label)).toEqual([]);
  });
});

describe("a hidden price", () => {
  const financial = {
    cadastralIncome: 1_200,
    realEstateTax: 900,
    ownerCharges: 120,
    renterCharges: 80,
    notaryFeeExVat: 4_600,
    notaryFeeInclVat: 5_566,
    registrationRights: 8_500,
    vatValue: 55_000,
    vatRegime: true,
    deposit: 2_400,
    agencyCost: 12_750,
    availability: "at-deed",
  };
  const keys = (published: boolean) =>
    attributeGroups({ financial }, { labels: catalogAttributesNl, detail: catalogNl.detail }, format, {
      published,
    })[0]?.rows.map((row) => row.key);

  it("leaves out every amount worked out from the price, and keeps the others", () => {
    expect(keys(false)).toEqual([
      "cadastralIncome",
      "realEstateTax",
      "ownerCharges",
      "renterCharges",
      "vatRegime",
      "availability",
    ]);
  });

  it("shows them all where the price is published", () => {
    expect(keys(true)).toEqual([
      "cadastralIncome",
      "realEstateTax",
      "ownerCharges",
      "renterCharges",
      "notaryFeeExVat",
      "notaryFeeInclVat",
      "registrationRights",
      "vatValue",
      "vatRegime",
      "deposit",
      "agencyCost",
      "availability",
    ]);
  });

  it("shows no money row at all of a sale whose only amounts come from its price", () => {
    const groups = attributeGroups(
      { financial: { registrationRights: 8_500, notaryFeeExVat: 4_600 } },
      { labels: catalogAttributesNl, detail: catalogNl.detail },
      format,
      { published: false },
    );
    expect(groups).toEqual([]);
  });
});

describe("CRM codes", () => {
  it("reads coded values, dates and free text", () => {
    const [financial, environment] = attributeGroups(
      {
        financial: { availability: "2026-05-01" },
        environment: { floodZone: "none", asbestosType: "not-asbestos-safe" },
      },
      { labels: catalogAttributesNl, detail: catalogNl.detail },
      format,
      priceShown,
    ).reverse();
    expect(financial?.rows[0]?.value).toBe("on 2026-05-01");
    expect(environment?.rows.map((row) => row.value)).toEqual([
      "Niet in overstromingsgevoelig gebied",
      "Niet asbestveilig",
    ]);
  });
});

describe("every coded value in every language", () => {
  const LANGUAGES = [
    ["nl", catalogAttributesNl, catalogNl],
    ["fr", catalogAttributesFr, catalogFr],
    ["en", catalogAttributesEn, catalogEn],
    ["de", catalogAttributesDe, catalogDe],
  ] as const;
  const textFields = ATTRIBUTE_GROUPS.flatMap(({ source, fields }) =>
    fields.filter((field) => field.kind === "text").map((field) => ({ source, key: field.key })),
  );
  const shown = (source: keyof PropertyDetails, key: string, value: string, language: number) => {
    const [, labels, messages] = LANGUAGES[language] ?? LANGUAGES[0];
    const details = { [source]: { [key]: value } } as PropertyDetails;
    const groups = attributeGroups(details, { labels, detail: messages.detail }, format, priceShown);
    return groups.flatMap((group) => group.rows).find((row) => row.key === key)?.value;
  };

  it("knows every text field of the detail groups as coded, zoning or free text", () => {
    const known = new Set<string>([...Object.keys(CODED_VALUES), "zoningDesignation", ...FREE_TEXT_FIELDS]);
    expect(textFields.map((field) => field.key).filter((key) => !known.has(key))).toEqual([]);
  });

  it.each(
    textFields.flatMap(({ source, key }) =>
      ((CODED_VALUES as Record<string, readonly string[]>)[key] ?? []).map((code) => [key, code, source] as const),
    ),
  )("%s %s is named in nl, fr, en and de", (key, code, source) => {
    for (const [language, [name, labels]] of LANGUAGES.entries()) {
      const value = shown(source, key, code, language);
      expect(value, name).toBeTruthy();
      expect(value, name).not.toBe(code);
      // The name is the language's own word from its table, not the code passed through.
      expect(Object.values(labels.values), name).toContain(value);
    }
  });

  it.each(Object.entries(ZONING_TERMS).flatMap(([code, terms]) => terms.map((term) => [code, term] as const)))(
    "zoning %s written %j is named in every language, with the plan's words",
    (_code, term) => {
      for (const [language, [, labels]] of LANGUAGES.entries()) {
        const name = shown("planning", "zoningDesignation", term, language);
        expect(name, LANGUAGES[language]?.[0]).toBeTruthy();
        // Either the language's own name is the plan's term, or the term follows it in brackets.
        if (name?.toLowerCase() !== term.toLowerCase())
          expect(name).toMatch(new RegExp(`\\(${literal(term)}\\)$`, "i"));
        expect(Object.values(labels.zoning)).toContain(name?.replace(/ \(.*\)$/, ""));
      }
    },
  );

  it("shows a zoning text it does not know as written", () => {
    expect(shown("planning", "zoningDesignation", "Zone bleue du PPAS 12", 2)).toBe("Zone bleue du PPAS 12");
  });

  it("names the demo's zoning words in German, where the plan's words were Dutch or French", () => {
    expect(shown("planning", "zoningDesignation", "woongebied", 3)).toBe("Wohngebiet (woongebied)");
    expect(shown("planning", "zoningDesignation", "zone d'habitat", 3)).toBe("Wohngebiet (zone d'habitat)");
    expect(shown("planning", "zoningDesignation", "Woongebied", 0)).toBe("Woongebied");
  });
});

/** A text as a regular expression that matches it literally. */
function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}
