// A page's title, meta tags and breadcrumb, built by its loader and written by app/components/frame.

/**
 * The referrer policy of pages whose links must leave the site without a referrer (a token in the
 * address, or the noReferrerNoFollow flag). Not "no-referrer": under it a browser sends
 * `Origin: null` with the page's own form posts, which React Router refuses before any action runs
 * (400), so the form failed for a visitor without JavaScript, or one who sent it before the page's
 * scripts had loaded. "same-origin" sends the referrer and the origin only to this site.
 */
export const REFERRER_FOR_OWN_SITE_ONLY = "same-origin";

/** A page's <title> and meta tags in the visitor's language, built by its loader. */
export interface PageSeo {
  title: string;
  description?: string;
  /** "noindex" for thank-you, login and error pages; a page's own robots setting otherwise. */
  robots?: string;
  /** The page flag noReferrerNoFollow: links leave without a referrer and are not followed. */
  noReferrer?: boolean;
  /** The visible breadcrumb, given to search engines as a BreadcrumbList. */
  breadcrumb?: Crumb[];
  /** Open Graph and Twitter overrides from the page's SEO params; the image is a site path or a URL. */
  social?: {
    ogTitle?: string;
    ogType?: string;
    ogDescription?: string;
    image?: string;
    twitterTitle?: string;
    twitterSite?: string;
    twitterDescription?: string;
    twitterImage?: string;
  };
}

export interface Crumb {
  label: string;
  href: string;
}
