import { describe, expect, it } from "vitest";
import { configuredTrackers, TRACKERS, type TrackingIds } from "./cookie-catalogue.ts";
import { declaredCookies, SITE_COOKIES } from "./site-cookies.ts";

const SITE = SITE_COOKIES.map((entry) => entry.name);

describe("which cookies the policy lists for which tracking settings", () => {
  it.each<[string, TrackingIds, string[]]>([
    ["none configured: only the site's own", {}, SITE],
    ["an empty id is none", { analyticsId: "" }, SITE],
    ["an id that could not be real is none", { analyticsId: "G-<script>" }, SITE],
    ["analytics", { analyticsId: "G-TEST123" }, [...SITE, "_ga", "_ga_<id>"]],
    ["tag manager", { tagManagerId: "GTM-ABC1234" }, [...SITE, "_dc_gtm_<id>"]],
    ["ads and the pixel", { adsId: "AW-123456", pixelId: "1234567890" }, [...SITE, "_gcl_au", "_fbp"]],
    [
      "all four",
      { analyticsId: "G-TEST123", tagManagerId: "GTM-ABC1234", adsId: "AW-123456", pixelId: "1234567890" },
      [...SITE, "_ga", "_ga_<id>", "_dc_gtm_<id>", "_gcl_au", "_fbp"],
    ],
  ])("%s", (_name, ids, names) => {
    expect(declaredCookies(ids).map((entry) => entry.name)).toEqual(names);
  });

  it("names only the configured trackers", () => {
    expect(configuredTrackers({ adsId: "AW-123456" }).map((tracker) => tracker.product)).toEqual(["Google Ads"]);
    expect(configuredTrackers({})).toEqual([]);
  });

  it("puts the site's own entries in the necessary category but the recently viewed list (preferences), and no tracker in either", () => {
    const notNecessary = SITE_COOKIES.filter((entry) => entry.category !== "necessary");
    expect(notNecessary.map((entry) => [entry.name, entry.category])).toEqual([["recentlyViewed", "preferences"]]);
    for (const tracker of TRACKERS) {
      expect(tracker.cookies.every((entry) => entry.category === tracker.category)).toBe(true);
      expect(["necessary", "preferences"]).not.toContain(tracker.category);
    }
  });
});
