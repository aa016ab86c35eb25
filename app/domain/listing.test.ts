import { describe, expect, it } from "vitest";
import {
  isForSale,
  isStartingFromPrice,
  isUnavailable,
  marqueeOf,
  PRICE_UNIT_STARTING_FROM,
  showsAsReference,
  typeIconName,
} from "./listing.ts";

describe("isForSale", () => {
  it.each([
    [0, true],
    [-0, true],
    [1, false],
    [2, false],
    [4, false],
    [-1, false],
    [0.5, false],
    [Number.NaN, false],
  ])("%d -> %s", (goal, expected) => {
    expect(isForSale(goal)).toBe(expected);
  });
});

describe("marqueeOf and isUnavailable", () => {
  it.each([
    [0, "none", false],
    [1, "new", false],
    [2, "option", false],
    [3, "sold", true],
    [4, "rented", true],
    [5, "none", false],
    [-1, "none", false],
    [3.5, "none", false],
    [Number.NaN, "none", false],
    [null, "none", false],
    [undefined, "none", false],
  ])("%s -> %s, unavailable %s", (code, marquee, unavailable) => {
    expect(marqueeOf(code)).toBe(marquee);
    expect(isUnavailable(code)).toBe(unavailable);
  });
});

describe("showsAsReference", () => {
  const now = new Date("2026-12-03T12:00:00Z");
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  it.each([
    ["sold, archived yesterday", 3, daysAgo(1), 90, true],
    ["rented, archived 89 days ago", 4, daysAgo(89), 90, true],
    ["sold, archived just under 90 days ago", 3, new Date(daysAgo(90).getTime() + 1), 90, true],
    ["sold, archived 90 days ago to the millisecond", 3, daysAgo(90), 90, false],
    ["sold, archived a year ago", 3, daysAgo(365), 90, false],
    ["sold, the agency keeps no reference pages", 3, daysAgo(0), 0, false],
    ["sold, not archived (its page is the listing's own)", 3, null, 90, false],
    ["under offer, archived", 2, daysAgo(1), 90, false],
    ["no banner, archived", 0, daysAgo(1), 90, false],
    ["no marquee at all, archived", null, daysAgo(1), 90, false],
  ])("%s -> %s", (_case, marquee, archivedAt, days, expected) => {
    expect(showsAsReference({ marquee, archivedAt }, days, now)).toBe(expected);
  });
});

describe("isStartingFromPrice", () => {
  it.each([
    [7, true],
    [PRICE_UNIT_STARTING_FROM, true],
    [0, false],
    [1, false],
    [6, false],
    [8, false],
    [null, false],
    [undefined, false],
  ])("%s -> %s", (unit, expected) => {
    expect(isStartingFromPrice(unit)).toBe(expected);
  });
});

describe("typeIconName", () => {
  it.each([
    [1, "residential"],
    [2, "default"],
    [3, "building"],
    [4, "land"],
    [5, "default"],
    [6, "retail"],
    [7, "default"],
    [8, "default"],
    [9, "building"],
    [0, "default"],
    [10, "default"],
    [-1, "default"],
    [1.5, "default"],
    [Number.NaN, "default"],
    [null, "default"],
    [undefined, "default"],
  ])("%s -> %s", (webId, expected) => {
    expect(typeIconName(webId)).toBe(expected);
  });
});
