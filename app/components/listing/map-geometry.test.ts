import { describe, expect, it } from "vitest";
import {
  fitPoints,
  MAX_ZOOM,
  metresPerPixel,
  nudgeIntoView,
  project,
  TILE_SIZE,
  tilesInView,
  unproject,
} from "./map-geometry.ts";

const HALLE = { latitude: 50.7339, longitude: 4.2345 };
const BRUSSELS = { latitude: 50.8467, longitude: 4.3525 };
const ANTWERP = { latitude: 51.2194, longitude: 4.4025 };

describe("Web Mercator", () => {
  it("puts a place in the tile OpenStreetMap numbers it with", () => {
    // The OpenStreetMap wiki's formula for tile numbers ("Slippy map tilenames"), written another way.
    const tileOf = ({ latitude, longitude }: typeof HALLE, zoom: number) => {
      const radians = (latitude * Math.PI) / 180;
      return [
        Math.floor(((longitude + 180) / 360) * 2 ** zoom),
        Math.floor(((1 - Math.log(Math.tan(radians) + 1 / Math.cos(radians)) / Math.PI) / 2) * 2 ** zoom),
      ];
    };
    for (const place of [HALLE, BRUSSELS, ANTWERP, { latitude: -33.86, longitude: 151.21 }]) {
      for (const zoom of [3, 9, 14, MAX_ZOOM]) {
        const { x, y } = project(place, zoom);
        expect([Math.floor(x / TILE_SIZE), Math.floor(y / TILE_SIZE)]).toEqual(tileOf(place, zoom));
      }
    }
    expect(project({ latitude: 0, longitude: 0 }, 0)).toEqual({ x: 128, y: 128 });
    expect(project({ latitude: 0, longitude: -180 }, 1)).toEqual({ x: 0, y: 256 });
  });

  it("finds the place again from its pixel, at every zoom", () => {
    for (const zoom of [1, 8, 14, MAX_ZOOM]) {
      const back = unproject(project(BRUSSELS, zoom), zoom);
      expect(back.latitude).toBeCloseTo(BRUSSELS.latitude, 9);
      expect(back.longitude).toBeCloseTo(BRUSSELS.longitude, 9);
    }
  });

  it("keeps the poles' pixels finite", () => {
    expect(Number.isFinite(project({ latitude: 90, longitude: 0 }, 5).y)).toBe(true);
    expect(project({ latitude: 90, longitude: 0 }, 5).y).toBeCloseTo(0, 3);
  });

  it("says how many metres a pixel covers, fewer nearer the poles and at higher zooms", () => {
    expect(metresPerPixel(0, 0)).toBeCloseTo(156_543, 0);
    expect(metresPerPixel(HALLE.latitude, 15)).toBeCloseTo(3.024, 2);
    expect(metresPerPixel(60, 10)).toBeCloseTo(metresPerPixel(0, 10) / 2, 6);
  });
});

describe("the view that fits points", () => {
  const map = { width: 800, height: 600, padding: 30 };

  it("is the highest zoom that keeps every point inside the padding", () => {
    const points = [HALLE, BRUSSELS, ANTWERP];
    const view = fitPoints(points, { ...map, maxZoom: 18 });
    const fits = (zoom: number) => {
      const xs = points.map((point) => project(point, zoom).x);
      const ys = points.map((point) => project(point, zoom).y);
      return Math.max(...xs) - Math.min(...xs) <= 740 && Math.max(...ys) - Math.min(...ys) <= 540;
    };
    expect(fits(view.zoom)).toBe(true);
    expect(fits(view.zoom + 1)).toBe(false);
    // Centred between the outermost points.
    const center = project(view.center, view.zoom);
    const ys = points.map((point) => project(point, view.zoom).y);
    expect(center.y).toBeCloseTo((Math.max(...ys) + Math.min(...ys)) / 2, 6);
  });

  it("stops at the highest zoom it may use, for points close together or at one spot", () => {
    expect(fitPoints([HALLE, HALLE], { ...map, maxZoom: 14 })).toEqual({
      zoom: 14,
      center: expect.objectContaining({ latitude: expect.closeTo(HALLE.latitude, 9) }),
    });
    expect(fitPoints([HALLE, BRUSSELS], { ...map, maxZoom: 8 }).zoom).toBe(8);
  });
});

describe("the tiles of a view", () => {
  it("cover the view, each where it is drawn, and no more", () => {
    const corner = { x: 1000, y: 700 };
    const tiles = tilesInView(corner, 600, 300, 5);
    // Columns 3 to 6 (x 768 to 1792) and rows 2 to 3 (y 512 to 1024).
    expect(tiles.map((tile) => `${tile.x}/${tile.y}`)).toEqual([
      "3/2",
      "4/2",
      "5/2",
      "6/2",
      "3/3",
      "4/3",
      "5/3",
      "6/3",
    ]);
    expect(tiles[0]).toMatchObject({ zoom: 5, left: 768 - 1000, top: 512 - 700 });
  });

  it("repeat the world east and west, and leave the space beyond the poles empty", () => {
    // Zoom 1: a world of 2 × 2 tiles, 512 px wide, in a view of 1280 × 800 starting west of it.
    const tiles = tilesInView({ x: -300, y: -100 }, 1280, 800, 1);
    expect(new Set(tiles.map((tile) => tile.y))).toEqual(new Set([0, 1]));
    expect(tiles.every((tile) => tile.x === 0 || tile.x === 1)).toBe(true);
    expect(tiles.filter((tile) => tile.y === 0).map((tile) => tile.column)).toEqual([-2, -1, 0, 1, 2, 3]);
    expect(tiles.find((tile) => tile.column === -1)?.x).toBe(1);
  });
});

describe("nudgeIntoView", () => {
  // A view of 600 × 400 with a margin of 40: a point must stand within x 40..560 and y 40..360.
  it.each([
    ["inside", { x: 300, y: 200 }, { x: 0, y: 0 }],
    ["on the margin's edge", { x: 40, y: 360 }, { x: 0, y: 0 }],
    ["left of the view", { x: -250, y: 200 }, { x: -290, y: 0 }],
    ["right of the view, within the margin", { x: 580, y: 200 }, { x: 20, y: 0 }],
    ["above the view", { x: 300, y: -1000 }, { x: 0, y: -1040 }],
    ["below and right of the view", { x: 900, y: 700 }, { x: 340, y: 340 }],
  ])("moves the view for a point %s", (_, point, move) => {
    expect(nudgeIntoView(point, 600, 400, 40)).toEqual(move);
  });
});
