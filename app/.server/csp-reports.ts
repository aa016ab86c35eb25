// Content Security Policy violations that browsers report (the policy's report-to and report-uri,
// server/security-headers.ts), stored in csp_reports for the developers: which page, which directive,
// what was blocked and from where in the code. Never who: no address, no user agent, no query string
// (a page's query may hold a token), no sample of the blocked code. Anyone can post here, so the
// endpoint is bounded: 8 KB a request (64 KB refused unread, server/http-app.ts), 10 reports a
// request, 10 requests per address in ten minutes
// and 200 an hour from all addresses together, counted in PostgreSQL like the form limits; reports
// older than 30 days go with the daily purge (leads/retention.ts).
import { z } from "zod";
import { db } from "./db/client.ts";
import { cspReports } from "./db/schema.ts";
import { leadSettings } from "./leads/lead-settings.ts";
import { allowWithin, HOUR_MS, hashedKey, rateLimitAddress, TEN_MINUTES_MS } from "./leads/rate-limit.ts";

export const MAX_CSP_REPORT_BYTES = 8 * 1024;
/** Past this, the HTTP layer refuses the body before anyone reads it. */
export const MAX_CSP_REPORT_REQUEST_BYTES = 64 * 1024;
const MAX_REPORTS_PER_REQUEST = 10;
const PER_ADDRESS_PER_TEN_MINUTES = 10;
const ALL_ADDRESSES_PER_HOUR = 200;
export const CSP_REPORT_RETENTION_DAYS = 30;

/** The two ways browsers send them: report-uri's single report, the Reporting API's list. */
export const CSP_REPORT_TYPES = ["application/csp-report", "application/reports+json", "application/json"];

export type CspReportRow = typeof cspReports.$inferInsert;

const text = z.string().max(4_096);
const position = z.number().int().min(0).max(10_000_000);

// report-uri: { "csp-report": { "document-uri": ..., "effective-directive": ..., ... } }
const legacySchema = z.object({
  "csp-report": z.object({
    "document-uri": text,
    "effective-directive": text.optional(),
    "violated-directive": text.optional(),
    "blocked-uri": text.optional(),
    "source-file": text.optional(),
    "line-number": position.optional(),
    "column-number": position.optional(),
    disposition: text.optional(),
  }),
});

// report-to: [{ "type": "csp-violation", "url": ..., "body": { "documentURL": ..., ... } }, ...], with
// reports of other kinds (deprecations, interventions) in the same list, left out.
const reportingSchema = z
  .array(z.object({ type: text, body: z.unknown() }))
  .min(1)
  .max(MAX_REPORTS_PER_REQUEST);
const violationSchema = z.object({
  documentURL: text,
  effectiveDirective: text.optional(),
  blockedURL: text.optional(),
  sourceFile: text.optional(),
  lineNumber: position.nullable().optional(),
  columnNumber: position.nullable().optional(),
  disposition: text.optional(),
});

const DIRECTIVE = /^[a-z-]{1,40}$/;
/** The browsers' words for what is not a URL: inline code, eval, a data: or blob: address... */
const KEYWORD = /^[a-z-]{1,30}$/;

/** A URL's origin and path, or its origin alone: never its query or fragment. */
function withoutQuery(value: string | undefined, keep: "path" | "origin"): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    if (url.protocol !== "https:" && url.protocol !== "http:") return url.protocol.slice(0, -1);
    return (keep === "path" ? `${url.origin}${url.pathname}` : url.origin).slice(0, 300);
  } catch {
    return undefined;
  }
}

function row(report: {
  document: string;
  directive: string | undefined;
  blocked: string | undefined;
  source: string | undefined;
  line: number | null | undefined;
  column: number | null | undefined;
  disposition: string | undefined;
}): CspReportRow | undefined {
  let documentPath: string;
  try {
    documentPath = new URL(report.document).pathname.slice(0, 300);
  } catch {
    return undefined;
  }
  const directive = report.directive?.split(" ")[0] ?? "";
  if (!DIRECTIVE.test(directive)) return undefined;
  const blocked = report.blocked ?? "";
  return {
    documentPath,
    directive,
    blocked: KEYWORD.test(blocked) ? blocked : (withoutQuery(blocked, "origin") ?? "other"),
    sourceFile: withoutQuery(report.source, "path") ?? null,
    line: report.line ?? null,
    column: report.column ?? null,
    disposition: report.disposition === "report" ? "report" : "enforce",
  };
}

/** The rows a report body holds, or undefined when it is no report (junk). */
export function cspReportRows(body: unknown): CspReportRow[] | undefined {
  const legacy = legacySchema.safeParse(body);
  if (legacy.success) {
    const report = legacy.data["csp-report"];
    const one = row({
      document: report["document-uri"],
      directive: report["effective-directive"] ?? report["violated-directive"],
      blocked: report["blocked-uri"],
      source: report["source-file"],
      line: report["line-number"],
      column: report["column-number"],
      disposition: report.disposition,
    });
    return one ? [one] : undefined;
  }
  const reporting = reportingSchema.safeParse(body);
  if (!reporting.success) return undefined;
  const rows: CspReportRow[] = [];
  for (const report of reporting.data) {
    const violation = report.type === "csp-violation" ? violationSchema.safeParse(report.body) : undefined;
    if (!violation?.success) continue;
    const body = violation.data;
    const one = row({
      document: body.documentURL,
      directive: body.effectiveDirective,
      blocked: body.blockedURL,
      source: body.sourceFile,
      line: body.lineNumber,
      column: body.columnNumber,
      disposition: body.disposition,
    });
    if (one) rows.push(one);
  }
  return rows.length > 0 ? rows : undefined;
}

/** Counts one request of this address, and of all; false when either limit is used up. */
export async function allowCspReport(clientAddress: string): Promise<boolean> {
  const secret = leadSettings().secret;
  const key = hashedKey(secret, "csp-report", rateLimitAddress(clientAddress || "unknown"));
  if (!(await allowWithin(db(), { key, max: PER_ADDRESS_PER_TEN_MINUTES, windowMs: TEN_MINUTES_MS }))) return false;
  return allowWithin(db(), { key: "csp-report:all", max: ALL_ADDRESSES_PER_HOUR, windowMs: HOUR_MS });
}

export async function storeCspReports(rows: CspReportRow[]): Promise<void> {
  await db().insert(cspReports).values(rows);
}
