// Portrait-like avatars for the team pages: a head-and-shoulders silhouette on a coloured disc.
// Shapes only, no text, so the picture does not depend on the fonts installed on the server.
import type { Rng } from "./prng.ts";
import { ellipse, linearGradient, polygon, rect, shade, svgDocument } from "./svg-kit.ts";

const BACKGROUNDS = ["#1f5f4a", "#26456e", "#7a2e2a", "#c58b2b", "#5b3b6e", "#2f6b74", "#8a6a50"];
const SKIN = ["#f1c9a5", "#e0ac87", "#c68a64", "#8d5a3b", "#f4d6bc", "#b57852"];
const HAIR = ["#2b1e16", "#5a3a22", "#9c6b3c", "#d8b26a", "#3b3b3b", "#a9a9a9", "#7a3f1f"];
const CLOTHES = ["#2f3234", "#f4f1ea", "#26456e", "#7d8b95", "#3f5e4a", "#8b1e1e", "#c9b79c"];

export function portraitScene(rng: Rng, size: number, options: { longHair: boolean }): string {
  const s = size / 800;
  const background = rng.pick(BACKGROUNDS);
  const skin = rng.pick(SKIN);
  const hair = rng.pick(HAIR);
  const clothes = rng.pick(CLOTHES);
  const cx = 400 * s;
  const body = [rect(0, 0, size, size, "url(#bg)"), ellipse(cx, 400 * s, 380 * s, 380 * s, shade(background, 0.12))];
  if (options.longHair)
    body.push(
      polygon(
        [
          [cx - 170 * s, 300 * s],
          [cx + 170 * s, 300 * s],
          [cx + 200 * s, 600 * s],
          [cx - 200 * s, 600 * s],
        ],
        shade(hair, -0.05),
      ),
    );
  body.push(ellipse(cx, 800 * s, 330 * s, 220 * s, clothes));
  if (rng.chance(0.5))
    body.push(
      polygon(
        [
          [cx - 70 * s, 590 * s],
          [cx + 70 * s, 590 * s],
          [cx, 700 * s],
        ],
        shade(clothes, 0.6),
      ),
    );
  body.push(rect(cx - 55 * s, 460 * s, 110 * s, 130 * s, shade(skin, -0.08)));
  body.push(ellipse(cx, 360 * s, 150 * s, 180 * s, skin));
  body.push(
    ellipse(cx - 150 * s, 370 * s, 22 * s, 40 * s, shade(skin, -0.05)),
    ellipse(cx + 150 * s, 370 * s, 22 * s, 40 * s, shade(skin, -0.05)),
  );
  if (rng.chance(0.85)) body.push(ellipse(cx, 245 * s, 165 * s, 100 * s, hair));
  if (options.longHair)
    body.push(
      ellipse(cx - 120 * s, 330 * s, 50 * s, 130 * s, hair),
      ellipse(cx + 120 * s, 330 * s, 50 * s, 130 * s, hair),
    );
  // Eyes and a smile in flat shapes: enough to read as a face at thumbnail size.
  body.push(
    ellipse(cx - 55 * s, 360 * s, 14 * s, 10 * s, "#2b2b2b"),
    ellipse(cx + 55 * s, 360 * s, 14 * s, 10 * s, "#2b2b2b"),
  );
  body.push(
    `<path d="M ${cx - 50 * s} ${440 * s} Q ${cx} ${480 * s} ${cx + 50 * s} ${440 * s}" stroke="${shade(skin, -0.4)}" stroke-width="${8 * s}" fill="none" stroke-linecap="round"/>`,
  );
  if (rng.chance(0.3)) {
    body.push(
      `<g fill="none" stroke="#2b2b2b" stroke-width="${7 * s}"><circle cx="${cx - 55 * s}" cy="${360 * s}" r="${38 * s}"/><circle cx="${cx + 55 * s}" cy="${360 * s}" r="${38 * s}"/><line x1="${cx - 17 * s}" y1="${360 * s}" x2="${cx + 17 * s}" y2="${360 * s}"/></g>`,
    );
  }
  return svgDocument(
    { width: size, height: size },
    [linearGradient("bg", [background, shade(background, -0.3)])],
    body,
  );
}
