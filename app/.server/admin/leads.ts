// The leads inbox: every submission of every form, newest first, filtered by form, by whether the
// captcha was solved, by property, by where the agency stands with it, by the day it came in (the
// agency's days, Brussels time) and by a search on name, e-mail or phone; one lead with its fields, its
// mails and its notes; the same filtered list as rows for a spreadsheet.
import { aliasedTable, and, asc, count, desc, eq, gte, ilike, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import { BELGIAN_TIME_ZONE, isIsoDay } from "../../domain/brussels-day.ts";
import { phoneSearchDigits } from "../../domain/contact-match.ts";
import { FORM_KINDS, type FormKind } from "../../domain/forms/form-kinds.ts";
import { firstDirection, LEAD_SORTS, type LeadSort, type SortDirection } from "../../domain/lead-inbox.ts";
import type { Language } from "../../i18n/languages.ts";
import { ADMIN_MESSAGES } from "../../i18n/messages/admin.ts";
import { users } from "../db/auth-schema.ts";
import { db } from "../db/client.ts";
import { LEAD_STATUSES, type LeadStatus, leadNotes, leads, outgoingMails } from "../db/lead-schema.ts";
import { properties } from "../db/schema.ts";
import { leadPhoneMatches, propertyTitle } from "./contacts.ts";
import { containsPattern, pageNumberOf, searchQueryOf } from "./paging.ts";

export const LEADS_PER_PAGE = 50;
/** An export is a list for a spreadsheet, not a backup: more rows than this are a filter to narrow. */
export const MAX_EXPORT_ROWS = 20_000;

export interface LeadFilters {
  kind: FormKind | null;
  verified: boolean | null;
  query: string;
  page: number;
  propertyId: number | null;
  status: LeadStatus | null;
  /** First and last day (YYYY-MM-DD, both included), in the agency's time zone. */
  from: string | null;
  to: string | null;
  /** Whose requests: the viewer's own ("me"), nobody's ("none"), or one staff member's id. */
  assignee: string | null;
  sort: LeadSort;
  direction: SortDirection;
}

/** Who looks at the inbox: "me" is them, and titles and form names are sorted in their language. */
export interface InboxViewer {
  id: string;
  language: Language;
  fallback: Language;
}

/** A staff member's id as the accounts store it (better-auth's random ids), or "me" and "none". */
const ASSIGNEE = /^(?:me|none|[A-Za-z0-9_-]{1,64})$/;

/** A calendar day as typed in a date field, or null (a day that does not exist included). */
function dayOf(value: string | null): string | null {
  return value && isIsoDay(value) ? value : null;
}

/** The filters of the inbox's URL; anything unknown is left out rather than refused. */
export function leadFiltersOf(search: URLSearchParams): LeadFilters {
  const kind = search.get("kind") ?? "";
  const verified = search.get("verified");
  const property = search.get("property") ?? "";
  const status = search.get("status") ?? "";
  const assignee = search.get("assignee") ?? "";
  const sort = search.get("sort") ?? "";
  const chosenSort = (LEAD_SORTS as readonly string[]).includes(sort) ? (sort as LeadSort) : "received";
  const direction = search.get("dir");
  return {
    kind: (FORM_KINDS as readonly string[]).includes(kind) ? (kind as FormKind) : null,
    verified: verified === "yes" ? true : verified === "no" ? false : null,
    query: searchQueryOf(search),
    page: pageNumberOf(search),
    propertyId: /^\d{1,9}$/.test(property.trim()) && Number(property) > 0 ? Number(property) : null,
    status: (LEAD_STATUSES as readonly string[]).includes(status) ? (status as LeadStatus) : null,
    from: dayOf(search.get("from")),
    to: dayOf(search.get("to")),
    assignee: ASSIGNEE.test(assignee) ? assignee : null,
    sort: chosenSort,
    direction: direction === "asc" || direction === "desc" ? direction : firstDirection(chosenSort),
  };
}

/** The filters back as a query string (page left out), for links, paging and the export. */
export function leadFilterSearch(filters: LeadFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.kind) search.set("kind", filters.kind);
  if (filters.verified !== null) search.set("verified", filters.verified ? "yes" : "no");
  if (filters.query) search.set("q", filters.query);
  if (filters.propertyId !== null) search.set("property", String(filters.propertyId));
  if (filters.status) search.set("status", filters.status);
  if (filters.from) search.set("from", filters.from);
  if (filters.to) search.set("to", filters.to);
  if (filters.assignee) search.set("assignee", filters.assignee);
  if (filters.sort !== "received" || filters.direction !== "desc") {
    search.set("sort", filters.sort);
    search.set("dir", filters.direction);
  }
  return search;
}

/**
 * Midnight starting a day (or `after` days later) in Brussels, as an instant. Days are counted on
 * the calendar, not as 24 hours: the day the clocks change is 23 or 25 hours long.
 */
export function startOfDay(day: string, after = 0): SQL {
  return sql`((${day}::date + ${after}::int)::timestamp at time zone ${BELGIAN_TIME_ZONE})`;
}

function whereOf(filters: LeadFilters, viewerId: string): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.kind) conditions.push(eq(leads.kind, filters.kind));
  if (filters.verified !== null) conditions.push(eq(leads.verified, filters.verified));
  if (filters.query) {
    const pattern = containsPattern(filters.query);
    // A phone, any way it is typed: "0480" finds a request with +32 480 12 34 56.
    const digits = phoneSearchDigits(filters.query);
    const match = or(
      ilike(leads.name, pattern),
      ilike(leads.email, pattern),
      ...(digits ? [leadPhoneMatches(digits)] : []),
    );
    if (match) conditions.push(match);
  }
  if (filters.propertyId !== null) conditions.push(eq(leads.propertyId, filters.propertyId));
  if (filters.status) conditions.push(eq(leads.status, filters.status));
  if (filters.from) conditions.push(gte(leads.createdAt, startOfDay(filters.from)));
  if (filters.to) conditions.push(lt(leads.createdAt, startOfDay(filters.to, 1)));
  if (filters.assignee === "none") conditions.push(isNull(leads.assignedTo));
  else if (filters.assignee)
    conditions.push(eq(leads.assignedTo, filters.assignee === "me" ? viewerId : filters.assignee));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const assignee = aliasedTable(users, "assignee");

const listColumns = {
  id: leads.id,
  kind: leads.kind,
  name: leads.name,
  email: leads.email,
  verified: leads.verified,
  propertyId: leads.propertyId,
  status: leads.status,
  assignedTo: leads.assignedTo,
  assigneeName: assignee.name,
  createdAt: leads.createdAt,
};

/** A list of texts as one PostgreSQL array (each a parameter). */
function textArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

/**
 * The list's order: the column asked for, then the newest first. Forms are ordered by their names in
 * the viewer's language and statuses by the way a request goes (new, in progress, done, spam), not
 * by their codes; rows without a person, property or agent come last either way.
 */
function orderOf(filters: LeadFilters, language: Language): SQL[] {
  const by = filters.direction === "asc" ? asc : desc;
  const last = (column: SQL) => sql`${column} is null`;
  const kinds = ADMIN_MESSAGES[language].leads.kinds as Record<string, string>;
  const kindOrder = [...FORM_KINDS].sort((a, b) => (kinds[a] ?? a).localeCompare(kinds[b] ?? b, language));
  const column: Record<LeadSort, SQL[]> = {
    received: [by(leads.createdAt)],
    person: [last(sql`nullif(${leads.name}, '')`), by(sql`lower(${leads.name})`)],
    property: [last(sql`${leads.propertyId}`), by(sql`coalesce(${properties.reference}, ${leads.propertyId}::text)`)],
    form: [by(sql`array_position(${textArray(kindOrder)}, ${leads.kind})`)],
    status: [by(sql`array_position(${textArray(LEAD_STATUSES)}, ${leads.status})`)],
    agent: [last(sql`${assignee.name}`), by(sql`lower(${assignee.name})`)],
  };
  return [...column[filters.sort], desc(leads.createdAt), desc(leads.id)];
}

/** How many requests the filters select: the list's total, and the overview's tile that links to it. */
export async function leadCount(filters: LeadFilters, viewerId: string): Promise<number> {
  const [total] = await db().select({ value: count() }).from(leads).where(whereOf(filters, viewerId));
  return total?.value ?? 0;
}

export async function leadInbox(filters: LeadFilters, viewer: InboxViewer) {
  const where = whereOf(filters, viewer.id);
  const total = await leadCount(filters, viewer.id);
  const rows = await db()
    // The property by its reference and title, as the agency names it (null for a request about none).
    .select({
      ...listColumns,
      contactId: leads.contactId,
      propertyReference: properties.reference,
      propertyTitle: propertyTitle(viewer.language, viewer.fallback),
    })
    .from(leads)
    .leftJoin(assignee, eq(assignee.id, leads.assignedTo))
    .leftJoin(properties, eq(properties.id, leads.propertyId))
    .where(where)
    .orderBy(...orderOf(filters, viewer.language))
    .limit(LEADS_PER_PAGE)
    .offset((filters.page - 1) * LEADS_PER_PAGE);
  return { total, rows };
}

/** Every lead the filters select (paging aside), newest first, with what was typed. */
export async function leadExportRows(filters: LeadFilters, viewerId: string) {
  return db()
    .select({ ...listColumns, fields: leads.fields })
    .from(leads)
    .leftJoin(assignee, eq(assignee.id, leads.assignedTo))
    .where(whereOf(filters, viewerId))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(MAX_EXPORT_ROWS);
}

export async function leadDetail(id: number) {
  const [lead] = await db()
    .select({ lead: leads, assigneeName: assignee.name })
    .from(leads)
    .leftJoin(assignee, eq(assignee.id, leads.assignedTo))
    .where(eq(leads.id, id));
  if (!lead) return undefined;
  const mails = await db()
    .select({
      id: outgoingMails.id,
      purpose: outgoingMails.purpose,
      recipient: outgoingMails.recipient,
      subject: outgoingMails.subject,
      attempts: outgoingMails.attempts,
      sentAt: outgoingMails.sentAt,
      failedAt: outgoingMails.failedAt,
      heldAt: outgoingMails.heldAt,
      lastError: outgoingMails.lastError,
    })
    .from(outgoingMails)
    .where(eq(outgoingMails.leadId, id))
    .orderBy(outgoingMails.id);
  const notes = await db()
    .select()
    .from(leadNotes)
    .where(eq(leadNotes.leadId, id))
    .orderBy(desc(leadNotes.createdAt), desc(leadNotes.id));
  return { lead: lead.lead, assigneeName: lead.assigneeName, mails, notes };
}

/** A lead's property as the back office names it: its reference and its title in the staff member's language. */
export async function leadProperty(propertyId: number, language: Language, fallback: Language) {
  const [row] = await db()
    .select({ id: properties.id, reference: properties.reference, title: propertyTitle(language, fallback) })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return row;
}
