// Small helpers to compose the demo pictures as SVG (rendered to JPEG by sharp): colours, shapes
// and the outdoor backdrop (sky, clouds, distant trees, ground) that every exterior scene shares.
import type { Rng } from "./prng.ts";

export interface Canvas {
  width: number;
  height: number;
}

/** A #rrggbb colour made lighter (amount > 0) or darker (amount < 0), amount in -1..1. */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((channel) => {
    const target = amount > 0 ? 255 : 0;
    return Math.round(channel + (target - channel) * Math.abs(amount));
  });
  return `#${channels.map((channel) => channel.toString(16).padStart(2, "0")).join("")}`;
}

/** Rounds coordinates so the SVG text stays short and identical across runs. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

export function rect(x: number, y: number, width: number, height: number, fill: string, extra = ""): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(Math.max(0, width))}" height="${n(Math.max(0, height))}" fill="${fill}" ${extra}/>`;
}

export function polygon(points: readonly (readonly [number, number])[], fill: string, extra = ""): string {
  return `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(" ")}" fill="${fill}" ${extra}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ""): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}" ${extra}/>`;
}

export function linearGradient(id: string, stops: readonly string[], vertical = true): string {
  const step = stops.length > 1 ? 1 / (stops.length - 1) : 1;
  const coords = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  return `<linearGradient id="${id}" ${coords}>${stops.map((color, index) => `<stop offset="${n(index * step)}" stop-color="${color}"/>`).join("")}</linearGradient>`;
}

export function svgDocument(canvas: Canvas, defs: readonly string[], body: readonly string[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${canvas.width}" height="${canvas.height}" viewBox="0 0 ${canvas.width} ${canvas.height}"><defs>${defs.join("")}</defs>${body.join("")}</svg>`;
}

const SKIES = [
  { top: "#3f7fc4", bottom: "#cfe6f7", sun: "#fff7d6" },
  { top: "#6fa6da", bottom: "#f3e7d3", sun: "#fff2c4" },
  { top: "#54679f", bottom: "#f5c48c", sun: "#ffe0a8" },
  { top: "#8ea3b6", bottom: "#e2e7eb", sun: "" },
  { top: "#2f6db5", bottom: "#b9dcf4", sun: "#ffffff" },
] as const;

export interface Backdrop {
  defs: string[];
  body: string[];
  /** y of the horizon (where the ground starts). */
  horizon: number;
}

function cloud(rng: Rng, x: number, y: number, scale: number, opacity: number): string {
  const puffs = Array.from({ length: rng.int(3, 5) }, (_, index) =>
    ellipse(
      x + index * 55 * scale + rng.int(-10, 10),
      y + rng.int(-18, 8) * scale,
      (60 + rng.int(0, 40)) * scale,
      (26 + rng.int(0, 18)) * scale,
      "#ffffff",
    ),
  );
  return `<g opacity="${n(opacity)}">${puffs.join("")}</g>`;
}

/** Sky, sun, clouds, a distant tree line and the ground: the outdoor stage of every exterior. */
export function outdoorBackdrop(rng: Rng, canvas: Canvas, options: { urban?: boolean } = {}): Backdrop {
  const { width, height } = canvas;
  const sky = rng.pick(SKIES);
  const horizon = height * rng.float(0.56, 0.64);
  const defs = [
    linearGradient("sky", [sky.top, sky.bottom]),
    linearGradient(
      "ground",
      options.urban ? ["#9a9a94", "#6f6f6a"] : [rng.pick(["#7fa65a", "#6d9b4b", "#8aab5f"]), "#3f6a2d"],
    ),
    `<radialGradient id="glow"><stop offset="0" stop-color="${sky.sun || "#ffffff"}" stop-opacity="0.9"/><stop offset="1" stop-color="${sky.sun || "#ffffff"}" stop-opacity="0"/></radialGradient>`,
  ];
  const body = [rect(0, 0, width, horizon + 2, "url(#sky)")];
  if (sky.sun) {
    const sx = rng.float(0.1, 0.9) * width;
    const sy = horizon * rng.float(0.15, 0.45);
    body.push(ellipse(sx, sy, 180, 180, "url(#glow)"), ellipse(sx, sy, 46, 46, sky.sun));
  }
  const clouds = rng.int(2, 6);
  for (let index = 0; index < clouds; index++) {
    body.push(
      cloud(
        rng,
        rng.float(-0.05, 0.95) * width,
        rng.float(0.08, 0.5) * horizon,
        rng.float(0.6, 1.5),
        rng.float(0.55, 0.9),
      ),
    );
  }
  // Distant tree line: a wavy band, bluish green for depth.
  const far = rng.pick(["#6f8f78", "#7d9a7a", "#68836f"]);
  const points: [number, number][] = [[0, horizon + 4]];
  for (let x = 0; x <= width; x += width / 24) points.push([x, horizon - rng.float(14, 60)]);
  points.push([width, horizon + 4]);
  body.push(polygon(points, far, 'opacity="0.85"'));
  body.push(rect(0, horizon, width, height - horizon, "url(#ground)"));
  return { defs, body, horizon };
}

/** A deciduous tree or a conifer standing on `baseY`. */
export function tree(rng: Rng, x: number, baseY: number, size: number): string {
  const trunk = rect(x - size * 0.06, baseY - size * 0.55, size * 0.12, size * 0.55, "#5b4030");
  const green = rng.pick(["#2f6b34", "#3d7a3a", "#4e8a3c", "#2c5e3f", "#5b8f3a"]);
  if (rng.chance(0.3)) {
    return `${trunk}${polygon(
      [
        [x - size * 0.35, baseY - size * 0.35],
        [x, baseY - size * 1.5],
        [x + size * 0.35, baseY - size * 0.35],
      ],
      shade(green, -0.15),
    )}`;
  }
  const crown = [
    ellipse(x, baseY - size * 0.95, size * 0.45, size * 0.42, green),
    ellipse(x - size * 0.25, baseY - size * 0.75, size * 0.3, size * 0.28, shade(green, -0.1)),
    ellipse(x + size * 0.25, baseY - size * 0.8, size * 0.32, size * 0.3, shade(green, 0.08)),
  ];
  return `${trunk}${crown.join("")}`;
}

/** A low hedge or a row of shrubs along the front of a plot. */
export function hedge(rng: Rng, x: number, y: number, width: number, height: number): string {
  const green = rng.pick(["#356b2f", "#2f5f2a", "#44793a"]);
  const parts = [rect(x, y, width, height, green, `rx="${n(height / 3)}"`)];
  for (let bx = x + 20; bx < x + width - 10; bx += rng.int(40, 70))
    parts.push(ellipse(bx, y + 4, 28, 16, shade(green, 0.1)));
  return parts.join("");
}

/** A window with frame, glass gradient and a reflection line. */
export function windowPane(
  x: number,
  y: number,
  width: number,
  height: number,
  frame: string,
  options: { mullion?: boolean } = {},
): string {
  const parts = [
    rect(x - 5, y - 5, width + 10, height + 10, frame),
    rect(x, y, width, height, "url(#glass)"),
    polygon(
      [
        [x + width * 0.15, y + height],
        [x + width * 0.55, y],
        [x + width * 0.7, y],
        [x + width * 0.3, y + height],
      ],
      "#ffffff",
      'opacity="0.18"',
    ),
  ];
  if (options.mullion !== false) parts.push(rect(x + width / 2 - 2.5, y, 5, height, frame));
  return parts.join("");
}

export const GLASS_GRADIENT = linearGradient("glass", ["#b9d3e6", "#5f7f99", "#2f4456"]);
