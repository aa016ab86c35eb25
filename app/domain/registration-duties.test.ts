import { describe, expect, it } from "vitest";
import { readRegistrationDuties } from "./registration-duties.ts";

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
    expect(readRegistrationDuties({ region, price, duties })).toEqual(expected);
  });

  it("reads a new build under VAT as duties on the land only, whatever the figure", () => {
    expect(readRegistrationDuties({ region: "flanders", price: 400_000, duties: 2_000, vatRegime: true })).toEqual({
      case: "vat",
    });
  });

  it("does not read the Brussels abatement into a price under € 200.000 that pays nothing", () => {
    expect(readRegistrationDuties({ region: "brussels", price: 180_000, duties: 22_500 })).toMatchObject({
      case: "standard",
    });
  });
});
