// The people who wrote to the agency, one record each (contacts/lead-contact.ts links every lead):
// the list, searched by name, e-mail, phone (any way it is typed: "0480" finds +32480...) and the
// street of a property they asked about or that they typed; one contact with everything they did in
// time order (requests, visits booked, demands, newsletter sign-ups, testimonials, the mails sent to
// them), the agency's notes and who follows them. Changes go with their audit line.
import { and, asc, count, desc, eq, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import { matchingName, phoneSearchDigits } from "../../domain/contact-match.ts";
import type { Language } from "../../i18n/languages.ts";
import { db, type Transaction } from "../db/client.ts";
import { contactNotes, contacts } from "../db/contact-schema.ts";
import {
  demands,
  leads,
  newsletterSubscribers,
  outgoingMails,
  propertyFollowers,
  testimonialSubmissions,
  visitBookings,
  visitSlots,
} from "../db/lead-schema.ts";
import { properties, propertyTexts } from "../db/schema.ts";
import type { Actor } from "./audit.ts";
import { fieldChanges } from "./edit-record.ts";
import { containsPattern, pageNumberOf, searchQueryOf } from "./paging.ts";
import { changed, staffChange, unchanged } from "./staff-change.ts";
import { workingStaffName } from "./working-staff.ts";

export const CONTACTS_PER_PAGE = 50;

export interface ContactFilters {
  query: string;
  page: number;
}

export function contactFiltersOf(search: URLSearchParams): ContactFilters {
  return { query: searchQueryOf(search), page: pageNumberOf(search) };
}

/**
 * The leads whose phone holds the digits searched: a phone is kept as typed in the lead's fields and
 * read in E.164 by the database's e164_phone() (the contacts migration), as contact-match.ts reads it.
 */
export function leadPhoneMatches(digits: string): SQL {
  return sql`e164_phone(${leads.fields}->>'phone') like ${`%${digits}%`}`;
}

/** Name, any address they wrote from, any phone they gave, a street of theirs or of a property they asked about. */
function searchOf(query: string): SQL | undefined {
  if (!query) return undefined;
  const pattern = containsPattern(query);
  const digits = phoneSearchDigits(query);
  const phone = digits
    ? sql`or ${contacts.phone} like ${`%${digits}%`} or exists (select 1 from ${leads}
          where ${leads.contactId} = ${contacts.id} and ${leadPhoneMatches(digits)})`
    : sql``;
  return sql`(${contacts.name} ilike ${pattern} or ${contacts.email} ilike ${pattern} ${phone}
    or exists (select 1 from ${leads} left join ${properties} on ${properties.id} = ${leads.propertyId}
      where ${leads.contactId} = ${contacts.id}
        and (${leads.email} ilike ${pattern} or ${leads.name} ilike ${pattern}
          or ${leads.fields}->>'street' ilike ${pattern}
          or concat_ws(' ', ${properties.street}, ${properties.houseNumber}) ilike ${pattern})))`;
}

// Written out with their tables: a select from one table names its columns without one, which a
// subquery would read as its own.
const follower = sql<string | null>`(select u.name from users u where u.id = contacts.followed_by)`;
const requestCount = sql<number>`(select count(*)::int from leads l where l.contact_id = contacts.id)`;

export async function contactList(filters: ContactFilters) {
  const where = searchOf(filters.query);
  const [total] = await db().select({ value: count() }).from(contacts).where(where);
  const rows = await db()
    .select({
      id: contacts.id,
      name: contacts.name,
      email: contacts.email,
      phone: contacts.phone,
      followerName: follower,
      requests: requestCount,
      updatedAt: contacts.updatedAt,
    })
    .from(contacts)
    .where(where)
    .orderBy(desc(contacts.updatedAt), desc(contacts.id))
    .limit(CONTACTS_PER_PAGE)
    .offset((filters.page - 1) * CONTACTS_PER_PAGE);
  return { total: total?.value ?? 0, rows };
}

/** A property as the back office names it: its reference and its title in the staff member's language. */
export function propertyTitle(language: Language, fallback: Language) {
  return sql<string | null>`coalesce(
    (select ${propertyTexts.title} from ${propertyTexts}
      where ${propertyTexts.propertyId} = ${properties.id} and ${propertyTexts.language} = ${language}),
    (select ${propertyTexts.title} from ${propertyTexts}
      where ${propertyTexts.propertyId} = ${properties.id} order by ${propertyTexts.language} = ${fallback} desc limit 1))`;
}

/** Everything the contact did, each kind apart; the page puts them in one history. */
export async function contactDetail(id: number, language: Language, fallback: Language) {
  const [contact] = await db()
    .select({ contact: contacts, followerName: follower })
    .from(contacts)
    .where(eq(contacts.id, id));
  if (!contact) return undefined;
  const title = propertyTitle(language, fallback);
  const requests = await db()
    .select({
      id: leads.id,
      kind: leads.kind,
      email: leads.email,
      fields: leads.fields,
      status: leads.status,
      verified: leads.verified,
      createdAt: leads.createdAt,
      propertyId: leads.propertyId,
      reference: properties.reference,
      title,
    })
    .from(leads)
    .leftJoin(properties, eq(properties.id, leads.propertyId))
    .where(eq(leads.contactId, id))
    .orderBy(desc(leads.createdAt), desc(leads.id));
  const leadIds = requests.map((lead) => lead.id);
  const visits = leadIds.length
    ? await db()
        .select({
          id: visitBookings.id,
          leadId: visitBookings.leadId,
          startsAt: visitSlots.startsAt,
          cancelledAt: visitBookings.cancelledAt,
          createdAt: visitBookings.createdAt,
          propertyId: visitSlots.propertyId,
          reference: properties.reference,
          title,
        })
        .from(visitBookings)
        .innerJoin(visitSlots, eq(visitSlots.id, visitBookings.slotId))
        .leftJoin(properties, eq(properties.id, visitSlots.propertyId))
        .where(inArray(visitBookings.leadId, leadIds))
    : [];
  const contactDemands = await db()
    .select({
      id: demands.id,
      createdAt: demands.createdAt,
      confirmedAt: demands.confirmedAt,
      unsubscribedAt: demands.unsubscribedAt,
    })
    .from(demands)
    .where(eq(demands.contactId, id));
  const subscriptions = await db()
    .select({
      id: newsletterSubscribers.id,
      createdAt: newsletterSubscribers.createdAt,
      confirmedAt: newsletterSubscribers.confirmedAt,
      unsubscribedAt: newsletterSubscribers.unsubscribedAt,
    })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.contactId, id));
  const testimonials = await db()
    .select({
      id: testimonialSubmissions.id,
      createdAt: testimonialSubmissions.createdAt,
      published: testimonialSubmissions.published,
      reviewedAt: testimonialSubmissions.reviewedAt,
    })
    .from(testimonialSubmissions)
    .where(eq(testimonialSubmissions.contactId, id));
  const mails = await mailsTo([contact.contact.email, ...requests.map((lead) => lead.email?.toLowerCase() ?? null)]);
  const notes = await db()
    .select()
    .from(contactNotes)
    .where(eq(contactNotes.contactId, id))
    .orderBy(desc(contactNotes.createdAt), desc(contactNotes.id));
  return {
    contact: contact.contact,
    followerName: contact.followerName,
    requests,
    visits,
    demands: contactDemands,
    subscriptions,
    testimonials,
    mails,
    notes,
  };
}

export type ContactDetail = NonNullable<Awaited<ReturnType<typeof contactDetail>>>;

/**
 * The outbox's mails sent to the contact: to any address they wrote from. The agency's own
 * notifications about their requests, and a friend's mail they caused, went to others.
 */
async function mailsTo(addresses: (string | null)[]) {
  const own = [...new Set(addresses.filter((address): address is string => Boolean(address)))];
  if (own.length === 0) return [];
  return db()
    .select({
      id: outgoingMails.id,
      purpose: outgoingMails.purpose,
      to: sql<string>`${outgoingMails.recipient}->>'address'`,
      subject: outgoingMails.subject,
      createdAt: outgoingMails.createdAt,
      sentAt: outgoingMails.sentAt,
      failedAt: outgoingMails.failedAt,
      heldAt: outgoingMails.heldAt,
    })
    .from(outgoingMails)
    .where(inArray(sql`lower(${outgoingMails.recipient}->>'address')`, own))
    .orderBy(asc(outgoingMails.id));
}

async function lockedContact(tx: Transaction, id: number) {
  const [row] = await tx
    .select({ followedBy: contacts.followedBy })
    .from(contacts)
    .where(eq(contacts.id, id))
    .for("update");
  return row;
}

export type FollowResult = "saved" | "no-contact" | "no-staff";

/** Gives the contact to an active manager or agent to follow, or to nobody (null). */
export async function setContactFollower(actor: Actor, id: number, userId: string | null): Promise<FollowResult> {
  return staffChange<FollowResult>(actor, async (tx) => {
    const name = userId === null ? null : await workingStaffName(tx, userId);
    if (name === undefined) return unchanged("no-staff");
    const contact = await lockedContact(tx, id);
    if (!contact) return unchanged("no-contact");
    if (contact.followedBy === userId) return unchanged("saved");
    await tx.update(contacts).set({ followedBy: userId }).where(eq(contacts.id, id));
    return changed(
      "saved",
      {
        action: "contact.follow",
        subject: `contact ${id}`,
        changes: fieldChanges({ followedBy: contact.followedBy }, { followedBy: userId }),
        details: { toName: name },
      },
      { announces: false },
    );
  });
}

/** Keeps a note as the text typed (shown as text, never as markup); false when there is no such contact. */
export async function addContactNote(actor: Actor, id: number, text: string): Promise<boolean> {
  return staffChange(actor, async (tx) => {
    if (!(await lockedContact(tx, id))) return unchanged(false);
    const [note] = await tx
      .insert(contactNotes)
      .values({ contactId: id, authorId: actor.id, authorName: actor.name, text })
      .returning({ id: contactNotes.id });
    // The note's words stay out of the log: they are about a person who may later ask to be erased.
    return changed(
      true,
      { action: "contact.note", subject: `contact ${id}`, details: { note: note?.id, length: text.length } },
      { announces: false },
    );
  });
}

/** The contact of a lead, for the lead's page. */
export async function contactOfLead(leadId: number) {
  const [row] = await db()
    .select({ id: contacts.id, name: contacts.name, email: contacts.email, phone: contacts.phone })
    .from(leads)
    .innerJoin(contacts, eq(contacts.id, leads.contactId))
    .where(and(eq(leads.id, leadId), isNotNull(leads.contactId)));
  return row;
}

export type MoveLeadResult = "moved" | "same" | "no-lead" | "no-contact";

/**
 * Puts a request with another contact: one typed by a colleague for someone else, or one the address
 * matched to the wrong person. The request's own fields stay as sent; the contact it leaves keeps
 * the rest of what it holds. Ids only in the audit line, as for a merge.
 */
export async function moveLeadToContact(actor: Actor, leadId: number, contactId: number): Promise<MoveLeadResult> {
  return staffChange<MoveLeadResult>(actor, async (tx) => {
    const [lead] = await tx
      .select({ contactId: leads.contactId })
      .from(leads)
      .where(eq(leads.id, leadId))
      .for("update");
    if (!lead) return unchanged("no-lead");
    if (!(await lockedContact(tx, contactId))) return unchanged("no-contact");
    if (lead.contactId === contactId) return unchanged("same");
    await tx.update(leads).set({ contactId }).where(eq(leads.id, leadId));
    await tx.update(contacts).set({ updatedAt: new Date() }).where(eq(contacts.id, contactId));
    return changed(
      "moved",
      {
        action: "lead.contact",
        subject: `lead ${leadId}`,
        changes: fieldChanges({ contact: lead.contactId }, { contact: contactId }),
      },
      { announces: false },
    );
  });
}

/** The contacts a request may be moved to: those the search finds, its own left out. */
export async function contactsToMoveTo(query: string, currentId: number | null, limit = 10) {
  if (!query.trim()) return [];
  const where = searchOf(query.trim().slice(0, 200));
  const rows = await db()
    .select({ id: contacts.id, name: contacts.name, email: contacts.email, phone: contacts.phone })
    .from(contacts)
    .where(where)
    .orderBy(desc(contacts.updatedAt), desc(contacts.id))
    .limit(limit + 1);
  return rows.filter((row) => row.id !== currentId).slice(0, limit);
}

/** A contact that may be the same person as another: why it is proposed. */
export type DuplicateReason = "name" | "phone";

export interface DuplicateProposal {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  reasons: DuplicateReason[];
}

/**
 * Every contact with a name or a phone, to compare: names are compared as contact-match.ts writes
 * them (accents, case and word order aside), which SQL cannot do without an extension. An agency
 * keeps thousands of contacts, not millions: one read of three short columns.
 */
async function comparable() {
  const rows = await db()
    .select({ id: contacts.id, name: contacts.name, email: contacts.email, phone: contacts.phone })
    .from(contacts)
    .orderBy(asc(contacts.id));
  return rows.map((row) => ({ ...row, key: matchingName(row.name) }));
}

interface Comparable {
  key: string;
  email: string | null;
  phone: string | null;
}

/**
 * Whether two contacts' names make them one person to propose: the same name however written (two
 * words at least), where one of the two has no address. A name alone is weak: many people share
 * one, and two contacts with two addresses of one name are two people until a phone ties them (an
 * agency's demo of 300 people proposed 15 twins for one name). A contact known without an address
 * (a testimonial signed with a name, a request by phone) has nothing else to be found by.
 */
function sameNameTwins(a: Comparable, b: Comparable): boolean {
  return a.key.includes(" ") && a.key === b.key && (a.email === null || b.email === null);
}

/** Why two contacts are proposed as one person: the same name (sameNameTwins), or the same phone. */
function reasonsBetween(a: Comparable, b: Comparable): DuplicateReason[] {
  const reasons: DuplicateReason[] = [];
  if (sameNameTwins(a, b)) reasons.push("name");
  if (a.phone !== null && a.phone === b.phone) reasons.push("phone");
  return reasons;
}

/**
 * Contacts that may be the same person as this one: the same name however it is written where one
 * has no address (a testimonial signed with a name only), or the same phone kept. Proposed, never
 * merged by themselves: two people may share a name, or a landline.
 */
export async function duplicatesOf(id: number): Promise<DuplicateProposal[]> {
  const all = await comparable();
  const self = all.find((row) => row.id === id);
  if (!self) return [];
  return all.flatMap((other) => {
    if (other.id === id) return [];
    const reasons = reasonsBetween(self, other);
    return reasons.length > 0
      ? [{ id: other.id, name: other.name, email: other.email, phone: other.phone, reasons }]
      : [];
  });
}

/** The contacts that have a proposed twin, each once, the most recent first; at most `limit`. */
export async function contactsWithDuplicates(limit = 20): Promise<{ id: number; name: string; twins: number }[]> {
  const all = await comparable();
  // Only contacts that share a name or a phone are compared, pair by pair.
  const groups = new Map<string, typeof all>();
  for (const row of all) {
    if (row.key.includes(" ")) groups.set(`name ${row.key}`, [...(groups.get(`name ${row.key}`) ?? []), row]);
    if (row.phone) groups.set(`phone ${row.phone}`, [...(groups.get(`phone ${row.phone}`) ?? []), row]);
  }
  const twins = new Map<number, Set<number>>();
  for (const group of groups.values())
    for (const row of group)
      for (const other of group)
        if (other.id !== row.id && reasonsBetween(row, other).length > 0)
          twins.set(row.id, (twins.get(row.id) ?? new Set()).add(other.id));
  return all
    .filter((row) => twins.has(row.id))
    .sort((a, b) => b.id - a.id)
    .slice(0, limit)
    .map((row) => ({ id: row.id, name: row.name, twins: twins.get(row.id)?.size ?? 0 }));
}

export type MergeResult = "merged" | "no-contact" | "same";

/**
 * Makes one contact of two: everything the other one holds (requests, demands, sign-ups,
 * testimonials, notes) moves to `keepId`, which takes what it lacked (an address, a phone, a name, a
 * follower) and the other's earlier first contact; the other is then removed. Its address stays
 * findable through its requests, so a new request from it joins the kept contact.
 */
export async function mergeContacts(actor: Actor, keepId: number, otherId: number): Promise<MergeResult> {
  if (keepId === otherId) return "same";
  return staffChange<MergeResult>(actor, async (tx) => {
    const both = await tx
      .select()
      .from(contacts)
      .where(inArray(contacts.id, [keepId, otherId]))
      .orderBy(asc(contacts.id))
      .for("update");
    const keep = both.find((row) => row.id === keepId);
    const other = both.find((row) => row.id === otherId);
    if (!keep || !other) return unchanged("no-contact");
    const moved = async (
      table:
        | typeof leads
        | typeof demands
        | typeof newsletterSubscribers
        | typeof propertyFollowers
        | typeof testimonialSubmissions,
    ) =>
      (
        await tx
          .update(table)
          .set({ contactId: keepId })
          .where(eq(table.contactId, otherId))
          .returning({ id: table.id })
      ).length;
    const counts = {
      leads: await moved(leads),
      demands: await moved(demands),
      newsletterSubscriptions: await moved(newsletterSubscribers),
      propertyFollows: await moved(propertyFollowers),
      testimonials: await moved(testimonialSubmissions),
      notes: (
        await tx
          .update(contactNotes)
          .set({ contactId: keepId })
          .where(eq(contactNotes.contactId, otherId))
          .returning({ id: contactNotes.id })
      ).length,
    };
    // The other goes first: its address is then free for the kept contact to take.
    await tx.delete(contacts).where(eq(contacts.id, otherId));
    await tx
      .update(contacts)
      .set({
        name: keep.name || other.name,
        email: keep.email ?? other.email,
        phone: keep.phone ?? other.phone,
        followedBy: keep.followedBy ?? other.followedBy,
        createdAt: keep.createdAt < other.createdAt ? keep.createdAt : other.createdAt,
        updatedAt: keep.updatedAt > other.updatedAt ? keep.updatedAt : other.updatedAt,
      })
      .where(eq(contacts.id, keepId));
    // Ids and counts only: the names and addresses are personal data the log must not keep.
    return changed(
      "merged",
      { action: "contact.merge", subject: `contact ${keepId}`, details: { merged: otherId, ...counts } },
      { announces: false },
    );
  });
}
