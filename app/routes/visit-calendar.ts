// GET /calendar/visit/<receipt>.ics: the visit a visitor booked, as a calendar file, linked from its
// thank-you page. The receipt (thank-you-receipt.ts) is the key: a changed or unknown one, a lead
// that booked no visit or whose visit was cancelled, are the same plain 404.
import { leadSettings } from "../.server/leads/lead-settings.ts";
import { leadOfReceipt } from "../.server/leads/thank-you-receipt.ts";
import { visitCalendarText } from "../.server/leads/visit-calendar.ts";
import { publicOrigin } from "../.server/public-origin.ts";
import { siteData } from "../.server/site-settings.ts";
import type { Route } from "./+types/visit-calendar";

const NOT_FOUND = () =>
  new Response("Not found\n", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

export async function loader({ params }: Route.LoaderArgs) {
  const receipt = /^(.+)\.ics$/.exec(params.file ?? "")?.[1];
  const leadId = leadOfReceipt(leadSettings().secret, receipt);
  if (leadId === undefined) return NOT_FOUND();
  const { settings } = await siteData();
  const text = await visitCalendarText(leadId, { settings, origin: publicOrigin(), now: new Date() });
  if (text === undefined) return NOT_FOUND();
  return new Response(text, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="visit.ics"',
      // One visitor's appointment behind a secret address: kept by no cache, indexed by no search engine.
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex, nofollow",
      "Referrer-Policy": "no-referrer",
    },
  });
}
