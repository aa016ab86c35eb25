import { redirect } from "react-router";
import { downloadResponse } from "../../.server/admin/download.ts";
import { normalizedAddress, personalData, requestKey } from "../../.server/admin/privacy.ts";
import { recordStaffAction } from "../../.server/admin/staff-change.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { readFormBody } from "../../.server/form-body.ts";
import { badRequest } from "../../.server/http-errors.ts";
import type { Route } from "./+types/privacy-export";

/** Nothing to show here: the export is asked for by the privacy page's form. */
export function loader(): never {
  throw redirect("/admin/privacy/");
}

/** Everything held about one address as one JSON file (posted, so the address stays out of URLs). */
export async function action({ request, context }: Route.ActionArgs) {
  // Everything held about a person in one file: only with two-factor codes (session.ts).
  const user = context.get(staffContext);
  const form = await readFormBody(request);
  const address = normalizedAddress(form.get("email"));
  if (!address) badRequest("not an e-mail address");
  const found = await personalData(address);
  const exported = { exportedAt: new Date().toISOString(), ...found };
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
        testimonials: found.testimonials.length,
        outgoingMails: found.outgoingMails.length,
        mentions: found.mentions.length,
      },
    },
  );
  return downloadResponse(`${JSON.stringify(exported, null, 2)}\n`, {
    type: "application/json",
    filename: `personal-data-${new Date().toISOString().slice(0, 10)}.json`,
  });
}
