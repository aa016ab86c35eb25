/** Output formats the image service produces (SPEC.md section 7). */
export type ImageFormat = "webp" | "png";

/** Widths the image service renders; any other requested width is answered with 400. */
export const IMAGE_WIDTHS = [60, 100, 250, 400, 600, 800, 1000, 1360, 1920] as const;

/** URL of a stored picture resized by the image service. */
export function imageUrl(key: string, width: (typeof IMAGE_WIDTHS)[number], format: ImageFormat = "webp"): string {
  return `/images/${encodeURIComponent(key)}?width=${width}&format=${format}`;
}
