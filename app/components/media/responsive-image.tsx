import { imageSrcSet, imageUrl } from "../../shared/image-url.ts";

type Width = Parameters<typeof imageUrl>[1];

interface ResponsiveImageProps {
  photoKey: string;
  alt: string;
  /** Widths offered in srcset; the first is the fallback src. */
  widths: readonly Width[];
  sizes: string;
  /** Intrinsic size of the master, so the browser reserves the space before the bytes arrive. */
  width?: number | null;
  height?: number | null;
  className?: string;
  eager?: boolean;
}

/** A picture from the image service in WebP, in every width the layout may need. */
export function ResponsiveImage({
  photoKey,
  alt,
  widths,
  sizes,
  width,
  height,
  className,
  eager,
}: ResponsiveImageProps) {
  const srcSet = imageSrcSet(photoKey, widths);
  const fallback = widths[Math.min(1, widths.length - 1)] ?? 400;
  return (
    <img
      className={className}
      src={imageUrl(photoKey, fallback)}
      srcSet={srcSet}
      sizes={sizes}
      alt={alt}
      width={width ?? undefined}
      height={height ?? undefined}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      {...(eager ? { fetchPriority: "high" as const } : {})}
    />
  );
}
