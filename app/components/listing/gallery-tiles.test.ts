// The gallery's tiles: a phone shows four photos, a wider screen five, and the last of them says
// how many more there are ("desktop shows 5 of 8, phones 4, with no '+3'").
import { describe, expect, it } from "vitest";
import { GALLERY_TILES, morePhotos, tileCount, tileRole } from "./gallery-tiles.ts";

const roles = (count: number, room: number) =>
  Array.from({ length: tileCount(count) }, (_, index) => tileRole(index, count, room));

describe("the gallery's tiles", () => {
  it.each([
    // count, layout, roles of the rendered tiles, N of "+N"
    [8, "wide", ["photo", "photo", "photo", "photo", "more"], 3],
    [8, "narrow", ["photo", "photo", "photo", "more", "hidden"], 4],
    [6, "wide", ["photo", "photo", "photo", "photo", "more"], 1],
    [5, "wide", ["photo", "photo", "photo", "photo", "photo"], 0],
    [5, "narrow", ["photo", "photo", "photo", "more", "hidden"], 1],
    [4, "narrow", ["photo", "photo", "photo", "photo"], 0],
    [3, "wide", ["photo", "photo", "photo"], 0],
    [1, "narrow", ["photo"], 0],
    [30, "wide", ["photo", "photo", "photo", "photo", "more"], 25],
  ] as const)("%i photos, %s: %j, +%i", (count, layout, expected, more) => {
    const room = GALLERY_TILES[layout];
    expect(roles(count, room)).toEqual(expected);
    expect(morePhotos(count, room)).toBe(more);
  });

  it("renders no tile for a listing without photos", () => {
    expect(tileCount(0)).toBe(0);
    expect(morePhotos(0, GALLERY_TILES.wide)).toBe(0);
  });
});
