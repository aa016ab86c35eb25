// Colours chosen in the site settings (top-bar icons, module backgrounds) are free hex values, but
// the CSP forbids style attributes and an arbitrary colour can fail the contrast rules. So a setting
// picks the nearest tone of a small palette whose CSS classes (app/styles/tones.css) were checked
// for contrast against the surface they sit on.

/** Icon tones for the dark top bar: each has at least 3:1 against it (WCAG non-text contrast). */
export const ICON_TONES = {
  white: "#ffffff",
  sand: "#e9dcc6",
  gold: "#e3b65b",
  coral: "#f29a7c",
  sky: "#8cc4f2",
  mint: "#8fd3b6",
  rose: "#f2a5c4",
} as const;

/** Section backgrounds; each class sets a text colour with at least 4.5:1 on it. */
export const BACKGROUND_TONES = {
  white: "#ffffff",
  sand: "#f5efe6",
  stone: "#e8e4dc",
  petrol: "#16343a",
  accent: "#a8481f",
  night: "#1f1d1a",
} as const;

export type IconTone = keyof typeof ICON_TONES;
export type BackgroundTone = keyof typeof BACKGROUND_TONES;

function rgb(hex: string): [number, number, number] | undefined {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) return undefined;
  return [
    Number.parseInt(match[1] ?? "0", 16),
    Number.parseInt(match[2] ?? "0", 16),
    Number.parseInt(match[3] ?? "0", 16),
  ];
}

/** The palette entry closest to a hex colour (weighted RGB distance, close enough for a palette of ten). */
export function nearestTone<T extends string>(hex: string | undefined, palette: Record<T, string>): T | undefined {
  const wanted = hex ? rgb(hex) : undefined;
  if (!wanted) return undefined;
  let best: T | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const [name, value] of Object.entries(palette) as [T, string][]) {
    const candidate = rgb(value);
    if (!candidate) continue;
    const [dr, dg, db] = [wanted[0] - candidate[0], wanted[1] - candidate[1], wanted[2] - candidate[2]];
    const distance = 2 * dr * dr + 4 * dg * dg + 3 * db * db;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = name;
    }
  }
  return best;
}
