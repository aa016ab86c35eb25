// Validation of the image service's URL: the key names a file on disk, so it is checked against a
// strict pattern (no dots, no slashes: no path traversal), and only the variants the pages ask for
// are rendered (app/shared/image-url.ts builds every such URL), so a crawler can neither fill the
// disk cache with arbitrary variants nor keep the cores busy rendering them.
import { IMAGE_WIDTHS, type ImageFormat, SOCIAL_IMAGE_WIDTH, THUMBNAIL_SIDE } from "../../shared/image-url.ts";

export const IMAGE_KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;

export interface ImageRequest {
  key: string;
  width: number;
  /** With a height the picture is cropped to fill width x height (the thumbnail); else it keeps its ratio. */
  height?: number;
  format: ImageFormat;
}

const SIZES: readonly number[] = IMAGE_WIDTHS;

function size(value: string | null): number | undefined | null {
  if (value === null) return undefined;
  if (!/^[1-9][0-9]{0,4}$/.test(value)) return null;
  const number = Number(value);
  return SIZES.includes(number) ? number : null;
}

/** Whether a path is one the picture route answers (`/images/:key` in app/routes.ts). */
export function isPicturePath(path: string): boolean {
  return /^\/images\/[^/]+$/.test(path);
}

/** The parsed request, or a reason why it is malformed (answered with 400). */
export function parseImageRequest(key: string, query: URLSearchParams): ImageRequest | { error: string } {
  if (!IMAGE_KEY_PATTERN.test(key)) return { error: "bad key" };
  for (const name of query.keys()) {
    if (name !== "width" && name !== "height" && name !== "format" && name !== "v")
      return { error: `unknown parameter ${name}` };
  }
  if (query.getAll("width").length > 1 || query.getAll("height").length > 1 || query.getAll("format").length > 1) {
    return { error: "repeated parameter" };
  }
  const width = size(query.get("width"));
  const height = size(query.get("height"));
  if (width === null || height === null || width === undefined) {
    return { error: `width (required) and height must be one of ${SIZES.join(", ")}` };
  }
  const format = query.get("format") ?? "webp";
  if (format !== "webp" && format !== "png") return { error: "format must be webp or png" };
  const request: ImageRequest = { key, width, ...(height ? { height } : {}), format };
  return isOffered(request) ? request : { error: OFFERED };
}

const OFFERED =
  `the variants offered are WebP in the widths ${SIZES.join(", ")}, ` +
  `the ${THUMBNAIL_SIDE}x${THUMBNAIL_SIDE} thumbnail, and PNG ${SOCIAL_IMAGE_WIDTH} wide`;

/** Whether the pages ask for this variant: a WebP width, the square thumbnail, or the social preview. */
function isOffered({ width, height, format }: ImageRequest): boolean {
  if (height !== undefined) return format === "webp" && width === THUMBNAIL_SIDE && height === THUMBNAIL_SIDE;
  return format === "webp" || width === SOCIAL_IMAGE_WIDTH;
}

/** The cache file name of a variant: every parameter that changes the bytes is in it. */
export function variantName(request: ImageRequest): string {
  return `${request.key}.w${request.width}${request.height ? `.h${request.height}` : ""}.${request.format}`;
}
