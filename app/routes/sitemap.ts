// GET /sitemap.xml (app/.server/seo/sitemap.ts).
import { publicOrigin } from "../.server/public-origin.ts";
import { sitemapGroups, sitemapXml } from "../.server/seo/sitemap.ts";
import { siteData } from "../.server/site-settings.ts";

export async function loader() {
  const { settings } = await siteData();
  const xml = sitemapXml(publicOrigin(), await sitemapGroups(), settings.fallback);
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
