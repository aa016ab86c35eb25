import { describe, expect, it } from "vitest";
import { isSoldOut, type ProjectStock } from "./sold-out.ts";

describe("isSoldOut", () => {
  const cases: [string, ProjectStock, boolean][] = [
    ["nothing listed yet", { units: 0, unitsGone: 0, constructions: 0, constructionsGone: 0 }, false],
    ["every unit sold or rented", { units: 4, unitsGone: 4, constructions: 0, constructionsGone: 0 }, true],
    ["one unit left (or under option)", { units: 4, unitsGone: 3, constructions: 0, constructionsGone: 0 }, false],
    // The price list decides when there is one, whatever the constructions say.
    [
      "units all gone, a construction still for sale",
      { units: 2, unitsGone: 2, constructions: 3, constructionsGone: 1 },
      true,
    ],
    ["units left, constructions all sold", { units: 2, unitsGone: 1, constructions: 3, constructionsGone: 3 }, false],
    [
      "no price list, every construction sold",
      { units: 0, unitsGone: 0, constructions: 3, constructionsGone: 3 },
      true,
    ],
    ["no price list, one construction left", { units: 0, unitsGone: 0, constructions: 3, constructionsGone: 2 }, false],
  ];
  for (const [name, stock, expected] of cases)
    it(`${name}: ${expected ? "sold out" : "not sold out"}`, () => {
      expect(isSoldOut(stock)).toBe(expected);
    });
});
