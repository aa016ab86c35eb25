// Interior pictures: a room in one-point perspective (ceiling, side walls, wooden or tiled floor, a
// window with a view) furnished as a living room, kitchen, bedroom, bathroom or office.
import type { Rng } from "./prng.ts";
import {
  type Canvas,
  ellipse,
  GLASS_GRADIENT,
  linearGradient,
  n,
  polygon,
  rect,
  shade,
  svgDocument,
  tree,
} from "./svg-kit.ts";

export type Room = "living" | "kitchen" | "bedroom" | "bathroom" | "office";
export const ROOMS: readonly Room[] = ["living", "kitchen", "bedroom", "bathroom", "office"];

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

const WALL_COLORS = ["#f1ede4", "#e8e1d3", "#dfe6e4", "#efe6da", "#d9dfe6", "#e9e4dc", "#c9d3c5"];
const FLOORS = ["#b88a5a", "#9c7048", "#d2b48c", "#8a6a50", "#c8c2b8", "#6e5a48"];

function shell(rng: Rng, canvas: Canvas, back: Box, tiledFloor: boolean): string[] {
  const { width, height } = canvas;
  const wall = rng.pick(WALL_COLORS);
  const floor = tiledFloor ? rng.pick(["#c8c2b8", "#9ea3a6", "#e2ddd4"]) : rng.pick(FLOORS);
  const parts = [
    polygon(
      [
        [0, 0],
        [width, 0],
        [back.right, back.top],
        [back.left, back.top],
      ],
      shade(wall, 0.35),
    ),
    polygon(
      [
        [0, 0],
        [back.left, back.top],
        [back.left, back.bottom],
        [0, height],
      ],
      shade(wall, -0.08),
    ),
    polygon(
      [
        [width, 0],
        [back.right, back.top],
        [back.right, back.bottom],
        [width, height],
      ],
      shade(wall, -0.14),
    ),
    rect(back.left, back.top, back.right - back.left, back.bottom - back.top, wall),
    polygon(
      [
        [back.left, back.bottom],
        [back.right, back.bottom],
        [width, height],
        [0, height],
      ],
      floor,
    ),
  ];
  // Planks or tile joints converge on the vanishing point, which is what makes the room read as 3D.
  const joints = tiledFloor ? 8 : 14;
  for (let index = 1; index < joints; index++) {
    const t = index / joints;
    const x1 = back.left + (back.right - back.left) * t;
    parts.push(
      `<line x1="${n(x1)}" y1="${n(back.bottom)}" x2="${n(width * t)}" y2="${n(height)}" stroke="${shade(floor, -0.18)}" stroke-width="2"/>`,
    );
  }
  if (tiledFloor) {
    for (let row = 1; row < 5; row++) {
      const t = (row / 5) ** 1.6;
      const y = back.bottom + (height - back.bottom) * t;
      const x0 = back.left * (1 - t);
      parts.push(
        `<line x1="${n(x0)}" y1="${n(y)}" x2="${n(width - x0)}" y2="${n(y)}" stroke="${shade(floor, -0.18)}" stroke-width="2"/>`,
      );
    }
  }
  parts.push(rect(back.left, back.bottom - 14, back.right - back.left, 14, shade(wall, -0.2)));
  return parts;
}

function windowView(rng: Rng, x: number, y: number, w: number, h: number): string {
  return [
    rect(x - 10, y - 10, w + 20, h + 20, "#ffffff"),
    rect(x, y, w, h, "url(#view)"),
    tree(rng, x + w * rng.float(0.2, 0.8), y + h, h * 0.8),
    rect(x + w / 2 - 4, y, 8, h, "#ffffff"),
    rect(x, y + h * 0.45, w, 6, "#ffffff"),
    rect(x - 30, y - 40, w + 60, 16, "#d8d2c6"),
    rect(x - 24, y - 30, 40, h + 60, rng.pick(["#c9b79c", "#8fa3b5", "#d8cfc4"]), 'opacity="0.9"'),
  ].join("");
}

function living(rng: Rng, back: Box): string[] {
  const sofa = rng.pick(["#5d6d7e", "#8a5a44", "#3f5e4a", "#9aa0a6", "#b48a5a"]);
  const cx = (back.left + back.right) / 2 + rng.int(-120, 120);
  const y = back.bottom + 30;
  return [
    rect(back.left + 80, back.top + 90, 200, 140, shade(sofa, 0.5), 'stroke="#3a3a3a" stroke-width="8"'),
    ellipse(cx, y + 150, 380, 70, rng.pick(["#d9cbb3", "#b7c4c8", "#c9a98a"]), 'opacity="0.9"'),
    rect(cx - 300, y - 150, 600, 110, shade(sofa, -0.1), 'rx="20"'),
    rect(cx - 320, y - 60, 640, 90, sofa, 'rx="18"'),
    rect(cx - 340, y - 120, 70, 150, shade(sofa, -0.15), 'rx="18"'),
    rect(cx + 270, y - 120, 70, 150, shade(sofa, -0.15), 'rx="18"'),
    rect(cx - 160, y + 110, 320, 26, "#6b4f3a"),
    rect(cx - 140, y + 136, 12, 50, "#4a3828"),
    rect(cx + 128, y + 136, 12, 50, "#4a3828"),
    rect(back.right - 120, back.bottom - 300, 8, 300, "#2f3234"),
    polygon(
      [
        [back.right - 160, back.bottom - 300],
        [back.right - 76, back.bottom - 300],
        [back.right - 96, back.bottom - 360],
        [back.right - 140, back.bottom - 360],
      ],
      "#f4e3c1",
    ),
    rect(back.left + 40, back.bottom - 70, 60, 70, "#a0522d"),
    ellipse(back.left + 70, back.bottom - 120, 60, 70, "#3d7a3a"),
  ];
}

function kitchen(rng: Rng, back: Box): string[] {
  const cabinets = rng.pick(["#ffffff", "#2f3a40", "#6b7f6a", "#c9b79c", "#3c4a5e"]);
  const top = rng.pick(["#e9e6e0", "#2b2b2b", "#b8a68c"]);
  const counterY = back.bottom - 170;
  const parts = [
    rect(back.left, counterY - 120, back.right - back.left, 120, shade(top, 0.4)),
    rect(back.left, counterY, back.right - back.left, 170, cabinets),
    rect(back.left, counterY - 12, back.right - back.left, 16, top),
    rect(back.left, back.top + 20, (back.right - back.left) * 0.4, 150, cabinets),
    polygon(
      [
        [back.right - 300, back.top + 150],
        [back.right - 180, back.top + 150],
        [back.right - 150, back.top + 230],
        [back.right - 330, back.top + 230],
      ],
      "#9a9ea3",
    ),
  ];
  for (let door = back.left; door < back.right - 10; door += 110)
    parts.push(
      rect(door + 6, counterY + 14, 98, 146, shade(cabinets, -0.06), 'stroke="#000000" stroke-opacity="0.12"'),
    );
  const islandY = back.bottom + 120;
  parts.push(rect(back.left + 120, islandY, back.right - back.left - 240, 160, shade(cabinets, -0.1)));
  parts.push(rect(back.left + 100, islandY - 20, back.right - back.left - 200, 24, top));
  for (let stool = 0; stool < 3; stool++) {
    const sx = back.left + 260 + stool * 230;
    parts.push(rect(sx, islandY + 90, 80, 16, "#3a3a3a"), rect(sx + 36, islandY + 106, 8, 150, "#3a3a3a"));
  }
  parts.push(
    ellipse(back.left + 200, back.top - 20, 40, 22, "#f4e3c1"),
    ellipse(back.right - 200, back.top - 20, 40, 22, "#f4e3c1"),
  );
  return parts;
}

function bedroom(rng: Rng, back: Box): string[] {
  const linen = rng.pick(["#f4f1ea", "#dfe6ee", "#e8dccd", "#cfd8cf"]);
  const throwColor = rng.pick(["#5d6d7e", "#a86d52", "#3f5e4a", "#7a5b8a"]);
  const cx = (back.left + back.right) / 2;
  const y = back.bottom - 10;
  return [
    rect(cx - 320, y - 260, 640, 240, rng.pick(["#8a6a50", "#5d6d7e", "#c9b79c"]), 'rx="14"'),
    polygon(
      [
        [cx - 300, y - 40],
        [cx + 300, y - 40],
        [cx + 440, y + 260],
        [cx - 440, y + 260],
      ],
      linen,
    ),
    polygon(
      [
        [cx - 380, y + 130],
        [cx + 380, y + 130],
        [cx + 440, y + 260],
        [cx - 440, y + 260],
      ],
      throwColor,
    ),
    rect(cx - 440, y + 260, 880, 60, shade(linen, -0.2)),
    ellipse(cx - 150, y - 40, 120, 40, "#ffffff"),
    ellipse(cx + 150, y - 40, 120, 40, "#ffffff"),
    rect(cx - 470, y - 80, 120, 110, "#6b4f3a"),
    rect(cx + 350, y - 80, 120, 110, "#6b4f3a"),
    polygon(
      [
        [cx - 440, y - 80],
        [cx - 380, y - 80],
        [cx - 395, y - 140],
        [cx - 425, y - 140],
      ],
      "#f4e3c1",
    ),
    polygon(
      [
        [cx + 380, y - 80],
        [cx + 440, y - 80],
        [cx + 425, y - 140],
        [cx + 395, y - 140],
      ],
      "#f4e3c1",
    ),
  ];
}

function bathroom(rng: Rng, back: Box): string[] {
  const tile = rng.pick(["#e9eef0", "#d6d0c4", "#cfd8dc", "#f2efe8"]);
  const parts = [rect(back.left, back.top + 60, back.right - back.left, back.bottom - back.top - 60, tile)];
  for (let x = back.left; x < back.right; x += 60)
    parts.push(rect(x, back.top + 60, 2, back.bottom - back.top - 60, shade(tile, -0.12)));
  for (let y = back.top + 60; y < back.bottom; y += 60)
    parts.push(rect(back.left, y, back.right - back.left, 2, shade(tile, -0.12)));
  const vanityX = back.left + 80;
  parts.push(rect(vanityX, back.bottom - 230, 420, 150, rng.pick(["#6b4f3a", "#ffffff", "#3c4a5e"])));
  parts.push(rect(vanityX - 10, back.bottom - 246, 440, 20, "#f4f4f2"));
  parts.push(ellipse(vanityX + 210, back.bottom - 238, 90, 14, "#dfe3e6"));
  parts.push(
    rect(vanityX + 60, back.top + 90, 300, 200, "url(#view)", 'stroke="#c9c9c2" stroke-width="10" opacity="0.75"'),
  );
  parts.push(rect(back.right - 420, back.bottom - 150, 380, 150, "#fbfbfa", 'rx="30"'));
  parts.push(rect(back.right - 430, back.bottom - 160, 400, 24, "#eeeeec", 'rx="12"'));
  parts.push(
    rect(back.right - 120, back.top + 120, 90, 200, rng.pick(["#a86d52", "#5d6d7e", "#e8c170"]), 'opacity="0.9"'),
  );
  return parts;
}

function office(rng: Rng, back: Box): string[] {
  const desk = rng.pick(["#e9e6e0", "#b8a68c", "#ffffff"]);
  const parts: string[] = [];
  for (let row = 0; row < 2; row++) {
    const y = back.bottom + 40 + row * 190;
    const spread = 1 + row * 0.35;
    const cx = (back.left + back.right) / 2;
    parts.push(
      polygon(
        [
          [cx - 330 * spread, y],
          [cx + 330 * spread, y],
          [cx + 360 * spread, y + 40],
          [cx - 360 * spread, y + 40],
        ],
        desk,
      ),
    );
    for (let seat = -1; seat <= 1; seat += 2) {
      const mx = cx + seat * 170 * spread;
      parts.push(
        rect(mx - 70 * spread, y - 110 * spread, 140 * spread, 90 * spread, "#1f2326"),
        rect(mx - 8, y - 20 * spread, 16, 20 * spread, "#1f2326"),
      );
      parts.push(
        rect(
          mx - 50 * spread,
          y + 60,
          100 * spread,
          90 * spread,
          rng.pick(["#3a3a3a", "#26456e", "#7a2e2a"]),
          'rx="14"',
        ),
      );
    }
  }
  parts.push(rect(back.left + 20, back.bottom - 320, 160, 300, "#8a6a50"));
  for (let shelf = 1; shelf < 4; shelf++)
    parts.push(rect(back.left + 20, back.bottom - 320 + shelf * 75, 160, 8, "#6b4f3a"));
  return parts;
}

/** An interior picture of the given room. */
export function interiorScene(room: Room, rng: Rng, canvas: Canvas): string {
  const back: Box = {
    left: canvas.width * rng.float(0.16, 0.22),
    right: canvas.width * rng.float(0.78, 0.84),
    top: canvas.height * 0.14,
    bottom: canvas.height * rng.float(0.6, 0.66),
  };
  const defs = [GLASS_GRADIENT, linearGradient("view", [rng.pick(["#6fa6da", "#4a86c8", "#9fb8cc"]), "#e4f0f7"])];
  const body = shell(rng, canvas, back, room === "bathroom" || room === "kitchen");
  if (room !== "bathroom") {
    const ww = (back.right - back.left) * (room === "office" ? 0.7 : 0.34);
    const wx =
      room === "office"
        ? back.left + (back.right - back.left) * 0.15
        : rng.chance(0.5)
          ? back.left + 60
          : back.right - ww - 60;
    body.push(windowView(rng, wx, back.top + 60, ww, (back.bottom - back.top) * 0.5));
  }
  const furniture = { living, kitchen, bedroom, bathroom, office }[room];
  body.push(...furniture(rng, back));
  return svgDocument(canvas, defs, body);
}
