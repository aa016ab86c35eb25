/** Output formats the image service produces (SPEC.md section 7). */
export type ImageFormat = "webp" | "png";

/**
 * Widths the image service renders in WebP, keeping the picture's ratio. The service renders only
 * the variants built here (these widths, the thumbnail, the social preview) and refuses any other
 * with 400: each variant is one more render per photo a crawler could ask for.
 */
export const IMAGE_WIDTHS = [60, 100, 250, 400, 600, 800, 1000, 1360, 1920] as const;

/** The one cropped variant: the square thumbnail beside a search suggestion. */
export const THUMBNAIL_SIDE = 60;

/** The one PNG variant: the preview for social networks (og:image), whose readers do not all take WebP. */
export const SOCIAL_IMAGE_WIDTH = 1360;

/** URL of a stored picture resized by the image service. */
export function imageUrl(key: string, width: (typeof IMAGE_WIDTHS)[number], format: ImageFormat = "webp"): string {
  return `/images/${encodeURIComponent(key)}?width=${width}&format=${format}`;
}

/** A srcset of a stored picture in the given widths of the image service. */
export function imageSrcSet(key: string, widths: readonly (typeof IMAGE_WIDTHS)[number][]): string {
  return widths.map((width) => `${imageUrl(key, width)} ${width}w`).join(", ");
}

/** URL of the square thumbnail of a stored picture, cropped to fill it. */
export function thumbnailUrl(key: string): string {
  return `${imageUrl(key, THUMBNAIL_SIDE)}&height=${THUMBNAIL_SIDE}`;
}

/** URL of a stored picture as the PNG preview for social networks. */
export function socialImageUrl(key: string): string {
  return imageUrl(key, SOCIAL_IMAGE_WIDTH, "png");
}
