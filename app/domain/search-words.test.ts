import { describe, expect, test } from "vitest";
import { referenceKey, referenceNumber, searchKey, twoPartReadings } from "./search-words.ts";

describe("referenceNumber: the listing number of a typed reference", () => {
  test.each([
    ["iz-486", "486"],
    ["iz486", "486"],
    ["iz 486", "486"],
    ["iz - 486", "486"],
    ["#486", "486"],
    ["# 486", "486"],
    ["486", "486"],
    ["  iz-486 ", "486"],
    ["abcde/12", "12"],
    ["iz-0486", "486"],
  ])("%j -> %j", (typed, number) => {
    expect(referenceNumber(typed)).toBe(number);
  });

  test.each([
    "halle",
    "iz-",
    "abcdef-486", // six letters: a word, not an agency's prefix
    "iz-486a",
    "iz-0",
    "1234567890", // past the ids' range
    "huis halle",
    "",
  ])("%j is no reference", (typed) => {
    expect(referenceNumber(typed)).toBeNull();
  });
});

describe("referenceKey: references compared by their letters and digits", () => {
  test.each([
    ["iz-486", "iz486"],
    ["iz 486", "iz486"],
    ["ref/2024-17", "ref202417"],
  ])("%j -> %j", (typed, key) => {
    expect(referenceKey(typed)).toBe(key);
  });

  test.each(["halle", "1500", "", "---"])("%j has no letters and digits both", (typed) => {
    expect(referenceKey(typed)).toBeNull();
  });
});

describe("searchKey", () => {
  test.each([
    ["sint-pieters-leeuw", "sint pieters leeuw"],
    ["  la   louviere ", "la louviere"],
    ["'s-gravenbrakel", "s gravenbrakel"],
  ])("%j -> %j", (typed, key) => {
    expect(searchKey(typed)).toBe(key);
  });
});

describe("twoPartReadings: several words read as two things", () => {
  test("one word has none", () => {
    expect(twoPartReadings("halle")).toEqual([]);
  });

  test("two words, either part first", () => {
    expect(twoPartReadings("huis halle")).toEqual([["huis", "halle"]]);
  });

  test("a town of several words stays whole in one of the readings", () => {
    expect(twoPartReadings("huis sint-pieters-leeuw")).toEqual([
      ["huis", "sint pieters leeuw"],
      ["huis sint", "pieters leeuw"],
      ["huis sint pieters", "leeuw"],
    ]);
  });

  test("a joining word is read with and without", () => {
    expect(twoPartReadings("huis in halle")).toEqual([
      ["huis", "in halle"],
      ["huis", "halle"],
      ["huis in", "halle"],
    ]);
    expect(twoPartReadings("maison a hal")).toContainEqual(["maison", "hal"]);
  });

  test("commas separate words too", () => {
    expect(twoPartReadings("halle, 1500")).toEqual([["halle", "1500"]]);
  });
});
