/** A QR code drawn as one SVG path of unit squares, `size` modules wide with its quiet zone. */
export interface QrPath {
  size: number;
  path: string;
}
