import { fill } from "../../i18n/fill.ts";
import { imageSrcSet, imageUrl, socialImageUrl } from "../../shared/image-url.ts";
import type { RootData } from "../../shared/root-data.ts";
import { Link } from "../ui/link.tsx";

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

/** The uploaded logo's WebP widths: 400 and 800 wide cover the header's 320 px on every screen density. */
function logoSrcSet(key: string): string {
  return imageSrcSet(key, [400, 800]);
}

/**
 * The logo the header shows: a page's own, else the one uploaded in the settings, else none (the
 * logo that came with the site, public/logo.*).
 */
export function logoKeyOf(root: Pick<RootData, "siteLogo">, routeData: readonly unknown[]): string | undefined {
  return pageLogoKey(routeData) ?? root.siteLogo ?? undefined;
}

/**
 * The header's logo is the first picture of every page: fetched with the document, in WebP, which
 * every browser that honours a preload reads. One preload, not one per format (SPEC.md names WebP
 * and PNG): a preload is always downloaded, so a PNG one would be a second download nobody shows;
 * the <picture> still falls back to PNG where WebP is not read. Its srcset and sizes are the WebP
 * source's, so the browser preloads the very file it shows (site-logo.test.ts). Rendered in the
 * head (root.tsx), as the logo shown: a page's own, the uploaded one, or public/logo.webp.
 */
export function LogoPreload({ imageKey }: { imageKey: string | undefined }) {
  return imageKey ? (
    <link
      rel="preload"
      as="image"
      href={imageUrl(imageKey, 800)}
      imageSrcSet={logoSrcSet(imageKey)}
      imageSizes="320px"
      type="image/webp"
      fetchPriority="high"
    />
  ) : (
    <link rel="preload" as="image" href="/logo.webp" type="image/webp" fetchPriority="high" />
  );
}

/**
 * The agency's logo linking home: WebP with a PNG fallback, preloaded in the head (LogoPreload). An
 * uploaded logo (the settings' or a page's own) comes from the image service in the same two formats,
 * at the same height.
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
        <picture>
          <source srcSet={logoSrcSet(props.imageKey)} sizes="320px" type="image/webp" />
          <img src={socialImageUrl(props.imageKey)} alt={alt} height={LOGO_HEIGHT} fetchPriority="high" />
        </picture>
      ) : (
        <picture>
          <source srcSet="/logo.webp" type="image/webp" />
          <img src="/logo.png" alt={alt} width={LOGO_WIDTH} height={LOGO_HEIGHT} fetchPriority="high" />
        </picture>
      )}
    </Link>
  );
}
