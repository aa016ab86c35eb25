import type { MetaDescriptor } from "react-router";

/** A page's <title> and meta tags in the visitor's language, built by its loader. */
export interface PageSeo {
  title: string;
  description?: string;
  /** "noindex" for thank-you, login and error pages; a page's own robots setting otherwise. */
  robots?: string;
  /** The page flag noReferrerNoFollow: links leave without a referrer and are not followed. */
  noReferrer?: boolean;
}

/** The `meta` export of every content route; nothing when the loader failed (the error page sets its own). */
export function pageMeta(seo: PageSeo | undefined): MetaDescriptor[] {
  if (!seo) return [];
  const tags: MetaDescriptor[] = [{ title: seo.title }, { property: "og:title", content: seo.title }];
  if (seo.description) {
    tags.push(
      { name: "description", content: seo.description },
      { property: "og:description", content: seo.description },
    );
  }
  if (seo.robots) tags.push({ name: "robots", content: seo.robots });
  if (seo.noReferrer) tags.push({ name: "referrer", content: "no-referrer" });
  return tags;
}
