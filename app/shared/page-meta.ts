// A page's title, meta tags and breadcrumb, built by its loader and written by app/components/frame.

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
