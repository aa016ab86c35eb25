// Silhouettes for the other property types: a shop front with an awning, a row of garage boxes,
// an industrial hall with cladding and loading doors, a glass office building, a building plot.
import type { Rng } from "./prng.ts";
import type { Placement } from "./scene-homes.ts";
import { ellipse, n, polygon, rect, shade, tree, windowPane } from "./svg-kit.ts";

export function shopFront(rng: Rng, { cx, baseY, scale }: Placement): string {
  const width = rng.int(560, 760) * scale;
  const floorHeight = rng.int(120, 140) * scale;
  const floors = rng.int(2, 3);
  const x = cx - width / 2;
  const top = baseY - floors * floorHeight;
  const wall = rng.pick(["#efece4", "#d8c7a6", "#3c4043", "#b8623c", "#e3d9c6"]);
  const brand = rng.pick(["#1f5f4a", "#7a2e2a", "#26456e", "#c58b2b", "#5b3b6e"]);
  const parts = [
    rect(x, top, width, floors * floorHeight, wall),
    rect(x - 10, top - 18 * scale, width + 20, 18 * scale, shade(wall, -0.25)),
  ];
  for (let floor = 0; floor < floors - 1; floor++) {
    for (let column = 0; column < 4; column++) {
      parts.push(
        windowPane(
          x + (column + 0.2) * (width / 4),
          top + floor * floorHeight + floorHeight * 0.2,
          (width / 4) * 0.6,
          floorHeight * 0.55,
          "#ffffff",
        ),
      );
    }
  }
  const shopTop = baseY - floorHeight * 0.95;
  parts.push(rect(x + width * 0.04, shopTop - 40 * scale, width * 0.92, 36 * scale, brand));
  parts.push(rect(x + width * 0.04, shopTop, width * 0.92, floorHeight * 0.95, "url(#glass)"));
  parts.push(rect(x + width * 0.62, shopTop, 8 * scale, floorHeight * 0.95, "#2f3234"));
  // Striped awning in perspective.
  const stripes = 10;
  const awningTop = shopTop - 4 * scale;
  for (let stripe = 0; stripe < stripes; stripe++) {
    const sx = x + width * 0.04 + (stripe * width * 0.92) / stripes;
    const sw = (width * 0.92) / stripes;
    parts.push(
      polygon(
        [
          [sx, awningTop],
          [sx + sw, awningTop],
          [sx + sw * 1.04, awningTop + 60 * scale],
          [sx + sw * 0.04, awningTop + 60 * scale],
        ],
        stripe % 2 ? "#ffffff" : brand,
      ),
    );
  }
  // Goods in the window: a few coloured blocks.
  for (let item = 0; item < 5; item++) {
    parts.push(
      rect(
        x + width * (0.1 + item * 0.1),
        baseY - rng.int(40, 90) * scale,
        40 * scale,
        rng.int(30, 80) * scale,
        rng.pick(["#e8c170", "#c96f4a", "#7d9aa8", "#f0ede6"]),
        'opacity="0.8"',
      ),
    );
  }
  return parts.join("");
}

export function garageRow(rng: Rng, { cx, baseY, scale }: Placement): string {
  const boxes = rng.int(3, 6);
  const boxWidth = rng.int(150, 180) * scale;
  const height = rng.int(150, 175) * scale;
  const x = cx - (boxes * boxWidth) / 2;
  const wall = rng.pick(["#b9b3aa", "#a5532f", "#d6cfc2", "#8d8a85"]);
  const doorColors = rng.chance(0.5) ? ["#d9d9d4"] : ["#d9d9d4", "#6d7f8c", "#3c4043", "#a33a2a"];
  const parts = [
    rect(x, baseY - height, boxes * boxWidth, height, wall),
    rect(x - 8, baseY - height - 16 * scale, boxes * boxWidth + 16, 16 * scale, shade(wall, -0.3)),
  ];
  for (let box = 0; box < boxes; box++) {
    const dx = x + box * boxWidth + boxWidth * 0.1;
    const dh = height * 0.8;
    parts.push(rect(dx, baseY - dh, boxWidth * 0.8, dh, rng.pick(doorColors)));
    for (let groove = 1; groove < 6; groove++)
      parts.push(rect(dx, baseY - dh + (groove * dh) / 6, boxWidth * 0.8, 3, "#000000", 'opacity="0.14"'));
  }
  return parts.join("");
}

export function industrialHall(rng: Rng, { cx, baseY, scale }: Placement): string {
  const width = rng.int(900, 1150) * scale;
  const height = rng.int(230, 290) * scale;
  const x = cx - width / 2;
  const cladding = rng.pick(["#c9ccce", "#9aa5ad", "#dadcd6", "#6f7f8a"]);
  const parts = [rect(x, baseY - height, width, height, cladding)];
  for (let line = x + 14; line < x + width; line += 14 * scale)
    parts.push(rect(line, baseY - height, 2, height, shade(cladding, -0.12)));
  if (rng.chance(0.5)) {
    const teeth = 6;
    for (let tooth = 0; tooth < teeth; tooth++) {
      const tx = x + (tooth * width) / teeth;
      parts.push(
        polygon(
          [
            [tx, baseY - height],
            [tx + width / teeth, baseY - height - 50 * scale],
            [tx + width / teeth, baseY - height],
          ],
          shade(cladding, -0.2),
        ),
      );
    }
  } else {
    parts.push(
      polygon(
        [
          [x - 12, baseY - height],
          [cx, baseY - height - 46 * scale],
          [x + width + 12, baseY - height],
        ],
        shade(cladding, -0.25),
      ),
    );
  }
  const doors = rng.int(2, 3);
  for (let door = 0; door < doors; door++) {
    const dx = x + width * (0.42 + door * 0.18);
    parts.push(rect(dx, baseY - height * 0.68, width * 0.13, height * 0.68, "#e4e4df"));
    for (let groove = 1; groove < 7; groove++)
      parts.push(rect(dx, baseY - height * 0.68 + (groove * height * 0.68) / 7, width * 0.13, 3, "#b4b4ae"));
  }
  const officeWidth = width * 0.3;
  parts.push(rect(x, baseY - height * 0.9, officeWidth, height * 0.9, rng.pick(["#3c4043", "#efece4", "#a5532f"])));
  parts.push(rect(x + 14, baseY - height * 0.8, officeWidth - 28, height * 0.28, "url(#glass)"));
  parts.push(rect(x + 14, baseY - height * 0.42, officeWidth - 28, height * 0.28, "url(#glass)"));
  return parts.join("");
}

export function officeBuilding(rng: Rng, { cx, baseY, scale }: Placement): string {
  const floorHeight = rng.int(80, 92) * scale;
  const floors = Math.max(2, Math.min(rng.int(4, 7), Math.floor((baseY - 50 * scale) / floorHeight)));
  const width = rng.int(620, 860) * scale;
  const x = cx - width / 2;
  const top = baseY - floors * floorHeight;
  const frame = rng.pick(["#3c4043", "#8d9399", "#e9e9e4"]);
  const parts = [rect(x, top, width, floors * floorHeight, "url(#glass)")];
  const columns = rng.int(6, 10);
  for (let column = 0; column <= columns; column++)
    parts.push(rect(x + (column * width) / columns - 3, top, 6 * scale, floors * floorHeight, frame));
  for (let floor = 0; floor <= floors; floor++)
    parts.push(rect(x, top + floor * floorHeight - 4, width, 8 * scale, frame));
  parts.push(
    polygon(
      [
        [x + width * 0.2, top],
        [x + width * 0.45, top],
        [x + width * 0.25, baseY],
        [x, baseY],
        [x, top + floorHeight],
      ],
      "#ffffff",
      'opacity="0.12"',
    ),
  );
  parts.push(rect(x - 12, top - 24 * scale, width + 24, 24 * scale, shade(frame, -0.15)));
  parts.push(rect(cx - 90 * scale, baseY - floorHeight * 1.1, 180 * scale, 14 * scale, "#2f3234"));
  return parts.join("");
}

/** A building plot: mowing stripes, boundary posts with a wire, a blank sale board and a few trees. */
export function buildingPlot(rng: Rng, { cx, baseY, scale }: Placement, horizon: number, width: number): string {
  const parts: string[] = [];
  const stripes = 7;
  for (let stripe = 0; stripe < stripes; stripe += 2) {
    const a = stripe / stripes;
    const b = (stripe + 1) / stripes;
    parts.push(
      polygon(
        [
          [cx + (a - 0.5) * 300 * scale, horizon + 10],
          [cx + (b - 0.5) * 300 * scale, horizon + 10],
          [(b - 0.1) * width * 1.2, baseY + 400],
          [(a - 0.1) * width * 1.2, baseY + 400],
        ],
        "#ffffff",
        'opacity="0.07"',
      ),
    );
  }
  // Far houses on the horizon: the plot sits in a residential area.
  for (let house = 0; house < rng.int(3, 6); house++) {
    const hx = rng.float(0.05, 0.9) * width;
    const hw = rng.int(50, 90) * scale;
    parts.push(
      rect(hx, horizon - hw * 0.6, hw, hw * 0.6, rng.pick(["#c9a58a", "#e7e1d5", "#a86d52"]), 'opacity="0.9"'),
    );
    parts.push(
      polygon(
        [
          [hx - 4, horizon - hw * 0.6],
          [hx + hw / 2, horizon - hw],
          [hx + hw + 4, horizon - hw * 0.6],
        ],
        "#5a4a44",
        'opacity="0.9"',
      ),
    );
  }
  const postY = baseY + 40 * scale;
  for (let post = 0; post < 9; post++) {
    const px = cx - 600 * scale + post * 150 * scale;
    parts.push(rect(px, postY - 70 * scale, 10 * scale, 70 * scale, "#8a6a4a"));
  }
  parts.push(
    `<line x1="${n(cx - 600 * scale)}" y1="${n(postY - 50 * scale)}" x2="${n(cx + 610 * scale)}" y2="${n(postY - 50 * scale)}" stroke="#555" stroke-width="2"/>`,
  );
  const boardX = cx + rng.float(-0.3, 0.3) * width;
  parts.push(
    rect(boardX - 70 * scale, baseY - 150 * scale, 10 * scale, 150 * scale, "#5b4030"),
    rect(boardX + 60 * scale, baseY - 150 * scale, 10 * scale, 150 * scale, "#5b4030"),
  );
  parts.push(
    rect(boardX - 90 * scale, baseY - 230 * scale, 180 * scale, 110 * scale, "#1f5f4a"),
    rect(boardX - 70 * scale, baseY - 200 * scale, 140 * scale, 18 * scale, "#ffffff"),
  );
  parts.push(rect(boardX - 70 * scale, baseY - 170 * scale, 100 * scale, 12 * scale, "#f2c14e"));
  for (let index = 0; index < rng.int(2, 5); index++) {
    const tx = rng.chance(0.5) ? rng.float(0.02, 0.25) * width : rng.float(0.75, 0.98) * width;
    parts.push(tree(rng, tx, horizon + rng.float(20, 90), rng.int(120, 220) * scale));
  }
  parts.push(ellipse(cx, baseY + 120 * scale, 260 * scale, 30 * scale, "#5d4a32", 'opacity="0.25"'));
  return parts.join("");
}
