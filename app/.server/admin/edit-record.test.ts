import { describe, expect, it } from "vitest";
import { fieldChanges, isStale, recordVersion } from "./edit-record.ts";

describe("record versions", () => {
  const updatedAt = new Date("2026-11-26T10:15:30.123Z");

  it("accepts the version the form was opened with", () => {
    expect(isStale(updatedAt, recordVersion(updatedAt))).toBe(false);
  });

  it("refuses a version from before a later change, a missing one and garbage", () => {
    expect(isStale(new Date("2026-11-26T10:15:30.124Z"), recordVersion(updatedAt))).toBe(true);
    expect(isStale(updatedAt, undefined)).toBe(true);
    expect(isStale(updatedAt, "yesterday-ish")).toBe(true);
  });
});

describe("fieldChanges", () => {
  it("keeps only the fields that differ, with both values, nested values compared whole", () => {
    expect(
      fieldChanges(
        { price: 350_000, city: "Halle", details: { rooms: { bedrooms: 3 } }, reference: null },
        { price: 340_000, city: "Halle", details: { rooms: { bedrooms: 3 } }, reference: undefined },
      ),
    ).toEqual({ price: { before: 350_000, after: 340_000 } });
  });

  it("takes objects with the same entries in another key order as unchanged (jsonb reorders keys)", () => {
    expect(fieldChanges({ flags: { b: true, a: { y: 1, x: 2 } } }, { flags: { a: { x: 2, y: 1 }, b: true } })).toEqual(
      {},
    );
    expect(fieldChanges({ list: [1, 2] }, { list: [2, 1] })).toEqual({ list: { before: [1, 2], after: [2, 1] } });
  });

  it("reports a field that appears or disappears", () => {
    expect(fieldChanges({ a: 1 }, { b: 2 })).toEqual({
      a: { before: 1, after: null },
      b: { before: null, after: 2 },
    });
  });
});
