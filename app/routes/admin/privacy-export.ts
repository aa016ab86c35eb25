import { redirect } from "react-router";
import { downloadResponse } from "../../.server/admin/download.ts";
import { personalDataDocument, personLanguage } from "../../.server/admin/personal-data-document.ts";
import { normalizedAddress, personalData, requestKey } from "../../.server/admin/privacy.ts";
import { recordStaffAction } from "../../.server/admin/staff-change.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { readFormBody } from "../../.server/form-body.ts";
import { badRequest } from "../../.server/http-errors.ts";
import { siteData } from "../../.server/site-settings.ts";
import type { Route } from "./+types/privacy-export";

/** Nothing to show here: the export is asked for by the privacy page's form. */
export function loader(): never {
  throw redirect("/admin/privacy/");
}

/**
 * Everything held about one address as one JSON file, or (format=text) as a text the person reads,
 * in their language (posted, so the address stays out of URLs).
 */
export async function action({ request, context }: Route.ActionArgs) {
  // Everything held about a person in one file: only with two-factor codes (session.ts).
  const user = context.get(staffContext);
  const form = await readFormBody(request);
  const address = normalizedAddress(form.get("email"));
  if (!address) badRequest("not an e-mail address");
  const found = await personalData(address);
  const now = new Date();
  const readable = form.get("format") === "text";
  await recordStaffAction(
    { id: user.id, name: user.name },
    {
      action: "gdpr.export",
      details: {
        request: requestKey(address),
        leads: found.leads.length,
        visitBookings: found.visitBookings.length,
        demands: found.demands.length,
        newsletterSubscriptions: found.newsletterSubscriptions.length,
        propertyFollows: found.propertyFollows.length,
        testimonials: found.testimonials.length,
        outgoingMails: found.outgoingMails.length,
        mentions: found.mentions.length,
        ...(readable ? { format: "text" } : {}),
      },
    },
  );
  const day = now.toISOString().slice(0, 10);
  if (readable) {
    const { settings } = await siteData();
    const language = personLanguage(found, user.language);
    return downloadResponse(personalDataDocument(found, { language, agency: settings.agency.name, now }), {
      type: "text/plain",
      filename: `personal-data-${day}.txt`,
    });
  }
  const exported = { exportedAt: now.toISOString(), ...found };
  return downloadResponse(`${JSON.stringify(exported, null, 2)}\n`, {
    type: "application/json",
    filename: `personal-data-${day}.json`,
  });
}
