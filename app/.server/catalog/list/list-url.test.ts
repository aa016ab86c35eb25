import { describe, expect, it } from "vitest";
import type { ListQuery } from "../../../shared/list-state.ts";
import { parseListUrl } from "./list-url.ts";

const base: ListQuery = { sort: "newest", view: "grid", page: 1 };

function read(text: string) {
  return parseListUrl(new URLSearchParams(text));
}

describe("parseListUrl: numbers as the visitor typed them", () => {
  it.each([
    ["priceMax=400.000", { priceMax: 400_000 }],
    ["priceMax=400+000", { priceMax: 400_000 }],
    ["priceMax=400000", { priceMax: 400_000 }],
    ["priceMin=%E2%82%AC+250.000&priceMax=400.000", { priceMin: 250_000, priceMax: 400_000 }],
    // Cents are no filter: the list's links write whole euros.
    ["priceMin=199.999,60", { priceMin: 200_000 }],
    ["areaMin=92,5", { areaMin: 92.5 }],
    // The list's own links write a fraction with a point.
    ["areaMin=92.5", { areaMin: 92.5 }],
    ["plotMin=1.250", { plotMin: 1250 }],
    ["plotMin=1+250+m%C2%B2", { plotMin: 1250 }],
  ])("reads %j", (text, expected) => {
    expect(read(text)).toEqual({ ok: true, query: { ...base, ...expected } });
  });
});

describe("parseListUrl: a filter it cannot read is left out, the others apply", () => {
  it.each([
    // "400,000": € 400 or € 400.000? Never guessed.
    ["city=Halle&priceMax=400,000", { city: "Halle" }],
    ["city=Halle&priceMax=abc", { city: "Halle" }],
    ["priceMin=1e3&bedrooms=2", { bedrooms: 2 }],
    ["areaMin=-5&garden=1", { garden: true }],
    ["areaMin=2000000&garden=1", { garden: true }],
    ["type=1&type=2&city=Halle", { city: "Halle" }],
    ["city=<script>&type=1", { type: 1 }],
    ["energy=Z&terrace=1", { terrace: true }],
    ["garden=yes&bedrooms=abc&energy=C", { energy: "C" }],
    // A range the wrong way round: neither bound, the other filters still.
    ["city=Halle&priceMin=500.000&priceMax=300.000", { city: "Halle" }],
    ["bedrooms=3&bedroomsMax=2&type=1", { type: 1 }],
  ])("reads %j as only what it can read", (text, expected) => {
    expect(read(text)).toEqual({ ok: true, query: { ...base, ...expected } });
  });

  it("keeps a range whose bounds are equal", () => {
    expect(read("priceMin=300.000&priceMax=300000")).toEqual({
      ok: true,
      query: { ...base, priceMin: 300_000, priceMax: 300_000 },
    });
  });
});

describe("parseListUrl: a page it cannot read is still refused", () => {
  it.each(["page=0", "page=-1", "page=1.5", "page=abc", "page=2&page=3"])("refuses %j", (text) => {
    expect(read(text).ok).toBe(false);
  });
});

describe("parseListUrl: the area drawn on the map", () => {
  it.each([
    ["area=50.87_4.3_50.87_4.4_50.8_4.4", "50.87_4.3_50.87_4.4_50.8_4.4"],
    // Typed by hand, the site's own way back.
    ["area=50.870,4.30;50.87,4.4;50.8,4.4", "50.87_4.3_50.87_4.4_50.8_4.4"],
  ])("reads %j", (text, area) => {
    expect(read(`${text}&type=1`)).toEqual({ ok: true, query: { ...base, type: 1, area } });
  });

  it.each([["area=50.87_4.3_50.87_4.4"], ["area=91_4.3_50.87_4.4_50.8_4.4"], [`area=${"50.1_4.1_".repeat(30)}`]])(
    "leaves out %j and keeps the other filters",
    (text) => {
      expect(read(`${text}&type=1&view=map`)).toEqual({ ok: true, query: { ...base, type: 1, view: "map" } });
    },
  );
});
