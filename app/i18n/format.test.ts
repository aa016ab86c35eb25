import { describe, expect, it } from "vitest";
import {
  co2Unit,
  energyUnit,
  formatArea,
  formatCo2,
  formatEnergy,
  formatNumber,
  formatPhone,
  formatPrice,
  NBSP,
} from "./format.ts";
import { LANGUAGES, type Language } from "./languages.ts";

describe("formatPrice", () => {
  it.each([
    [325000, "€\u00a0325.000"],
    [-1250, "€\u00a0-1.250"],
    [1250.5, "€\u00a01.250,50"],
    [1250.05, "€\u00a01.250,05"],
    [1250.555, "€\u00a01.250,56"],
    [1250.001, "€\u00a01.250"],
    [1249.999, "€\u00a01.250"],
    [0, "€\u00a00"],
    [-0, "€\u00a00"],
    [-0.001, "€\u00a00"],
    [0.5, "€\u00a00,50"],
    [-0.5, "€\u00a0-0,50"],
    [999, "€\u00a0999"],
    [1000, "€\u00a01.000"],
    [1234567, "€\u00a01.234.567"],
    [-1234567.89, "€\u00a0-1.234.567,89"],
    [950, "€\u00a0950"],
    ["325000", "€\u00a0325.000"],
    [" 1250.5 ", "€\u00a01.250,50"],
    ["1250,5", "€\u00a01.250,50"],
  ])("%j -> %j", (value, expected) => {
    expect(formatPrice(value, "nl")).toBe(expected);
  });

  it("puts the euro sign where each language writes it, with the one grouping", () => {
    const written = (language: Language) =>
      [325000, -1250, 1250.5].map((value) => formatPrice(value, language).replaceAll(NBSP, " "));
    expect(written("nl")).toEqual(["€ 325.000", "€ -1.250", "€ 1.250,50"]);
    expect(written("en")).toEqual(["€ 325.000", "€ -1.250", "€ 1.250,50"]);
    expect(written("fr")).toEqual(["325.000 €", "-1.250 €", "1.250,50 €"]);
    expect(written("de")).toEqual(["325.000 €", "-1.250 €", "1.250,50 €"]);
  });

  it.each([
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [Number.NEGATIVE_INFINITY],
    [""],
    ["  "],
    ["abc"],
    ["€ 325.000"],
    ["1.250.000"],
    [null],
    [undefined],
    [{}],
    [[325000]],
    [true],
  ])("%s -> NaN (SPEC.md section 8)", (value) => {
    for (const language of LANGUAGES) expect(formatPrice(value, language)).toBe("NaN");
  });

  it("uses exactly one no-break space and ASCII separators", () => {
    const text = formatPrice(-1234567.5, "fr");
    expect(text).toBe(`-1.234.567,50${NBSP}€`);
    expect(text.split(NBSP)).toHaveLength(2);
    expect(text).not.toMatch(/[\u202f\u2212 ]/);
  });
});

describe("formatNumber", () => {
  it.each([
    [0, "0"],
    [-0, "0"],
    [7, "7"],
    [999, "999"],
    [1000, "1.000"],
    [-1000, "-1.000"],
    [1234567.891, "1.234.567,89"],
    [1234567.5, "1.234.567,5"],
    [0.005, "0,01"],
    [-0.001, "0"],
    ["12,5", "12,5"],
  ])("%j -> %j", (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });

  it.each([
    [0, "1.235"],
    [1, "1.234,6"],
    [3, "1.234,568"],
    [-2, "1.235"],
    [10, "1.234,5678"],
    [Number.NaN, "1.234,57"],
  ])("maximumFractionDigits %d", (digits, expected) => {
    expect(formatNumber(1234.5678, "nl", { maximumFractionDigits: digits })).toBe(expected);
  });

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY], [""], ["abc"], [null], [undefined]])("%s -> NaN", (value) => {
    expect(formatNumber(value)).toBe("NaN");
  });
});

describe("formatArea", () => {
  it.each([
    [145, "145\u00a0m²"],
    [1250, "1.250\u00a0m²"],
    [92.5, "92,5\u00a0m²"],
    [0, "0\u00a0m²"],
    ["85", "85\u00a0m²"],
  ])("%j -> %j", (value, expected) => {
    expect(formatArea(value)).toBe(expected);
    expect(formatArea(value, "fr")).toBe(expected);
  });

  it.each([[Number.NaN], [""], ["abc"], [null], [undefined]])("%s -> empty", (value) => {
    expect(formatArea(value)).toBe("");
  });
});

describe("energy units", () => {
  it.each([
    ["nl", "kWh/m²/jaar", "kg CO₂/m²/jaar"],
    ["fr", "kWh/m²/an", "kg CO₂/m²/an"],
    ["en", "kWh/m² per year", "kg CO₂/m² per year"],
    ["de", "kWh/m²/Jahr", "kg CO₂/m²/Jahr"],
  ] as const)("%s: %s, %s", (language, energy, co2) => {
    expect(energyUnit(language)).toBe(energy);
    expect(co2Unit(language)).toBe(co2);
    expect(formatEnergy(245, language)).toBe(`245\u00a0${energy}`);
    expect(formatEnergy(1234.5, language)).toBe(`1.234,5\u00a0${energy}`);
    expect(formatCo2(38, language)).toBe(`38\u00a0${co2}`);
    expect(formatCo2(-2.25, language)).toBe(`-2,25\u00a0${co2}`);
  });

  it("defaults to Dutch", () => {
    expect(formatEnergy(245)).toBe("245\u00a0kWh/m²/jaar");
    expect(formatCo2(38)).toBe("38\u00a0kg CO₂/m²/jaar");
  });

  it.each([[Number.NaN], [""], ["abc"], [null], [undefined]])("%s -> empty", (value) => {
    expect(formatEnergy(value, "nl")).toBe("");
    expect(formatCo2(value, "fr")).toBe("");
  });
});

describe("formatPhone (re-exported)", () => {
  it.each([
    ["0470123456", "0470 12 34 56"],
    ["021234567", "02 123 45 67"],
    ["053214365", "053 21 43 65"],
    ["+32 2 123 45 67", "+32 2 123 45 67"],
  ])("%s -> %s", (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });
});

describe("numbers written out by the module", () => {
  /** What Intl writes for the same number with the site's separators: the rounding the site had. */
  const formats = new Map<string, Intl.NumberFormat>();
  function intl(value: number, minimumFractionDigits: number, maximumFractionDigits: number): string {
    const key = `${minimumFractionDigits}-${maximumFractionDigits}`;
    const format =
      formats.get(key) ??
      new Intl.NumberFormat("nl-BE", { minimumFractionDigits, maximumFractionDigits, signDisplay: "negative" });
    formats.set(key, format);
    return format
      .formatToParts(value)
      .map((part) =>
        part.type === "group" ? "." : part.type === "decimal" ? "," : part.type === "minusSign" ? "-" : part.value,
      )
      .join("");
  }

  const edges = [
    0,
    -0,
    1,
    -1,
    0.5,
    1.5,
    2.5,
    -2.5,
    1.005,
    1.255,
    0.125,
    2.675,
    8.345,
    0.045,
    0.994,
    0.995,
    9.999,
    999.995,
    99999.5,
    1234567.5,
    -1234567.891,
    0.0000001,
    4.5e-7,
    1e21,
    1.5e22,
    123456789.125,
    -0.004,
    -0.005,
    1e-10,
    Number.MAX_SAFE_INTEGER,
    0.1 + 0.2,
  ];
  // Amounts, areas and energy figures of every size, with up to six decimals, both signs.
  const spread = Array.from({ length: 4000 }, (_, index) => {
    const magnitude = 10 ** ((index % 16) - 6);
    const value = Math.sin(index * 12.9898) * 43758.5453 * magnitude;
    return index % 3 === 0 ? Math.round(value * 1000) / 1000 : value;
  });

  it("rounds, groups and signs every number as Intl.NumberFormat does, for every number of decimals", () => {
    for (const maximum of [0, 1, 2, 3, 6]) {
      for (const value of [...edges, ...spread]) {
        expect(formatNumber(value, "nl", { maximumFractionDigits: maximum }), `${value}, at most ${maximum}`).toBe(
          intl(value, 0, maximum),
        );
      }
    }
    for (const value of [...edges, ...spread])
      expect(formatPrice(value, "nl"), String(value)).toMatch(/^€\u00a0-?[\d.]+(,\d\d)?$/);
  });

  it("keeps two decimals for cents as Intl did with a minimum of two", () => {
    for (const value of [1250.5, 0.1, -0.01, 1.005, 999999.999, 12.3456]) {
      const cents = Math.round(Math.abs(value) * 100) % 100 !== 0;
      expect(formatPrice(value, "nl"), String(value)).toBe(`€\u00a0${cents ? intl(value, 2, 2) : intl(value, 0, 0)}`);
    }
  });
});
