// What every back-office editor shares: a record's version travels with the form, and a save that
// finds the record changed since then is refused with what the other person changed (read from the
// audit log), so two people editing one record never overwrite each other silently. The audit line
// of a save keeps, per changed field, the value before and after.
import { and, asc, eq, gt, sql } from "drizzle-orm";
import { auditLog } from "../db/auth-schema.ts";
import { type Database, db, type Transaction } from "../db/client.ts";

/** The version an edit form carries: the record's last change, to the millisecond. */
export function recordVersion(updatedAt: Date): string {
  return updatedAt.toISOString();
}

/** Whether the record changed since the form was opened (or the form carried no readable version). */
export function isStale(updatedAt: Date, submittedVersion: unknown): boolean {
  if (typeof submittedVersion !== "string") return true;
  const submitted = Date.parse(submittedVersion);
  // The database keeps microseconds and the form milliseconds: compare at the form's precision.
  return Number.isNaN(submitted) || Math.floor(updatedAt.getTime()) !== submitted;
}

export type FieldChanges = Record<string, { before: unknown; after: unknown }>;

/** JSON with the keys of every object sorted: PostgreSQL's jsonb keeps its own key order. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

/** The fields whose value differs (compared as JSON, key order aside), with both values; empty when nothing changed. */
export function fieldChanges(before: Record<string, unknown>, after: Record<string, unknown>): FieldChanges {
  const changes: FieldChanges = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = before[key] ?? null;
    const now = after[key] ?? null;
    if (canonicalJson(was) !== canonicalJson(now)) changes[key] = { before: was, after: now };
  }
  return changes;
}

export interface ChangeSince {
  actorName: string;
  /** Who saved (null for a change without a signed-in person): the same person in another window is told so. */
  actorId: string | null;
  at: string;
  /** The changed fields' names, as the audit line recorded them. */
  fields: string[];
}

/**
 * Who changed `subject` after `version`, and which fields: what a refused save shows. A version is a
 * millisecond, so a change within the version's own millisecond is not listed: it cannot be told
 * from the change that made the version. (Tests that save right after inserting a record therefore
 * date the record a minute back, as a form is opened well before it is saved.)
 */
export async function changesSince(
  subject: string,
  version: string,
  database: Database | Transaction = db(),
): Promise<ChangeSince[]> {
  const since = new Date(Date.parse(version) || 0);
  const rows = await database
    .select({ actorName: auditLog.actorName, actorId: auditLog.actorId, at: auditLog.at, details: auditLog.details })
    .from(auditLog)
    // At the version's own precision: the change that made the version shares its instant.
    .where(and(eq(auditLog.subject, subject), gt(sql`date_trunc('milliseconds', ${auditLog.at})`, since)))
    .orderBy(asc(auditLog.at))
    .limit(20);
  return rows.map((row) => {
    const changes = row.details.changes;
    return {
      actorName: row.actorName,
      actorId: row.actorId,
      at: row.at.toISOString(),
      fields: changes && typeof changes === "object" ? Object.keys(changes) : [],
    };
  });
}

/** The database's clock now: the moment a page was shown, for "what changed since" on a refused save. */
export async function databaseNow(): Promise<Date> {
  const result = await db().execute<{ ms: number }>(
    sql`select floor(extract(epoch from clock_timestamp()) * 1000)::float8 as ms`,
  );
  return new Date(result.rows[0]?.ms ?? Date.now());
}
