// The brochure's paper, type and colours, and the one rule its texts obey: the PDF's standard fonts
// (Helvetica, in every PDF reader, nothing to embed) write the Windows-1252 characters, which hold
// everything Dutch, French, English and German need (é, ë, ü, ß, €, „ “ – …). What else a text may
// hold is written the nearest way or left out, never drawn as a wrong glyph.

/** A4 in points. */
export const PAGE = { width: 595.28, height: 841.89 } as const;
export const MARGIN = 42;
export const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
/** Below this the page's footer (page number, date) is drawn: nothing of the content goes there. */
export const CONTENT_BOTTOM = PAGE.height - 58;

export const FONT = "Helvetica";
export const BOLD = "Helvetica-Bold";

export const INK = "#1f1d1a";
export const MUTED = "#55514b";
export const RULE = "#c9c4bc";
export const ACCENT = "#8a5a00";
export const FLOOD = "#1a5fb4";

/** The energy labels' colours, as the detail page draws them (detail.css), by the page's tone class. */
export const ENERGY_TONES: Record<string, { fill: string; text: string }> = {
  "energy-app": { fill: "#00622e", text: "#ffffff" },
  "energy-ap": { fill: "#007a3d", text: "#ffffff" },
  "energy-a": { fill: "#2e9e3e", text: "#000000" },
  "energy-b": { fill: "#8cc63f", text: "#000000" },
  "energy-c": { fill: "#fff200", text: "#000000" },
  "energy-d": { fill: "#fdb913", text: "#000000" },
  "energy-e": { fill: "#f37021", text: "#000000" },
  "energy-f": { fill: "#e3262b", text: "#ffffff" },
  "energy-g": { fill: "#a3111c", text: "#ffffff" },
};

/** The flood symbol of the detail page (attribute-groups.tsx), a 24-unit SVG path. */
export const FLOOD_SYMBOL =
  "M12 2 3 9h2v5h14V9h2zM2 17c2 0 2-1.5 4-1.5S8 17 10 17s2-1.5 4-1.5 2 1.5 4 1.5 2-1.5 4-1.5V19c-2 0-2 1.5-4 1.5S16 19 14 19s-2 1.5-4 1.5S8 19 6 19s-2 1.5-4 1.5z";

// Windows-1252 beyond Latin-1: the characters of its 0x80-0x9F row.
const CP1252_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");
const NEAREST: Record<string, string> = {
  "\u202f": "\u00a0", // French narrow no-break space
  "\u2009": " ",
  "\u2007": "\u00a0",
  "\u2010": "-",
  "\u2011": "-",
  "\u2212": "-", // the minus of "B−" style labels
  "\u2192": "->",
  "\u2264": "<=",
  "\u2265": ">=",
  "\u2032": "'",
  "\u2033": '"',
};

/** The text as the standard fonts can write it. */
export function pdfText(text: string): string {
  let written = "";
  for (const char of text.normalize("NFC")) {
    const code = char.codePointAt(0) ?? 0;
    if (char === "\n" || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRA.has(char)) {
      written += char;
    } else {
      written += NEAREST[char] ?? "";
    }
  }
  return written;
}
