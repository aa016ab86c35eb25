// Sending a mail again, against PostgreSQL: a failed mail is queued again, a sent one leaves again as
// a copy (a new row, kept with its request), each with its own audit line in the same transaction, so
// neither is ever without the other. A mail on its way, a held one, one that carried the recipient's
// one-use links and one whose address was erased are not sent again; an erased person's mails are gone.
import fs from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useLeadSettings } from "../../../tests/support/lead-form-fixtures.ts";
import { insertLead } from "../../../tests/support/lead-rows.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import { auditLog } from "../db/auth-schema.ts";
import { outgoingMails } from "../db/lead-schema.ts";
import { outboxValues } from "../mail/outbox-draft.ts";
import { privateLink } from "../mail/private-links.ts";
import { outbox, resendMail } from "./outbox.ts";
import { ERASED, erasePersonalData } from "./privacy.ts";

let database: TestDatabase;
let dataDir: string;
const ANNE = { id: null, name: "Anne Manager" };
/** Someone who is no user: the audit line's foreign key refuses them, after the mail was queued again. */
const GHOST = { id: "no-such-user", name: "Ghost" };

beforeAll(async () => {
  database = await createTestDatabase({ current: true });
  // The erasure removes mail files under the data folder: a throw-away one.
  dataDir = useLeadSettings().dataDir;
});

afterAll(async () => {
  await database?.cleanup();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function insertMail(values: Partial<typeof outgoingMails.$inferInsert> = {}): Promise<number> {
  const [row] = await database.db
    .insert(outgoingMails)
    .values({
      purpose: "agency-notification",
      recipient: { name: "", address: "an@example.be" },
      subject: "A request",
      text: "...",
      ...values,
    })
    .returning({ id: outgoingMails.id });
  return row?.id ?? 0;
}

function failedMail(): Promise<number> {
  return insertMail({
    attempts: 7,
    failedAt: new Date(),
    lastError: "550 mailbox unavailable",
    nextAttemptAt: new Date("2020-01-01T00:00:00Z"),
  });
}

async function mailRow(id: number) {
  const [row] = await database.db.select().from(outgoingMails).where(eq(outgoingMails.id, id));
  return row;
}

const linesAbout = (id: number) =>
  database.db
    .select({ action: auditLog.action, details: auditLog.details })
    .from(auditLog)
    .where(eq(auditLog.subject, `mail ${id}`));

describe("resendMail of a failed mail", () => {
  it("queues it again with its audit line in one transaction: no line, no resend", async () => {
    const id = await failedMail();
    await expect(resendMail(id, GHOST)).rejects.toThrow();
    expect((await mailRow(id))?.failedAt).not.toBeNull();
    expect(await linesAbout(id)).toEqual([]);

    expect(await resendMail(id, ANNE)).toEqual({ kind: "requeued" });
    expect(await mailRow(id)).toMatchObject({ failedAt: null, lastError: null, attempts: 0 });
    expect(await linesAbout(id)).toEqual([{ action: "mail.resend", details: {} }]);
    // On its way now: nothing to send again, nothing written.
    expect(await resendMail(id, ANNE)).toEqual({ kind: "refused", reason: "waiting" });
    expect(await linesAbout(id)).toHaveLength(1);
  });
});

describe("resendMail of a sent mail", () => {
  it("sends a copy as a new row, kept with its request; the original stays as it was", async () => {
    const lead = await insertLead(database.db, { email: "an@example.be", name: "An" });
    const sentAt = new Date("2026-11-02T09:00:00Z");
    const original = await insertMail({
      leadId: lead,
      purpose: "visit-confirmation",
      recipient: { name: "An Peeters", address: "an@example.be" },
      replyTo: { name: "Immo", address: "info@agency.test" },
      subject: "Uw bezoek",
      text: "Tot zaterdag.",
      headers: { "X-Visit": "12" },
      attachments: [{ filename: "bezoek.ics", contentType: "text/calendar", content: "BEGIN:VCALENDAR" }],
      attempts: 1,
      sentAt,
    });
    const result = await resendMail(original, ANNE);
    expect(result).toEqual({ kind: "copied", mailId: expect.any(Number) });
    const copyId = result.kind === "copied" ? result.mailId : 0;
    expect(copyId).not.toBe(original);
    expect(await mailRow(copyId)).toMatchObject({
      leadId: lead,
      purpose: "visit-confirmation",
      recipient: { name: "An Peeters", address: "an@example.be" },
      replyTo: { name: "Immo", address: "info@agency.test" },
      subject: "Uw bezoek",
      text: "Tot zaterdag.",
      headers: { "X-Visit": "12" },
      attachments: [{ filename: "bezoek.ics", contentType: "text/calendar", content: "BEGIN:VCALENDAR" }],
      privateLinks: null,
      attempts: 0,
      sentAt: null,
      failedAt: null,
      heldAt: null,
    });
    expect(await mailRow(original)).toMatchObject({ sentAt, attempts: 1 });
    expect(await linesAbout(original)).toEqual([{ action: "mail.copy", details: { mail: copyId } }]);
    // The list offers the copy again once it has left; the copy, waiting, has nothing to resend.
    const { rows } = await outbox(null, 1);
    expect(rows.find((row) => row.id === original)?.resend).toEqual({ way: "copy" });
    expect(rows.find((row) => row.id === copyId)?.resend).toEqual({ way: "none", reason: "waiting" });
  });

  it("sends no copy of a mail that carried the recipient's one-use links, nor of an account mail", async () => {
    const link = privateLink("https://site.test/nl/nieuwsbrief/bevestigen/secret-token/", "secret-token");
    const [withLink] = await database.db
      .insert(outgoingMails)
      .values({
        ...outboxValues({
          purpose: "newsletter-confirmation",
          recipient: { name: "", address: "an@example.be" },
          subject: "Bevestig",
          text: `Klik: ${link.shown}`,
          privateLinks: [link],
        }),
        sentAt: new Date(),
      })
      .returning({ id: outgoingMails.id });
    const account = await insertMail({ purpose: "account-reset", text: "Uw wachtwoord", sentAt: new Date() });
    for (const id of [withLink?.id ?? 0, account]) {
      expect(await resendMail(id, ANNE)).toEqual({ kind: "refused", reason: "privateLinks" });
      expect(await linesAbout(id)).toEqual([]);
    }
    const { rows } = await outbox("sent", 1);
    expect(rows.find((row) => row.id === withLink?.id)?.resend).toEqual({ way: "none", reason: "privateLinks" });
  });

  it("holds back a held mail (its address was never proved) and one whose address was erased", async () => {
    const held = await insertMail({ heldAt: new Date() });
    expect(await resendMail(held, ANNE)).toEqual({ kind: "refused", reason: "held" });
    const erased = await insertMail({ recipient: { name: "", address: ERASED }, sentAt: new Date() });
    expect(await resendMail(erased, ANNE)).toEqual({ kind: "refused", reason: "erased" });
    const before = await database.db.select({ id: outgoingMails.id }).from(outgoingMails);
    expect(await resendMail(999_999, ANNE)).toEqual({ kind: "gone" });
    expect(await database.db.select({ id: outgoingMails.id }).from(outgoingMails)).toHaveLength(before.length);
  });

  it("leaves nothing to resend once the person is erased, copies included", async () => {
    const lead = await insertLead(database.db, { email: "erase-me@example.be", name: "Bo" });
    const original = await insertMail({
      leadId: lead,
      recipient: { name: "Bo", address: "erase-me@example.be" },
      purpose: "staff-reply",
      sentAt: new Date(),
    });
    const copy = await resendMail(original, ANNE);
    expect(copy.kind).toBe("copied");
    await erasePersonalData(ANNE, "erase-me@example.be");
    expect(await mailRow(original)).toBeUndefined();
    expect(await mailRow(copy.kind === "copied" ? copy.mailId : 0)).toBeUndefined();
    expect(await resendMail(original, ANNE)).toEqual({ kind: "gone" });
  });

  it("runs beside an erasure in either order without a deadlock, and leaves no copy behind", async () => {
    for (let round = 0; round < 6; round++) {
      const address = `race-${round}@example.be`;
      const lead = await insertLead(database.db, { email: address, name: "Cas" });
      const original = await insertMail({
        leadId: lead,
        recipient: { name: "Cas", address },
        purpose: "staff-reply",
        sentAt: new Date(),
      });
      const [copy] = await Promise.all([resendMail(original, ANNE), erasePersonalData(ANNE, address)]);
      expect(["copied", "gone"]).toContain(copy.kind);
      const left = await database.db
        .select({ id: outgoingMails.id })
        .from(outgoingMails)
        .where(eq(outgoingMails.leadId, lead));
      expect(left).toEqual([]);
    }
  });
});
