// GET /api/recently-viewed/{language}?id=12&id=34: the cards of the properties a browser viewed last,
// in that order, with the block's heading, as JSON for the "recently viewed" block
// (components/listing/recently-viewed.tsx). The ids are read as the favourites page reads its address:
// what is not a property id is left out, at most RECENTLY_VIEWED_MAX are read, and a property no
// longer published is simply not among the cards. An unknown language is a 400 with a JSON reason.
import { PUBLIC_PAGE_CACHE } from "../.server/cache-control.ts";
import { publishedCardsByIds, toListingCard } from "../.server/catalog/card-query.ts";
import { jsonRefusal } from "../.server/http-errors.ts";
import { siteData } from "../.server/site-settings.ts";
import type { RecentlyViewedAnswer } from "../components/listing/recently-viewed-cards.tsx";
import { RECENTLY_VIEWED_MAX } from "../components/listing/recently-viewed-store.ts";
import { ID_PARAMETER, readIds } from "../domain/favourites.ts";
import { isLanguage } from "../i18n/languages.ts";
import { SHARE_MESSAGES } from "../i18n/messages/share.ts";
import type { Route } from "./+types/api-recently-viewed";

export async function loader({ request, params }: Route.LoaderArgs) {
  const { settings } = await siteData();
  const language = params.language;
  if (!(isLanguage(language) && settings.enabled.includes(language))) return jsonRefusal(400, "unknown language");
  const ids = readIds(new URL(request.url).searchParams.getAll(ID_PARAMETER), RECENTLY_VIEWED_MAX);
  const rows = await publishedCardsByIds(ids, language, settings.fallback);
  const answer: RecentlyViewedAnswer = {
    heading: SHARE_MESSAGES[language].recentlyViewed.heading,
    cards: rows.map((row) => toListingCard(row, language, settings.fallback)),
  };
  // The same for everyone who viewed the same properties: kept as long as a list page is.
  return Response.json(answer, { headers: { "Cache-Control": PUBLIC_PAGE_CACHE } });
}
