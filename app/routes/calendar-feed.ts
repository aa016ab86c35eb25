// GET /calendar/<token>.ics: a staff member's private calendar feed, read by calendar apps, which
// cannot sign in: the secret address is the key (app/.server/admin/calendar-feed.ts). An unknown or
// replaced address, or one of a deactivated account, is a plain 404, the same for each.
import { calendarFeedText } from "../.server/admin/calendar-feed.ts";
import { publicOrigin } from "../.server/public-origin.ts";
import { siteData } from "../.server/site-settings.ts";
import type { Route } from "./+types/calendar-feed";

const NOT_FOUND = () =>
  new Response("Not found\n", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

export async function loader({ params }: Route.LoaderArgs) {
  const token = /^(.+)\.ics$/.exec(params.file ?? "")?.[1];
  if (!token) return NOT_FOUND();
  const { settings } = await siteData();
  const text = await calendarFeedText(token, { origin: publicOrigin(), fallback: settings.fallback });
  if (text === undefined) return NOT_FOUND();
  return new Response(text, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="visits.ics"',
      // Personal data behind a secret address: kept by no cache, indexed by no search engine.
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex, nofollow",
      "Referrer-Policy": "no-referrer",
    },
  });
}
