// GDPR requests about one e-mail address: what the site holds about it (access), as one JSON file
// (portability), and its erasure in one transaction.
//
// Rows of the person are found by their address column (any case): their leads with the notes,
// visit bookings (the agent's feedback after the visit included) and mails of those leads (a copy
// sent again and a forward to a colleague included: both keep their lead), their demands,
// newsletter sign-ups and the mails sent to them; and through their contact record
// (contacts/lead-contact.ts), which they reach by that address, everything the record links:
// requests sent from another address or with a phone only, and the contact itself with the agency's
// notes on it. A testimonial carries no address, so it is theirs when its lead is, or when it quotes
// the address. Rows of other people that only quote the address (a friend's address in a "send to a
// friend" lead, a colleague's note, an agent's feedback on someone else's visit) are listed as
// references, never shown in full (they are someone else's data), and on erasure keep everything
// but the address, which is replaced. Cookie consent records hold a random browser id, never an
// address: there is nothing of them to find.
//
// Erasure reaches the copies kept beside the database too: the testimonial pictures (the upload, the
// site's master and every rendered size) and, when the site writes mails as files (no SMTP server),
// the mail files of the person's mails and every other one in which the address appears. The logs
// hold no personal data (ids and counts only). What the site cannot reach is the agency's to erase:
// exports downloaded earlier (CSV and JSON files are made on request and never kept on the server)
// and mails that left through an SMTP server, in the mailboxes they reached (docs/security.md).
import { type SQL, sql } from "drizzle-orm";
import { db, type Transaction } from "../db/client.ts";
import {
  removeTestimonialPictureFiles,
  type TestimonialPictureTraces,
  unpublishTestimonialPicture,
} from "../images/testimonial-pictures.ts";
import { leadSettings } from "../leads/lead-settings.ts";
import { hashedKey } from "../leads/rate-limit.ts";
import { removeMailFiles } from "../mail/mail-transport.ts";
import type { Actor } from "./audit.ts";
import { changed, staffChange } from "./staff-change.ts";

/** What replaces the address where a row of someone else keeps its place. */
export const ERASED = "[erased]";

const ADDRESS = /^[^\s@"<>()\\,;:]{1,64}@[^\s@"<>()\\,;:]+\.[^\s@"<>()\\,;:]+$/;

/** The address as searched (trimmed, lower case), or null when it cannot be one. */
export function normalizedAddress(input: unknown): string | null {
  if (typeof input !== "string") return null;
  const address = input.trim().toLowerCase();
  return address.length <= 254 && ADDRESS.test(address) ? address : null;
}

/**
 * A PostgreSQL regular expression (for ~*) that finds the address inside any text, but not inside a
 * longer address: "an@example.be" is not found in "jan@example.be" nor in "an@example.be.evil".
 */
export function addressPattern(address: string): string {
  const escaped = address.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&");
  return `(?<![[:alnum:]._%+'-])${escaped}(?![[:alnum:]_-]|\\.[[:alnum:]])`;
}

/** The same test as addressPattern, in JavaScript: for the text of files (mails written to disk). */
export function addressFinder(address: string): (text: string) => boolean {
  const pattern = new RegExp(
    // Unicode mode, where "-" outside a class may not be escaped.
    `(?<![\\p{L}\\p{N}._%+'-])${address.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\p{N}_-]|\\.[\\p{L}\\p{N}])`,
    "iu",
  );
  return (text) => pattern.test(text);
}

type Executor = Pick<Transaction, "execute">;

/** Ids as one array parameter (numbers only, so the literal is safe). */
function idList(ids: number[]): SQL {
  return sql`${`{${ids.map((id) => Math.trunc(id)).join(",")}}`}::int[]`;
}

/** A row as the database gives it: column names as in the export. */
export type Row = Record<string, unknown> & { id: number };

async function rows<T = Row>(executor: Executor, query: SQL): Promise<T[]> {
  return (await executor.execute(query)).rows as T[];
}

/** The ids of the person's own rows, the same for the search, the export and the erasure. */
async function ownIds(executor: Executor, address: string, lock: boolean) {
  const pattern = addressPattern(address);
  const forUpdate = lock ? sql` for update` : sql``;
  const ids = async (query: SQL) => (await rows<{ id: number }>(executor, query)).map((row) => row.id);
  const contacts = await ids(sql`
    select id from contacts where id in (
      select id from contacts where email = ${address}
      union select contact_id from leads where lower(email) = ${address}
      union select contact_id from demands where lower(email) = ${address}
      union select contact_id from newsletter_subscribers where lower(email) = ${address}
      union select contact_id from property_followers where lower(email) = ${address})
    order by id${forUpdate}`);
  const theirs = sql`contact_id = any(${idList(contacts)})`;
  const byAddress = await ids(
    sql`select id from leads where lower(email) = ${address} or ${theirs} order by id${forUpdate}`,
  );
  const demands = await ids(
    sql`select id from demands where lower(email) = ${address} or ${theirs} order by id${forUpdate}`,
  );
  const subscribers = await ids(
    sql`select id from newsletter_subscribers where lower(email) = ${address} or ${theirs} order by id${forUpdate}`,
  );
  const follows = await ids(
    sql`select id from property_followers where lower(email) = ${address} or ${theirs} order by id${forUpdate}`,
  );
  const testimonials = await ids(sql`
    select id from testimonial_submissions
    where lead_id = any(${idList(byAddress)}) or ${theirs}
       or name ~* ${pattern} or comment ~* ${pattern} or coalesce(website, '') ~* ${pattern}
    order by id${forUpdate}`);
  // A testimonial's own lead (the same submission) is theirs with it.
  const leads = [
    ...new Set([
      ...byAddress,
      ...(await ids(sql`select lead_id as id from testimonial_submissions
          where id = any(${idList(testimonials)}) and lead_id is not null`)),
    ]),
  ].sort((a, b) => a - b);
  const mails = await ids(sql`
    select id from outgoing_mails
    where lower(recipient->>'address') = ${address} or lead_id = any(${idList(leads)})
       or demand_id = any(${idList(demands)})
    order by id${forUpdate}`);
  return { contacts, leads, demands, subscribers, follows, testimonials, mails, pattern };
}

/** Rows of other people that quote the address: table and id only. */
async function mentions(executor: Executor, own: Awaited<ReturnType<typeof ownIds>>) {
  const p = own.pattern;
  return rows<{ table: string; id: number }>(
    executor,
    sql`
    select 'leads' as "table", id from leads
      where not id = any(${idList(own.leads)}) and (coalesce(name, '') ~* ${p} or fields::text ~* ${p})
    union all
    select 'lead_notes', id from lead_notes where not lead_id = any(${idList(own.leads)}) and text ~* ${p}
    union all
    select 'contact_notes', id from contact_notes where not contact_id = any(${idList(own.contacts)}) and text ~* ${p}
    union all
    select 'outgoing_mails', id from outgoing_mails
      where not id = any(${idList(own.mails)})
        and (subject ~* ${p} or text ~* ${p} or recipient::text ~* ${p} or coalesce(reply_to::text, '') ~* ${p}
             or headers::text ~* ${p} or attachments::text ~* ${p})
    union all
    select 'visit_bookings', id from visit_bookings
      where not lead_id = any(${idList(own.leads)}) and coalesce(feedback, '') ~* ${p}
    union all
    select 'demands', id from demands
      where not id = any(${idList(own.demands)}) and (name ~* ${p} or criteria::text ~* ${p})
    union all
    select 'newsletter_subscribers', id from newsletter_subscribers
      where not id = any(${idList(own.subscribers)}) and name ~* ${p}
    union all
    select 'property_followers', id from property_followers
      where not id = any(${idList(own.follows)}) and name ~* ${p}
    order by 1, 2`,
  );
}

/** Everything held about the address, grouped by kind; what the search shows and the export holds. */
export async function personalData(address: string) {
  const database = db();
  const own = await ownIds(database, address, false);
  const leads = await rows<
    Row & {
      kind: string;
      name: string | null;
      language: string;
      createdAt: Date;
      propertyId: number | null;
      fields: Record<string, unknown>;
    }
  >(
    database,
    sql`select id, kind, language, created_at as "createdAt", name, email, fields, verified, status,
          property_id as "propertyId", project_id as "projectId"
        from leads where id = any(${idList(own.leads)}) order by created_at desc, id desc`,
  );
  const notes = await rows<Row & { leadId: number }>(
    database,
    sql`select id, lead_id as "leadId", author_name as "author", text, created_at as "createdAt"
        from lead_notes where lead_id = any(${idList(own.leads)}) order by created_at desc, id desc`,
  );
  const contactNotes = await rows<Row & { contactId: number }>(
    database,
    sql`select id, contact_id as "contactId", author_name as "author", text, created_at as "createdAt"
        from contact_notes where contact_id = any(${idList(own.contacts)}) order by created_at desc, id desc`,
  );
  const contacts = await rows<Row & { name: string; email: string | null; phone: string | null; language: string }>(
    database,
    sql`select id, name, email, phone, language, created_at as "createdAt", updated_at as "updatedAt"
        from contacts where id = any(${idList(own.contacts)}) order by id`,
  );
  return {
    address,
    contacts: contacts.map((contact) => ({
      ...contact,
      notes: contactNotes.filter((note) => note.contactId === contact.id),
    })),
    leads: leads.map((lead) => ({ ...lead, notes: notes.filter((note) => note.leadId === lead.id) })),
    visitBookings: await rows(
      database,
      sql`select b.id, b.lead_id as "leadId", s.property_id as "propertyId", s.starts_at as "startsAt",
            s.ends_at as "endsAt", b.cancelled_at as "cancelledAt", b.confirmed_at as "confirmedAt",
            b.feedback, b.feedback_at as "feedbackAt", b.feedback_by as "feedbackBy",
            b.feedback_for_owner as "feedbackForOwner", b.created_at as "createdAt"
          from visit_bookings b join visit_slots s on s.id = b.slot_id
          where b.lead_id = any(${idList(own.leads)}) order by b.id`,
    ),
    demands: await rows(
      database,
      sql`select id, language, name, email, criteria, created_at as "createdAt", confirmed_at as "confirmedAt",
            unsubscribed_at as "unsubscribedAt"
          from demands where id = any(${idList(own.demands)}) order by id`,
    ),
    newsletterSubscriptions: await rows(
      database,
      sql`select id, language, name, email, created_at as "createdAt", confirmed_at as "confirmedAt",
            unsubscribed_at as "unsubscribedAt"
          from newsletter_subscribers where id = any(${idList(own.subscribers)}) order by id`,
    ),
    propertyFollows: await rows(
      database,
      sql`select id, property_id as "propertyId", language, name, email, created_at as "createdAt",
            confirmed_at as "confirmedAt", unsubscribed_at as "unsubscribedAt"
          from property_followers where id = any(${idList(own.follows)}) order by id`,
    ),
    testimonials: await rows(
      database,
      sql`select id, language, name, comment, website, image_key is not null as "hasImage", published,
            created_at as "createdAt"
          from testimonial_submissions where id = any(${idList(own.testimonials)}) order by id`,
    ),
    outgoingMails: await rows(
      database,
      sql`select id, purpose, recipient->>'address' as "to", subject, text, created_at as "createdAt",
            sent_at as "sentAt"
          from outgoing_mails where id = any(${idList(own.mails)}) order by id`,
    ),
    mentions: await mentions(database, own),
  };
}

export type PersonalData = Awaited<ReturnType<typeof personalData>>;

export interface ErasureCounts {
  contacts: number;
  leads: number;
  notes: number;
  visitBookings: number;
  demands: number;
  newsletterSubscriptions: number;
  propertyFollows: number;
  testimonials: number;
  articlesWithdrawn: number;
  outgoingMails: number;
  mentionsRedacted: number;
}

/** Tells one request from another in the audit log without keeping the address. */
export function requestKey(address: string, secret = leadSettings().secret): string {
  return hashedKey(secret, "gdpr-request", address);
}

async function count(executor: Executor, query: SQL): Promise<number> {
  return (await executor.execute(query)).rows.length;
}

/** Replaces the address in rows of other people; returns how many rows changed. */
async function redactMentions(tx: Transaction, p: string): Promise<number> {
  const r = (column: SQL) => sql`regexp_replace(${column}, ${p}, ${ERASED}, 'gi')`;
  let changed = 0;
  changed += await count(
    tx,
    sql`update leads set name = ${r(sql`name`)}, fields = ${r(sql`fields::text`)}::jsonb
        where coalesce(name, '') ~* ${p} or fields::text ~* ${p} returning id`,
  );
  changed += await count(tx, sql`update lead_notes set text = ${r(sql`text`)} where text ~* ${p} returning id`);
  changed += await count(tx, sql`update contact_notes set text = ${r(sql`text`)} where text ~* ${p} returning id`);
  // An agent's feedback after someone else's visit that names them (the friend who came along).
  changed += await count(
    tx,
    sql`update visit_bookings set feedback = ${r(sql`feedback`)} where feedback ~* ${p} returning id`,
  );
  changed += await count(
    tx,
    sql`update outgoing_mails set subject = ${r(sql`subject`)}, text = ${r(sql`text`)},
          recipient = ${r(sql`recipient::text`)}::jsonb, reply_to = ${r(sql`reply_to::text`)}::jsonb,
          headers = ${r(sql`headers::text`)}::jsonb, attachments = ${r(sql`attachments::text`)}::jsonb
        where subject ~* ${p} or text ~* ${p} or recipient::text ~* ${p} or coalesce(reply_to::text, '') ~* ${p}
           or headers::text ~* ${p} or attachments::text ~* ${p}
        returning id`,
  );
  changed += await count(
    tx,
    sql`update demands set name = ${r(sql`name`)}, criteria = ${r(sql`criteria::text`)}::jsonb
        where name ~* ${p} or criteria::text ~* ${p} returning id`,
  );
  changed += await count(
    tx,
    sql`update newsletter_subscribers set name = ${r(sql`name`)} where name ~* ${p} returning id`,
  );
  changed += await count(tx, sql`update property_followers set name = ${r(sql`name`)} where name ~* ${p} returning id`);
  return changed;
}

/** What the erasure removed beside the database's rows (0 where the site keeps no such copy). */
export interface ErasedFiles {
  /** Testimonial pictures: the uploads, the site's masters and their rendered sizes on this instance. */
  pictureFiles: number;
  /** Mail files (`DATA_DIR/mail/*.eml`, written when no SMTP server is set). */
  mailFiles: number;
}

export type ErasureResult = ErasureCounts & ErasedFiles;

/**
 * Erases everything held about the address in one transaction, logged with counts and a keyed hash
 * only; the files (testimonial pictures, mail files) are removed once it is committed (a file cannot
 * be rolled back).
 */
export async function erasePersonalData(
  actor: Actor,
  address: string,
  dataDir = leadSettings().dataDir,
): Promise<ErasureResult> {
  const { counts, pictures, mails } = await staffChange(actor, async (tx) => {
    const own = await ownIds(tx, address, true);
    const testimonials = await rows<{
      id: number;
      uploadKey: string | null;
      siteKey: string | null;
      articleId: number | null;
    }>(
      tx,
      sql`select t.id, t.image_key as "uploadKey", a.image_key as "siteKey", t.article_id as "articleId"
          from testimonial_submissions t left join articles a on a.id = t.article_id
          where t.id = any(${idList(own.testimonials)})`,
    );
    const articleIds = testimonials.flatMap((row) => (row.articleId === null ? [] : [row.articleId]));
    // Other people's mails that quote the address: their rows keep everything but it, their files go.
    const quoting = (await mentions(tx, own)).filter((row) => row.table === "outgoing_mails");
    const notes = await count(tx, sql`select id from lead_notes where lead_id = any(${idList(own.leads)})`);
    // A booked visit of theirs frees its place in the slot.
    await tx.execute(sql`
      update visit_slots s set booked = greatest(s.booked - b.n, 0)
      from (select slot_id, count(*)::int as n from visit_bookings
            where lead_id = any(${idList(own.leads)}) and cancelled_at is null group by slot_id) b
      where s.id = b.slot_id`);
    const bookings = await count(
      tx,
      sql`delete from visit_bookings where lead_id = any(${idList(own.leads)}) returning id`,
    );
    const articles = await count(tx, sql`delete from articles where id = any(${idList(articleIds)}) returning id`);
    // Their pictures' masters leave the database now: from the commit on, no instance serves them.
    for (const picture of testimonials) await unpublishTestimonialPicture(tx, picture.siteKey);
    await tx.execute(sql`delete from testimonial_submissions where id = any(${idList(own.testimonials)})`);
    await tx.execute(sql`delete from outgoing_mails where id = any(${idList(own.mails)})`);
    await tx.execute(sql`delete from demands where id = any(${idList(own.demands)})`);
    await tx.execute(sql`delete from newsletter_subscribers where id = any(${idList(own.subscribers)})`);
    await tx.execute(sql`delete from property_followers where id = any(${idList(own.follows)})`);
    // Their notes go with the leads and the contact records (the foreign keys cascade).
    await tx.execute(sql`delete from leads where id = any(${idList(own.leads)})`);
    const contactNotes = await count(
      tx,
      sql`select id from contact_notes where contact_id = any(${idList(own.contacts)})`,
    );
    await tx.execute(sql`delete from contacts where id = any(${idList(own.contacts)})`);
    const counts: ErasureCounts = {
      contacts: own.contacts.length,
      leads: own.leads.length,
      notes: notes + contactNotes,
      visitBookings: bookings,
      demands: own.demands.length,
      newsletterSubscriptions: own.subscribers.length,
      propertyFollows: own.follows.length,
      testimonials: own.testimonials.length,
      articlesWithdrawn: articles,
      outgoingMails: own.mails.length,
      mentionsRedacted: await redactMentions(tx, own.pattern),
    };
    const pictures: TestimonialPictureTraces[] = testimonials;
    return changed(
      { counts, pictures, mails: [...own.mails, ...quoting.map((row) => row.id)] },
      { action: "gdpr.erase", details: { ...counts, request: requestKey(address) } },
      // A testimonial of theirs that was online is gone from the site.
      { announces: counts.articlesWithdrawn > 0 },
    );
  });
  let pictureFiles = 0;
  for (const picture of pictures) pictureFiles += await removeTestimonialPictureFiles(dataDir, picture);
  // By the outbox rows just erased or redacted, and by the address itself for files whose row is
  // gone already (purged, or erased before erasure reached the files).
  const mailFiles = await removeMailFiles(dataDir, { outboxIds: mails, mentioning: addressFinder(address) });
  return { ...counts, pictureFiles, mailFiles };
}
