import { describe, expect, it } from "vitest";
import {
  droppedOrder,
  type PhotoOrderChange,
  parsePhotoIds,
  photoIdsText,
  reorderedPhotos,
  sameOrder,
} from "./photo-order.ts";

describe("reorderedPhotos", () => {
  it.each<[string, number[], PhotoOrderChange, number[] | undefined]>([
    ["up from the middle", [1, 2, 3], { kind: "up", id: 2 }, [2, 1, 3]],
    ["up from the top stays", [1, 2, 3], { kind: "up", id: 1 }, [1, 2, 3]],
    ["down from the middle", [1, 2, 3], { kind: "down", id: 2 }, [1, 3, 2]],
    ["down from the bottom stays", [1, 2, 3], { kind: "down", id: 3 }, [1, 2, 3]],
    ["cover moves it first, the rest keep their order", [1, 2, 3, 4], { kind: "cover", id: 3 }, [3, 1, 2, 4]],
    ["cover of the cover changes nothing", [1, 2], { kind: "cover", id: 1 }, [1, 2]],
    ["a single photo", [5], { kind: "down", id: 5 }, [5]],
    ["an unknown id", [1, 2], { kind: "up", id: 9 }, undefined],
    ["a drag and drop's order", [1, 2, 3], { kind: "reorder", order: [3, 1, 2] }, [3, 1, 2]],
    ["a reorder missing a photo", [1, 2, 3], { kind: "reorder", order: [3, 1] }, undefined],
    ["a reorder with a photo twice", [1, 2, 3], { kind: "reorder", order: [3, 3, 1] }, undefined],
    ["a reorder with another photo", [1, 2, 3], { kind: "reorder", order: [3, 2, 4] }, undefined],
    ["a reorder of no photos", [], { kind: "reorder", order: [] }, []],
  ])("%s", (_name, current, change, expected) => {
    expect(reorderedPhotos(current, change)).toEqual(expected);
  });
});

describe("droppedOrder", () => {
  it.each<[string, number[], number[], number, "before" | "after", number[]]>([
    ["the last before the first", [1, 2, 3], [3], 1, "before", [3, 1, 2]],
    ["the first after the last", [1, 2, 3], [1], 3, "after", [2, 3, 1]],
    ["one down past its neighbour", [1, 2, 3, 4], [2], 3, "after", [1, 3, 2, 4]],
    ["onto its own place", [1, 2, 3], [2], 2, "before", [1, 2, 3]],
    ["two at once keep their order", [1, 2, 3, 4], [4, 2], 1, "before", [2, 4, 1, 3]],
    ["an unknown target changes nothing", [1, 2], [1], 9, "after", [1, 2]],
  ])("%s", (_name, current, moved, target, position, expected) => {
    expect(droppedOrder(current, moved, target, position)).toEqual(expected);
  });
});

describe("parsePhotoIds", () => {
  it.each<[unknown, number[] | undefined]>([
    ["12,7,30", [12, 7, 30]],
    ["5", [5]],
    ["", []],
    ["1,,2", undefined],
    ["1, 2", undefined],
    ["0", undefined],
    ["-1", undefined],
    ["1.5", undefined],
    ["99999999999", undefined],
    ["2147483647", [2_147_483_647]],
    ["2147483648", undefined],
    ["a", undefined],
    [null, undefined],
    [`1${",1".repeat(1_500)}`, undefined],
  ])("%j -> %j", (text, expected) => {
    expect(parsePhotoIds(text)).toEqual(expected);
  });

  it("reads back what photoIdsText writes", () => {
    expect(parsePhotoIds(photoIdsText([4, 8, 15]))).toEqual([4, 8, 15]);
  });
});

describe("sameOrder", () => {
  it.each<[number[], number[], boolean]>([
    [[1, 2], [1, 2], true],
    [[1, 2], [2, 1], false],
    [[1, 2], [1, 2, 3], false],
    [[], [], true],
  ])("%j vs %j -> %s", (a, b, expected) => {
    expect(sameOrder(a, b)).toBe(expected);
  });
});
