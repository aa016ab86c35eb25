import { Link } from "react-router";
import { fill } from "../../i18n/fill.ts";
import { imageUrl } from "../../shared/image-url.ts";

/** Intrinsic size of public/logo.* at 1x; the files are drawn at 2x for sharp screens. */
export const LOGO_WIDTH = 320;
export const LOGO_HEIGHT = 125;

/**
 * A page's own logo (its params' `logo`, SPEC.md page params): the deepest route that names one
 * wins; every other page shows the agency's.
 */
export function pageLogoKey(routeData: readonly unknown[]): string | undefined {
  for (const data of [...routeData].reverse()) {
    if (typeof data === "object" && data !== null && "logo" in data && typeof data.logo === "string" && data.logo)
      return data.logo;
  }
  return undefined;
}

/**
 * The agency's logo linking home: WebP with a PNG fallback, preloaded by the root `links` export; or
 * the page's own logo through the image service, at the same height.
 */
export function SiteLogo(props: {
  name: string;
  homeHref: string;
  altTemplate: string;
  imageKey?: string | undefined;
}) {
  const alt = fill(props.altTemplate, { name: props.name });
  return (
    <Link to={props.homeHref} className="site-logo">
      {props.imageKey ? (
        <img
          src={imageUrl(props.imageKey, 800)}
          srcSet={`${imageUrl(props.imageKey, 400)} 400w, ${imageUrl(props.imageKey, 800)} 800w`}
          sizes="320px"
          alt={alt}
          height={LOGO_HEIGHT}
          fetchPriority="high"
        />
      ) : (
        <picture>
          <source srcSet="/logo.webp" type="image/webp" />
          <img src="/logo.png" alt={alt} width={LOGO_WIDTH} height={LOGO_HEIGHT} fetchPriority="high" />
        </picture>
      )}
    </Link>
  );
}
