import { describe, expect, it } from "vitest";
import { makeChoice, RECENTLY_VIEWED_KEY, storeChoice } from "../consent/consent-choice.ts";
import { RECENTLY_VIEWED_MAX, readViewed, recordViewed, withViewed } from "./recently-viewed-store.ts";

/** The browser's local storage, kept in a Map (the tests run without a browser). */
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

const NOW = new Date("2026-12-05T12:00:00Z");

function storageWith(granted: Parameters<typeof makeChoice>[0]): Storage {
  const storage = memoryStorage();
  storeChoice(storage, makeChoice(granted, 30, { now: NOW }));
  return storage;
}

describe("the recently viewed list", () => {
  it.each([
    [[], 7, [7]],
    [[3, 5], 7, [7, 3, 5]],
    // Viewed again: moves to the front, once.
    [[3, 7, 5], 7, [7, 3, 5]],
    [[7], 7, [7]],
  ])("%j after viewing %i is %j", (before, id, after) => {
    expect(withViewed(before, id)).toEqual(after);
  });

  it(`keeps the ${RECENTLY_VIEWED_MAX} newest`, () => {
    const full = Array.from({ length: RECENTLY_VIEWED_MAX }, (_, index) => index + 1);
    const next = withViewed(full, 99);
    expect(next).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(next[0]).toBe(99);
    expect(next).not.toContain(RECENTLY_VIEWED_MAX);
  });

  it("is kept in storage, newest first, with the preferences consent", () => {
    const storage = storageWith(["preferences"]);
    recordViewed(storage, 12, NOW);
    recordViewed(storage, 34, NOW);
    recordViewed(storage, 12, NOW);
    expect(readViewed(storage, NOW)).toEqual([12, 34]);
    expect(JSON.parse(storage.getItem(RECENTLY_VIEWED_KEY) ?? "null")).toEqual([12, 34]);
  });

  it.each([
    ["no choice yet", memoryStorage],
    ["a choice without preferences", () => storageWith(["analytics", "marketing", "social", "unclassified"])],
  ])("keeps and shows nothing with %s", (_, make) => {
    const storage = make();
    expect(recordViewed(storage, 12, NOW)).toEqual([]);
    expect(storage.getItem(RECENTLY_VIEWED_KEY)).toBeNull();
    // What an earlier consent left (written by hand here) is neither shown nor kept.
    storage.setItem(RECENTLY_VIEWED_KEY, "[12,34]");
    expect(readViewed(storage, NOW)).toEqual([]);
    expect(storage.getItem(RECENTLY_VIEWED_KEY)).toBeNull();
  });

  it("forgets the list when the consent lapses", () => {
    const storage = storageWith(["preferences"]);
    recordViewed(storage, 12, NOW);
    expect(readViewed(storage, new Date("2027-02-01T00:00:00Z"))).toEqual([]);
    expect(storage.getItem(RECENTLY_VIEWED_KEY)).toBeNull();
  });

  it.each(["not json", '{"a":1}', '["12","x",-3,34,34]'])("reads %j as far as it holds ids", (value) => {
    const storage = storageWith(["preferences"]);
    storage.setItem(RECENTLY_VIEWED_KEY, value);
    expect(readViewed(storage, NOW)).toEqual(value.startsWith("[") ? [12, 34] : []);
  });
});
