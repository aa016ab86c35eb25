// GET /robots.txt: everything public may be crawled; the API, the owners' login, thank-you pages and
// previews may not; the sitemap is named with its absolute URL.

import { publicOrigin } from "../.server/public-origin.ts";
import { LANGUAGES } from "../i18n/languages.ts";
import { routeTable } from "../i18n/route-table.ts";

function firstSegment(path: string): string {
  return path.split("/")[0] ?? path;
}

function robotsTxt(origin: string): string {
  const disallowed = [
    "/api/",
    "/*preview",
    ...LANGUAGES.flatMap((language) => [
      `/${language}/${routeTable.login.paths[language]}/`,
      `/${language}/${firstSegment(routeTable.thankYou.paths[language])}/`,
    ]),
  ];
  return [
    "User-agent: *",
    "Allow: /",
    ...disallowed.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

export function loader() {
  return new Response(robotsTxt(publicOrigin()), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
