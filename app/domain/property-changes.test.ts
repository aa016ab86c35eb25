import { describe, expect, it } from "vitest";
import { type AdvertFacts, advertChanges } from "./property-changes.ts";

const online: AdvertFacts = { price: 325_000, marquee: 0, status: "published" };

describe("advertChanges", () => {
  it("finds nothing when nothing the owner follows changed", () => {
    expect(advertChanges(online, { ...online })).toEqual([]);
  });

  it("tells a new price with the old one", () => {
    expect(advertChanges(online, { ...online, price: 310_000 })).toEqual([
      { kind: "price", before: 325_000, after: 310_000 },
    ]);
  });

  it("does not tell a price that only appears or disappears", () => {
    expect(advertChanges(online, { ...online, price: null })).toEqual([]);
    expect(advertChanges({ ...online, price: null }, online)).toEqual([]);
  });

  it("compares prices as numbers, whatever the driver returned", () => {
    expect(advertChanges({ ...online, price: "325000.00" as unknown as number }, online)).toEqual([]);
  });

  it("tells a new banner, going offline and coming back, in that order", () => {
    expect(advertChanges(online, { ...online, marquee: 2 })).toEqual([{ kind: "marquee", before: 0, after: 2 }]);
    expect(advertChanges(online, { ...online, status: "unpublished", marquee: 3 })).toEqual([
      { kind: "unpublished", before: null, after: null },
      { kind: "marquee", before: 0, after: 3 },
    ]);
    expect(advertChanges({ ...online, status: "unpublished" }, online)).toEqual([
      { kind: "republished", before: null, after: null },
    ]);
  });

  it("tells nothing of a draft's first publication nor of what changed before it", () => {
    const draft: AdvertFacts = { price: 300_000, marquee: 0, status: "draft" };
    expect(advertChanges(draft, { ...online, marquee: 1 })).toEqual([]);
  });
});
