import { describe, expect, it } from "vitest";
import { formatPhone, telHref } from "./phone.ts";

describe("formatPhone", () => {
  it.each([
    // Ten digits: 4-2-2-2.
    ["0470123456", "0470 12 34 56"],
    ["0470/12.34.56", "0470 12 34 56"],
    [" 0470 12 34 56 ", "0470 12 34 56"],
    ["(0470) 12-34-56", "0470 12 34 56"],
    // Nine digits: 3-2-2-2 for a two-digit zone...
    ["053214365", "053 21 43 65"],
    ["016/22.33.44", "016 22 33 44"],
    // ...and 2-3-2-2 for the one-digit zones 02, 03, 04, 09 (not 021 23 45 67).
    ["021234567", "02 123 45 67"],
    ["02 123 45 67", "02 123 45 67"],
    ["02/123.45.67", "02 123 45 67"],
    ["023564780", "02 356 47 80"],
    ["03 231 00 00", "03 231 00 00"],
    ["04/223.11.22", "04 223 11 22"],
    ["092251122", "09 225 11 22"],
    // Other lengths: the input exactly as given.
    // International numbers: as written, even with ten digits.
    ["+32 2 123 45 67", "+32 2 123 45 67"],
    [" +3221234567", " +3221234567"],
    ["003221234567", "003221234567"],
    ["0032 470 123 456", "0032 470 123 456"],
    ["+32 470 12 34 56", "+32 470 12 34 56"],
    ["02123456", "02123456"],
    ["04701234567", "04701234567"],
    ["112", "112"],
    ["call us", "call us"],
    ["", ""],
    [null, ""],
    [undefined, ""],
  ])("%j -> %j", (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });
});

describe("telHref", () => {
  it.each([
    ["0470 12 34 56", "tel:0470123456"],
    ["+32 2 123 45 67", "tel:+3221234567"],
    [" +32 (0)2 123 45 67", "tel:+32021234567"],
    ["0032 2 123 45 67", "tel:003221234567"],
    ['02 123" onclick="alert(1)', "tel:021231"],
    ["javascript:alert(1)", "tel:1"],
    ["32+470", "tel:32470"],
  ])("%j -> %j", (input, expected) => {
    expect(telHref(input)).toBe(expected);
  });

  it.each([[""], ["   "], ["call us"], ["+"], [null], [undefined]])("%j has no href", (input) => {
    expect(telHref(input)).toBeUndefined();
  });
});
