import { describe, expect, it } from "vitest";
import { type DemandCriteria, type MatchFacts, matchesDemand } from "./demand-match.ts";

const anything: DemandCriteria = { goal: 0, typeWebIds: [], regions: [] };
const house: MatchFacts = {
  goal: 0,
  typeWebId: 1,
  zip: "4000",
  cityNames: ["Luik", "Liège"],
  price: 300_000,
  bedrooms: 3,
  garages: 1,
  parkings: 2,
  marquee: 0,
};

describe("matchesDemand", () => {
  it.each<[string, Partial<DemandCriteria>, Partial<MatchFacts>, boolean]>([
    ["an open demand matches any property of its goal", {}, {}, true],
    ["sale does not match rent", { goal: 1 }, {}, false],
    ["rent does not match sale", {}, { goal: 1 }, false],
    ["any non-zero goal is rent", { goal: 1 }, { goal: 2 }, true],
    ["sold never matches", {}, { marquee: 3 }, false],
    ["rented never matches", { goal: 1 }, { goal: 1, marquee: 4 }, false],
    ["new and option still match", {}, { marquee: 2 }, true],
    ["type in the list", { typeWebIds: [2, 1] }, {}, true],
    ["type not in the list", { typeWebIds: [2] }, {}, false],
    ["postal code", { regions: ["1000", "4000"] }, {}, true],
    ["postal code typed with spaces", { regions: [" 4000 "] }, {}, true],
    ["other postal code", { regions: ["4020"] }, {}, false],
    ["city name without accent or case", { regions: ["LIEGE"] }, {}, true],
    ["city name in another language", { regions: ["luik"] }, {}, true],
    ["other city", { regions: ["Namur"] }, {}, false],
    ["a city name is not a prefix search", { regions: ["Lie"] }, {}, false],
    ["blank regions mean anywhere", { regions: ["  "] }, {}, true],
    ["price within the budget", { budgetMin: 300_000, budgetMax: 300_000 }, {}, true],
    ["price under the budget minimum", { budgetMin: 300_001 }, {}, false],
    ["price over the budget maximum", { budgetMax: 299_999 }, {}, false],
    ["unknown price passes the budget", { budgetMin: 1, budgetMax: 2 }, { price: null }, true],
    ["bedrooms within bounds", { bedroomsMin: 3, bedroomsMax: 3 }, {}, true],
    ["too few bedrooms", { bedroomsMin: 4 }, {}, false],
    ["too many bedrooms", { bedroomsMax: 2 }, {}, false],
    ["unknown bedrooms pass", { bedroomsMin: 4 }, { bedrooms: null }, true],
    ["enough garages", { garagesMin: 1 }, {}, true],
    ["too few garages", { garagesMin: 2 }, {}, false],
    ["unknown garages count as none", { garagesMin: 1 }, { garages: null }, false],
    ["garagesMin 0 asks nothing", { garagesMin: 0 }, { garages: null }, true],
    ["enough parkings", { parkingsMin: 2 }, {}, true],
    ["too few parkings", { parkingsMin: 3 }, {}, false],
    ["unknown parkings count as none", { parkingsMin: 1 }, { parkings: null }, false],
  ])("%s", (_name, criteria, facts, expected) => {
    expect(matchesDemand({ ...anything, ...criteria }, { ...house, ...facts })).toBe(expected);
  });
});
