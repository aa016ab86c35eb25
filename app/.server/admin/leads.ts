// The leads inbox: every submission of every form, newest first, filtered by form, by whether the
// captcha was solved and by a search on name or e-mail; and one lead with its fields and its mails.
import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { FORM_KINDS, type FormKind } from "../../domain/forms/form-kinds.ts";
import { db } from "../db/client.ts";
import { leads, outgoingMails } from "../db/lead-schema.ts";

export const LEADS_PER_PAGE = 50;

export interface LeadFilters {
  kind: FormKind | null;
  verified: boolean | null;
  query: string;
  page: number;
}

/** The filters of the inbox's URL; anything unknown is left out rather than refused. */
export function leadFiltersOf(search: URLSearchParams): LeadFilters {
  const kind = search.get("kind") ?? "";
  const verified = search.get("verified");
  const page = Number(search.get("page") ?? "1");
  return {
    kind: (FORM_KINDS as readonly string[]).includes(kind) ? (kind as FormKind) : null,
    verified: verified === "yes" ? true : verified === "no" ? false : null,
    query: (search.get("q") ?? "").trim().slice(0, 100),
    page: Number.isSafeInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** A LIKE pattern that matches the text itself: its own % and _ are not wildcards. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function whereOf(filters: LeadFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.kind) conditions.push(eq(leads.kind, filters.kind));
  if (filters.verified !== null) conditions.push(eq(leads.verified, filters.verified));
  if (filters.query) {
    const pattern = containsPattern(filters.query);
    const match = or(ilike(leads.name, pattern), ilike(leads.email, pattern));
    if (match) conditions.push(match);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export async function leadInbox(filters: LeadFilters) {
  const where = whereOf(filters);
  const [total] = await db().select({ value: count() }).from(leads).where(where);
  const rows = await db()
    .select({
      id: leads.id,
      kind: leads.kind,
      name: leads.name,
      email: leads.email,
      verified: leads.verified,
      propertyId: leads.propertyId,
      createdAt: leads.createdAt,
    })
    .from(leads)
    .where(where)
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(LEADS_PER_PAGE)
    .offset((filters.page - 1) * LEADS_PER_PAGE);
  return { total: total?.value ?? 0, rows };
}

export async function leadDetail(id: number) {
  const [lead] = await db().select().from(leads).where(eq(leads.id, id));
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
      lastError: outgoingMails.lastError,
    })
    .from(outgoingMails)
    .where(eq(outgoingMails.leadId, id))
    .orderBy(outgoingMails.id);
  return { lead, mails };
}
