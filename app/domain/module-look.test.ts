import { describe, expect, it } from "vitest";
import { contrastRatio, inkOn, isModuleClass, readColour } from "./module-look.ts";

describe("readColour", () => {
  it.each([
    ["#16343A", "#16343a"],
    [" #a1b2c3 ", "#a1b2c3"],
    ["red", undefined],
    ["#abc", undefined],
    ["#12345g", undefined],
    ["16343a", undefined],
    ["#16343a; background: url(x)", undefined],
  ])("%j is %j", (typed, colour) => {
    expect(readColour(typed)).toBe(colour);
  });
});

describe("contrastRatio (WCAG)", () => {
  it.each([
    ["#000000", "#ffffff", 21],
    ["#ffffff", "#ffffff", 1],
    ["#767676", "#ffffff", 4.54],
    ["#1f1d1a", "#ffffff", 16.81],
  ])("%s on %s is %d:1", (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 1);
  });
});

describe("inkOn: the text colour that reads on a background, or none", () => {
  it.each([
    ["#ffffff", "dark"],
    ["#f5efe6", "dark"],
    ["#ffd27a", "dark"],
    ["#16343a", "light"],
    ["#a8481f", "light"],
    ["#1a5fb4", "light"],
    // Middle tones: neither dark text nor white reaches 4.5:1.
    ["#808080", undefined],
    ["#e0465a", undefined],
  ])("on %s: %s", (background, ink) => {
    expect(inkOn(background)).toBe(ink);
  });
});

describe("isModuleClass", () => {
  it.each([
    ["module-centered", true],
    ["", true],
    ["hero", false],
    ["module-centered module-framed", false],
  ])("%j: %s", (value, allowed) => {
    expect(isModuleClass(value)).toBe(allowed);
  });
});
