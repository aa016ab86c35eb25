// The retention purge against PostgreSQL: what is older than the period goes, with everything that
// hangs on it, and what must stay (recent leads, published testimonials, active demands) stays. The
// copies beside the database (mail files, testimonial uploads) go with their rows.
import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertSettings } from "../../../tests/support/catalog-fixtures.ts";
import { useLeadSettings } from "../../../tests/support/lead-form-fixtures.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import type { Database } from "../db/client.ts";
import { contactNotes, contacts } from "../db/contact-schema.ts";
import {
  demands,
  leads,
  newsletterSubscribers,
  outgoingMails,
  submissionCounts,
  testimonialSubmissions,
  usedChallenges,
} from "../db/lead-schema.ts";
import { siteSettings } from "../db/schema.ts";
import { createMailTransport, mailFilesDir } from "../mail/mail-transport.ts";
import { outboxMessageId } from "../mail/outbox-worker.ts";
import { purgeExpiredData, retentionMonthsInForce } from "./retention.ts";

const DAY = 86_400_000;
const MONTHS = 24;

let database: TestDatabase;
let db: Database;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  dataDir = useLeadSettings().dataDir;
});

afterAll(() => database?.cleanup());

beforeEach(async () => {
  await db.execute(
    "truncate leads, outgoing_mails, demands, newsletter_subscribers, testimonial_submissions, used_challenges, submission_counts restart identity cascade",
  );
});

/** A moment `months` months and `days` days ago; a few days either side keep clear of month lengths. */
function ago(months: number, days = 0): Date {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() - months);
  return new Date(date.getTime() - days * DAY);
}

let count = 0;
async function lead(createdAt: Date): Promise<number> {
  count += 1;
  const [row] = await db
    .insert(leads)
    .values({
      kind: "site-contact",
      language: "nl",
      email: `visitor${count}@example.be`,
      name: `Visitor ${count}`,
      fields: {},
      verified: true,
      submissionKey: `key-${count}`,
      createdAt,
    })
    .returning({ id: leads.id });
  if (!row) throw new Error("no lead inserted");
  return row.id;
}

async function mail(owner: { leadId?: number; demandId?: number }, sentAt: Date | null = null): Promise<number> {
  const [row] = await db
    .insert(outgoingMails)
    .values({
      ...owner,
      purpose: "agency-notification",
      recipient: { name: "Agency", address: "info@agency.test" },
      subject: "A new lead",
      text: "...",
      sentAt,
    })
    .returning({ id: outgoingMails.id });
  if (!row) throw new Error("no mail inserted");
  return row.id;
}

async function testimonial(createdAt: Date, published: boolean, leadId?: number): Promise<number> {
  const [row] = await db
    .insert(testimonialSubmissions)
    .values({ leadId, language: "nl", name: "An", comment: "Great", published, createdAt })
    .returning({ id: testimonialSubmissions.id });
  if (!row) throw new Error("no testimonial inserted");
  return row.id;
}

async function demand(createdAt: Date, confirmedAt: Date | null, unsubscribedAt: Date | null = null) {
  count += 1;
  const [row] = await db
    .insert(demands)
    .values({
      token: `token-${count}`,
      language: "nl",
      email: `demand${count}@example.be`,
      name: "Jan",
      criteria: { goal: 0, typeWebIds: [1], regions: ["Halle"] },
      createdAt,
      confirmedAt,
      unsubscribedAt,
    })
    .returning({ id: demands.id });
  if (!row) throw new Error("no demand inserted");
  return row.id;
}

async function ids(table: typeof leads | typeof outgoingMails | typeof demands | typeof testimonialSubmissions) {
  const rows = await db.select({ id: table.id }).from(table);
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

describe("purgeExpiredData", () => {
  it("removes leads older than the period with their mails, keeps the newer ones and theirs", async () => {
    const old = await lead(ago(MONTHS, 3));
    const recent = await lead(ago(MONTHS, -3));
    const today = await lead(new Date());
    await mail({ leadId: old }, ago(MONTHS, 3));
    await mail({ leadId: old }); // never sent: it goes with its lead all the same
    const recentMail = await mail({ leadId: recent }, ago(MONTHS, -3));
    const todayMail = await mail({ leadId: today });

    const result = await purgeExpiredData(db, MONTHS);

    expect(result.leads).toBe(1);
    expect(await ids(leads)).toEqual([recent, today]);
    expect(await ids(outgoingMails)).toEqual([recentMail, todayMail]);
  });

  it("removes unpublished testimonials older than the period, keeps published ones however old", async () => {
    const oldLead = await lead(ago(MONTHS, 10));
    await testimonial(ago(MONTHS, 3), false, oldLead);
    const published = await testimonial(ago(MONTHS * 2), true, oldLead);
    const waiting = await testimonial(ago(MONTHS, -3), false);

    await purgeExpiredData(db, MONTHS);

    expect(await ids(testimonialSubmissions)).toEqual([published, waiting]);
    // The published testimonial outlives its lead, without the link to it.
    const [kept] = await db
      .select({ leadId: testimonialSubmissions.leadId })
      .from(testimonialSubmissions)
      .where(sql`${testimonialSubmissions.id} = ${published}`);
    expect(kept?.leadId).toBeNull();
  });

  it.each<[string, () => [Date, Date | null, Date | null], boolean]>([
    ["never confirmed for 31 days", () => [ago(0, 31), null, null], false],
    ["never confirmed for 29 days", () => [ago(0, 29), null, null], true],
    ["confirmed and active for five years", () => [ago(60), ago(60), null], true],
    ["confirmed yesterday, created long ago", () => [ago(MONTHS * 3), ago(0, 1), null], true],
    ["unsubscribed 31 days ago", () => [ago(MONTHS), ago(MONTHS), ago(0, 31)], false],
    ["unsubscribed 29 days ago", () => [ago(MONTHS), ago(MONTHS), ago(0, 29)], true],
    ["never confirmed and unsubscribed today, created 40 days ago", () => [ago(0, 40), null, new Date()], false],
  ])("a demand %s: kept %s", async (_case, dates, kept) => {
    const [createdAt, confirmedAt, unsubscribedAt] = dates();
    const id = await demand(createdAt, confirmedAt, unsubscribedAt);
    const result = await purgeExpiredData(db, MONTHS);
    expect(await ids(demands)).toEqual(kept ? [id] : []);
    expect(result.demands).toBe(kept ? 0 : 1);
  });

  it.each<[string, () => [Date, Date | null, Date | null], boolean]>([
    ["never confirmed for 31 days", () => [ago(0, 31), null, null], false],
    ["never confirmed for 29 days", () => [ago(0, 29), null, null], true],
    ["confirmed and subscribed for five years", () => [ago(60), ago(60), null], true],
    ["unsubscribed 31 days ago", () => [ago(MONTHS), ago(MONTHS), ago(0, 31)], false],
    ["unsubscribed 29 days ago", () => [ago(MONTHS), ago(MONTHS), ago(0, 29)], true],
  ])("a newsletter sign-up %s: kept %s", async (_case, dates, kept) => {
    const [createdAt, confirmedAt, unsubscribedAt] = dates();
    const [row] = await db
      .insert(newsletterSubscribers)
      .values({
        token: "sign-up",
        language: "nl",
        email: "an@example.be",
        name: "",
        createdAt,
        confirmedAt,
        unsubscribedAt,
      })
      .returning({ id: newsletterSubscribers.id });
    const result = await purgeExpiredData(db, MONTHS);
    const left = await db.select({ id: newsletterSubscribers.id }).from(newsletterSubscribers);
    expect(left).toEqual(kept ? [{ id: row?.id }] : []);
    expect(result.subscribers).toBe(kept ? 0 : 1);
  });

  it("a demand's own mails go with it", async () => {
    const gone = await demand(ago(0, 40), null);
    const kept = await demand(ago(0, 40), ago(0, 39));
    await mail({ demandId: gone });
    const keptMail = await mail({ demandId: kept });
    await purgeExpiredData(db, MONTHS);
    expect(await ids(outgoingMails)).toEqual([keptMail]);
  });

  it("a confirmed demand outlives the lead that registered it", async () => {
    const oldLead = await lead(ago(MONTHS, 5));
    const [row] = await db
      .insert(demands)
      .values({
        leadId: oldLead,
        token: "kept",
        language: "nl",
        email: "kept@example.be",
        name: "Jan",
        criteria: { goal: 0, typeWebIds: [1], regions: ["Halle"] },
        createdAt: ago(MONTHS, 5),
        confirmedAt: ago(MONTHS, 5),
      })
      .returning({ id: demands.id });
    await purgeExpiredData(db, MONTHS);
    expect(await db.select({ id: demands.id, leadId: demands.leadId }).from(demands)).toEqual([
      { id: row?.id, leadId: null },
    ]);
  });

  it("a contact record goes once nothing of the person is left and it saw nothing for the period", async () => {
    await db.execute("truncate contacts restart identity cascade");
    const [gone, quiet, active] = await db
      .insert(contacts)
      .values([
        { name: "Gone", updatedAt: ago(MONTHS, 3) },
        { name: "Quiet but recent", updatedAt: ago(MONTHS, -3) },
        { name: "Old lead kept", updatedAt: ago(MONTHS, 3) },
      ])
      .returning({ id: contacts.id });
    await db.insert(contactNotes).values({ contactId: gone?.id ?? 0, authorName: "Els", text: "Gone" });
    const oldLead = await lead(ago(MONTHS, 3));
    const recentLead = await lead(ago(0, 3));
    await db
      .update(leads)
      .set({ contactId: gone?.id ?? null })
      .where(sql`${leads.id} = ${oldLead}`);
    await db
      .update(leads)
      .set({ contactId: active?.id ?? null })
      .where(sql`${leads.id} = ${recentLead}`);
    await purgeExpiredData(db, MONTHS);
    expect((await db.select({ id: contacts.id }).from(contacts)).map((row) => row.id).sort((a, b) => a - b)).toEqual([
      quiet?.id,
      active?.id,
    ]);
    expect(await db.select().from(contactNotes)).toEqual([]);
  });

  it("sent mails without a lead go once older than the period", async () => {
    const active = await demand(ago(MONTHS * 2), ago(MONTHS * 2));
    await mail({ demandId: active }, ago(MONTHS, 3));
    const recent = await mail({ demandId: active }, ago(0, 3));
    const unsent = await mail({ demandId: active });
    await purgeExpiredData(db, MONTHS);
    expect(await ids(outgoingMails)).toEqual([recent, unsent]);
  });

  it("removes expired captcha challenges and rate-limit windows older than a day", async () => {
    await db.insert(usedChallenges).values([
      { challengeId: "expired", expiresAt: new Date(Date.now() - 60_000) },
      { challengeId: "valid", expiresAt: new Date(Date.now() + 60_000) },
    ]);
    await db.insert(submissionCounts).values([
      { client: "a", windowStart: new Date(Date.now() - DAY - 60_000), count: 3 },
      { client: "a", windowStart: new Date(Date.now() - DAY + 60_000), count: 2 },
      { client: "b", windowStart: new Date(Date.now() - 60_000), count: 1 },
    ]);

    await purgeExpiredData(db, MONTHS);

    const challenges = await db.select({ id: usedChallenges.challengeId }).from(usedChallenges);
    expect(challenges).toEqual([{ id: "valid" }]);
    const windows = await db.select({ count: submissionCounts.count }).from(submissionCounts);
    expect(windows.map((row) => row.count).sort((a, b) => a - b)).toEqual([1, 2]);
  });

  it.each([
    [0, "one month at least"],
    [0.5, "one month at least"],
    [1.9, "whole months"],
  ])("a period of %s months is read as %s", async (months) => {
    const old = await lead(ago(1, 5));
    const recent = await lead(ago(0, 20));
    expect(old).toBeLessThan(recent);
    const result = await purgeExpiredData(db, months);
    expect(result.leads).toBe(1);
    expect(await ids(leads)).toEqual([recent]);
  });

  it("a longer period keeps more", async () => {
    await lead(ago(MONTHS, 3));
    const result = await purgeExpiredData(db, MONTHS + 12);
    expect(result).toMatchObject({ leads: 0, demands: 0, subscribers: 0 });
    expect(await ids(leads)).toHaveLength(1);
  });
});

describe("the copies beside the database", () => {
  const transport = () => createMailTransport({ dataDir });
  const AGENCY = { name: "Agency", address: "info@agency.test" };

  /** The mail as the worker writes it when no SMTP server is set: its file named by its outbox id. */
  async function written(id: number, text: string): Promise<void> {
    await transport().send({
      messageId: outboxMessageId(id, AGENCY),
      from: AGENCY,
      to: AGENCY,
      subject: "A new lead",
      text,
      headers: {},
      attachments: [],
    });
  }

  const mailFiles = () => (existsSync(mailFilesDir(dataDir)) ? readdirSync(mailFilesDir(dataDir)).sort() : []);

  it("removes the mail files of the mails purged, and keeps the newer ones", async () => {
    const old = await lead(ago(MONTHS, 3));
    const recent = await lead(ago(MONTHS, -3));
    const oldMail = await mail({ leadId: old }, ago(MONTHS, -1));
    const recentMail = await mail({ leadId: recent }, ago(MONTHS, -3));
    await written(oldMail, "Naam: Visitor 1, telefoon 0470 12 34 56: graag een bezoek.");
    await written(recentMail, "Naam: Visitor 2");
    expect(mailFiles()).toHaveLength(2);

    const result = await purgeExpiredData(db, MONTHS);

    expect(result.mailFiles).toBe(1);
    expect(mailFiles()).toEqual([expect.stringContaining(`-outbox-${recentMail}@`)]);
  });

  it("removes mail files older than the period whose rows are gone already", async () => {
    const folder = mailFilesDir(dataDir);
    mkdirSync(folder, { recursive: true });
    // Written by the transport long ago (its name says when), their rows purged by an earlier version.
    const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, "").replace(".", "-");
    const old = `${stamp(ago(MONTHS, 2))}-outbox-999901@agency.test.eml`;
    const recent = `${stamp(ago(MONTHS, -2))}-outbox-999902@agency.test.eml`;
    for (const name of [old, recent]) writeFileSync(path.join(folder, name), "Naam: An Peeters\r\n");

    await purgeExpiredData(db, MONTHS);

    expect(mailFiles()).not.toContain(old);
    expect(mailFiles()).toContain(recent);
  });

  it("removes the pictures of purged testimonials and uploads no submission names", async () => {
    const uploads = path.join(dataDir, "testimonials");
    mkdirSync(uploads, { recursive: true });
    const [purged, waiting, orphan, fresh] = ["purged.webp", "waiting.webp", "orphan.webp", "fresh.webp"].map((name) =>
      path.join(uploads, name),
    );
    for (const file of [purged, waiting, orphan, fresh]) writeFileSync(file ?? "", "picture");
    // An upload whose form was then not kept (sent twice), two hours ago; another one just now.
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    utimesSync(orphan ?? "", twoHoursAgo, twoHoursAgo);
    await db.insert(testimonialSubmissions).values([
      { language: "nl", name: "An", comment: "Great", imageKey: "purged.webp", createdAt: ago(MONTHS, 3) },
      { language: "nl", name: "Bo", comment: "Great", imageKey: "waiting.webp", createdAt: ago(0, 3) },
    ]);

    const result = await purgeExpiredData(db, MONTHS);

    expect(result.pictureFiles).toBe(2);
    expect(readdirSync(uploads).sort()).toEqual(["fresh.webp", "waiting.webp"]);
  });
});

describe("retentionMonthsInForce", () => {
  it("is the environment's period until the settings set one, then the settings'", async () => {
    await db.delete(siteSettings);
    expect(await retentionMonthsInForce(db, 24)).toBe(24);
    await insertSettings(db);
    expect(await retentionMonthsInForce(db, 24)).toBe(24);
    await db.update(siteSettings).set({ leadRetentionMonths: 6 });
    expect(await retentionMonthsInForce(db, 24)).toBe(6);
  });

  it("refuses a period outside 1 to 120 months in the database itself", async () => {
    await expect(db.update(siteSettings).set({ leadRetentionMonths: 0 })).rejects.toThrow();
    await expect(db.update(siteSettings).set({ leadRetentionMonths: 121 })).rejects.toThrow();
  });
});
