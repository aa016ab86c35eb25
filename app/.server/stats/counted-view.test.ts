import { describe, expect, it } from "vitest";
import { href } from "../../i18n/links.ts";
import { keptAgents, type ViewRequest, viewedPropertyId } from "./counted-view.ts";

const BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";

function request(path: string, headers: Record<string, string> = {}, extra: Partial<ViewRequest> = {}): ViewRequest {
  const all: Record<string, string> = { "user-agent": BROWSER, ...headers };
  return { method: "GET", path, header: (name) => all[name], ...extra };
}

describe("viewedPropertyId", () => {
  it("reads the id of a detail page in every language, for sale and for rent", () => {
    expect(viewedPropertyId(request("/nl/te-koop/halle/mooie-woning/338/"))).toBe(338);
    expect(viewedPropertyId(request("/fr/a-vendre/hal/belle-maison/338/"))).toBe(338);
    expect(viewedPropertyId(request("/en/for-rent/halle/flat/412/"))).toBe(412);
    expect(viewedPropertyId(request("/de/zu-vermieten/halle/wohnung/412/"))).toBe(412);
    const built = href("propertyForSale", "fr", { city: "bruxelles", title: "appartement", id: "77" });
    expect(viewedPropertyId(request(built))).toBe(77);
  });

  it("counts a client-side navigation's data request when it loads the detail page", () => {
    expect(viewedPropertyId(request("/nl/te-koop/halle/woning/338.data"))).toBe(338);
    expect(viewedPropertyId(request("/nl/te-koop/halle/woning/338/_.data", {}, { routes: "propertyForSale.nl" }))).toBe(
      338,
    );
    expect(viewedPropertyId(request("/nl/te-koop/halle/woning/338.data", {}, { routes: "root" }))).toBeUndefined();
  });

  it("leaves out other pages, other methods and a property's forms", () => {
    for (const path of [
      "/nl/te-koop/",
      "/nl/te-koop/halle/woning/338",
      "/nl/te-koop/halle/woning/338/bezoek/",
      "/nl/te-koop/halle/338/",
      "/xx/te-koop/halle/woning/338/",
      "/nl/preview/338/",
      "/images/338/",
    ]) {
      expect(viewedPropertyId(request(path)), path).toBeUndefined();
    }
    expect(viewedPropertyId(request("/nl/te-koop/halle/woning/338/", {}, { method: "HEAD" }))).toBeUndefined();
    expect(viewedPropertyId(request("/nl/te-koop/halle/woning/338/", {}, { method: "POST" }))).toBeUndefined();
  });

  it("leaves out robots, requests without a browser, and prefetches", () => {
    const path = "/nl/te-koop/halle/woning/338/";
    const cases: Record<string, string>[] = [
      { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
      {
        "user-agent":
          "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      },
      { "user-agent": "curl/8.5.0" },
      { "user-agent": "" },
      { "sec-purpose": "prefetch" },
      { "sec-purpose": "prefetch;prerender" },
      { purpose: "prefetch" },
      { "x-purpose": "preview" },
      { "x-moz": "prefetch" },
    ];
    for (const headers of cases) {
      expect(viewedPropertyId(request(path, headers)), JSON.stringify(headers)).toBeUndefined();
    }
  });

  it("judges odd User-Agents each time without keeping more than a bounded number of short ones", () => {
    const path = "/nl/te-koop/halle/woning/338/";
    const long = `Mozilla/5.0 (X11; Linux x86_64) ${"x".repeat(12_000)}`;
    const before = keptAgents();
    for (let round = 0; round < 2; round++) {
      expect(viewedPropertyId(request(path, { "user-agent": long }))).toBe(338);
      expect(viewedPropertyId(request(path, { "user-agent": `${long} Googlebot/2.1` }))).toBeUndefined();
    }
    expect(keptAgents()).toEqual(before);
    for (let n = 0; n < 5_000; n++) viewedPropertyId(request(path, { "user-agent": `Mozilla/5.0 (X11; Linux) n${n}` }));
    const kept = keptAgents();
    expect(kept.count).toBeLessThanOrEqual(2_000);
    expect(kept.characters).toBeLessThanOrEqual(2_000 * 512);
  });
});
