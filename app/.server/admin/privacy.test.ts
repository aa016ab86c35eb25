// A GDPR request against PostgreSQL: everything held about an address is found (in any case, in
// every table that can hold it) and erased in one go, pictures included; afterwards no text or JSON
// column of any table holds the address, while another address and other people's rows stay.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProperty, insertTypes } from "../../../tests/support/catalog-fixtures.ts";
import { useLeadSettings } from "../../../tests/support/lead-form-fixtures.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import { auditLog } from "../db/auth-schema.ts";
import { contactNotes, contacts } from "../db/contact-schema.ts";
import {
  demands,
  leadNotes,
  leads,
  newsletterSubscribers,
  outgoingMails,
  propertyFollowers,
  testimonialSubmissions,
  visitBookings,
  visitSlots,
} from "../db/lead-schema.ts";
import { articleCategories, articles, articleTexts } from "../db/schema.ts";
import { originalsDir } from "../images/originals-dir.ts";
import { createMailTransport, mailFilesDir } from "../mail/mail-transport.ts";
import { outboxMessageId } from "../mail/outbox-worker.ts";
import {
  addressFinder,
  addressPattern,
  ERASED,
  erasePersonalData,
  normalizedAddress,
  personalData,
  requestKey,
} from "./privacy.ts";

const ADDRESS = "an.peeters+huis@example.be";
/** The key an approved testimonial's picture has on the site. */
const SITE_KEY = "testimonial-0123456789abcdef0123456789abcdef";
const TYPED = "An.Peeters+Huis@Example.BE";
/** Another person's mailbox (no "+huis"): it must survive the erasure untouched. */
const OTHER = "an.peeters@example.be";
/** The address they also wrote from, known only through their contact record. */
const WORK = "an@werk.example.be";

let database: TestDatabase;
let dataDir: string;
const actor = { id: null, name: "Manager Mia" };

beforeAll(async () => {
  database = await createTestDatabase({ current: true });
  dataDir = useLeadSettings().dataDir;
  await insertTypes(database.db);
  await insertProperty(database.db, { id: 7 });
});

afterAll(() => database?.cleanup());

let next = 0;
async function lead(email: string | null, fields: Record<string, unknown> = {}, kind = "site-contact") {
  next += 1;
  const [row] = await database.db
    .insert(leads)
    .values({ kind, language: "nl", email, name: "An Peeters", fields, verified: true, submissionKey: `k${next}` })
    .returning({ id: leads.id });
  return row?.id ?? 0;
}

const AGENCY = { name: "Agency", address: "info@agency.test" };

/** An outbox mail, and its file as the worker writes it when no SMTP server is set. */
async function mail(values: Partial<typeof outgoingMails.$inferInsert> & { to: string }): Promise<string> {
  const { to, ...rest } = values;
  const [row] = await database.db
    .insert(outgoingMails)
    .values({
      purpose: "visitor-confirmation",
      recipient: { name: "An", address: to },
      subject: "Thanks",
      text: "Thanks",
      ...rest,
    })
    .returning();
  if (!row) throw new Error("no mail inserted");
  await createMailTransport({ dataDir }).send({
    messageId: outboxMessageId(row.id, AGENCY),
    from: AGENCY,
    to: row.recipient,
    replyTo: row.replyTo,
    subject: row.subject,
    text: row.text,
    headers: row.headers,
    attachments: row.attachments,
  });
  return `-outbox-${row.id}@`;
}

const mailFiles = () => (existsSync(mailFilesDir(dataDir)) ? readdirSync(mailFilesDir(dataDir)) : []);

/** Every row of every table with a text or JSON column that holds the text, as "table: n". */
async function tablesHolding(text: string): Promise<string[]> {
  const columns = await database.db.execute<{ table_name: string; column_name: string }>(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type in ('text', 'jsonb', 'json', 'character varying', 'ARRAY')
    order by table_name, column_name`);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns.rows) {
    const result = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text ilike ${`%${text}%`}`,
    );
    const n = result.rows[0]?.n ?? 0;
    if (n > 0) found.push(`${table}.${column}: ${n}`);
  }
  return found;
}

describe("normalizedAddress and addressPattern", () => {
  it("takes an address in any case, trimmed, and refuses what cannot be one", () => {
    expect(normalizedAddress(`  ${TYPED} `)).toBe(ADDRESS);
    for (const bad of ["", "an", "an@", "@example.be", "an peeters@example.be", "a@b", null, 12]) {
      expect(normalizedAddress(bad)).toBeNull();
    }
  });

  it("finds the address inside text, but not inside a longer address", async () => {
    const matches = async (text: string) =>
      (await database.db.execute<{ m: boolean }>(sql`select ${text} ~* ${addressPattern(ADDRESS)} as m`)).rows[0]?.m;
    expect(await matches(`Mail ${TYPED}.`)).toBe(true);
    expect(await matches(`{"friendEmail":"${ADDRESS}"}`)).toBe(true);
    expect(await matches(`<${ADDRESS}>`)).toBe(true);
    expect(await matches("jan.peeters+huis@example.be")).toBe(false);
    expect(await matches(`${ADDRESS}.evil.example`)).toBe(false);
    expect(await matches("an.peeters+huisXexample.be")).toBe(false);
  });
});

describe("a GDPR request", () => {
  it("finds everything held about the address, erases it all at once and logs counts only", async () => {
    // Theirs: two leads (one a visit with a booked slot), a note, a demand, a newsletter sign-up, a
    // published testimonial with its picture, mails to them, and a mail to the agency about them.
    const contact = await lead(TYPED, { message: `Call me or mail ${ADDRESS}` });
    const visit = await lead(ADDRESS, {}, "visit");
    // Their contact record, reached by the address: a request sent from their work address with
    // their phone only, and the agency's note on them, are theirs too.
    const [record] = await database.db
      .insert(contacts)
      .values({ name: "An Peeters", email: ADDRESS, phone: "+32480123456" })
      .returning({ id: contacts.id });
    const fromWork = await lead(WORK, { phone: "0480 12 34 56" });
    await database.db
      .update(leads)
      .set({ contactId: record?.id ?? null })
      .where(inArray(leads.id, [contact, visit, fromWork]));
    await database.db
      .insert(contactNotes)
      .values({ contactId: record?.id ?? 0, authorName: "Els", text: "Belt liefst 's morgens" });
    await database.db.insert(leadNotes).values({ leadId: contact, authorName: "Els", text: "Called back" });
    const [slot] = await database.db
      .insert(visitSlots)
      .values({
        propertyId: 7,
        startsAt: new Date(Date.now() + 86_400_000),
        endsAt: new Date(Date.now() + 90_000_000),
        capacity: 2,
        booked: 2,
      })
      .returning({ id: visitSlots.id });
    await database.db.insert(visitBookings).values({
      slotId: slot?.id ?? 0,
      leadId: visit,
      feedback: "Twijfelt over de tuin",
      feedbackAt: new Date(),
      feedbackBy: "Jan Maes",
      feedbackForOwner: true,
    });
    await mail({
      to: "info@agency.test",
      leadId: contact,
      purpose: "agency-notification",
      replyTo: { name: "An", address: TYPED },
    });
    await mail({ to: ADDRESS, leadId: visit, sentAt: new Date() });
    const [demand] = await database.db
      .insert(demands)
      .values({
        token: "d1",
        language: "nl",
        email: TYPED,
        name: "An",
        criteria: { goal: 0, typeWebIds: [1], regions: ["1500"] },
      })
      .returning({ id: demands.id });
    await mail({ to: ADDRESS, demandId: demand?.id, purpose: "demand-confirmation" });
    await database.db.insert(newsletterSubscribers).values({ token: "n1", language: "nl", email: ADDRESS, name: "An" });
    // Following a property, typed in capitals: the same address.
    await database.db
      .insert(propertyFollowers)
      .values({ propertyId: 7, token: "f1", language: "nl", email: TYPED, name: "An", confirmedAt: new Date() });
    const testimonialLead = await lead(null, { comment: `Great agency! ${ADDRESS}` }, "testimonial");
    const [category] = await database.db
      .insert(articleCategories)
      .values({ key: "testimonials", names: { nl: "Getuigenissen" } })
      .returning({ id: articleCategories.id });
    const [article] = await database.db
      .insert(articles)
      .values({ categoryId: category?.id ?? 0, key: "testimonial-submission-x", imageKey: SITE_KEY })
      .returning({ id: articles.id });
    await database.db.insert(articleTexts).values({
      articleId: article?.id ?? 0,
      language: "nl",
      slug: "an-1",
      title: "An",
      body: `Great agency! ${ADDRESS}`,
    });
    const [testimonial] = await database.db
      .insert(testimonialSubmissions)
      .values({
        leadId: testimonialLead,
        language: "nl",
        name: "An",
        comment: `Great agency! ${ADDRESS}`,
        imageKey: "picture-1.webp",
        published: true,
        articleId: article?.id ?? null,
      })
      .returning({ id: testimonialSubmissions.id });
    const upload = path.join(dataDir, "testimonials", "picture-1.webp");
    const published = path.join(originalsDir(dataDir), `${SITE_KEY}.webp`);
    const variant = path.join(dataDir, "image-cache", `${SITE_KEY}.w400.webp`);
    for (const file of [upload, published, variant]) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, "picture");
    }
    // Someone else's: a lead sending a property to them, a colleague's note quoting them, and a
    // look-alike address that must not be touched.
    const friendLead = await lead(
      "bo@example.be",
      { yourEmail: "bo@example.be", friendEmail: ADDRESS },
      "send-to-friend",
    );
    await database.db
      .insert(leadNotes)
      .values({ leadId: friendLead, authorName: "Els", text: `Also wrote to ${TYPED}` });
    // The agent's feedback on the friend's own visit, which names them: it came along.
    const [friendVisit] = await database.db
      .insert(visitBookings)
      .values({
        slotId: slot?.id ?? 0,
        leadId: friendLead,
        feedback: `Kwam samen met ${TYPED}; vindt het te duur`,
        feedbackAt: new Date(),
        feedbackBy: "Jan Maes",
      })
      .returning({ id: visitBookings.id });
    const other = await lead(OTHER, { message: "hello" });
    const othersMail = await mail({ to: OTHER, leadId: other });
    expect(mailFiles()).toHaveLength(4);

    const found = await personalData(ADDRESS);
    // The testimonial's own lead carries no address but is the same submission: theirs too.
    expect(found.leads.map((row) => row.id)).toEqual([contact, visit, fromWork, testimonialLead].sort((a, b) => b - a));
    expect(found.contacts).toMatchObject([{ id: record?.id, notes: [{ text: "Belt liefst 's morgens" }] }]);
    expect(found.leads.find((row) => row.id === contact)?.notes).toMatchObject([{ text: "Called back" }]);
    expect(found.visitBookings).toMatchObject([
      { leadId: visit, feedback: "Twijfelt over de tuin", feedbackBy: "Jan Maes", feedbackForOwner: true },
    ]);
    expect(found.demands).toHaveLength(1);
    expect(found.newsletterSubscriptions).toHaveLength(1);
    expect(found.propertyFollows).toMatchObject([{ propertyId: 7, name: "An" }]);
    expect(found.testimonials).toMatchObject([{ id: testimonial?.id, hasImage: true, published: true }]);
    expect(found.outgoingMails).toHaveLength(3);
    expect(found.mentions).toEqual(
      expect.arrayContaining([
        { table: "leads", id: friendLead },
        { table: "lead_notes", id: expect.any(Number) },
        { table: "visit_bookings", id: friendVisit?.id },
      ]),
    );
    expect(found.mentions).toHaveLength(3);
    expect(JSON.stringify(found)).not.toContain(OTHER);

    const counts = await erasePersonalData(actor, ADDRESS, dataDir);
    expect(counts).toEqual({
      contacts: 1,
      leads: 4,
      notes: 2,
      visitBookings: 1,
      demands: 1,
      newsletterSubscriptions: 1,
      propertyFollows: 1,
      testimonials: 1,
      articlesWithdrawn: 1,
      outgoingMails: 3,
      mentionsRedacted: 3,
      pictureFiles: 3,
      mailFiles: 3,
    });

    // Nothing, anywhere, holds the address any more, nor the other one their record linked.
    expect(await tablesHolding(ADDRESS)).toEqual([]);
    expect(await tablesHolding(WORK)).toEqual([]);
    expect(await database.db.select().from(contacts)).toEqual([]);
    // Pictures gone, the testimonial off the site, the visit's place free again.
    for (const file of [upload, published, variant]) expect(existsSync(file), file).toBe(false);
    // Their mail files too (no SMTP server: the mails were written to disk); another person's stays.
    expect(mailFiles()).toEqual([expect.stringContaining(othersMail)]);
    expect(await database.db.select().from(articles)).toEqual([]);
    const [freed] = await database.db.select({ booked: visitSlots.booked }).from(visitSlots);
    expect(freed?.booked).toBe(1);
    // What the agent noted after their visit went with it; the friend's visit keeps its feedback, without them.
    expect(await tablesHolding("Twijfelt over de tuin")).toEqual([]);
    const [friendsFeedback] = await database.db
      .select({ feedback: visitBookings.feedback })
      .from(visitBookings)
      .where(eq(visitBookings.id, friendVisit?.id ?? 0));
    expect(friendsFeedback?.feedback).toBe(`Kwam samen met ${ERASED}; vindt het te duur`);
    // Other people's rows stay, with the address replaced.
    const [kept] = await database.db.select().from(leads).where(eq(leads.id, friendLead));
    expect(kept?.fields).toEqual({ yourEmail: "bo@example.be", friendEmail: ERASED });
    expect(await tablesHolding(OTHER)).toEqual(["leads.email: 1", "outgoing_mails.recipient: 1"]);
    // The log says who, what and how much; the address, nowhere.
    const [line] = await database.db.select().from(auditLog).where(eq(auditLog.action, "gdpr.erase"));
    const { pictureFiles: _pictures, mailFiles: _mails, ...rows } = counts;
    expect(line).toMatchObject({ actorName: "Manager Mia", details: { ...rows, request: requestKey(ADDRESS) } });
    expect(JSON.stringify(line)).not.toMatch(/peeters/i);

    // A second request finds nothing and says so in the same words.
    const again = await personalData(ADDRESS);
    expect([again.leads, again.demands, again.outgoingMails, again.mentions].every((rows) => rows.length === 0)).toBe(
      true,
    );
  });
});

describe("mail files (no SMTP server: every mail written to disk)", () => {
  it("finds the address as the database does: in any case, not inside a longer address", () => {
    const finds = addressFinder(ADDRESS);
    expect(finds(`Mail ${TYPED}.`)).toBe(true);
    expect(finds(`Reply-To: An <${ADDRESS}>`)).toBe(true);
    expect(finds("jan.peeters+huis@example.be")).toBe(false);
    expect(finds(`${ADDRESS}.evil.example`)).toBe(false);
  });

  it("are removed wherever the address appears, however encoded, and kept where it does not", async () => {
    const folder = mailFilesDir(dataDir);
    const send = (
      id: number,
      text: string,
      to = "info@agency.test",
      attachments: { filename: string; contentType: string; content: string }[] = [],
    ) =>
      createMailTransport({ dataDir }).send({
        messageId: outboxMessageId(id, AGENCY),
        from: AGENCY,
        to: { name: "Agency", address: to },
        subject: "Nieuwe aanvraag",
        text,
        headers: {},
        attachments,
      });
    // Someone else's lead that quotes the address, in a long line with accents (quoted-printable).
    const quoting = await lead("bo@example.be", { message: `Mijn buurvrouw (${ADDRESS}) zoekt ook iets.` });
    const mention = await mail({
      to: "info@agency.test",
      leadId: quoting,
      purpose: "agency-notification",
      text: `${"Één aanvraag voor een woning in Halle, met een tuin en een garage, liefst dicht bij het station. ".repeat(3)}Mijn buurvrouw (${ADDRESS}) zoekt ook iets.`,
    });
    // Files whose rows are gone already: one with the address in an attachment (base64), one in an
    // accented text, one with a look-alike address only.
    await send(990001, "Zie bijlage.", "info@agency.test", [
      {
        filename: "bezoek.ics",
        contentType: "text/calendar",
        content: `BEGIN:VCALENDAR\r\nATTENDEE:mailto:${ADDRESS}\r\nEND:VCALENDAR\r\n`,
      },
    ]);
    // Split over two lines by the quoted-printable encoding (a soft line break inside the address).
    await send(990002, `${"Één zin. ".repeat(3)}\nVerwijzing:${"-".repeat(50)}>${TYPED}`);
    await send(990003, "Contact: jan.peeters+huis@example.be");
    const before = readdirSync(folder);
    const lookAlike = before.find((name) => name.includes("-outbox-990003@"));

    const counts = await erasePersonalData(actor, ADDRESS, dataDir);

    expect(counts.mailFiles).toBe(3);
    const left = readdirSync(folder);
    expect(left).toContain(lookAlike);
    expect(left.some((name) => name.includes(mention))).toBe(false);
    expect(left.some((name) => name.includes("-outbox-990001@") || name.includes("-outbox-990002@"))).toBe(false);
    // The other person's mail stays in the back office, with the address replaced.
    const [kept] = await database.db.select().from(outgoingMails).where(eq(outgoingMails.leadId, quoting));
    expect(kept?.text).toContain(ERASED);
  });
});
