import { describe, expect, it } from "vitest";
import { labelRegion, regionByPostalCode, regionByZip } from "./region.ts";

describe("regionByPostalCode", () => {
  it.each([
    [999, undefined],
    [1000, "brussels"],
    [1299, "brussels"],
    [1300, "wallonia"],
    [1499, "wallonia"],
    [1500, "flanders"],
    [3999, "flanders"],
    [4000, "wallonia"],
    [7999, "wallonia"],
    [8000, "flanders"],
    [9999, "flanders"],
    [10000, undefined],
    [0, undefined],
    [-1500, undefined],
    [1500.5, undefined],
    [Number.NaN, undefined],
    [Number.POSITIVE_INFINITY, undefined],
  ])("%d -> %s", (code, expected) => {
    expect(regionByPostalCode(code)).toBe(expected);
  });
});

describe("regionByZip", () => {
  it.each([
    ["1000", "brussels"],
    [" 1500 ", "flanders"],
    ["1299", "brussels"],
    ["1300", "wallonia"],
    ["1499", "wallonia"],
    ["3999", "flanders"],
    ["4000", "wallonia"],
    ["7999", "wallonia"],
    ["8000", "flanders"],
    ["9999", "flanders"],
    ["0999", undefined],
    ["999", undefined],
    ["10000", undefined],
    ["B-1500", undefined],
    ["15OO", undefined],
    ["1500.0", undefined],
    ["15 00", undefined],
    ["-1500", undefined],
    ["", undefined],
    ["   ", undefined],
    [null, undefined],
    [undefined, undefined],
  ])("%j -> %s", (zip, expected) => {
    expect(regionByZip(zip)).toBe(expected);
  });
});

describe("labelRegion", () => {
  it.each([
    ["1500", 10, "flanders"],
    ["1000", "10", "brussels"],
    ["5000", " 10 ", "wallonia"],
    ["1500", null, "flanders"],
    ["1500", undefined, "flanders"],
    ["1500", "", "flanders"],
    ["L-1234", 50, "luxembourg"],
    ["1500", 50, "luxembourg"],
    [null, "50", "luxembourg"],
    ["1500", 20, undefined],
    ["1500", "1e1", undefined],
    ["1500", "BE", undefined],
    ["99", 10, undefined],
    [null, 10, undefined],
  ])("zip %j, country %j -> %s", (zip, country, expected) => {
    expect(labelRegion(zip, country)).toBe(expected);
  });
});
