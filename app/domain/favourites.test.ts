import { describe, expect, it } from "vitest";
import { COMPARE_MAX, idsQuery, MAX_FAVOURITES, merged, readIds, sameIds, toggled } from "./favourites.ts";

describe("readIds", () => {
  it.each([
    [
      ["12", "34"],
      [12, 34],
    ],
    [
      ["34", "12", "34"],
      [34, 12],
    ],
    [
      ["12,34", " 56 "],
      [12, 34, 56],
    ],
    [["abc", "-3", "0", "1e3", "1.5", "", "07"], []],
    [["2147483647", "2147483648", "99999999999"], [2147483647]],
  ])("%j gives %j", (values, ids) => {
    expect(readIds(values)).toEqual(ids);
  });

  it("keeps at most the limit, the first ones", () => {
    const values = Array.from({ length: MAX_FAVOURITES + 5 }, (_, index) => String(index + 1));
    expect(readIds(values)).toHaveLength(MAX_FAVOURITES);
    expect(readIds(["5", "6", "7", "8", "9"], COMPARE_MAX)).toEqual([5, 6, 7, 8]);
  });
});

describe("the list's changes", () => {
  it("toggles an id in at the front and out again", () => {
    expect(toggled([3, 4], 9)).toEqual([9, 3, 4]);
    expect(toggled([9, 3, 4], 3)).toEqual([9, 4]);
  });

  it("drops the oldest beyond the limit", () => {
    const full = Array.from({ length: MAX_FAVOURITES }, (_, index) => index + 1);
    const next = toggled(full, 1000);
    expect(next).toHaveLength(MAX_FAVOURITES);
    expect(next[0]).toBe(1000);
    expect(next).not.toContain(MAX_FAVOURITES);
  });

  it("merges a shared list after one's own, each id once", () => {
    expect(merged([1, 2], [2, 3, 1, 4])).toEqual([1, 2, 3, 4]);
    expect(merged([], [5])).toEqual([5]);
  });

  it("writes the ids into an address and reads them back", () => {
    const query = idsQuery([12, 34]);
    expect(query.toString()).toBe("id=12&id=34");
    expect(readIds(query.getAll("id"))).toEqual([12, 34]);
  });

  it("compares lists with their order", () => {
    expect(sameIds([1, 2], [1, 2])).toBe(true);
    expect(sameIds([1, 2], [2, 1])).toBe(false);
    expect(sameIds([1], [1, 2])).toBe(false);
  });
});
