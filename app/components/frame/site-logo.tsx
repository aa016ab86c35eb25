import { Link } from "react-router";
import { fill } from "../../i18n/fill.ts";

/** Intrinsic size of public/logo.* at 1x; the files are drawn at 2x for sharp screens. */
export const LOGO_WIDTH = 320;
export const LOGO_HEIGHT = 125;

/** The agency's logo linking home: WebP with a PNG fallback, preloaded by the root `links` export. */
export function SiteLogo({ name, homeHref, altTemplate }: { name: string; homeHref: string; altTemplate: string }) {
  return (
    <Link to={homeHref} className="site-logo">
      <picture>
        <source srcSet="/logo.webp" type="image/webp" />
        <img
          src="/logo.png"
          alt={fill(altTemplate, { name })}
          width={LOGO_WIDTH}
          height={LOGO_HEIGHT}
          fetchPriority="high"
        />
      </picture>
    </Link>
  );
}
