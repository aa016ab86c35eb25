// Every change made in the back office goes through staffChange(): one transaction holds the change,
// its audit line(s) and, when published content changed, the change notice (NOTIFY). PostgreSQL
// delivers a notification on commit and drops it on rollback, so a change is never without its line
// or its notice, and a change that fails leaves neither. No service writes an audit line or a notice
// of its own (staff-change.test.ts reads app/.server/ for it).
import { forgetContentCaches } from "../content-caches.ts";
import { announceContentChange } from "../content-changes.ts";
import { type Database, db, type Transaction } from "../db/client.ts";
import { type Actor, type AuditEntry, audit } from "./audit.ts";
import type { FieldChanges } from "./edit-record.ts";

/** One audit line of a change: what was done, to which record, and each changed field before and after. */
export interface StaffChangeLine {
  /** A dotted name: property.edit, lead.status, testimonial.approve, ... */
  action: string;
  /** The record: "property 40" (auditSubject() for the edited records), "lead 12", ... */
  subject?: string;
  /** Each changed field with its value before and after (fieldChanges()). */
  changes?: FieldChanges;
  /** What else the line keeps (counts, a reason); never the personal data of someone being erased. */
  details?: Record<string, unknown>;
}

export interface Changed<Result> {
  kind: "changed";
  result: Result;
  lines: StaffChangeLine[];
  /** Whether published content (pages, listings, settings) changed: every instance drops what it keeps. */
  announces: boolean;
}

export interface Unchanged<Result> {
  kind: "unchanged";
  result: Result;
}

/** The change was written: these lines go into the audit log, and the notice goes out when it `announces`. */
export function changed<Result>(
  result: Result,
  lines: StaffChangeLine | StaffChangeLine[],
  { announces }: { announces: boolean },
): Changed<Result> {
  return { kind: "changed", result, lines: Array.isArray(lines) ? lines : [lines], announces };
}

/** Nothing was written (refused, a conflict, saved as it was): no line, no notice. */
export function unchanged<Result>(result: Result): Unchanged<Result> {
  return { kind: "unchanged", result };
}

/** How a line is stored: the changed fields under `details.changes`, where edit conflicts read them. */
export function auditEntryOf(line: StaffChangeLine): AuditEntry {
  return {
    action: line.action,
    ...(line.subject === undefined ? {} : { subject: line.subject }),
    details: { ...(line.changes ? { changes: line.changes } : {}), ...line.details },
  };
}

/**
 * Runs `change` in one transaction with its audit lines and its notice. A change that throws rolls
 * all of it back; what it returns through changed() or unchanged() is handed back after the commit.
 * This instance forgets its kept content at once after an announcing commit, so the staff member's
 * next page shows the change without waiting for the notification to come round.
 */
export async function staffChange<Result>(
  actor: Actor,
  change: (tx: Transaction) => Promise<Changed<Result> | Unchanged<Result>>,
  database: Database = db(),
): Promise<Result> {
  const outcome = await database.transaction(async (tx) => {
    const done = await change(tx);
    if (done.kind === "changed") {
      for (const line of done.lines) await audit(actor, auditEntryOf(line), tx);
      if (done.announces) await announceContentChange(tx);
    }
    return done;
  });
  if (outcome.kind === "changed" && outcome.announces) forgetContentCaches();
  return outcome.result;
}

/**
 * A staff action that changes nothing but must be on record (an export of personal data): its line,
 * on its own.
 */
export async function recordStaffAction(actor: Actor, line: StaffChangeLine, database: Database = db()): Promise<void> {
  await staffChange(actor, async () => changed(undefined, line, { announces: false }), database);
}
