// Whole exterior pictures: the outdoor backdrop, the building of the property type, and a foreground
// that fits it (lawn, hedge and trees for homes; pavement, a street lamp and a parked car in town).
import type { TypeKey } from "./constants.ts";
import type { Rng } from "./prng.ts";
import { buildingPlot, garageRow, industrialHall, officeBuilding, shopFront } from "./scene-business.ts";
import { apartmentBlock, house, type Placement, townHouseRow, townStreet } from "./scene-homes.ts";
import {
  type Canvas,
  ellipse,
  GLASS_GRADIENT,
  hedge,
  outdoorBackdrop,
  polygon,
  rect,
  svgDocument,
  tree,
} from "./svg-kit.ts";

/** How much each building is enlarged so it fills the frame as a property photo would. */
const ZOOM: Record<TypeKey, readonly [number, number]> = {
  house: [1.35, 1.65],
  apartment: [1.1, 1.3],
  studio: [1.3, 1.5],
  land: [1, 1],
  yield: [1.25, 1.45],
  commercial: [1.35, 1.6],
  garage: [1.5, 1.85],
  industrial: [1.05, 1.2],
  offices: [1.05, 1.25],
};

const URBAN: ReadonlySet<TypeKey> = new Set(["studio", "commercial", "garage", "yield", "offices", "industrial"]);

function car(rng: Rng, x: number, baseY: number, scale: number): string {
  const color = rng.pick(["#2f3234", "#8b1e1e", "#d9d9d4", "#26456e", "#6d7f8c"]);
  const w = 230 * scale;
  return [
    polygon(
      [
        [x + w * 0.2, baseY - 70 * scale],
        [x + w * 0.35, baseY - 105 * scale],
        [x + w * 0.7, baseY - 105 * scale],
        [x + w * 0.85, baseY - 70 * scale],
      ],
      color,
    ),
    polygon(
      [
        [x + w * 0.26, baseY - 72 * scale],
        [x + w * 0.37, baseY - 98 * scale],
        [x + w * 0.68, baseY - 98 * scale],
        [x + w * 0.78, baseY - 72 * scale],
      ],
      "url(#glass)",
    ),
    rect(x, baseY - 72 * scale, w, 50 * scale, color, `rx="${14 * scale}"`),
    ellipse(x + w * 0.22, baseY - 20 * scale, 24 * scale, 24 * scale, "#1b1b1b"),
    ellipse(x + w * 0.78, baseY - 20 * scale, 24 * scale, 24 * scale, "#1b1b1b"),
  ].join("");
}

function streetLamp(x: number, baseY: number, scale: number): string {
  return (
    rect(x, baseY - 330 * scale, 8 * scale, 330 * scale, "#3a3d40") +
    rect(x - 30 * scale, baseY - 336 * scale, 70 * scale, 12 * scale, "#3a3d40")
  );
}

function building(type: TypeKey, rng: Rng, placement: Placement, horizon: number, width: number): string {
  switch (type) {
    case "house":
      return house(rng, placement);
    case "apartment":
      return apartmentBlock(rng, placement);
    case "studio":
      return townStreet(rng, placement);
    case "yield":
      return townHouseRow(rng, placement);
    case "commercial":
      return shopFront(rng, placement);
    case "garage":
      return garageRow(rng, placement);
    case "industrial":
      return industrialHall(rng, placement);
    case "offices":
      return officeBuilding(rng, placement);
    case "land":
      return buildingPlot(rng, placement, horizon, width);
  }
}

/** An exterior picture of a property of `type`; every choice comes from `rng`. */
export function exteriorScene(type: TypeKey, rng: Rng, canvas: Canvas): string {
  const urban = URBAN.has(type);
  const backdrop = outdoorBackdrop(rng, canvas, { urban: urban && type !== "yield" });
  // Wide banners (1920x900) are flatter than photos: scale by the tighter dimension so roofs fit.
  const scale = Math.min(canvas.width / 1600, canvas.height / 1067);
  const zoom = scale * rng.float(...ZOOM[type]);
  const baseY = backdrop.horizon + (canvas.height - backdrop.horizon) * (type === "land" ? 0.45 : rng.float(0.3, 0.42));
  const cx = canvas.width * rng.float(0.4, 0.6);
  const body = [...backdrop.body];
  // Background trees behind the building give depth.
  for (let index = 0; index < rng.int(1, 4) && type !== "land"; index++) {
    body.push(tree(rng, rng.float(0, 1) * canvas.width, backdrop.horizon + 20, rng.int(160, 260) * scale));
  }
  if (urban && type !== "yield") {
    body.push(rect(0, baseY - 4, canvas.width, canvas.height - baseY + 4, "#8d8d88"));
    body.push(rect(0, baseY + (canvas.height - baseY) * 0.45, canvas.width, canvas.height, "#4a4c4e"));
    body.push(rect(0, baseY + (canvas.height - baseY) * 0.45, canvas.width, 10 * scale, "#c9c9c2"));
  }
  body.push(building(type, rng, { cx, baseY, scale: zoom }, backdrop.horizon, canvas.width));
  if (type === "land") return svgDocument(canvas, [...backdrop.defs, GLASS_GRADIENT], body);
  if (urban && type !== "yield") {
    body.push(streetLamp(canvas.width * rng.pick([0.08, 0.9]), baseY + (canvas.height - baseY) * 0.42, scale));
    if (rng.chance(0.6))
      body.push(car(rng, canvas.width * rng.float(0.05, 0.7), canvas.height - rng.float(20, 80), scale * 1.3));
    for (let index = 0; index < rng.int(0, 2); index++)
      body.push(tree(rng, rng.pick([0.04, 0.96]) * canvas.width, baseY + 30, rng.int(240, 320) * scale));
  } else {
    // A paved path to the front door, a hedge and garden trees.
    body.push(
      polygon(
        [
          [cx - 40 * scale, baseY],
          [cx + 40 * scale, baseY],
          [cx + 160 * scale, canvas.height],
          [cx - 160 * scale, canvas.height],
        ],
        "#b9afa0",
      ),
    );
    if (rng.chance(0.7)) {
      body.push(hedge(rng, 0, baseY + 70 * scale, cx - 180 * scale, 36 * scale));
      body.push(hedge(rng, cx + 180 * scale, baseY + 70 * scale, canvas.width, 36 * scale));
    }
    for (let index = 0; index < rng.int(1, 3); index++) {
      const side = rng.chance(0.5) ? rng.float(0.02, 0.18) : rng.float(0.82, 0.98);
      body.push(tree(rng, side * canvas.width, baseY + rng.float(40, 140) * scale, rng.int(260, 380) * scale));
    }
  }
  return svgDocument(canvas, [...backdrop.defs, GLASS_GRADIENT], body);
}
