import { describe, expect, it } from "vitest";
import {
  asksToClear,
  clearChoice,
  grants,
  isPreviewPath,
  makeChoice,
  pageViewLocation,
  readChoice,
  signalsOf,
  storeChoice,
  utmParameters,
} from "./consent-choice.ts";

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => {
      map.delete(key);
    },
    setItem: (key, value) => {
      map.set(key, String(value));
    },
  };
}

const NOW = new Date("2026-11-22T12:00:00Z");

describe("the consent choice", () => {
  it("keeps its random id when the choice changes, and makes one when there is none", () => {
    const first = makeChoice([], 180);
    expect(first.consentId).toMatch(/^[0-9a-f-]{36}$/);
    expect(makeChoice(["analytics"], 180, { consentId: first.consentId }).consentId).toBe(first.consentId);
    expect(makeChoice([], 180, { consentId: "not-a-uuid" }).consentId).not.toBe("not-a-uuid");
  });

  it("always includes strictly necessary, in a fixed order", () => {
    expect(makeChoice([], 180, { now: NOW }).granted).toEqual(["necessary"]);
    expect(makeChoice(["social", "analytics"], 180, { now: NOW }).granted).toEqual([
      "necessary",
      "analytics",
      "social",
    ]);
  });

  it.each([
    [[], { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" }],
    [
      ["analytics"],
      { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "granted" },
    ],
    [
      ["marketing"],
      { ad_storage: "granted", ad_user_data: "granted", ad_personalization: "granted", analytics_storage: "denied" },
    ],
    [
      ["social", "unclassified"],
      { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" },
    ],
  ] as const)("maps %j to Consent Mode signals", (granted, signals) => {
    expect(signalsOf(makeChoice(granted, 180, { now: NOW }))).toEqual(signals);
  });

  it("denies everything while undecided", () => {
    expect(Object.values(signalsOf(undefined))).toEqual(["denied", "denied", "denied", "denied"]);
  });

  it("is stored under the keys of SPEC.md and read back until it lapses", () => {
    const storage = memoryStorage();
    storeChoice(
      storage,
      makeChoice(["analytics"], 30, { now: NOW, consentId: "0b9e3c4e-8d0c-4b8e-9f3a-2a1d5c6e7f80" }),
    );
    expect(storage.getItem("consentAnalyticsStorage")).toBe("true");
    expect(storage.getItem("consentAdStorage")).toBe("false");
    expect(storage.getItem("consentAdUserData")).toBe("false");
    expect(storage.getItem("consentAdPersonalization")).toBe("false");
    expect(readChoice(storage, new Date("2026-12-21T12:00:00Z"))).toMatchObject({
      consentId: "0b9e3c4e-8d0c-4b8e-9f3a-2a1d5c6e7f80",
      granted: ["necessary", "analytics"],
    });
    expect(readChoice(storage, new Date("2026-12-22T12:00:01Z"))).toBeUndefined();
    clearChoice(storage);
    expect(storage.length).toBe(0);
  });

  it("reads a choice stored before the preferences category existed, without it", () => {
    const storage = memoryStorage();
    const old = {
      consentId: "0b9e3c4e-8d0c-4b8e-9f3a-2a1d5c6e7f80",
      granted: ["necessary", "analytics", "marketing", "social", "unclassified"],
      givenAt: "2026-11-01T12:00:00Z",
      expiresAt: "2027-05-01T12:00:00Z",
    };
    storage.setItem("consent", JSON.stringify(old));
    expect(readChoice(storage, NOW)?.granted).toEqual(old.granted);
    expect(grants(storage, "preferences", NOW)).toBe(false);
    expect(grants(storage, "analytics", NOW)).toBe(true);
  });

  it("grants preferences only when chosen, in its place after strictly necessary", () => {
    const storage = memoryStorage();
    expect(grants(storage, "preferences", NOW)).toBe(false);
    storeChoice(storage, makeChoice(["social", "preferences"], 30, { now: NOW }));
    expect(readChoice(storage, NOW)?.granted).toEqual(["necessary", "preferences", "social"]);
    expect(grants(storage, "preferences", NOW)).toBe(true);
    // A lapsed choice grants nothing.
    expect(grants(storage, "preferences", new Date("2027-01-01T00:00:00Z"))).toBe(false);
  });

  it("deletes what preferences kept when a choice without them is stored, or the choice is cleared", () => {
    const storage = memoryStorage();
    storeChoice(storage, makeChoice(["preferences"], 30, { now: NOW }));
    storage.setItem("recentlyViewed", "[12,34]");
    storeChoice(storage, makeChoice(["preferences", "analytics"], 30, { now: NOW }));
    expect(storage.getItem("recentlyViewed")).toBe("[12,34]");
    storeChoice(storage, makeChoice(["analytics"], 30, { now: NOW }));
    expect(storage.getItem("recentlyViewed")).toBeNull();
    storage.setItem("recentlyViewed", "[12]");
    clearChoice(storage);
    expect(storage.getItem("recentlyViewed")).toBeNull();
  });

  it.each(["", "not json", "null", '{"granted":"all"}', '{"granted":[],"givenAt":"x"}'])(
    "reads %j as undecided",
    (value) => {
      const storage = memoryStorage();
      storage.setItem("consent", value);
      expect(readChoice(storage, NOW)).toBeUndefined();
    },
  );

  it.each([
    ["/nl/preview/te-koop/", true],
    ["/nl/PREVIEW-page/", true],
    ["/nl/te-koop/", false],
  ])("knows preview paths: %s", (path, expected) => {
    expect(isPreviewPath(path)).toBe(expected);
  });

  it("clears on any query containing setcookies", () => {
    expect(asksToClear("?setcookies")).toBe(true);
    expect(asksToClear("?a=1&SetCookies=1")).toBe(true);
    expect(asksToClear("?page=2")).toBe(false);
  });

  it("keeps utm parameters and puts them on the page view location", () => {
    const utm = utmParameters("?utm_source=mail&utm_medium=news&page=2&utm_empty=");
    expect(utm).toEqual({ utm_source: "mail", utm_medium: "news" });
    expect(pageViewLocation("https://x.be", "/nl/", utm)).toBe("https://x.be/nl/?utm_source=mail&utm_medium=news");
    expect(pageViewLocation("https://x.be", "/nl/", {})).toBe("https://x.be/nl/");
  });
});
