// Reading the audit log: newest first, filtered by day range (in Brussels), kind of record, one
// record and person, a page at a time. A filter that cannot be read is named in `problems` and left
// out, so the page says what was wrong and still shows the log.
import { and, count, desc, eq, gte, inArray, like, lt, or, type SQL } from "drizzle-orm";
import { isIsoDay } from "../../domain/brussels-day.ts";
import { auditLog, users } from "../db/auth-schema.ts";
import { db } from "../db/client.ts";
import {
  AUDIT_KIND_RULES,
  type AuditRecordKind,
  isAuditRecordKind,
  recordIdOf,
  recordOfSubject,
} from "./audit-records.ts";
import { startOfDay } from "./leads.ts";
import { pageNumberOf } from "./paging.ts";

export const AUDIT_LINES_PER_PAGE = 50;

export interface AuditFilters {
  actorId: string | null;
  kind: AuditRecordKind | null;
  /** One record of `kind`: its id as the subject writes it ("40", a user's text id). */
  record: string | null;
  /** First and last day (YYYY-MM-DD, both included), in the agency's time zone. */
  from: string | null;
  to: string | null;
  page: number;
}

/** What could not be read: the filter is left out and the page says why. */
export type AuditFilterProblem = "actor" | "kind" | "record" | "recordNeedsKind" | "from" | "to" | "toBeforeFrom";

const EMPTY_FILTERS: AuditFilters = { actorId: null, kind: null, record: null, from: null, to: null, page: 1 };

export function auditFiltersOf(search: URLSearchParams): { filters: AuditFilters; problems: AuditFilterProblem[] } {
  const problems: AuditFilterProblem[] = [];
  const filters: AuditFilters = { ...EMPTY_FILTERS, page: pageNumberOf(search) };
  const text = (name: string) => (search.get(name) ?? "").trim();

  const actor = text("actor");
  if (/^[\w-]{1,64}$/.test(actor)) filters.actorId = actor;
  else if (actor !== "") problems.push("actor");

  const kind = text("kind");
  if (isAuditRecordKind(kind)) filters.kind = kind;
  else if (kind !== "") problems.push("kind");

  const record = text("record");
  if (record !== "") {
    if (!filters.kind) problems.push("recordNeedsKind");
    else {
      const id = recordIdOf(filters.kind, record);
      if (id === undefined) problems.push("record");
      else filters.record = id;
    }
  }

  for (const name of ["from", "to"] as const) {
    const day = text(name);
    if (isIsoDay(day)) filters[name] = day;
    else if (day !== "") problems.push(name);
  }
  if (filters.from && filters.to && filters.to < filters.from) {
    problems.push("toBeforeFrom");
    filters.to = null;
  }
  return { filters, problems };
}

/** The filters back as a query string (page left out), for paging links. */
export function auditFilterSearch(filters: AuditFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.from) search.set("from", filters.from);
  if (filters.to) search.set("to", filters.to);
  if (filters.kind) search.set("kind", filters.kind);
  if (filters.record) search.set("record", filters.record);
  if (filters.actorId) search.set("actor", filters.actorId);
  return search;
}

// The rules' subjects and actions are letters, spaces and dashes (audit-records.ts): no wildcard in them.
function kindCondition(kind: AuditRecordKind): SQL | undefined {
  const rule = AUDIT_KIND_RULES[kind];
  return or(
    ...rule.subjects.map((subject) =>
      subject.endsWith(" ") ? like(auditLog.subject, `${subject}%`) : eq(auditLog.subject, subject),
    ),
    ...rule.actions.flatMap((action) => [eq(auditLog.action, action), like(auditLog.action, `${action}.%`)]),
  );
}

function whereOf(filters: AuditFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.actorId) conditions.push(eq(auditLog.actorId, filters.actorId));
  if (filters.kind) {
    const record = AUDIT_KIND_RULES[filters.kind].record;
    conditions.push(
      filters.record && record
        ? eq(auditLog.subject, `${record.subject}${filters.record}`)
        : kindCondition(filters.kind),
    );
  }
  if (filters.from) conditions.push(gte(auditLog.at, startOfDay(filters.from)));
  if (filters.to) conditions.push(lt(auditLog.at, startOfDay(filters.to, 1)));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export type AuditLine = typeof auditLog.$inferSelect;

export async function auditLines(filters: AuditFilters): Promise<{
  total: number;
  rows: AuditLine[];
  actors: { id: string; name: string }[];
  /** The names of the users the page's lines are about (a subject holds a user's id only). */
  userNames: Map<string, string>;
}> {
  const where = whereOf(filters);
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
  const userIds = [
    ...new Set(
      rows.flatMap((row) => {
        const record = recordOfSubject(row.subject);
        return record?.kind === "user" ? [record.id] : [];
      }),
    ),
  ];
  const named =
    userIds.length > 0
      ? await db().select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, userIds))
      : [];
  return {
    total: total?.value ?? 0,
    rows,
    userNames: new Map(named.map((user) => [user.id, user.name])),
    actors: actors.flatMap((actor) => (actor.id === null ? [] : [{ id: actor.id, name: actor.name }])),
  };
}
