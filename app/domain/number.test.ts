import { describe, expect, it } from "vitest";
import { toFiniteNumber } from "./number.ts";

describe("toFiniteNumber", () => {
  it.each([
    [0, 0],
    [-0.5, -0.5],
    [245, 245],
    ["245", 245],
    [" 245 ", 245],
    ["-3.5", -3.5],
    ["+7", 7],
    ["245,5", 245.5],
    [".5", 0.5],
    [",5", 0.5],
    ["1.250", 1.25],
  ])("reads %j as %j", (input, expected) => {
    expect(toFiniteNumber(input)).toBe(expected);
  });

  it.each([
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [Number.NEGATIVE_INFINITY],
    [""],
    ["   "],
    ["abc"],
    ["12abc"],
    ["1.250.000"],
    ["1 250"],
    ["1e3"],
    ["0x10"],
    ["Infinity"],
    ["5."],
    [null],
    [undefined],
    [true],
    [[5]],
    [{ valueOf: () => 5 }],
    [5n],
  ])("refuses %s", (input) => {
    expect(toFiniteNumber(input)).toBeUndefined();
  });
});
