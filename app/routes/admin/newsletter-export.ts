import { toCsv } from "../../.server/admin/csv.ts";
import { downloadResponse } from "../../.server/admin/download.ts";
import { exportSubscribers } from "../../.server/admin/newsletter.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { BELGIAN_TIME_ZONE, brusselsDay } from "../../domain/brussels-day.ts";
import { ADMIN_VISITS_MESSAGES } from "../../i18n/messages/admin-visits.ts";
import type { Route } from "./+types/newsletter-export";

/** The addresses the newsletter may be sent to, as a CSV file for the mailing tool (audited). */
export async function loader({ context }: Route.LoaderArgs) {
  // Every subscriber's address in one file: only with two-factor codes (session.ts).
  const user = context.get(staffContext);
  const t = ADMIN_VISITS_MESSAGES[user.language].newsletter;
  const rows = await exportSubscribers({ id: user.id, name: user.name });
  const stamp = new Intl.DateTimeFormat("sv-SE", {
    dateStyle: "short",
    timeStyle: "short",
    timeZone: BELGIAN_TIME_ZONE,
  });
  const content = toCsv(
    [t.csv.email, t.csv.name, t.csv.language, t.csv.confirmedAt],
    rows.map((row) => [row.email, row.name, row.language, stamp.format(row.confirmedAt)]),
  );
  return downloadResponse(content, { type: "text/csv", filename: `${t.filename}-${brusselsDay(new Date())}.csv` });
}
