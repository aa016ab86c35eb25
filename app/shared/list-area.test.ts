import { describe, expect, it } from "vitest";
import { boundsArea, readArea, writeArea } from "./list-area.ts";

const TRIANGLE = [
  { latitude: 50.87, longitude: 4.3 },
  { latitude: 50.87, longitude: 4.4 },
  { latitude: 50.8, longitude: 4.4 },
];

describe("readArea", () => {
  it.each([
    ["50.87_4.3_50.87_4.4_50.8_4.4", TRIANGLE],
    // Typed by hand: commas between a corner's numbers, semicolons between corners.
    ["50.87,4.3;50.87,4.4;50.8,4.4", TRIANGLE],
    // The ring closed on its first corner: that corner once.
    ["50.87_4.3_50.87_4.4_50.8_4.4_50.87_4.3", TRIANGLE],
    // More than five decimals are rounded to five (about a metre).
    ["50.8700049_4.3_50.87_4.4_50.8_4.4", [{ latitude: 50.87, longitude: 4.3 }, TRIANGLE[1], TRIANGLE[2]]],
    [
      "-33.9_18.4_-33.9_18.5_-34_18.5",
      [
        { latitude: -33.9, longitude: 18.4 },
        { latitude: -33.9, longitude: 18.5 },
        { latitude: -34, longitude: 18.5 },
      ],
    ],
  ])("reads %j", (text, corners) => {
    expect(readArea(text)).toEqual(corners);
  });

  const twenty = Array.from({ length: 20 }, (_, at) => `50.${at + 10}_4.${at + 10}`).join("_");
  it("reads twenty corners", () => {
    expect(readArea(twenty)).toHaveLength(20);
  });

  it.each([
    ["", "nothing"],
    ["50.87_4.3_50.87_4.4", "two corners"],
    ["50.87_4.3_50.87_4.4_50.8", "a corner without its longitude"],
    [`${twenty}_50.5_4.5`, "twenty-one corners"],
    ["91_4.3_50.87_4.4_50.8_4.4", "a latitude off the globe"],
    ["50.87_181_50.87_4.4_50.8_4.4", "a longitude off the globe"],
    ["50.87_4.3_50.87_abc_50.8_4.4", "a word"],
    ["50.87_4.3_50.87_4.4_50.8_4.4e1", "an exponent"],
    ["50.87_4.3__50.87_4.4_50.8_4.4", "an empty number"],
    ["1e3_4.3_50.87_4.4_50.8_4.4", "a number in another notation"],
    ["50.87_4.3_50.87_4.4_50.8_4.4<script>", "markup"],
    [`${"50.123456789012_4.123456789012_".repeat(40)}50.1_4.1`, "a text longer than twenty corners can be"],
  ])("refuses %j (%s)", (text) => {
    expect(readArea(text)).toBeUndefined();
  });

  // PostgreSQL reads a ring that crosses itself by the even-odd rule: a drawn bow tie holds its two
  // loops. The site accepts it as drawn rather than refuse what the visitor sees on the map.
  it("accepts an area whose sides cross (a bow tie)", () => {
    expect(readArea("50.9_4.3_50.8_4.4_50.9_4.4_50.8_4.3")).toHaveLength(4);
  });
});

describe("writeArea", () => {
  it("writes five decimals at most, no trailing zeros, joined by _", () => {
    expect(writeArea([{ latitude: 50.870004, longitude: 4.3 }, ...TRIANGLE.slice(1)])).toBe(
      "50.87_4.3_50.87_4.4_50.8_4.4",
    );
    expect(writeArea([{ latitude: 50.123456, longitude: 4.000019 }])).toBe("50.12346_4.00002");
  });

  it("is read back as it was written", () => {
    const text = writeArea(boundsArea(50.81234, 4.31234, 50.91234, 4.41234));
    expect(text).toBe("50.91234_4.31234_50.91234_4.41234_50.81234_4.41234_50.81234_4.31234");
    expect(writeArea(readArea(text) ?? [])).toBe(text);
    // The address keeps it as it is: nothing to escape.
    expect(new URLSearchParams({ area: text }).toString()).toBe(`area=${text}`);
  });
});

describe("boundsArea", () => {
  it("keeps a view zoomed out past the world's edge on the globe, so the address can hold it", () => {
    const corners = boundsArea(-95, -250, 95, 250);
    expect(corners).toEqual([
      { latitude: 90, longitude: -180 },
      { latitude: 90, longitude: 180 },
      { latitude: -90, longitude: 180 },
      { latitude: -90, longitude: -180 },
    ]);
    expect(readArea(writeArea(corners))).toEqual(corners);
  });
});
