import { IMAGE_WIDTHS, imageSrcSet, imageUrl } from "../../shared/image-url.ts";

type Width = (typeof IMAGE_WIDTHS)[number];

export interface ContentImageProps {
  imageKey: string;
  alt: string;
  /** The rendered box's ratio: the picture is cropped to it by CSS (object-fit), so no layout shift. */
  ratio: [number, number];
  /** Largest width the layout shows it at, in CSS pixels; srcset covers up to twice that. */
  maxWidth: number;
  sizes: string;
  eager?: boolean;
  className?: string;
}

/** A stored picture through the image service, WebP in the widths the layout needs. */
export function ContentImage({ imageKey, alt, ratio, maxWidth, sizes, eager = false, className }: ContentImageProps) {
  const widths = IMAGE_WIDTHS.filter((width: Width) => width >= 250 && width <= maxWidth * 2);
  const offered: readonly Width[] = widths.length > 0 ? widths : [400];
  const fallback = offered.find((width) => width >= maxWidth) ?? offered[offered.length - 1] ?? 400;
  const height = Math.round((fallback * ratio[1]) / ratio[0]);
  return (
    <img
      className={className}
      src={imageUrl(imageKey, fallback)}
      srcSet={imageSrcSet(imageKey, offered)}
      sizes={sizes}
      alt={alt}
      width={fallback}
      height={height}
      loading={eager ? "eager" : "lazy"}
      decoding={eager ? "sync" : "async"}
      {...(eager ? { fetchPriority: "high" as const } : {})}
    />
  );
}
