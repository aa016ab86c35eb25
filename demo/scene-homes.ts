// Building silhouettes for homes: a house (gable, hip or flat roof, optional garage and dormer),
// a block of flats with balconies, a narrow town building for studios and a row of town houses
// for yield properties. Each returns SVG elements standing on `baseY`, centred on `cx`.
import type { Rng } from "./prng.ts";
import { n, polygon, rect, shade, windowPane } from "./svg-kit.ts";

export const WALLS = [
  "#a5532f",
  "#b8623c",
  "#8c4a33",
  "#d8c7a6",
  "#efece4",
  "#e3d9c6",
  "#6e6a66",
  "#c9b08a",
  "#f4f1ea",
];
const ROOFS = ["#3a3a3c", "#8b3a2a", "#4a5560", "#2d3033", "#6b3326"];
const FRAMES = ["#ffffff", "#2f3234", "#f2efe8", "#3b4a3f"];
const DOORS = ["#2f3234", "#7a2e2a", "#1f4e5f", "#5b4030", "#345c3c"];

export interface Placement {
  cx: number;
  baseY: number;
  /** 1 for a 1600-wide picture. */
  scale: number;
}

export function house(rng: Rng, { cx, baseY, scale }: Placement): string {
  const width = rng.int(460, 640) * scale;
  const floorHeight = rng.int(118, 142) * scale;
  const top = baseY - floorHeight * 2;
  const x = cx - width / 2;
  const wall = rng.pick(WALLS);
  const roof = rng.pick(ROOFS);
  const frame = rng.pick(FRAMES);
  const roofType = rng.weighted([
    ["gable", 5],
    ["hip", 2],
    ["flat", 2],
  ] as const);
  const roofHeight = width * rng.float(0.38, 0.55);
  const parts: string[] = [];

  if (rng.chance(0.45)) {
    // An attached garage on one side, lower than the house.
    const side = rng.chance(0.5) ? -1 : 1;
    const gw = width * 0.42;
    const gx = side < 0 ? x - gw : x + width;
    parts.push(rect(gx, baseY - floorHeight * 1.05, gw, floorHeight * 1.05, shade(wall, -0.06)));
    parts.push(rect(gx - 6, baseY - floorHeight * 1.05 - 14 * scale, gw + 12, 14 * scale, shade(roof, 0.1)));
    const door = rect(gx + gw * 0.12, baseY - floorHeight * 0.82, gw * 0.76, floorHeight * 0.82, "#d9d9d4");
    const grooves = Array.from({ length: 5 }, (_, index) =>
      rect(gx + gw * 0.12, baseY - floorHeight * 0.82 + (index + 1) * floorHeight * 0.135, gw * 0.76, 3, "#b4b4ae"),
    ).join("");
    parts.push(door, grooves);
  }
  if (roofType === "gable") {
    parts.push(rect(cx + width * 0.18, top - roofHeight * 0.85, width * 0.08, roofHeight * 0.6, shade(wall, -0.2)));
    parts.push(
      polygon(
        [
          [x - 28 * scale, top],
          [cx, top - roofHeight],
          [x + width + 28 * scale, top],
        ],
        roof,
      ),
    );
    if (rng.chance(0.5)) {
      const dw = width * 0.2;
      const dy = top - roofHeight * 0.48;
      parts.push(rect(cx - width * 0.28, dy, dw, roofHeight * 0.36, shade(wall, 0.05)));
      parts.push(rect(cx - width * 0.28 - 8, dy - 12, dw + 16, 14, shade(roof, -0.1)));
      parts.push(windowPane(cx - width * 0.28 + dw * 0.18, dy + 14, dw * 0.64, roofHeight * 0.24, frame));
    }
  } else if (roofType === "hip") {
    parts.push(
      polygon(
        [
          [x - 28 * scale, top],
          [x + width * 0.26, top - roofHeight * 0.7],
          [x + width * 0.74, top - roofHeight * 0.7],
          [x + width + 28 * scale, top],
        ],
        roof,
      ),
    );
  } else {
    parts.push(rect(x - 12, top - 24 * scale, width + 24, 24 * scale, shade(roof, 0.15)));
  }
  parts.push(rect(x, top, width, floorHeight * 2, wall));
  parts.push(rect(x, baseY - 26 * scale, width, 26 * scale, shade(wall, -0.25)));
  if (rng.chance(0.5)) parts.push(rect(x, top + floorHeight - 6, width, 10 * scale, shade(wall, 0.2)));

  const columns = rng.int(3, 4);
  const cell = width / columns;
  const doorColumn = rng.int(0, columns - 1);
  for (let floor = 0; floor < 2; floor++) {
    const rowTop = top + floor * floorHeight + floorHeight * 0.2;
    for (let column = 0; column < columns; column++) {
      const wx = x + column * cell + cell * 0.22;
      if (floor === 1 && column === doorColumn) {
        parts.push(
          rect(
            x + column * cell + cell * 0.3,
            baseY - floorHeight * 0.78,
            cell * 0.4,
            floorHeight * 0.78 - 26 * scale,
            rng.pick(DOORS),
          ),
        );
        parts.push(rect(x + column * cell + cell * 0.26, baseY - floorHeight * 0.82, cell * 0.48, 8 * scale, frame));
        continue;
      }
      const tall = floor === 1 && rng.chance(0.3);
      parts.push(windowPane(wx, rowTop, cell * 0.56, floorHeight * (tall ? 0.68 : 0.5), frame));
    }
  }
  return parts.join("");
}

export function apartmentBlock(
  rng: Rng,
  { cx, baseY, scale }: Placement,
  options: { floors?: number; narrow?: boolean } = {},
): string {
  const floorHeight = rng.int(88, 104) * scale;
  // As many floors as fit in the picture above the street.
  const floors = Math.max(2, Math.min(options.floors ?? rng.int(4, 7), Math.floor((baseY - 50 * scale) / floorHeight)));
  const width = (options.narrow ? rng.int(360, 460) : rng.int(640, 900)) * scale;
  const x = cx - width / 2;
  const top = baseY - floors * floorHeight;
  const wall = rng.pick(["#efece4", "#e2ddd2", "#d6cfc2", "#b9b3aa", "#c46a44", "#9a9894"]);
  const accent = rng.pick(["#a8744b", "#3c4043", "#7d8b95", "#c2a27a"]);
  const frame = rng.pick(["#2f3234", "#3c4043", "#ffffff"]);
  const parts = [rect(x, top, width, floors * floorHeight, wall)];
  const accentX = x + width * rng.float(0.05, 0.55);
  parts.push(rect(accentX, top, width * 0.22, floors * floorHeight, accent));
  parts.push(rect(x - 10, top - 20 * scale, width + 20, 20 * scale, shade(wall, -0.2)));
  const columns = options.narrow ? 2 : rng.int(4, 6);
  const cell = width / columns;
  const balconies = rng.chance(0.7);
  for (let floor = 0; floor < floors; floor++) {
    const rowTop = top + floor * floorHeight;
    const ground = floor === floors - 1;
    for (let column = 0; column < columns; column++) {
      if (ground && column === Math.floor(columns / 2)) {
        parts.push(
          rect(
            x + column * cell + cell * 0.15,
            rowTop + floorHeight * 0.2,
            cell * 0.7,
            floorHeight * 0.8,
            "url(#glass)",
          ),
        );
        parts.push(rect(x + column * cell, rowTop + floorHeight * 0.12, cell, 12 * scale, shade(accent, -0.2)));
        continue;
      }
      parts.push(
        windowPane(
          x + column * cell + cell * 0.18,
          rowTop + floorHeight * 0.18,
          cell * 0.64,
          floorHeight * 0.62,
          frame,
        ),
      );
      if (balconies && !ground && column % 2 === floor % 2) {
        parts.push(
          rect(
            x + column * cell + cell * 0.08,
            rowTop + floorHeight * 0.62,
            cell * 0.84,
            floorHeight * 0.3,
            "#dfe9ef",
            'opacity="0.55"',
          ),
        );
        parts.push(
          rect(x + column * cell + cell * 0.06, rowTop + floorHeight * 0.9, cell * 0.88, 8 * scale, shade(wall, -0.3)),
        );
      }
    }
  }
  return parts.join("");
}

/** A narrow town building between neighbours: the studio's street. */
export function townStreet(rng: Rng, placement: Placement): string {
  const { cx, baseY, scale } = placement;
  const neighbours = [-1, 1].map((side) => {
    const width = rng.int(300, 420) * scale;
    const height = rng.int(280, 420) * scale;
    const x = side < 0 ? cx - 210 * scale - width : cx + 210 * scale;
    const wall = rng.pick(WALLS);
    const windows = [0.25, 0.6].flatMap((row) =>
      [0.2, 0.6].map((column) =>
        windowPane(x + width * column, baseY - height + height * row * 0.9, width * 0.22, height * 0.2, "#ffffff"),
      ),
    );
    return rect(x, baseY - height, width, height, wall) + windows.join("");
  });
  return neighbours.join("") + apartmentBlock(rng, placement, { floors: rng.int(3, 5), narrow: true });
}

/** Three or four town houses side by side, one with a Flemish stepped gable, one with a shop. */
export function townHouseRow(rng: Rng, { cx, baseY, scale }: Placement): string {
  const count = rng.int(3, 4);
  const widths = Array.from({ length: count }, () => rng.int(230, 300) * scale);
  let x = cx - widths.reduce((sum, width) => sum + width, 0) / 2;
  const shopIndex = rng.int(0, count - 1);
  const parts: string[] = [];
  widths.forEach((width, index) => {
    const floors = rng.int(2, 3);
    const floorHeight = rng.int(105, 125) * scale;
    const top = baseY - floors * floorHeight;
    const wall = rng.pick(WALLS);
    if (index % 2 === 0) {
      const steps = 4;
      const stepWidth = width / (steps * 2);
      const stepHeight = 26 * scale;
      const points: [number, number][] = [[x, top]];
      for (let step = 0; step < steps; step++)
        points.push(
          [x + step * stepWidth, top - (step + 1) * stepHeight],
          [x + (step + 1) * stepWidth, top - (step + 1) * stepHeight],
        );
      for (let step = steps - 1; step >= 0; step--)
        points.push(
          [x + width - (step + 1) * stepWidth, top - (step + 1) * stepHeight],
          [x + width - step * stepWidth, top - (step + 1) * stepHeight],
        );
      points.push([x + width, top]);
      parts.push(polygon(points, wall));
    } else {
      parts.push(
        polygon(
          [
            [x - 6, top],
            [x + width / 2, top - width * 0.35],
            [x + width + 6, top],
          ],
          rng.pick(ROOFS),
        ),
      );
    }
    parts.push(rect(x, top, width, floors * floorHeight, wall));
    for (let floor = 0; floor < floors; floor++) {
      const rowTop = top + floor * floorHeight + floorHeight * 0.18;
      const ground = floor === floors - 1;
      if (ground && index === shopIndex) {
        parts.push(
          rect(x + width * 0.08, rowTop - floorHeight * 0.05, width * 0.84, floorHeight * 0.85, "url(#glass)"),
        );
        parts.push(
          rect(
            x + width * 0.04,
            rowTop - floorHeight * 0.18,
            width * 0.92,
            floorHeight * 0.12,
            rng.pick(["#1f5f4a", "#7a2e2a", "#26456e"]),
          ),
        );
        continue;
      }
      parts.push(windowPane(x + width * 0.14, rowTop, width * 0.28, floorHeight * 0.55, "#ffffff"));
      if (ground) parts.push(rect(x + width * 0.58, rowTop, width * 0.26, floorHeight * 0.82, rng.pick(DOORS)));
      else parts.push(windowPane(x + width * 0.58, rowTop, width * 0.28, floorHeight * 0.55, "#ffffff"));
    }
    parts.push(
      `<line x1="${n(x)}" y1="${n(top)}" x2="${n(x)}" y2="${n(baseY)}" stroke="${shade(wall, -0.3)}" stroke-width="3"/>`,
    );
    x += width;
  });
  return parts.join("");
}
