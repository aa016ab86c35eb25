// Portal figures from a CSV file: one line per property, portal and day with the views and contact
// requests the portal counted (docs/import.md). The whole file is checked first and written only
// when every line is right, in one transaction, so a file with a mistake changes nothing and can be
// sent again once corrected. A day already imported for a portal is replaced, not added to: portal
// exports overlap and are corrected afterwards.
import { inArray, sql } from "drizzle-orm";
import { isIsoDay } from "../../domain/brussels-day.ts";
import { portalKey } from "../../domain/portals.ts";
import type { Database, Transaction } from "../db/client.ts";
import { properties } from "../db/schema.ts";
import { portalDailyFigures, propertyPublications } from "../db/stats-schema.ts";

export const PORTAL_FIGURE_COLUMNS = ["property", "portal", "day", "views", "contacts"] as const;
export const MAX_FIGURE_LINES = 100_000;

/** Why a line was refused; the back office words each in the staff member's language. */
export type FigureProblemKind =
  | "empty"
  | "header"
  | "tooManyLines"
  | "columns"
  | "property"
  | "unknownProperty"
  | "portal"
  | "day"
  | "views"
  | "contacts"
  | "duplicate";

export interface FigureProblem {
  /** The line of the file, the header being line 1. */
  line: number;
  kind: FigureProblemKind;
  /** What the line held there, to find it in the file. */
  value?: string;
}

export interface FigureRow {
  line: number;
  propertyId: number;
  portal: string;
  day: string;
  views: number;
  contacts: number;
}

export type FigureImport =
  | { ok: true; figures: number; properties: number; portals: string[] }
  | { ok: false; problems: FigureProblem[] };

const COUNT = /^\d{1,9}$/;

/** Semicolons (what spreadsheets write with a Belgian locale) or commas, as the header uses them. */
function separatorOf(header: string): string {
  return header.includes(";") ? ";" : ",";
}

function cells(line: string, separator: string): string[] {
  return line.split(separator).map((cell) =>
    cell
      .trim()
      .replace(/^"(.*)"$/, "$1")
      .trim(),
  );
}

/** The file's lines as figures, and every problem found (all of them, not just the first). */
export function parsePortalFigures(text: string): { rows: FigureRow[]; problems: FigureProblem[] } {
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  while (lines.length > 0 && (lines.at(-1) ?? "").trim() === "") lines.pop();
  const [header = ""] = lines;
  if (header.trim() === "") return { rows: [], problems: [{ line: 1, kind: "empty" }] };
  const separator = separatorOf(header);
  const names = cells(header, separator).map((name) => name.toLowerCase());
  if (names.join() !== PORTAL_FIGURE_COLUMNS.join()) {
    return { rows: [], problems: [{ line: 1, kind: "header", value: header.slice(0, 120) }] };
  }
  if (lines.length - 1 > MAX_FIGURE_LINES) return { rows: [], problems: [{ line: 1, kind: "tooManyLines" }] };

  const rows: FigureRow[] = [];
  const problems: FigureProblem[] = [];
  const seen = new Map<string, number>();
  lines.slice(1).forEach((text, index) => {
    const line = index + 2;
    if (text.trim() === "") return;
    const values = cells(text, separator);
    if (values.length !== PORTAL_FIGURE_COLUMNS.length) {
      problems.push({ line, kind: "columns", value: String(values.length) });
      return;
    }
    const [property = "", portal = "", day = "", views = "", contacts = ""] = values;
    const before = problems.length;
    if (!COUNT.test(property) || Number(property) === 0) problems.push({ line, kind: "property", value: property });
    const key = portalKey(portal);
    if (!key) problems.push({ line, kind: "portal", value: portal });
    if (!isIsoDay(day)) problems.push({ line, kind: "day", value: day });
    if (!COUNT.test(views)) problems.push({ line, kind: "views", value: views });
    if (!COUNT.test(contacts)) problems.push({ line, kind: "contacts", value: contacts });
    if (problems.length > before || !key) return;
    const identity = `${Number(property)} ${key} ${day}`;
    const earlier = seen.get(identity);
    if (earlier !== undefined) {
      problems.push({ line, kind: "duplicate", value: String(earlier) });
      return;
    }
    seen.set(identity, line);
    rows.push({
      line,
      propertyId: Number(property),
      portal: key,
      day,
      views: Number(views),
      contacts: Number(contacts),
    });
  });
  return { rows, problems };
}

/**
 * Checks and writes a portal figures file. A property a figure names must exist; a portal that has
 * figures for a property and no publication yet gets one, published since its first imported day.
 */
export async function importPortalFigures(
  db: Database,
  text: string,
  /** Runs in the import's transaction once the figures are written (the audit line goes there). */
  afterWrite?: (tx: Transaction, summary: Extract<FigureImport, { ok: true }>) => Promise<void>,
): Promise<FigureImport> {
  const { rows, problems } = parsePortalFigures(text);
  const ids = [...new Set(rows.map((row) => row.propertyId))];
  const known = new Set<number>();
  for (let start = 0; start < ids.length; start += 5_000) {
    const found = await db
      .select({ id: properties.id })
      .from(properties)
      .where(inArray(properties.id, ids.slice(start, start + 5_000)));
    for (const { id } of found) known.add(id);
  }
  for (const row of rows) {
    if (!known.has(row.propertyId))
      problems.push({ line: row.line, kind: "unknownProperty", value: String(row.propertyId) });
  }
  if (problems.length > 0 || rows.length === 0) {
    return {
      ok: false,
      problems: problems.length > 0 ? problems.sort((a, b) => a.line - b.line) : [{ line: 1, kind: "empty" }],
    };
  }

  const firstDays = new Map<string, { propertyId: number; portal: string; since: string }>();
  for (const row of rows) {
    const key = `${row.propertyId} ${row.portal}`;
    const first = firstDays.get(key);
    if (!first || row.day < first.since)
      firstDays.set(key, { propertyId: row.propertyId, portal: row.portal, since: row.day });
  }
  const summary = {
    ok: true as const,
    figures: rows.length,
    properties: ids.length,
    portals: [...new Set(rows.map((row) => row.portal))].sort(),
  };
  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += 2_000) {
      await tx
        .insert(portalDailyFigures)
        .values(
          rows.slice(start, start + 2_000).map(({ propertyId, portal, day, views, contacts }) => ({
            propertyId,
            portal,
            day,
            views,
            contacts,
          })),
        )
        .onConflictDoUpdate({
          target: [portalDailyFigures.propertyId, portalDailyFigures.portal, portalDailyFigures.day],
          set: { views: sql`excluded.views`, contacts: sql`excluded.contacts` },
        });
    }
    await tx
      .insert(propertyPublications)
      .values([...firstDays.values()])
      .onConflictDoNothing();
    await afterWrite?.(tx, summary);
  });
  return summary;
}
