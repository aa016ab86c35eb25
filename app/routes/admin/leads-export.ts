import { toCsv } from "../../.server/admin/csv.ts";
import { downloadResponse } from "../../.server/admin/download.ts";
import { leadExportRows, leadFiltersOf } from "../../.server/admin/leads.ts";
import { recordStaffAction } from "../../.server/admin/staff-change.ts";
import { staffContext } from "../../.server/admin/staff-context.ts";
import { BELGIAN_TIME_ZONE } from "../../domain/brussels-day.ts";
import { ADMIN_MESSAGES } from "../../i18n/messages/admin.ts";
import type { Route } from "./+types/leads-export";

/** A stored field as one line of text. */
function fieldText(value: unknown): string {
  if (Array.isArray(value)) return value.map(fieldText).join(", ");
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return String(value);
  return value === null || value === undefined ? "" : JSON.stringify(value);
}

/** The inbox's filtered list (every page of it) as a CSV file for a Belgian spreadsheet. */
export async function loader({ request, context }: Route.LoaderArgs) {
  // Everyone's requests in one file: only with two-factor codes (session.ts).
  const user = context.get(staffContext);
  const l = ADMIN_MESSAGES[user.language].leads;
  const filters = leadFiltersOf(new URL(request.url).searchParams);
  const rows = await leadExportRows(filters, user.id);
  const time = new Intl.DateTimeFormat("sv-SE", {
    timeZone: BELGIAN_TIME_ZONE,
    dateStyle: "short",
    timeStyle: "short",
  });
  const csv = toCsv(
    [l.number, l.date, l.form, l.name, l.email, l.property, l.verified, l.status, l.assignee, l.fields],
    rows.map((row) => [
      row.id,
      time.format(row.createdAt),
      (l.kinds as Record<string, string>)[row.kind] ?? row.kind,
      row.name,
      row.email,
      row.propertyId,
      row.verified ? l.captchaSolved : l.captchaUnsolved,
      l.statuses[row.status],
      row.assigneeName,
      Object.entries(row.fields)
        .map(([name, value]) => `${name}: ${fieldText(value)}`)
        .join("\n"),
    ]),
  );
  // Personal data leaving the site is worth a line; the search text stays out (it may be an address).
  await recordStaffAction(
    { id: user.id, name: user.name },
    {
      action: "lead.export",
      details: {
        rows: rows.length,
        kind: filters.kind,
        verified: filters.verified,
        search: filters.query !== "",
        propertyId: filters.propertyId,
        status: filters.status,
        from: filters.from,
        to: filters.to,
      },
    },
  );
  const day = new Intl.DateTimeFormat("sv-SE", { timeZone: BELGIAN_TIME_ZONE, dateStyle: "short" }).format(new Date());
  return downloadResponse(csv, { type: "text/csv", filename: `leads-${day}.csv` });
}
