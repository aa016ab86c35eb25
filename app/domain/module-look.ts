// The look of a page module (SPEC.md, Module): a CSS class from a fixed list, and a background
// colour staff choose freely. A colour is only accepted when the module's text stays readable on it:
// the text takes the site's dark ink or white, whichever reads better, and a colour on which
// neither reaches WCAG's 4.5:1 for body text is refused with that reason.

/** The classes a module may carry, each styled in app/styles/modules.css; "" is none. */
export const MODULE_CLASSES = ["", "module-narrow", "module-centered", "module-framed", "module-callout"] as const;
export type ModuleClass = (typeof MODULE_CLASSES)[number];

export function isModuleClass(value: string): value is ModuleClass {
  return (MODULE_CLASSES as readonly string[]).includes(value);
}

/** The site's body text colour (--color-text) and the light text used on dark surfaces. */
export const INKS = { dark: "#1f1d1a", light: "#ffffff" } as const;
export type Ink = keyof typeof INKS;

/** Body text needs 4.5:1 against its background (WCAG 2.1, 1.4.3). */
export const MIN_TEXT_CONTRAST = 4.5;

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** "#A1b2C3" and " #a1b2c3 " are colours (kept lower case); "red", "#abc" and "#12345g" are not. */
export function readColour(typed: string): string | undefined {
  const value = typed.trim().toLowerCase();
  return HEX_COLOUR.test(value) ? value : undefined;
}

function channel(value: number): number {
  const share = value / 255;
  return share <= 0.039_28 ? share / 12.92 : ((share + 0.055) / 1.055) ** 2.4;
}

/** WCAG's relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const parts = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  const [r = 0, g = 0, b = 0] = parts.map(channel);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG's contrast ratio of two #rrggbb colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The ink that reads best on `background`, when it reads well enough; undefined for a colour on
 * which neither the dark ink nor white reaches 4.5:1 (a middle grey, a middle blue).
 */
export function inkOn(background: string): Ink | undefined {
  const dark = contrastRatio(background, INKS.dark);
  const light = contrastRatio(background, INKS.light);
  const best: Ink = dark >= light ? "dark" : "light";
  return Math.max(dark, light) >= MIN_TEXT_CONTRAST ? best : undefined;
}
