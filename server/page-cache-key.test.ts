import { describe, expect, it } from "vitest";
import { pageCacheKey } from "./page-cache-key.ts";

describe("pageCacheKey", () => {
  it.each([
    ["/nl/te-koop/", "/nl/te-koop/"],
    ["/nl/te-koop/?foo=bar", "/nl/te-koop/"],
    ["/fr/a-louer/?page=1&view=grid&sort=newest", "/fr/a-louer/"],
    ["/en/for-sale/?sort=city", "/en/for-sale/?sort=city"],
    ["/de/zu-verkaufen/?page=2&city=Halle&x=1", "/de/zu-verkaufen/?city=Halle&page=2"],
    ["/nl/te-huur/?type=&city=&priceMin=&bedrooms=2", "/nl/te-huur/?bedrooms=2"],
  ])("gives the list %s the key of its own state: %s", (target, key) => {
    expect(pageCacheKey(target)).toBe(key);
  });

  it("gives no key to a list query the list refuses (a 400)", () => {
    expect(pageCacheKey("/nl/te-koop/?page=abc")).toBeUndefined();
  });

  it("gives no key to a list query with a filter read another way or left out: its page says so beside the field", () => {
    expect(pageCacheKey("/nl/te-koop/?type=1&type=2")).toBeUndefined();
    expect(pageCacheKey("/nl/te-koop/?priceMax=400.000")).toBeUndefined();
    expect(pageCacheKey("/nl/te-koop/?priceMin=abc&city=Halle")).toBeUndefined();
    expect(pageCacheKey("/nl/te-koop/?priceMin=500000&priceMax=300000")).toBeUndefined();
    // As the list writes it, a box sent as "on", or an empty field: the kept page.
    expect(pageCacheKey("/nl/te-koop/?priceMax=400000&garden=on&priceMin=")).toBe(
      "/nl/te-koop/?priceMax=400000&garden=1",
    );
  });

  it("drops the campaign tags only the browser reads from any other page", () => {
    expect(pageCacheKey("/nl/?utm_source=newsletter&utm_medium=email&gclid=1&fbclid=2")).toBe("/nl/");
    expect(pageCacheKey("/nl/contact/?")).toBe("/nl/contact/");
  });

  it("gives no key to another page asked with a parameter it might read", () => {
    expect(pageCacheKey("/nl/?foo=bar")).toBeUndefined();
    expect(pageCacheKey("/nl/contact/?utm_source=a&next=/admin/")).toBeUndefined();
    // Only the list paths themselves read the list's parameters.
    expect(pageCacheKey("/nl/te-koop/halle/villa/12/?page=2")).toBeUndefined();
  });

  it("keeps 1000 made-up queries of a list to one key", () => {
    const keys = new Set(Array.from({ length: 1000 }, (_, n) => pageCacheKey(`/nl/te-koop/?q${n}=${n}`)));
    expect([...keys]).toEqual(["/nl/te-koop/"]);
  });
});
