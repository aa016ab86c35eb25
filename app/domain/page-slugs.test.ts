import { describe, expect, it } from "vitest";
import { effectiveSegments, isPathSegment, reservedSegments, segmentFromInput, segmentProblems } from "./page-slugs.ts";

describe("isPathSegment", () => {
  it.each([
    ["over-ons", true],
    ["onze-werkwijze", true],
    ["2026", true],
    ["a", true],
    ["appartement-3-slaapkamers", true],
    ["", false],
    ["Over-ons", false],
    ["over ons", false],
    ["over--ons", false],
    ["-over-ons", false],
    ["over-ons-", false],
    ["über-uns", false],
    ["over_ons", false],
    ["over/ons", false],
    ["..", false],
    ["a".repeat(80), true],
    ["a".repeat(81), false],
  ])("%j -> %s", (value, expected) => {
    expect(isPathSegment(value)).toBe(expected);
  });
});

describe("segmentFromInput", () => {
  it.each([
    ["", "Onze werkwijze", "nl", "onze-werkwijze"],
    ["", "Über uns", "de", "ueber-uns"],
    ["", "À propos!", "fr", "a-propos"],
    ["  eigen-pad  ", "Titel", "nl", "eigen-pad"],
    // Typed text is kept as typed: the rules then refuse it with a reason.
    ["Eigen Pad", "Titel", "nl", "Eigen Pad"],
    ["", "", "nl", ""],
  ] as const)("%j with title %j in %s -> %j", (typed, title, language, expected) => {
    expect(segmentFromInput(typed, title, language)).toBe(expected);
  });
});

describe("reservedSegments", () => {
  it("holds every first segment the route table answers in that language, and the preview", () => {
    expect(reservedSegments("nl")).toEqual(expect.any(Set));
    for (const segment of ["te-koop", "te-huur", "projecten", "contact", "team", "login", "bedankt", "preview"]) {
      expect(reservedSegments("nl").has(segment), segment).toBe(true);
    }
    expect(reservedSegments("de").has("zu-verkaufen")).toBe(true);
    expect(reservedSegments("de").has("kontakt")).toBe(true);
    expect(reservedSegments("nl").has("over-ons")).toBe(false);
  });
});

describe("effectiveSegments", () => {
  it("takes each language's own segment, else the default language's, else any", () => {
    expect(effectiveSegments({ nl: "over-ons", de: "ueber-uns" }, ["nl", "fr", "en", "de"], "nl")).toEqual({
      nl: "over-ons",
      fr: "over-ons",
      en: "over-ons",
      de: "ueber-uns",
    });
    expect(effectiveSegments({ fr: "a-propos" }, ["nl", "fr"], "nl")).toEqual({ nl: "a-propos", fr: "a-propos" });
    expect(effectiveSegments({}, ["nl"], "nl")).toEqual({ nl: "" });
  });
});

describe("segmentProblems", () => {
  const LANGS = ["nl", "fr", "de"] as const;
  const siblings = [
    { id: 7, segments: { nl: "onze-werkwijze", fr: "notre-methode", de: "unsere-arbeitsweise" } },
    { id: 8, segments: { nl: "vacatures", fr: "vacatures", de: "vacatures" } },
  ];
  it.each([
    ["fine everywhere", { nl: "nieuws", fr: "actualites", de: "neuigkeiten" }, false, {}],
    ["missing in one language", { nl: "nieuws", fr: "", de: "neuigkeiten" }, false, { fr: "missing" }],
    [
      "capitals and spaces",
      { nl: "Nieuws", fr: "les news", de: "neuigkeiten" },
      false,
      { nl: "invalid", fr: "invalid" },
    ],
    [
      "a sibling's segment in that language",
      { nl: "onze-werkwijze", fr: "methode", de: "neuigkeiten" },
      false,
      { nl: "taken" },
    ],
    // Another language's segment of a sibling is free to use: paths differ by their language prefix.
    ["a sibling's segment of another language", { nl: "notre-methode", fr: "x", de: "y" }, false, {}],
    [
      "the route table's, at the top",
      { nl: "te-koop", fr: "a-louer", de: "kontakt" },
      true,
      { nl: "reserved", fr: "reserved", de: "reserved" },
    ],
    ["the route table's, below a page", { nl: "te-koop", fr: "a-louer", de: "kontakt" }, false, {}],
    ["preview, at the top", { nl: "preview", fr: "x", de: "y" }, true, { nl: "reserved" }],
  ] as const)("%s", (_name, segments, topLevel, expected) => {
    expect(segmentProblems(segments, LANGS, siblings, topLevel)).toEqual(expected);
  });
});
