import { describe, expect, it } from "vitest";
import { catalogEn } from "../../../i18n/messages/catalog-en.ts";
import { catalogNl } from "../../../i18n/messages/catalog-nl.ts";
import { approximate } from "../list/list-query.ts";
import { priceText } from "../price-text.ts";
import { requestPath } from "../request-path.ts";
import type { Formatters } from "./attribute-groups.ts";
import { addressLines, paragraphs, samePath, streetViewUrl } from "./detail-facts.ts";
import { energyBlock, labelTone } from "./energy-block.ts";

const euro = (value: number) => `€ ${value}`;
const _format: Formatters = { price: euro, area: (v) => `${v} m²`, number: String, date: (d) => `on ${d}` };
const energyFormat = {
  number: String,
  energy: (v: number) => `${v} kWh`,
  co2: (v: number) => `${v} kg`,
  date: (d: string) => `on ${d}`,
};

describe("priceText", () => {
  const card = catalogEn.card;
  it.each([
    [{ price: 250000, publishPrice: true, priceUnit: null, goal: 0 }, "€ 250000"],
    [{ price: 250000, publishPrice: false, priceUnit: null, goal: 0 }, "Price on request"],
    [{ price: null, publishPrice: true, priceUnit: null, goal: 0 }, "Price on request"],
    [{ price: 199000, publishPrice: true, priceUnit: 7, goal: 0 }, "Starting from € 199000"],
    [{ price: 950, publishPrice: true, priceUnit: null, goal: 1 }, "€ 950 / month"],
    [{ price: 950, publishPrice: true, priceUnit: 7, goal: 4 }, "Starting from € 950 / month"],
    [{ price: 950, publishPrice: false, priceUnit: 7, goal: 1 }, "Price on request"],
    // The listing's PriceUnitText takes the place of the default unit, and is shown for sales too.
    [
      { price: 1800, publishPrice: true, priceUnit: null, goal: 1, priceUnitText: "per month, excl. VAT" },
      "€ 1800 per month, excl. VAT",
    ],
    [{ price: 120, publishPrice: true, priceUnit: null, goal: 0, priceUnitText: " per m² " }, "€ 120 per m²"],
    [{ price: 950, publishPrice: true, priceUnit: null, goal: 1, priceUnitText: "  " }, "€ 950 / month"],
    [{ price: 950, publishPrice: false, priceUnit: null, goal: 1, priceUnitText: "per month" }, "Price on request"],
  ])("%j reads %j", (facts, expected) => {
    expect(priceText(facts, card, euro)).toBe(expected);
  });

  it("lets the formatter write NaN for an unformattable number (SPEC.md section 8)", () => {
    expect(priceText({ price: Number.NaN, publishPrice: true, priceUnit: null, goal: 0 }, card, () => "NaN")).toBe(
      "NaN",
    );
  });
});

describe("addressLines", () => {
  const address = {
    publishAddress: true,
    street: "Kerkstraat",
    houseNumber: "12",
    boxNr: "3",
    zip: "1500",
    city: "Halle",
    countryId: 10,
  };
  it("writes street, number and box, and no country for Belgium", () => {
    expect(addressLines(address)).toEqual({ street: "Kerkstraat 12 bus 3", city: "1500 Halle" });
  });
  it("shows the city only when PublishAddress is false", () => {
    expect(addressLines({ ...address, publishAddress: false })).toEqual({ city: "1500 Halle" });
  });
  it("adds the country outside Belgium", () => {
    expect(
      addressLines({ ...address, countryId: 50, zip: "1234", city: "Luxembourg", countryName: "Luxemburg" }, "boîte")
        .street,
    ).toBe("Kerkstraat 12 boîte 3");
    expect(addressLines({ ...address, countryId: 50, zip: "1234", city: "Esch", countryName: "Luxemburg" }).city).toBe(
      "1234 Esch, Luxemburg",
    );
  });
  it("keeps street view and exact points for public addresses only", () => {
    expect(streetViewUrl(50.7, 4.2, true)).toContain("viewpoint=50.700000,4.200000");
    expect(streetViewUrl(50.7, 4.2, false)).toBeUndefined();
    expect(streetViewUrl(null, 4.2, true)).toBeUndefined();
    expect(approximate(50.73531, false)).toBe(50.74);
    expect(approximate(50.73531, true)).toBe(50.73531);
  });
});

describe("paragraphs", () => {
  it("splits on blank lines and never returns HTML", () => {
    expect(paragraphs("One\nline\n\n  Two <b>x</b>  \r\n\r\nThree")).toEqual(["One\nline", "Two <b>x</b>", "Three"]);
    expect(paragraphs("  ")).toEqual([]);
  });
});

describe("energyBlock", () => {
  const house = { zip: "1500", countryId: 10, epcLabelText: null, typeWebId: 1, goal: 0, energy: {} };
  it("labels Flanders by value, with the region's scale", () => {
    const block = energyBlock({ ...house, energyPerformance: 245 }, catalogNl.detail, energyFormat);
    expect(block.label).toMatchObject({ kind: "scale", region: "flanders", text: "C", tone: "energy-c" });
    expect(block.label?.kind === "scale" && block.label.scale.map((s) => s.label)).toEqual([
      "A+",
      "A",
      "B",
      "C",
      "D",
      "E",
      "F",
    ]);
    expect(block.rows).toEqual([{ label: catalogNl.detail.epcValue, value: "245 kWh" }]);
    expect(block.renovationNotice).toBe(false);
  });
  it.each([
    ["1500", 450, 1, true],
    ["1500", 501, 2, true],
    ["1500", 450, 4, false],
    // Brussels E and Walloon E or F: the Flemish renovation notice does not apply.
    ["1000", 240, 1, false],
    ["1000", 350, 1, false],
    ["4000", 400, 2, false],
    ["4000", 600, 1, false],
  ])("zip %s, %s kWh, type %s: renovation notice %s", (zip, value, typeWebId, notice) => {
    expect(
      energyBlock({ ...house, zip, typeWebId, energyPerformance: value }, catalogNl.detail, energyFormat)
        .renovationNotice,
    ).toBe(notice);
  });
  it("shows no renovation notice on a Flemish rental: the duty binds a buyer", () => {
    const rental = energyBlock({ ...house, goal: 1, energyPerformance: 450 }, catalogNl.detail, energyFormat);
    expect(rental.label).toMatchObject({ text: "E" });
    expect(rental.renovationNotice).toBe(false);
  });
  it("uses Brussels' and Wallonia's own scales", () => {
    expect(
      energyBlock({ ...house, zip: "1000", energyPerformance: 40 }, catalogNl.detail, energyFormat).label,
    ).toMatchObject({ text: "A\u2212" });
    expect(
      energyBlock({ ...house, zip: "1300", energyPerformance: 0 }, catalogNl.detail, energyFormat).label,
    ).toMatchObject({ text: "A++", tone: "energy-app" });
  });
  it("shows Luxembourg's label text, never a Belgian image", () => {
    const block = energyBlock(
      { ...house, zip: "1500", countryId: 50, energyPerformance: 245, epcLabelText: "D" },
      catalogNl.detail,
      energyFormat,
    );
    expect(block.label).toEqual({ kind: "text", text: "D", luxembourg: true });
  });
  it.each([
    [true, catalogNl.detail.yes],
    [false, catalogNl.detail.no],
  ])("says whether there are individual meters (%s)", (individualMeters, word) => {
    const block = energyBlock(
      { ...house, zip: "1000", energyPerformance: 120, energy: { individualMeters } },
      catalogNl.detail,
      energyFormat,
    );
    expect(block.rows).toContainEqual({ label: catalogNl.detail.individualMeters, value: word });
  });
  it("marks a Belgian property's typed label as not Luxembourg's", () => {
    const block = energyBlock(
      { ...house, zip: "1500", countryId: 10, energyPerformance: null, epcLabelText: "C" },
      catalogNl.detail,
      energyFormat,
    );
    expect(block.label).toEqual({ kind: "text", text: "C", luxembourg: false });
  });
  it("lists the EPC figures and the pending status", () => {
    const block = energyBlock(
      {
        ...house,
        energyPerformance: null,
        energy: {
          epcStatus: "in-application",
          co2: 30,
          certificateCode: "UC 1-RES",
          certificateEndDate: "2030-01-01",
          eLevel: 40,
          epcTotal: 12000,
        },
      },
      catalogNl.detail,
      energyFormat,
    );
    expect(block.label).toBeUndefined();
    expect(block.rows.map((row) => row.value)).toEqual([
      catalogNl.detail.epcInApplication,
      "12000 kWh/jaar",
      "30 kg",
      "UC 1-RES",
      "on 2030-01-01",
      "E40",
    ]);
  });
  it("names a colour class per label letter", () => {
    expect(["A++", "A+", "A-", "B+", "G"].map((label) => labelTone(label as "A"))).toEqual([
      "energy-app",
      "energy-ap",
      "energy-a",
      "energy-b",
      "energy-g",
    ]);
  });
});

describe("samePath", () => {
  it.each([
    ["/nl/te-koop/halle/villa/1/", "/nl/te-koop/halle/villa/1/", true],
    ["/nl/te-koop/halle/villa/1", "/nl/te-koop/halle/villa/1/", true],
    ["/nl/te-koop/halle/villa-2/1/", "/nl/te-koop/halle/villa/1/", false],
    ["/nl/te-koop/halle/vill%61/1/", "/nl/te-koop/halle/villa/1/", true],
    ["/nl/te-koop/halle/%E0%A4%A/1/", "/nl/te-koop/halle/villa/1/", false],
  ])("%s is %s: %s", (requested, canonical, expected) => {
    expect(samePath(requested, canonical)).toBe(expected);
  });
});

describe("requestPath", () => {
  it.each([
    ["http://x/nl/te-koop/a/b/1/", "/nl/te-koop/a/b/1/", ""],
    ["http://x/nl/te-koop/a/b/1/_.data", "/nl/te-koop/a/b/1/", ""],
    ["http://x/nl/te-koop/a/b/1.data?_routes=routes%2Fx&page=2", "/nl/te-koop/a/b/1", "?page=2"],
  ])("%s is the page %s", (url, pathname, search) => {
    expect(requestPath(new Request(url))).toEqual({ pathname, search });
  });
});
