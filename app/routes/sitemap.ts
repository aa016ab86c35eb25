// GET /sitemap.xml (app/.server/seo/sitemap.ts).
import { publicOrigin } from "../.server/public-origin.ts";
import { sitemapGroups, sitemapXml } from "../.server/seo/sitemap.ts";
import { siteData } from "../.server/site-settings.ts";
import type { Route } from "./+types/sitemap";

export async function loader({ request }: Route.LoaderArgs) {
  const { settings } = await siteData();
  const xml = sitemapXml(publicOrigin(request), await sitemapGroups(), settings.fallback);
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
