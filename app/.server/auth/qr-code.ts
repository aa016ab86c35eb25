// A QR code as one SVG path, drawn by the page itself (no inline SVG markup, no image from
// elsewhere): each dark module a one-unit square, with the four-module quiet zone around it.
import { encode } from "uqr";
import type { QrPath } from "../../shared/qr-path.ts";

export function qrPath(text: string): QrPath {
  const { data, size } = encode(text, { border: 4 });
  const squares: string[] = [];
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) squares.push(`M${x} ${y}h1v1h-1z`);
    });
  });
  return { size, path: squares.join("") };
}
