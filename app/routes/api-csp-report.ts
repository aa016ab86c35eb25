// POST /api/csp-report: where browsers send the Content Security Policy's violations (report-to and
// report-uri). Stored for the developers without who sent them (app/.server/csp-reports.ts); bounded
// per address, for all addresses and in size; 204 when taken, a 4xx with a reason for anything else.
import {
  allowCspReport,
  CSP_REPORT_TYPES,
  cspReportRows,
  MAX_CSP_REPORT_BYTES,
  storeCspReports,
} from "../.server/csp-reports.ts";
import { jsonRefusal } from "../.server/http-errors.ts";
import { clientAddressContext } from "../.server/request-context.ts";
import type { Route } from "./+types/api-csp-report";

export function loader() {
  return jsonRefusal(405, "use POST");
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonRefusal(405, "use POST");
  const type = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (!CSP_REPORT_TYPES.includes(type)) return jsonRefusal(415, `send ${CSP_REPORT_TYPES.join(" or ")}`);
  if (!(await allowCspReport(context.get(clientAddressContext)))) {
    await request.body?.cancel();
    return jsonRefusal(429, "too many reports; try again later");
  }
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_CSP_REPORT_BYTES) return jsonRefusal(413, "too large");
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return jsonRefusal(400, "not JSON");
  }
  const rows = cspReportRows(body);
  if (!rows) return jsonRefusal(400, "not a CSP violation report");
  await storeCspReports(rows);
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}
