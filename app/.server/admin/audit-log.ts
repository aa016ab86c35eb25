// Reading the audit log: newest first, by person and by kind of action, a page at a time.
import { and, count, desc, eq, like, type SQL } from "drizzle-orm";
import { auditLog } from "../db/auth-schema.ts";
import { db } from "../db/client.ts";
import { pageNumberOf } from "./paging.ts";

export const AUDIT_LINES_PER_PAGE = 100;

export interface AuditFilters {
  actorId: string | null;
  /** The start of an action's name: "lead" finds lead.status, lead.note... */
  action: string | null;
  page: number;
}

export function auditFiltersOf(search: URLSearchParams): AuditFilters {
  const actorId = search.get("actor") ?? "";
  const action = search.get("action") ?? "";
  return {
    actorId: /^[\w-]{1,64}$/.test(actorId) ? actorId : null,
    action: /^[a-z-]{1,40}$/.test(action) ? action : null,
    page: pageNumberOf(search),
  };
}

export async function auditLines(filters: AuditFilters) {
  const conditions: SQL[] = [];
  if (filters.actorId) conditions.push(eq(auditLog.actorId, filters.actorId));
  // The pattern is letters and dashes only (auditFiltersOf): nothing in it is a wildcard.
  if (filters.action) conditions.push(like(auditLog.action, `${filters.action}%`));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [total] = await db().select({ value: count() }).from(auditLog).where(where);
  const rows = await db()
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(AUDIT_LINES_PER_PAGE)
    .offset((filters.page - 1) * AUDIT_LINES_PER_PAGE);
  const actors = await db()
    .selectDistinct({ id: auditLog.actorId, name: auditLog.actorName })
    .from(auditLog)
    .orderBy(auditLog.actorName);
  return { total: total?.value ?? 0, rows, actors };
}
