import { describe, expect, it } from "vitest";
import { PHONE_ROWS } from "./contact-match.fixture.ts";
import { e164Phone, matchingEmail, matchingName, phoneAsWritten, phoneSearchDigits } from "./contact-match.ts";

describe("e164Phone", () => {
  it.each(PHONE_ROWS)("%j -> %j", (typed, expected) => {
    expect(e164Phone(typed)).toBe(expected);
  });

  it.each([[null], [undefined], [480123456], [{}]])("%j is no number", (typed) => {
    expect(e164Phone(typed)).toBeNull();
  });
});

describe("phoneAsWritten", () => {
  it.each([
    ["+32480123456", "0480 12 34 56"],
    ["+3225123456", "02 512 34 56"],
    ["+3253214365", "053 21 43 65"],
    ["+31612345678", "+31612345678"],
  ])("%j -> %j", (e164, written) => {
    expect(phoneAsWritten(e164)).toBe(written);
  });
});

describe("phoneSearchDigits", () => {
  it.each([
    ["0480", "32480"],
    ["0480 12", "3248012"],
    ["0480/12.34.56", "32480123456"],
    ["+32 480", "32480"],
    ["0032 480", "32480"],
    ["12 34 56", "123456"],
    ["(02) 512", "322512"],
    ["+31 6 1234", "3161234"],
  ])("%j searches %j", (query, digits) => {
    expect(phoneSearchDigits(query)).toBe(digits);
  });

  it.each([["048"], ["12"], ["Peeters"], ["Kerkstraat 12"], ["an@example.be"], [""], ["+"]])(
    "%j is no phone search",
    (query) => {
      expect(phoneSearchDigits(query)).toBeNull();
    },
  );

  it("finds the number a request was typed with, typed another way", () => {
    const stored = e164Phone("+32 480 12 34 56") ?? "";
    for (const query of ["0480", "0480 12 34 56", "0032480", "480 12"])
      expect(stored.includes(phoneSearchDigits(query) ?? "-")).toBe(true);
  });
});

describe("matchingEmail", () => {
  it.each([
    ["an@example.be", "an@example.be"],
    ["  An.Peeters@Example.BE ", "an.peeters@example.be"],
    ["AN+HUIS@EXAMPLE.BE", "an+huis@example.be"],
  ])("%j -> %j", (typed, expected) => {
    expect(matchingEmail(typed)).toBe(expected);
  });

  it.each([[""], ["an"], ["an@example"], ["an @example.be"], ["<an@example.be>"], [null], [42]])(
    "%j is no address",
    (typed) => {
      expect(matchingEmail(typed)).toBeNull();
    },
  );
});

describe("matchingName", () => {
  it.each([
    ["An Peeters", "an peeters"],
    ["Peeters, An", "an peeters"],
    ["  AN   PÉETERS ", "an peeters"],
    ["Mehdi El Amrani", "amrani el mehdi"],
    ["Zoë Dubois-Lambert", "dubois lambert zoe"],
    ["", ""],
    [null, ""],
  ])("%j -> %j", (name, expected) => {
    expect(matchingName(name)).toBe(expected);
  });
});
