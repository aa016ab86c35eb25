import { describe, expect, it } from "vitest";
import {
  checkColor,
  checkCookieLifetime,
  checkLanguages,
  checkLinkHref,
  checkRetentionMonths,
  checkSoldPageDays,
  checkTimeSlot,
  checkTimeSlots,
  missingDefaultText,
  missingTranslations,
} from "./site-settings-rules.ts";

const ORDER = ["nl", "fr", "en", "de"] as const;

describe("checkLanguages", () => {
  it.each([
    [["de", "nl"], "nl", { ok: true, value: { enabled: ["nl", "de"], defaultLanguage: "nl" } }],
    [["fr"], "fr", { ok: true, value: { enabled: ["fr"], defaultLanguage: "fr" } }],
    [[], "nl", { ok: false, error: "noLanguage" }],
    [["fr", "en"], "nl", { ok: false, error: "defaultNotEnabled" }],
  ] as const)("enabled %j with default %s", (enabled, defaultLanguage, expected) => {
    expect(checkLanguages(enabled, defaultLanguage, ORDER)).toEqual(expected);
  });
});

describe("checkTimeSlot", () => {
  it.each([
    ["10:00-13:00", "10:00-13:00"],
    [" 9.00 - 12.30 ", "09:00-12:30"],
    ["9h00–12h00", "09:00-12:00"],
    ["16:00-19:00", "16:00-19:00"],
  ])("%j is written %j", (input, expected) => {
    expect(checkTimeSlot(input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ["", "required"],
    ["morning", "timeSlot"],
    ["10:00", "timeSlot"],
    ["10:00-13:00-16:00", "timeSlot"],
    ["24:00-25:00", "timeSlot"],
    ["10:60-11:00", "timeSlot"],
    ["13:00-10:00", "timeSlotOrder"],
    ["13:00-13:00", "timeSlotOrder"],
  ])("%j is refused: %s", (input, error) => {
    expect(checkTimeSlot(input)).toEqual({ ok: false, error });
  });

  it("names each bad or repeated slot by its place and keeps the good ones in order", () => {
    const { slots, errors } = checkTimeSlots(["10:00-13:00", "x", "10.00-13.00", "16:00-19:00"]);
    expect(slots).toEqual(["10:00-13:00", "16:00-19:00"]);
    expect([...errors]).toEqual([
      [1, "timeSlot"],
      [2, "timeSlotTwice"],
    ]);
  });
});

describe("cookie lifetime and retention period", () => {
  it.each([
    ["180", { ok: true, value: 180 }],
    ["1", { ok: true, value: 1 }],
    ["395", { ok: true, value: 395 }],
    ["396", { ok: false, error: "cookieLifetime" }],
    ["0", { ok: false, error: "cookieLifetime" }],
    ["12.5", { ok: false, error: "cookieLifetime" }],
    ["-3", { ok: false, error: "cookieLifetime" }],
    ["", { ok: false, error: "required" }],
    // Read as every number of the back office (typed-number.ts): a comma is a decimal comma.
    ["180,0", { ok: true, value: 180 }],
    ["12,5", { ok: false, error: "cookieLifetime" }],
    ["1e2", { ok: false, error: "cookieLifetime" }],
    ["0x10", { ok: false, error: "cookieLifetime" }],
  ])("a consent lifetime of %j days", (input, expected) => {
    expect(checkCookieLifetime(input)).toEqual(expected);
  });

  it.each([
    ["", { ok: true, value: null }],
    [" 24 ", { ok: true, value: 24 }],
    ["120", { ok: true, value: 120 }],
    ["121", { ok: false, error: "retentionMonths" }],
    ["0", { ok: false, error: "retentionMonths" }],
    ["two", { ok: false, error: "retentionMonths" }],
  ])("a retention period of %j months", (input, expected) => {
    expect(checkRetentionMonths(input)).toEqual(expected);
  });

  it.each([
    ["90", { ok: true, value: 90 }],
    ["0", { ok: true, value: 0 }],
    ["730", { ok: true, value: 730 }],
    ["731", { ok: false, error: "soldPageDays" }],
    ["-1", { ok: false, error: "soldPageDays" }],
    ["30,5", { ok: false, error: "soldPageDays" }],
    ["", { ok: false, error: "required" }],
  ])("a sold listing's page kept %j days", (input, expected) => {
    expect(checkSoldPageDays(input)).toEqual(expected);
  });
});

describe("checkLinkHref", () => {
  it.each([
    ["/login/", "/login/"],
    ["https://www.facebook.com/agency", "https://www.facebook.com/agency"],
    ["http://example.be:8080/a?b=c#d", "http://example.be:8080/a?b=c#d"],
    ["tel:02 356 47 80", "tel:023564780"],
    ["tel:+32 2 356 47 80", "tel:+3223564780"],
    ["mailto:info@agency.be", "mailto:info@agency.be"],
  ])("%j leads to %j", (input, expected) => {
    expect(checkLinkHref(input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ["", "required"],
    ["javascript:alert(1)", "href"],
    ["//evil.example/", "href"],
    ["data:text/html,x", "href"],
    ["tel:123", "href"],
    ["mailto:nobody", "href"],
    ["www.agency.be", "href"],
    ['/a" onclick="x', "href"],
  ])("%j is refused: %s", (input, error) => {
    expect(checkLinkHref(input)).toEqual({ ok: false, error });
  });
});

describe("checkColor", () => {
  it.each([
    ["", { ok: true, value: undefined }],
    ["#1877F2", { ok: true, value: "#1877f2" }],
    ["c13584", { ok: true, value: "#c13584" }],
    ["#fff", { ok: false, error: "color" }],
    ["blue", { ok: false, error: "color" }],
  ])("%j", (input, expected) => {
    expect(checkColor(input)).toEqual(expected);
  });
});

describe("texts per language", () => {
  it.each([
    [{ nl: "", fr: "Bonjour" }, "nl", false, true],
    [{ nl: "Hallo", fr: "" }, "nl", false, false],
    [{ nl: " ", fr: "" }, "nl", false, false],
    [{}, "nl", true, true],
    [{ fr: "Bonjour" }, "fr", true, false],
  ])("%j with default %s (required %s): default text missing %s", (texts, fallback, required, expected) => {
    expect(missingDefaultText(texts, fallback, required)).toBe(expected);
  });

  it("marks the enabled languages without a text another language has", () => {
    expect(missingTranslations({ nl: "Hallo", fr: "", de: " " }, ["nl", "fr", "en", "de"])).toEqual(["fr", "en", "de"]);
    expect(missingTranslations({ de: "Hallo" }, ["nl", "fr"])).toEqual(["nl", "fr"]);
    expect(missingTranslations({ nl: "", fr: "" }, ["nl", "fr"])).toEqual([]);
  });
});
