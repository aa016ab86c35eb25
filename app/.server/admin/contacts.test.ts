// The contacts of the back office against PostgreSQL: the list's search by name, address, phone in
// any format and street; one contact's history (its requests with their properties, visits,
// demands, sign-ups, testimonials and the mails sent to it, not those to the agency); who follows
// it and its notes, each with its audit line.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProperty, insertTypes } from "../../../tests/support/catalog-fixtures.ts";
import { insertLead } from "../../../tests/support/lead-rows.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import { createUser } from "../auth/users.ts";
import { auditLog } from "../db/auth-schema.ts";
import { contacts } from "../db/contact-schema.ts";
import {
  demands,
  type leads,
  newsletterSubscribers,
  outgoingMails,
  testimonialSubmissions,
  visitBookings,
  visitSlots,
} from "../db/lead-schema.ts";
import { properties, propertyTexts } from "../db/schema.ts";
import {
  addContactNote,
  contactDetail,
  contactFiltersOf,
  contactList,
  contactsToMoveTo,
  contactsWithDuplicates,
  duplicatesOf,
  mergeContacts,
  moveLeadToContact,
  setContactFollower,
} from "./contacts.ts";

const byNumber = (x: number, y: number) => x - y;

let database: TestDatabase;
let agentId: string;
let an: number;
let jan: number;
let anLeads: number[] = [];

async function contact(values: typeof contacts.$inferInsert): Promise<number> {
  const [row] = await database.db.insert(contacts).values(values).returning({ id: contacts.id });
  return row?.id ?? 0;
}

let next = 0;
/** A request of the month's next day: the history lists them in that order. */
async function lead(values: Partial<typeof leads.$inferInsert>): Promise<number> {
  next += 1;
  return insertLead(database.db, { createdAt: new Date(Date.UTC(2026, 2, next)), ...values });
}

beforeAll(async () => {
  database = await createTestDatabase({ current: true });
  await insertTypes(database.db);
  await insertProperty(database.db, { id: 7 });
  await database.db
    .update(properties)
    .set({ reference: "REF-7", street: "Kerkstraat", houseNumber: "12" })
    .where(eq(properties.id, 7));
  await database.db
    .insert(propertyTexts)
    .values({ propertyId: 7, language: "fr", title: "Maison à Hal" })
    .onConflictDoUpdate({ target: [propertyTexts.propertyId, propertyTexts.language], set: { title: "Maison à Hal" } });
  agentId = await createUser(database.db, {
    name: "Agent Els",
    email: "els@agency.test",
    password: "a-long-enough-password",
    role: "agent",
  });
  an = await contact({ name: "An Peeters", email: "an@example.be", phone: "+32480123456", language: "fr" });
  jan = await contact({ name: "Jan Maes", email: "jan@example.be", phone: "+3225123456" });
  const asked = await lead({
    contactId: an,
    email: "an@example.be",
    name: "Mevr. An Peeters",
    propertyId: 7,
    fields: { phone: "0480 12 34 56" },
  });
  const visit = await lead({ contactId: an, kind: "visit", email: "AN@work.example.be", propertyId: 7 });
  const valuation = await lead({
    contactId: jan,
    kind: "valuation",
    email: "jan@example.be",
    fields: { street: "Molenweg 3" },
  });
  anLeads = [asked, visit];
  const [slot] = await database.db
    .insert(visitSlots)
    .values({
      propertyId: 7,
      startsAt: new Date("2026-04-02T08:00:00Z"),
      endsAt: new Date("2026-04-02T08:30:00Z"),
      booked: 1,
    })
    .returning({ id: visitSlots.id });
  await database.db.insert(visitBookings).values({ slotId: slot?.id ?? 0, leadId: visit });
  await database.db.insert(demands).values({
    contactId: an,
    token: "d",
    language: "fr",
    email: "an@example.be",
    name: "An",
    criteria: { goal: 0, typeWebIds: [1], regions: ["1500"] },
  });
  await database.db
    .insert(newsletterSubscribers)
    .values({ contactId: an, token: "n", language: "fr", email: "an@example.be", name: "An" });
  await database.db
    .insert(testimonialSubmissions)
    .values({ contactId: an, language: "fr", name: "An", comment: "Top", published: true });
  const mail = (leadId: number, to: string, subject: string) => ({
    leadId,
    purpose: "visitor-confirmation",
    recipient: { name: "", address: to },
    subject,
    text: subject,
  });
  await database.db
    .insert(outgoingMails)
    .values([
      mail(asked, "An@Example.be", "Your question"),
      mail(asked, "office@agency.test", "New request"),
      mail(visit, "an@work.example.be", "Your visit"),
      mail(valuation, "jan@example.be", "Your valuation"),
    ]);
});

afterAll(() => database?.cleanup());

describe("the list of contacts", () => {
  const found = async (q: string) =>
    (await contactList(contactFiltersOf(new URLSearchParams({ q })))).rows.map((row) => row.id).sort(byNumber);

  it("finds a person by name, by any address they wrote from, and by a street", async () => {
    expect(await found("peeters")).toEqual([an]);
    expect(await found("AN@WORK")).toEqual([an]);
    // A property they asked about, or the street they typed.
    expect(await found("Kerkstraat 12")).toEqual([an]);
    expect(await found("molenweg")).toEqual([jan]);
    expect(await found("")).toEqual([an, jan].sort(byNumber));
  });

  it("finds a phone however it is typed", async () => {
    expect(await found("0480")).toEqual([an]);
    expect(await found("+32 480 12")).toEqual([an]);
    expect(await found("0032480123456")).toEqual([an]);
    expect(await found("02 512")).toEqual([jan]);
    expect(await found("0499")).toEqual([]);
  });

  it("counts each contact's requests", async () => {
    const { rows, total } = await contactList(contactFiltersOf(new URLSearchParams()));
    expect(total).toBe(2);
    expect(rows.find((row) => row.id === an)?.requests).toBe(2);
  });
});

describe("one contact", () => {
  it("holds everything they did, their properties by reference and title, and the mails sent to them only", async () => {
    const detail = await contactDetail(an, "fr", "nl");
    expect(detail?.requests.map((row) => row.id).sort(byNumber)).toEqual([...anLeads].sort(byNumber));
    expect(detail?.requests.find((row) => row.propertyId === 7 && row.kind === "contact-me")).toMatchObject({
      reference: "REF-7",
      title: "Maison à Hal",
    });
    expect(detail?.visits).toHaveLength(1);
    expect(detail?.visits[0]).toMatchObject({ propertyId: 7, reference: "REF-7" });
    expect(detail?.demands).toHaveLength(1);
    expect(detail?.subscriptions).toHaveLength(1);
    expect(detail?.testimonials).toMatchObject([{ published: true }]);
    // Not the agency's notification about their request, nor Jan's mail.
    expect(detail?.mails.map((row) => row.subject)).toEqual(["Your question", "Your visit"]);
    expect(await contactDetail(999_999, "fr", "nl")).toBeUndefined();
  });

  it("is followed by a staff member, and takes notes, each change in the audit log", async () => {
    const actor = { id: null, name: "Manager Mia" };
    expect(await setContactFollower(actor, an, agentId)).toBe("saved");
    expect(await setContactFollower(actor, an, "nobody")).toBe("no-staff");
    expect(await setContactFollower(actor, 999_999, null)).toBe("no-contact");
    expect((await contactDetail(an, "nl", "nl"))?.followerName).toBe("Agent Els");
    expect(await addContactNote(actor, an, "Belt terug na de zomer.")).toBe(true);
    expect(await addContactNote(actor, 999_999, "lost")).toBe(false);
    expect((await contactDetail(an, "nl", "nl"))?.notes).toMatchObject([
      { authorName: "Manager Mia", text: "Belt terug na de zomer." },
    ]);
    const lines = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `contact ${an}`));
    expect(lines.map((line) => line.action).sort()).toEqual(["contact.follow", "contact.note"]);
    // The note's words stay out of the log.
    expect(JSON.stringify(lines)).not.toContain("zomer");
  });
});

describe("duplicates and merging", () => {
  it("proposes the same name however written, or the same phone, and merges keeping everything", async () => {
    const actor = { id: null, name: "Manager Mia" };
    const signedOnly = await contact({ name: "PEETERS, Ân" });
    const samePhone = await contact({ name: "A. P.", email: "ap@example.be", phone: "+32480123456" });
    const stranger = await contact({ name: "An Janssens" });
    // The same name with an address of its own and another phone: another An Peeters.
    const namesake = await contact({
      name: "An Peeters",
      email: "an.peeters@elders.example.be",
      phone: "+32470999999",
    });
    const testimonial = await lead({ contactId: signedOnly, kind: "testimonial", name: "PEETERS, Ân" });
    await database.db
      .insert(testimonialSubmissions)
      .values({ contactId: signedOnly, language: "nl", name: "Ân", comment: "!" });
    await lead({ contactId: samePhone, email: "ap@example.be" });
    await addContactNote(actor, samePhone, "Tweede adres van An.");
    const proposed = await duplicatesOf(an);
    expect(proposed.map((row) => [row.id, row.reasons])).toEqual([
      [signedOnly, ["name"]],
      [samePhone, ["phone"]],
    ]);
    expect(proposed.some((row) => row.id === stranger || row.id === namesake)).toBe(false);
    expect((await contactsWithDuplicates()).map((row) => row.id)).toEqual(
      expect.arrayContaining([an, signedOnly, samePhone]),
    );
    // The other An Peeters may have signed the testimonial too; never An herself.
    expect((await duplicatesOf(namesake)).map((row) => row.id)).toEqual([signedOnly]);

    expect(await mergeContacts(actor, an, an)).toBe("same");
    expect(await mergeContacts(actor, an, 999_999)).toBe("no-contact");
    expect(await mergeContacts(actor, an, samePhone)).toBe("merged");
    expect(await mergeContacts(actor, an, signedOnly)).toBe("merged");
    const detail = await contactDetail(an, "nl", "nl");
    // Its own two requests, the other address's and the testimonial's; the notes of both.
    expect(detail?.requests).toHaveLength(4);
    expect(detail?.requests.map((row) => row.id)).toContain(testimonial);
    expect(detail?.testimonials).toHaveLength(2);
    expect(detail?.notes.map((note) => note.text)).toContain("Tweede adres van An.");
    expect(detail?.contact).toMatchObject({ name: "An Peeters", email: "an@example.be", followedBy: agentId });
    expect(await contactDetail(samePhone, "nl", "nl")).toBeUndefined();
    const [line] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "contact.merge"))
      .orderBy(auditLog.id)
      .limit(1);
    expect(line?.details).toMatchObject({ merged: samePhone, leads: 1, notes: 1 });
    expect(JSON.stringify(line)).not.toContain("ap@example.be");
  });
});

describe("moving a request", () => {
  it("puts a request with the contact chosen, found by the search, with an audit line of ids", async () => {
    const actor = { id: null, name: "Agent Ann" };
    const from = await contact({ name: "Karel Typfout", email: "karel@example.be" });
    const to = await contact({ name: "Karla Verhoeven", email: "karla@example.be", phone: "+32470112233" });
    const request = await lead({ contactId: from, email: "karel@example.be", name: "Karla Verhoeven" });

    // The search finds her by name or phone, never the request's own contact.
    expect((await contactsToMoveTo("Verhoeven", from)).map((row) => row.id)).toEqual([to]);
    expect((await contactsToMoveTo("0470 11 22 33", from)).map((row) => row.id)).toEqual([to]);
    expect(await contactsToMoveTo("karel@example.be", from)).toEqual([]);
    expect(await contactsToMoveTo("   ", from)).toEqual([]);

    expect(await moveLeadToContact(actor, request, 999_999)).toBe("no-contact");
    expect(await moveLeadToContact(actor, 999_999, to)).toBe("no-lead");
    expect(await moveLeadToContact(actor, request, to)).toBe("moved");
    expect(await moveLeadToContact(actor, request, to)).toBe("same");
    expect((await contactDetail(to, "nl", "nl"))?.requests.map((row) => row.id)).toEqual([request]);
    expect((await contactDetail(from, "nl", "nl"))?.requests).toEqual([]);
    const lines = await database.db.select().from(auditLog).where(eq(auditLog.action, "lead.contact"));
    expect(lines).toHaveLength(1);
    expect(lines[0]?.subject).toBe(`lead ${request}`);
    expect(lines[0]?.details).toMatchObject({ changes: { contact: { before: from, after: to } } });
    expect(JSON.stringify(lines[0])).not.toContain("karla@example.be");
  });
});
