// The audit log: who did what, when. Every change made in the back office and every sign-in writes a
// line; the line is written in the same transaction as the change where there is one, so a change is
// never without its line.
import { auditLog } from "../db/auth-schema.ts";
import { type Database, db, type Transaction } from "../db/client.ts";

/** The records whose audit lines edit conflicts are read from (changesSince matches the subject). */
export type AuditedRecord = "property" | "project" | "page" | "article";

/** "property 40": the subject of every audit line about a record, built here only. */
export function auditSubject(kind: AuditedRecord, id: number): string {
  return `${kind} ${id}`;
}

export interface Actor {
  id: string | null;
  name: string;
}

export interface AuditEntry {
  /** A dotted name: sign-in.success, lead.status, user.invite, gdpr.erase, ... */
  action: string;
  /** What it was done to: "lead 12", "user ab3f", ... */
  subject?: string;
  /** What changed; never the personal data of someone whose data is being erased. */
  details?: Record<string, unknown>;
}

export async function audit(actor: Actor, entry: AuditEntry, database: Database | Transaction = db()): Promise<void> {
  await database.insert(auditLog).values({
    actorId: actor.id,
    actorName: actor.name,
    action: entry.action,
    subject: entry.subject ?? "",
    details: entry.details ?? {},
  });
}
