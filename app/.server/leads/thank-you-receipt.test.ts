import { describe, expect, it } from "vitest";
import { leadOfReceipt, leadReceipt } from "./thank-you-receipt.ts";

const SECRET = "a-secret-of-the-site-long-enough-for-tests";

describe("a thank-you receipt", () => {
  it("names its lead", () => {
    expect(leadOfReceipt(SECRET, leadReceipt(SECRET, 123))).toBe(123);
    expect(leadOfReceipt(SECRET, leadReceipt(SECRET, 2_147_483_647))).toBe(2_147_483_647);
  });

  it("names no lead once its id is changed", () => {
    const [, signed] = leadReceipt(SECRET, 123).split(".");
    expect(leadOfReceipt(SECRET, `124.${signed}`)).toBeUndefined();
    expect(leadOfReceipt(SECRET, `0123.${signed}`)).toBeUndefined();
  });

  it("names no lead under another secret", () => {
    expect(leadOfReceipt("another-secret", leadReceipt(SECRET, 123))).toBeUndefined();
  });

  it.each([
    ["nothing", null],
    ["an empty value", ""],
    ["an id alone", "123"],
    ["a short signature", `123.${"a".repeat(21)}`],
    ["a long signature", `${leadReceipt(SECRET, 123)}a`],
    ["a forged signature", `123.${"a".repeat(22)}`],
    ["a zero", `0.${"a".repeat(22)}`],
    ["an id beyond an integer column", leadReceipt(SECRET, 9_999_999_999)],
    ["a negative id", `-1.${"a".repeat(22)}`],
    ["a word", "receipt"],
  ])("names no lead with %s", (_, receipt) => {
    expect(leadOfReceipt(SECRET, receipt)).toBeUndefined();
  });
});
