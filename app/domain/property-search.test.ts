import { describe, expect, it } from "vitest";
import { matchesSearch, propertyHaystack, searchText } from "./property-search.ts";

const villa = propertyHaystack({
  reference: "REF-512",
  title: "Villa met tuin",
  street: "Sint-Rochusstraat 12",
  city: "Halle",
});
const flat = propertyHaystack({ reference: null, title: "Appartement près du parc", street: null, city: "Liège" });

describe("searchText", () => {
  it.each([
    ["Liège", "liege"],
    ["  REF-512 / Tuin ", "ref 512 tuin"],
    ["ÉÈÊ ç ß", "eee c ß"],
    ["", ""],
  ])("%j becomes %j", (input, expected) => {
    expect(searchText(input)).toBe(expected);
  });
});

describe("matchesSearch", () => {
  it.each([
    ["", villa, true],
    ["halle", villa, true],
    ["HAL", villa, true],
    ["ref-512", villa, true],
    ["512", villa, true],
    ["sint rochus", villa, true],
    ["rochusstraat", villa, true],
    ["straat", villa, false],
    ["tuin halle", villa, true],
    ["tuin liège", villa, false],
    ["alle", villa, false],
    ["liege", flat, true],
    ["Près parc", flat, true],
    ["appartement halle", flat, false],
    ["   ", flat, true],
  ])("%j in %j: %s", (query, haystack, expected) => {
    expect(matchesSearch(haystack, query)).toBe(expected);
  });
});
