// GET /api/map-points/{language}/{sale|rent}?{the list's filters}: the points of a list's map view,
// as JSON, for the browser (see app/components/listing/map-points.ts). The filters are read as the
// list page reads them (a filter it cannot read is left out); an unknown language or goal, or a page
// number it cannot read, is a 400 with a JSON reason.

import { PUBLIC_PAGE_CACHE } from "../.server/cache-control.ts";
import { mapPointsOf } from "../.server/catalog/list/list-loader.ts";
import { parseListUrl } from "../.server/catalog/list/list-url.ts";
import { jsonRefusal } from "../.server/http-errors.ts";
import { siteData } from "../.server/site-settings.ts";
import { isLanguage } from "../i18n/languages.ts";
import type { Route } from "./+types/api-map-points";

export async function loader({ request, params }: Route.LoaderArgs) {
  const { settings } = await siteData();
  const language = params.language;
  if (!(isLanguage(language) && settings.enabled.includes(language))) return jsonRefusal(400, "unknown language");
  if (params.goal !== "sale" && params.goal !== "rent") return jsonRefusal(400, "the goal is sale or rent");
  const parsed = parseListUrl(new URL(request.url).searchParams);
  if (!parsed.ok) return jsonRefusal(400, parsed.reason);
  const points = await mapPointsOf(language, settings.fallback, params.goal === "sale" ? 0 : 1, parsed.query);
  // As long as the map view's page is kept: the two are read together.
  return Response.json(points, { headers: { "Cache-Control": PUBLIC_PAGE_CACHE } });
}
