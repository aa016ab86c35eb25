// Each lead's person, linked in the transaction that stores the lead (leads/submit-form.ts): the
// contact that keeps the address typed, or that an earlier lead from that address went to; a lead
// without an address, the contact without one that has the phone typed (in E.164, any way it was
// typed); else a new one. A phone never joins an address to another address's contact: anyone can
// type anyone's phone, and a contact is what a privacy export hands over and an erasure removes, so a
// request from a new address with a known phone makes a contact of its own, which the contact pages
// propose to merge with the other (duplicatesOf), for staff to decide. The same rules, set based,
// linked the leads kept before contacts existed (contact-sql.ts).
import { and, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { e164Phone, matchingEmail } from "../../domain/contact-match.ts";
import type { Transaction } from "../db/client.ts";
import { contacts } from "../db/contact-schema.ts";
import { leads } from "../db/lead-schema.ts";

export interface LeadPerson {
  email?: string | undefined;
  /** What was typed in the form's phone field, as typed. */
  phone?: unknown;
  name?: string | undefined;
  language: string;
  /**
   * Whether the captcha was solved. Without, the address may be anyone's: the lead still joins the
   * contact of its address, but what it typed does not replace the contact's name or phone.
   */
  verified: boolean;
}

/** The key of the lock that makes two requests of one person, taken in at once, find one contact. */
const CONTACT_LOCK = 727_100;

/** Finds or makes the lead's contact and links the lead to it; null when the lead names nobody. */
export async function linkLeadToContact(tx: Transaction, leadId: number, person: LeadPerson): Promise<number | null> {
  const email = matchingEmail(person.email);
  const phone = e164Phone(person.phone);
  const name = person.name?.trim() ?? "";
  if (!email && !phone && !name) return null;
  const key = email ?? phone;
  if (key) await tx.execute(sql`select pg_advisory_xact_lock(${CONTACT_LOCK}, hashtext(${key}))`);
  const found = email ? await contactByAddress(tx, email) : phone ? await contactByPhone(tx, phone) : null;
  const contactId = found ?? (await newContact(tx, { email, phone, name, language: person.language }));
  if (found !== null) await refreshContact(tx, found, { ...person, email, phone, name });
  await tx.update(leads).set({ contactId }).where(eq(leads.id, leadId));
  return contactId;
}

async function contactByAddress(tx: Transaction, email: string): Promise<number | null> {
  const [kept] = await tx.select({ id: contacts.id }).from(contacts).where(eq(contacts.email, email));
  if (kept) return kept.id;
  // An address a contact no longer keeps: one of two contacts merged, or found by phone before.
  const [earlier] = await tx
    .select({ id: leads.contactId })
    .from(leads)
    .where(and(sql`lower(${leads.email}) = ${email}`, isNotNull(leads.contactId)))
    .orderBy(desc(leads.id))
    .limit(1);
  return earlier?.id ?? null;
}

/** A contact known by this phone alone (none of its requests gave an address). */
async function contactByPhone(tx: Transaction, phone: string): Promise<number | null> {
  const [row] = await tx
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.phone, phone), isNull(contacts.email)))
    .orderBy(contacts.id)
    .limit(1);
  return row?.id ?? null;
}

async function newContact(
  tx: Transaction,
  values: { email: string | null; phone: string | null; name: string; language: string },
): Promise<number> {
  const [row] = await tx.insert(contacts).values(values).returning({ id: contacts.id });
  if (!row) throw new Error("no contact was made");
  return row.id;
}

/**
 * A known contact wrote again: it answers in the language of its last request, and what it lacked
 * (an address, a phone, a name) it takes from this one. A verified request's name and phone replace
 * the ones kept (people move and change numbers); an address is never taken from another contact.
 */
async function refreshContact(
  tx: Transaction,
  id: number,
  lead: { email: string | null; phone: string | null; name: string; language: string; verified: boolean },
): Promise<void> {
  const replace = lead.verified;
  await tx
    .update(contacts)
    .set({
      name: lead.name
        ? replace
          ? lead.name
          : sql`case when ${contacts.name} = '' then ${lead.name} else ${contacts.name} end`
        : undefined,
      phone: lead.phone ? (replace ? lead.phone : sql`coalesce(${contacts.phone}, ${lead.phone})`) : undefined,
      email: lead.email
        ? sql`coalesce(${contacts.email}, (select ${lead.email}::text where not exists (
            select 1 from ${contacts} other where other.email = ${lead.email})))`
        : undefined,
      language: lead.language,
      updatedAt: new Date(),
    })
    .where(eq(contacts.id, id));
}
