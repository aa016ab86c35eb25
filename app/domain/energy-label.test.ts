import { describe, expect, it } from "vitest";
import {
  energyLabel,
  energyLabels,
  energyLabelText,
  isLabelEOrF,
  letterCeilings,
  needsRenovationNotice,
  propertyEnergyLabel,
} from "./energy-label.ts";

describe("energyLabel: Flanders (upper bounds inclusive)", () => {
  it.each([
    [-50, "A+"],
    [-0.1, "A+"],
    [0, "A+"],
    [0.1, "A"],
    [100, "A"],
    [100.1, "B"],
    [200, "B"],
    [200.1, "C"],
    [300, "C"],
    [300.1, "D"],
    [400, "D"],
    [400.1, "E"],
    [500, "E"],
    [500.1, "F"],
    [501, "F"],
    [5000, "F"],
  ])("%d -> %s", (value, expected) => {
    expect(energyLabel("flanders", value)).toBe(expected);
  });
});

describe("energyLabel: Brussels (SPEC's 223 read as 323)", () => {
  it.each([
    [-1, "A+"],
    [0, "A+"],
    [1, "A"],
    [23, "A"],
    [23.5, "A-"],
    [24, "A-"],
    [45, "A-"],
    [46, "B+"],
    [62, "B+"],
    [63, "B"],
    [79, "B"],
    [80, "B-"],
    [95, "B-"],
    [96, "C+"],
    [113, "C+"],
    [114, "C"],
    [132, "C"],
    [133, "C-"],
    [150, "C-"],
    [151, "D+"],
    [170, "D+"],
    [171, "D"],
    [190, "D"],
    [191, "D-"],
    [210, "D-"],
    [211, "E+"],
    [232, "E+"],
    [233, "E"],
    [253, "E"],
    [254, "E-"],
    [275, "E-"],
    [276, "F+"],
    [298, "F+"],
    [299, "F"],
    [322, "F"],
    [323, "F-"],
    [345, "F-"],
    [346, "G"],
    [1000, "G"],
  ])("%d -> %s", (value, expected) => {
    expect(energyLabel("brussels", value)).toBe(expected);
  });

  it("puts 223 in E+ (the typo's range does not exist)", () => {
    expect(energyLabel("brussels", 223)).toBe("E+");
  });
});

describe("energyLabel: Wallonia", () => {
  it.each([
    [-10, "A++"],
    [0, "A++"],
    [0.5, "A+"],
    [1, "A+"],
    [45, "A+"],
    [46, "A"],
    [85, "A"],
    [86, "B"],
    [170, "B"],
    [171, "C"],
    [255, "C"],
    [256, "D"],
    [340, "D"],
    [341, "E"],
    [425, "E"],
    [426, "F"],
    [510, "F"],
    [510.5, "G"],
    [511, "G"],
  ])("%d -> %s", (value, expected) => {
    expect(energyLabel("wallonia", value)).toBe(expected);
  });
});

describe("energyLabel: input that is not a number", () => {
  it.each([
    ["flanders", "250", "C"],
    ["flanders", " 100 ", "A"],
    ["brussels", "23,5", "A-"],
    ["wallonia", "-3", "A++"],
  ] as const)("%s %j -> %s", (region, value, expected) => {
    expect(energyLabel(region, value)).toBe(expected);
  });

  it.each([
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [Number.NEGATIVE_INFINITY],
    [""],
    ["abc"],
    ["1.250.000"],
    [null],
    [undefined],
    [{}],
  ])("%s -> undefined", (value) => {
    expect(energyLabel("flanders", value)).toBeUndefined();
    expect(energyLabel("brussels", value)).toBeUndefined();
    expect(energyLabel("wallonia", value)).toBeUndefined();
  });
});

describe("energyLabels", () => {
  it.each([
    ["flanders", ["A+", "A", "B", "C", "D", "E", "F"]],
    [
      "brussels",
      ["A+", "A", "A-", "B+", "B", "B-", "C+", "C", "C-", "D+", "D", "D-", "E+", "E", "E-", "F+", "F", "F-", "G"],
    ],
    ["wallonia", ["A++", "A+", "A", "B", "C", "D", "E", "F", "G"]],
  ] as const)("%s from best to worst", (region, expected) => {
    expect(energyLabels(region)).toEqual(expected);
  });
});

describe("energyLabelText", () => {
  it.each([
    ["A-", "A\u2212"],
    ["F-", "F\u2212"],
    ["A+", "A+"],
    ["A++", "A++"],
    ["C", "C"],
  ] as const)("%s -> %s", (label, expected) => {
    expect(energyLabelText(label)).toBe(expected);
  });
});

describe("propertyEnergyLabel", () => {
  it.each([
    [
      { zip: "1500", countryId: 10, energyPerformance: 250 },
      { kind: "scale", region: "flanders", label: "C" },
    ],
    [
      { zip: "1000", countryId: "10", energyPerformance: 24 },
      { kind: "scale", region: "brussels", label: "A-" },
    ],
    [
      { zip: "5000", countryId: 10, energyPerformance: 0 },
      { kind: "scale", region: "wallonia", label: "A++" },
    ],
    [
      { zip: "1500", countryId: null, energyPerformance: 501, epcLabelText: "X" },
      { kind: "scale", region: "flanders", label: "F" },
    ],
    [
      { zip: "L-1234", countryId: 50, energyPerformance: 50, epcLabelText: " B " },
      { kind: "text", text: "B", luxembourg: true },
    ],
    [
      { zip: "1500", countryId: 50, energyPerformance: 50, epcLabelText: "C" },
      { kind: "text", text: "C", luxembourg: true },
    ],
    [
      { zip: "1500", countryId: 10, energyPerformance: null, epcLabelText: "B" },
      { kind: "text", text: "B", luxembourg: false },
    ],
    [
      { zip: "", countryId: 10, energyPerformance: 120, epcLabelText: "B" },
      { kind: "text", text: "B", luxembourg: false },
    ],
    [
      { zip: "1500", countryId: 20, energyPerformance: 120, epcLabelText: "D" },
      { kind: "text", text: "D", luxembourg: false },
    ],
  ])("%j -> %j", (facts, expected) => {
    expect(propertyEnergyLabel(facts)).toEqual(expected);
  });

  it.each([
    [{ zip: "L-1234", countryId: 50, energyPerformance: 50 }],
    [{ zip: "L-1234", countryId: 50, energyPerformance: 50, epcLabelText: "   " }],
    [{ zip: "1500", countryId: 10, energyPerformance: Number.NaN, epcLabelText: null }],
    [{ zip: "abcd", countryId: 10, energyPerformance: 100 }],
  ])("%j -> undefined", (facts) => {
    expect(propertyEnergyLabel(facts)).toBeUndefined();
  });
});

describe("isLabelEOrF and needsRenovationNotice", () => {
  it.each([
    ["E", true],
    ["F", true],
    ["E+", true],
    ["E-", true],
    ["F+", true],
    ["F-", true],
    ["D", false],
    ["D-", false],
    ["G", false],
    ["A++", false],
    [undefined, false],
  ] as const)("%s is E or F: %s", (label, expected) => {
    expect(isLabelEOrF(label)).toBe(expected);
  });

  it.each([
    ["flanders", "E", 1, true],
    ["flanders", "F", 2, true],
    ["flanders", "E", 3, false],
    ["flanders", "F", 4, false],
    ["flanders", "F", 9, false],
    ["flanders", "D", 1, false],
    ["flanders", undefined, 1, false],
    ["flanders", "E", null, false],
    ["flanders", "E", undefined, false],
    // The renovation duty is Flemish: E and F on the Brussels and Walloon scales bring no notice.
    ["brussels", "E", 1, false],
    ["brussels", "E-", 1, false],
    ["brussels", "F+", 2, false],
    ["wallonia", "E", 1, false],
    ["wallonia", "F", 2, false],
  ] as const)("%s, %s for type %s: %s", (region, label, webId, expected) => {
    expect(needsRenovationNotice(region, label, webId)).toBe(expected);
  });

  it("never shows on a rental: the duty binds a buyer", () => {
    expect(needsRenovationNotice("flanders", "F", 1, true)).toBe(true);
    expect(needsRenovationNotice("flanders", "F", 1, false)).toBe(false);
    expect(needsRenovationNotice("flanders", "E", 2, false)).toBe(false);
  });
});

describe("letterCeilings: the energy filter agrees with the labels", () => {
  const INF = Number.POSITIVE_INFINITY;
  it.each([
    ["A", { flanders: 100, brussels: 45, wallonia: 85 }],
    ["B", { flanders: 200, brussels: 95, wallonia: 170 }],
    ["C", { flanders: 300, brussels: 150, wallonia: 255 }],
    ["D", { flanders: 400, brussels: 210, wallonia: 340 }],
    ["E", { flanders: 500, brussels: 275, wallonia: 425 }],
    ["F", { flanders: INF, brussels: 345, wallonia: 510 }],
    ["G", { flanders: INF, brussels: INF, wallonia: INF }],
  ])("%s or better", (letter, ceilings) => {
    expect(letterCeilings(letter)).toEqual(ceilings);
  });

  it("every performance at a ceiling has that letter or better, one step above has a worse one", () => {
    for (const letter of ["A", "B", "C", "D", "E"]) {
      const ceilings = letterCeilings(letter);
      for (const region of ["flanders", "brussels", "wallonia"] as const) {
        const at = energyLabel(region, ceilings[region]);
        const above = energyLabel(region, ceilings[region] + 0.1);
        expect((at ?? "?").charAt(0) <= letter, `${region} ${letter} at`).toBe(true);
        expect((above ?? "").charAt(0) > letter, `${region} ${letter} above`).toBe(true);
      }
    }
  });
});
