import { describe, expect, it } from "vitest";
import { centreOf, distanceKm, nearestTowns } from "./nearby-towns.ts";

const HALLE = { latitude: 50.7339, longitude: 4.2345 };
const LEMBEEK = { latitude: 50.7126, longitude: 4.2203 };
const BRUSSELS = { latitude: 50.8467, longitude: 4.3525 };
const LIEGE = { latitude: 50.6326, longitude: 5.5797 };

describe("distanceKm", () => {
  it.each([
    ["Halle to Lembeek", HALLE, LEMBEEK, 2.6],
    ["Halle to Brussels", HALLE, BRUSSELS, 15.4],
    ["Halle to Liège", HALLE, LIEGE, 95.3],
    ["a point to itself", HALLE, HALLE, 0],
  ])("%s", (_name, a, b, km) => {
    expect(distanceKm(a, b)).toBeCloseTo(km, 0);
    expect(distanceKm(b, a)).toBeCloseTo(distanceKm(a, b), 9);
  });
});

describe("centreOf", () => {
  it("is the mean of the points, and undefined for none", () => {
    expect(centreOf([HALLE, LEMBEEK])).toEqual({
      latitude: (HALLE.latitude + LEMBEEK.latitude) / 2,
      longitude: (HALLE.longitude + LEMBEEK.longitude) / 2,
    });
    expect(centreOf([])).toBeUndefined();
  });
});

describe("nearestTowns", () => {
  const towns = [
    { name: "Brussel", centre: BRUSSELS, count: 40 },
    { name: "Lembeek", centre: LEMBEEK, count: 3 },
    { name: "Luik", centre: LIEGE, count: 9 },
    { name: "Nowhere", centre: undefined, count: 5 },
    { name: "Empty", centre: HALLE, count: 0 },
  ];
  it("keeps towns with listings within reach, nearest first", () => {
    expect(nearestTowns(HALLE, towns).map((town) => town.name)).toEqual(["Lembeek", "Brussel"]);
  });
  it("honours the distance and the limit", () => {
    expect(nearestTowns(HALLE, towns, { maxKm: 10 }).map((town) => town.name)).toEqual(["Lembeek"]);
    expect(nearestTowns(HALLE, towns, { maxKm: 200, limit: 3 }).map((town) => town.name)).toEqual([
      "Lembeek",
      "Brussel",
      "Luik",
    ]);
  });
  it("puts the town with more listings first at an equal distance", () => {
    const twins = [
      { name: "small", centre: LEMBEEK, count: 1 },
      { name: "large", centre: LEMBEEK, count: 7 },
    ];
    expect(nearestTowns(HALLE, twins).map((town) => town.name)).toEqual(["large", "small"]);
  });
});
