import { describe, expect, it } from "vitest";
import { dutyKind, readRegistrationDuties } from "./registration-duties.ts";

const HOUSE = 1;
const APARTMENT = 2;
const LAND = 4;
const COMMERCIAL = 6;
const GARAGE = 7;
const OFFICES = 9;

describe("readRegistrationDuties", () => {
  it.each([
    // The example: € 8.500 on € 425.000 in Flanders is the own-home 2%; 12% is € 51.000.
    [
      "flanders own home",
      "flanders",
      425_000,
      8_500,
      { case: "own-home", rate: 0.02, other: { rate: 0.12, amount: 51_000 } },
    ],
    [
      "flanders standard",
      "flanders",
      425_000,
      51_000,
      { case: "standard", rate: 0.12, other: { rate: 0.02, amount: 8_500 } },
    ],
    [
      "flanders rounded to the hundred",
      "flanders",
      312_500,
      6_300,
      { case: "own-home", rate: 0.02, other: { rate: 0.12, amount: 37_500 } },
    ],
    [
      "wallonia own home",
      "wallonia",
      250_000,
      7_500,
      { case: "own-home", rate: 0.03, other: { rate: 0.125, amount: 31_300 } },
    ],
    [
      "wallonia standard",
      "wallonia",
      250_000,
      31_250,
      { case: "standard", rate: 0.125, other: { rate: 0.03, amount: 7_500 } },
    ],
    [
      "brussels with the abatement",
      "brussels",
      400_000,
      25_000,
      { case: "abatement", rate: 0.125, exempt: 200_000, other: { rate: 0.125, amount: 50_000 } },
    ],
    [
      "brussels without it",
      "brussels",
      400_000,
      50_000,
      { case: "standard", rate: 0.125, other: { rate: 0.125, amount: 25_000 } },
    ],
    ["a figure that fits no case", "flanders", 425_000, 20_000, { case: "unknown" }],
    ["no price", "flanders", null, 8_500, { case: "unknown" }],
    ["no region (Luxembourg)", undefined, 425_000, 29_750, { case: "unknown" }],
  ] as const)("%s", (_name, region, price, duties, expected) => {
    expect(readRegistrationDuties({ region, price, duties, typeWebId: HOUSE })).toEqual(expected);
  });

  it("reads a new build under VAT as duties on the land only, whatever the figure", () => {
    expect(
      readRegistrationDuties({
        region: "flanders",
        price: 400_000,
        duties: 2_000,
        typeWebId: APARTMENT,
        vatRegime: true,
      }),
    ).toEqual({
      case: "vat",
    });
  });

  it("does not read the Brussels abatement into a price under € 200.000 that pays nothing", () => {
    expect(
      readRegistrationDuties({ region: "brussels", price: 180_000, duties: 22_500, typeWebId: APARTMENT }),
    ).toMatchObject({
      case: "standard",
    });
  });

  // The Brussels abatement: € 200.000 off a home of at most € 600.000, € 100.000 off building land of
  // at most € 300.000. Above the ceiling the figure is the full 12,5% and no other case is offered.
  it.each([
    [
      "a flat at the ceiling, abated",
      APARTMENT,
      600_000,
      50_000,
      { case: "abatement", rate: 0.125, exempt: 200_000, other: { rate: 0.125, amount: 75_000 } },
    ],
    [
      "a flat at the ceiling, full",
      APARTMENT,
      600_000,
      75_000,
      { case: "standard", rate: 0.125, other: { rate: 0.125, amount: 50_000 } },
    ],
    ["a flat a euro above, full", APARTMENT, 600_001, 75_000, { case: "standard", rate: 0.125, noOwnHome: true }],
    ["a flat a euro above, as if abated", APARTMENT, 600_001, 50_000, { case: "unknown", noOwnHome: true }],
    ["the review's € 750.000 flat", APARTMENT, 750_000, 93_750, { case: "standard", rate: 0.125, noOwnHome: true }],
    [
      "land at its ceiling, abated",
      LAND,
      300_000,
      25_000,
      { case: "abatement", rate: 0.125, exempt: 100_000, other: { rate: 0.125, amount: 37_500 } },
    ],
    [
      "land at its ceiling, full",
      LAND,
      300_000,
      37_500,
      { case: "standard", rate: 0.125, other: { rate: 0.125, amount: 25_000 } },
    ],
    ["land a euro above, full", LAND, 300_001, 37_500, { case: "standard", rate: 0.125, noOwnHome: true }],
    ["land a euro above, as if abated", LAND, 300_001, 25_000, { case: "unknown", noOwnHome: true }],
    ["land with the home's € 200.000 is no case", LAND, 300_000, 12_500, { case: "unknown" }],
    ["a shop under the ceiling, full", COMMERCIAL, 400_000, 50_000, { case: "standard", rate: 0.125, noOwnHome: true }],
    ["a shop under the ceiling, as if abated", COMMERCIAL, 400_000, 25_000, { case: "unknown", noOwnHome: true }],
  ] as const)("Brussels: %s", (_name, typeWebId, price, duties, expected) => {
    expect(readRegistrationDuties({ region: "brussels", price, duties, typeWebId })).toEqual(expected);
  });

  // The own-home rates are for a dwelling or building land; anything else pays the ordinary rate.
  it.each([
    ["flanders", "a garage at 12%", GARAGE, 40_000, 4_800, { case: "standard", rate: 0.12, noOwnHome: true }],
    ["flanders", "a garage at 2% is no case", GARAGE, 40_000, 800, { case: "unknown", noOwnHome: true }],
    ["flanders", "offices at 12%", OFFICES, 500_000, 60_000, { case: "standard", rate: 0.12, noOwnHome: true }],
    ["wallonia", "a shop at 12,5%", COMMERCIAL, 300_000, 37_500, { case: "standard", rate: 0.125, noOwnHome: true }],
    ["wallonia", "a shop at 3% is no case", COMMERCIAL, 300_000, 9_000, { case: "unknown", noOwnHome: true }],
    [
      "flanders",
      "building land at 2%",
      LAND,
      200_000,
      4_000,
      { case: "own-home", rate: 0.02, other: { rate: 0.12, amount: 24_000 } },
    ],
    [
      "wallonia",
      "building land at 3%",
      LAND,
      200_000,
      6_000,
      { case: "own-home", rate: 0.03, other: { rate: 0.125, amount: 25_000 } },
    ],
  ] as const)("%s: %s", (region, _name, typeWebId, price, duties, expected) => {
    expect(readRegistrationDuties({ region, price, duties, typeWebId })).toEqual(expected);
  });

  it("says a garage has no own-home case even where its price is hidden", () => {
    expect(readRegistrationDuties({ region: "flanders", price: null, duties: 800, typeWebId: GARAGE })).toEqual({
      case: "unknown",
      noOwnHome: true,
    });
  });
});

describe("dutyKind", () => {
  it.each([
    [1, "home"],
    [2, "home"],
    [3, "home"],
    [4, "land"],
    [5, "other"],
    [6, "other"],
    [7, "other"],
    [8, "other"],
    [9, "other"],
    [null, "other"],
  ] as const)("type %s is %s", (typeWebId, kind) => {
    expect(dutyKind(typeWebId)).toBe(kind);
  });
});
