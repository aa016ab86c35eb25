import { describe, expect, it } from "vitest";
import { buildRegionTree, provinceOf } from "./region-tree.ts";

describe("provinceOf", () => {
  it.each([
    ["1000", 10, "brussels"],
    ["1299", 10, "brussels"],
    ["1300", 10, "walloonBrabant"],
    ["1500", 10, "flemishBrabant"],
    ["2000", 10, "antwerp"],
    ["3000", 10, "flemishBrabant"],
    ["3500", 10, "limburg"],
    ["4000", 10, "liege"],
    ["4700", 10, "liege"],
    ["5000", 10, "namur"],
    ["6000", 10, "hainaut"],
    ["6600", 10, "luxembourgProvince"],
    ["7000", 10, "hainaut"],
    ["7850", 10, "hainaut"],
    ["8000", 10, "westFlanders"],
    ["9000", 10, "eastFlanders"],
    ["1500", 50, "grandDuchy"],
  ] as const)("%s in country %i is %s", (zip, country, province) => {
    expect(provinceOf(zip, country)).toBe(province);
  });

  it.each([["150"], ["B-1500"], [""], ["0999"]])("%j has no province", (zip) => {
    expect(provinceOf(zip, 10)).toBeUndefined();
  });

  it("a town in another country has none", () => {
    expect(provinceOf("1500", 20)).toBeUndefined();
  });
});

describe("buildRegionTree", () => {
  const towns = [
    { zip: "1500", name: "Halle", countryId: 10 },
    { zip: "1050", name: "Elsene", countryId: 10 },
    { zip: "1050", name: "Brussel", countryId: 10 },
    { zip: "1050", name: "Elsene", countryId: 10 },
    { zip: "1480", name: "Tubeke", countryId: 10 },
    { zip: "1000", name: "Brussel", countryId: 10 },
    { zip: "1650", name: "Beersel", countryId: 10 },
    { zip: "L-1", name: "Nergens", countryId: 10 },
    { zip: "2320", name: "Luxemburg", countryId: 50 },
  ];

  it("groups by province in a fixed order, towns by postal code, one entry per code", () => {
    expect(buildRegionTree(towns, "nl")).toEqual([
      {
        province: "brussels",
        name: "Brussels Hoofdstedelijk Gewest",
        towns: [
          { zip: "1000", label: "1000 Brussel" },
          { zip: "1050", label: "1050 Brussel / Elsene" },
        ],
      },
      {
        province: "flemishBrabant",
        name: "Vlaams-Brabant",
        towns: [
          { zip: "1500", label: "1500 Halle" },
          { zip: "1650", label: "1650 Beersel" },
        ],
      },
      { province: "walloonBrabant", name: "Waals-Brabant", towns: [{ zip: "1480", label: "1480 Tubeke" }] },
      { province: "grandDuchy", name: "Groothertogdom Luxemburg", towns: [{ zip: "2320", label: "2320 Luxemburg" }] },
    ]);
  });

  it("names provinces in the visitor's language", () => {
    const names = buildRegionTree(towns, "de").map((group) => group.name);
    expect(names).toEqual([
      "Region Brüssel-Hauptstadt",
      "Flämisch-Brabant",
      "Wallonisch-Brabant",
      "Großherzogtum Luxemburg",
    ]);
  });

  it("leaves out towns without a name", () => {
    expect(buildRegionTree([{ zip: "1500", name: " ", countryId: 10 }], "nl")).toEqual([]);
  });
});
