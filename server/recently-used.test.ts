import { describe, expect, it } from "vitest";
import { createRecentlyUsed } from "./recently-used.ts";

const sized = (limits: { maxBytes: number; maxEntries?: number; largestShare?: number }) =>
  createRecentlyUsed<string>({ largestShare: 1, ...limits }, (value) => value.length);

describe("createRecentlyUsed", () => {
  it("drops the least recently used value beyond the byte budget, a read counting as a use", () => {
    const recent = sized({ maxBytes: 6 });
    recent.set("a", "aa");
    recent.set("b", "bb");
    recent.set("c", "cc");
    expect(recent.get("a")).toBe("aa");
    recent.set("d", "dd");
    expect(recent.get("b")).toBeUndefined();
    expect([recent.get("a"), recent.get("c"), recent.get("d")]).toEqual(["aa", "cc", "dd"]);
    expect(recent.bytes).toBe(6);
  });

  it("keeps at most maxEntries values", () => {
    const recent = sized({ maxBytes: 100, maxEntries: 2 });
    recent.set("a", "a");
    recent.set("b", "b");
    recent.set("c", "c");
    expect(recent.size).toBe(2);
    expect(recent.get("a")).toBeUndefined();
  });

  it("does not keep a value over its largest share, and forgets the key's older value", () => {
    const recent = sized({ maxBytes: 8, largestShare: 1 / 4 });
    recent.set("a", "aa");
    recent.set("a", "aaa");
    expect(recent.get("a")).toBeUndefined();
    expect(recent.bytes).toBe(0);
  });

  it("counts bytes through replacement, deletion and clearing", () => {
    const recent = sized({ maxBytes: 100 });
    recent.set("a", "aaaa");
    recent.set("a", "aa");
    recent.set("b", "bbb");
    expect(recent.bytes).toBe(5);
    recent.delete("a");
    recent.delete("missing");
    expect(recent.bytes).toBe(3);
    recent.clear();
    expect([recent.size, recent.bytes]).toEqual([0, 0]);
  });
});
