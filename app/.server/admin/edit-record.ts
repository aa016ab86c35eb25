// What every back-office editor shares: a record's version travels with the form, and a save that
// finds the record changed since then is refused with what the other person changed (read from the
// audit log), so two people editing one record never overwrite each other silently. The audit line
// of a save keeps, per changed field, the value before and after.
import { and, asc, eq, gt } from "drizzle-orm";
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

/**
 * JSON with every object's keys in order: PostgreSQL's jsonb hands keys back in its own order, so a
 * value read back must compare equal to the same value built by a form.
 */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/** The fields whose value differs (compared as JSON, keys in any order), with both values; empty when nothing changed. */
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
  at: string;
  /** The changed fields' names, as the audit line recorded them. */
  fields: string[];
}

/** Who changed `subject` after `version`, and which fields: what a refused save shows. */
export async function changesSince(
  subject: string,
  version: string,
  database: Database | Transaction = db(),
): Promise<ChangeSince[]> {
  const since = new Date(Date.parse(version) || 0);
  const rows = await database
    .select({ actorName: auditLog.actorName, at: auditLog.at, details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.subject, subject), gt(auditLog.at, since)))
    .orderBy(asc(auditLog.at))
    .limit(20);
  return rows.map((row) => {
    const changes = row.details.changes;
    return {
      actorName: row.actorName,
      at: row.at.toISOString(),
      fields: changes && typeof changes === "object" ? Object.keys(changes) : [],
    };
  });
}
