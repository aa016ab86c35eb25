import { describe, expect, it } from "vitest";
import { foldForSearch, slugify, stripAccents } from "./slug.ts";

describe("stripAccents", () => {
  it.each([
    ["Liège", "Liege"],
    ["Sint-Genesius-Rode", "Sint-Genesius-Rode"],
    ["Écaussinnes", "Ecaussinnes"],
    ["Kortrijk-Dutsel", "Kortrijk-Dutsel"],
    ["Forêt", "Foret"],
    ["Hélécine", "Helecine"],
    ["Ærø", "Æro"],
    ["Łódź", "Lodz"],
    ["Øster", "Oster"],
    ["façade", "facade"],
    ["Ñandú", "Nandu"],
    ["", ""],
  ])("%s -> %s", (input, expected) => {
    expect(stripAccents(input)).toBe(expected);
  });

  it("also strips accents written as combining marks", () => {
    expect(stripAccents("Lie\u0300ge")).toBe("Liege");
  });
});

describe("foldForSearch", () => {
  it.each([
    ["Liège", "liege"],
    ["LIEGE", "liege"],
    [" Liège ", "liege"],
    ["Sint-Genesius-Rode", "sint-genesius-rode"],
    ["ÉCAUSSINNES", "ecaussinnes"],
    ["Halle  Vilvoorde", "halle  vilvoorde"],
    ["ŁÓDŹ", "lodz"],
  ])("%j -> %j", (input, expected) => {
    expect(foldForSearch(input)).toBe(expected);
  });

  it("gives the same key to accented and plain, upper and lower case", () => {
    expect(foldForSearch("Bruxelles")).toBe(foldForSearch("BRÜXÉLLES".replace("Ü", "U")));
    expect(foldForSearch("Liège")).toBe(foldForSearch("liege"));
  });
});

describe("slugify", () => {
  it.each([
    ["Sint-Pieters-Leeuw", "sint-pieters-leeuw"],
    ["Liège", "liege"],
    ["Villa à Liège!", "villa-a-liege"],
    ["  Ruime villa   met tuin  ", "ruime-villa-met-tuin"],
    ["L'Écluse", "l-ecluse"],
    ["Œuvre & Straße", "oeuvre-strasse"],
    ["Ærø", "aero"],
    ["Appartement 2 slpk. (85 m²)", "appartement-2-slpk-85-m"],
    ["---a---b---", "a-b"],
    ["€ 325.000", "325-000"],
    ["!!!", ""],
    ["", ""],
    ["   ", ""],
    [null, ""],
    [undefined, ""],
    ["日本語", ""],
  ])("%j -> %j", (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it.each([
    // 79 letters, a hyphen at index 79, more: exactly 79 kept; a hyphen at index 80 keeps 80.
    [`${"a".repeat(79)} bbb`, "a".repeat(79)],
    [`${"a".repeat(80)} bbb`, "a".repeat(80)],
    [`${"a".repeat(81)} bbb`, "a".repeat(80)],
    [`${"a".repeat(80)}`, "a".repeat(80)],
    [`${"a".repeat(50)} ${"b".repeat(40)}`, "a".repeat(50)],
    [`${"a".repeat(50)} ${"b".repeat(29)}`, `${"a".repeat(50)}-${"b".repeat(29)}`],
    [`${"a".repeat(50)} ${"b".repeat(30)}`, "a".repeat(50)],
    ["x".repeat(200), "x".repeat(80)],
  ])("cuts %j at a hyphen within 80 characters", (input, expected) => {
    const slug = slugify(input);
    expect(slug).toBe(expected);
    expect(slug.length).toBeLessThanOrEqual(80);
  });

  it.each([
    [10, "ruime"],
    [11, "ruime-villa"],
    [12, "ruime-villa"],
    [0, "ruime-villa-met-tuin"],
    [Number.NaN, "ruime-villa-met-tuin"],
  ])("takes maxLength %d", (maxLength, expected) => {
    expect(slugify("Ruime villa met tuin", maxLength)).toBe(expected);
  });
});

describe("slugify in German", () => {
  it.each([
    ["Renovierungsbedürftiges freistehendes Haus", "renovierungsbeduerftiges-freistehendes-haus"],
    ["Geräumige Doppelhaushälfte in Brüssel", "geraeumige-doppelhaushaelfte-in-bruessel"],
    ["Schöne Wohnung, Straße 5", "schoene-wohnung-strasse-5"],
    ["ÖKO-Haus Über", "oeko-haus-ueber"],
    // Decomposed umlauts (u + combining diaeresis) as some systems send them.
    ["Bru\u0308ssel", "bruessel"],
  ])("%j -> %j", (input, expected) => {
    expect(slugify(input, { language: "de" })).toBe(expected);
  });

  it("leaves the other languages' slugs as they were", () => {
    expect(slugify("Brüssel", { language: "nl" })).toBe("brussel");
    expect(slugify("Geräumige Doppelhaushälfte")).toBe("geraumige-doppelhaushalfte");
  });
});
