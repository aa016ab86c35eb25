// Validation of the image service's URL: the key names a file on disk, so it is checked against a
// strict pattern (no dots, no slashes: no path traversal), and only a fixed set of sizes is
// rendered, so a crawler cannot fill the disk cache with arbitrary variants.
import { IMAGE_WIDTHS, type ImageFormat } from "../../shared/image-url.ts";

export const IMAGE_KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;

export interface ImageRequest {
  key: string;
  width: number;
  /** With a height the picture is cropped to fill width x height (thumbnails); else it keeps its ratio. */
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
  return { key, width, ...(height ? { height } : {}), format };
}

/** The cache file name of a variant: every parameter that changes the bytes is in it. */
export function variantName(request: ImageRequest): string {
  return `${request.key}.w${request.width}${request.height ? `.h${request.height}` : ""}.${request.format}`;
}
