import type { QrPath } from "../../shared/qr-path.ts";

/**
 * A QR code to scan from the screen: black on white whatever the theme, crisp at any size. Hidden
 * from screen readers: the same key is written out beside it.
 */
export function QrCode({ qr }: { qr: QrPath }) {
  return (
    <svg
      className="qr-code"
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      width="220"
      height="220"
      aria-hidden="true"
      shapeRendering="crispEdges"
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}
