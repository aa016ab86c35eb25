import type { MetaDescriptor } from "react-router";
import { breadcrumbList } from "../../domain/structured-data.ts";
import { type PageSeo, REFERRER_FOR_OWN_SITE_ONLY } from "../../shared/page-meta.ts";

/** The site's public origin, from the root loader's data in a meta function's matches. */
export function rootOrigin(matches: readonly ({ loaderData?: unknown } | undefined)[]): string {
  const root = matches[0]?.loaderData as { origin?: string } | undefined;
  return root?.origin ?? "";
}

function absolute(origin: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith("/") ? "" : "/"}${url}`;
}

/** The `meta` export of every content route; nothing when the loader failed (the error page sets its own). */
export function pageMeta(seo: PageSeo | undefined, origin = ""): MetaDescriptor[] {
  if (!seo) return [];
  const social = seo.social ?? {};
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { property: "og:title", content: social.ogTitle || seo.title },
    { property: "og:type", content: social.ogType || "website" },
    { name: "twitter:title", content: social.twitterTitle || social.ogTitle || seo.title },
  ];
  if (seo.description) tags.push({ name: "description", content: seo.description });
  const ogDescription = social.ogDescription || seo.description;
  if (ogDescription) tags.push({ property: "og:description", content: ogDescription });
  const twitterDescription = social.twitterDescription || ogDescription;
  if (twitterDescription) tags.push({ name: "twitter:description", content: twitterDescription });
  if (social.image) tags.push({ property: "og:image", content: absolute(origin, social.image) });
  const twitterImage = social.twitterImage || social.image;
  if (twitterImage) tags.push({ name: "twitter:image", content: absolute(origin, twitterImage) });
  if (social.twitterSite) tags.push({ name: "twitter:site", content: social.twitterSite });
  if (seo.robots) tags.push({ name: "robots", content: seo.robots });
  if (seo.breadcrumb && seo.breadcrumb.length > 1 && origin) {
    tags.push({ "script:ld+json": breadcrumbList(origin, seo.breadcrumb) });
  }
  if (seo.noReferrer) tags.push({ name: "referrer", content: REFERRER_FOR_OWN_SITE_ONLY });
  return tags;
}
