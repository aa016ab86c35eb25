// Forwarding a mail against PostgreSQL and a real SMTP server: the forward is a new outbox row to the
// address typed, its subject and the original's header lines in the staff member's language, their
// message above, the attachments kept, kept with the original's request; and it carries none of the
// recipient's one-use links, in its row or in what the outbox worker sends. The audit line keeps the
// mails' ids, not the address nor the words.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertSettings } from "../../../tests/support/catalog-fixtures.ts";
import { insertLead } from "../../../tests/support/lead-rows.ts";
import { mimeParts, type SmtpTestServer, startSmtpTestServer } from "../../../tests/support/smtp-test-server.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import { auditLog } from "../db/auth-schema.ts";
import { createDatabase, type Database } from "../db/client.ts";
import { outgoingMails } from "../db/lead-schema.ts";
import { createMailTransport } from "../mail/mail-transport.ts";
import { outboxValues } from "../mail/outbox-draft.ts";
import { startOutboxWorker } from "../mail/outbox-worker.ts";
import { HIDDEN_TOKEN, privateLink } from "../mail/private-links.ts";
import { unsubscribeHeaders } from "../mail/unsubscribe-headers.ts";
import { forgetSiteData, siteData } from "../site-settings.ts";
import { type ForwardContext, forwardMail } from "./mail-forward.ts";

let database: TestDatabase;
let smtp: SmtpTestServer;
let workerDb: Database;
const SOFIE = { id: null, name: "Sofie Makelaar" };
const TOKEN = "one-use-token-3f9a";
const UNSUBSCRIBE_TOKEN = "unsubscribe-token-77c1";

beforeAll(async () => {
  database = await createTestDatabase({ current: true });
  workerDb = createDatabase(database.url, { max: 2 });
  smtp = await startSmtpTestServer();
  forgetSiteData();
  await insertSettings(database.db);
});

afterAll(async () => {
  await smtp?.stop();
  await workerDb?.$client.end();
  await database?.cleanup();
});

async function context(language: ForwardContext["language"] = "nl"): Promise<ForwardContext> {
  const { settings } = await siteData();
  return { language, settings, replyTo: { name: "Sofie Makelaar", address: "sofie@agency.test" } };
}

/** A demand's confirmation as the site writes one: its confirm link private, its unsubscribe header. */
async function mailWithPrivateLinks(leadId: number): Promise<number> {
  const confirm = privateLink(`https://site.test/nl/zoekopdracht/bevestigen/${TOKEN}/`, TOKEN);
  const [row] = await database.db
    .insert(outgoingMails)
    .values(
      outboxValues(
        {
          purpose: "demand-confirmation",
          recipient: { name: "An Peeters", address: "an@example.be" },
          replyTo: { name: "Test", address: "a@b.be" },
          subject: "Bevestig uw zoekopdracht",
          text: `Beste An,\n\nBevestig hier: ${confirm.shown}\n\nTest`,
          privateLinks: [confirm],
          headers: unsubscribeHeaders(`https://site.test/nl/zoekopdracht/uitschrijven/${UNSUBSCRIBE_TOKEN}/`),
          attachments: [{ filename: "voorwaarden.txt", contentType: "text/plain", content: "De voorwaarden." }],
        },
        { leadId },
      ),
    )
    .returning({ id: outgoingMails.id });
  return row?.id ?? 0;
}

async function mailRow(id: number) {
  const [row] = await database.db.select().from(outgoingMails).where(eq(outgoingMails.id, id));
  return row;
}

describe("forwardMail", () => {
  it("carries none of the recipient's one-use links: not in its row, not in the mail that leaves", async () => {
    const lead = await insertLead(database.db, { email: "an@example.be", name: "An Peeters" });
    const original = await mailWithPrivateLinks(lead);
    const result = await forwardMail(SOFIE, original, { to: "notaris@example.be", note: "Ter info." }, await context());
    expect(result).toEqual({ kind: "forwarded", mailId: expect.any(Number) });
    const id = result.kind === "forwarded" ? result.mailId : 0;

    const row = await mailRow(id);
    expect(row).toMatchObject({
      leadId: lead,
      purpose: "staff-forward",
      recipient: { name: "", address: "notaris@example.be" },
      replyTo: { name: "Sofie Makelaar", address: "sofie@agency.test" },
      privateLinks: null,
      headers: {},
      attachments: [{ filename: "voorwaarden.txt", contentType: "text/plain", content: "De voorwaarden." }],
      heldAt: null,
    });
    expect(JSON.stringify(row)).not.toContain(TOKEN);
    expect(JSON.stringify(row)).not.toContain(UNSUBSCRIBE_TOKEN);
    expect(row?.text).toContain(`https://site.test/nl/zoekopdracht/bevestigen/${HIDDEN_TOKEN}/`);

    // The outbox sends both: the original with its link to its recipient, the forward without it.
    const worker = startOutboxWorker({
      db: workerDb,
      transport: createMailTransport({ smtpUrl: smtp.url, dataDir: "unused" }),
      from: async () => ({ name: "Test", address: "a@b.be" }),
      retryBaseMs: 60_000,
      pollMs: 3_600_000,
      log: () => {},
    });
    try {
      await worker.drain();
    } finally {
      await worker.stop();
    }
    /** What reached `address`: its raw message and each part decoded (quoted-printable wraps long lines). */
    const received = (address: string) => {
      const raw = smtp.messages.find((message) => message.envelope.to.includes(address))?.raw ?? "";
      return { raw, decoded: mimeParts(raw).map((part) => part.body), parts: mimeParts(raw) };
    };
    expect(received("an@example.be").decoded.join("\n")).toContain(TOKEN);
    const forwarded = received("notaris@example.be");
    expect(forwarded.raw).not.toBe("");
    for (const text of [forwarded.raw, ...forwarded.decoded]) {
      expect(text).not.toContain(TOKEN);
      expect(text).not.toContain(UNSUBSCRIBE_TOKEN);
    }
    expect(forwarded.raw).not.toMatch(/^List-Unsubscribe/im);
    const parts = forwarded.parts;
    expect(parts.find((part) => part.headers.get("content-type")?.startsWith("text/plain"))?.body).toContain(
      `https://site.test/nl/zoekopdracht/bevestigen/${HIDDEN_TOKEN}/`,
    );
    expect(parts.some((part) => part.body.includes("De voorwaarden."))).toBe(true);
  });

  it("writes the subject and the original's header lines in the staff member's language, their message above", async () => {
    const original = await mailWithPrivateLinks(await insertLead(database.db, { email: "an@example.be" }));
    const sentAt = new Date("2026-11-02T09:05:00Z");
    await database.db.update(outgoingMails).set({ sentAt }).where(eq(outgoingMails.id, original));

    const nl = await forwardMail(SOFIE, original, { to: "els@example.be", note: "Ter info.\nGroet" }, await context());
    const dutch = await mailRow(nl.kind === "forwarded" ? nl.mailId : 0);
    expect(dutch?.subject).toBe("Doorgestuurd: Bevestig uw zoekopdracht");
    expect(dutch?.text.split("\n").slice(0, 12)).toEqual([
      "Ter info.",
      "Groet",
      "",
      "Sofie Makelaar",
      "",
      "---------- Doorgestuurd bericht ----------",
      "Van: Test <a@b.be>",
      "Datum: 2 november 2026 om 10:05",
      "Onderwerp: Bevestig uw zoekopdracht",
      "Aan: An Peeters <an@example.be>",
      "Antwoorden aan: Test <a@b.be>",
      "Bijlagen: voorwaarden.txt",
    ]);
    expect(
      dutch?.text.endsWith("\n\nBeste An,\n\nBevestig hier: https://site.test/nl/zoekopdracht/bevestigen/•••/\n\nTest"),
    ).toBe(true);

    // Without a message, in French: the original's lines come first, with French punctuation.
    const fr = await forwardMail(SOFIE, original, { to: "els@example.be", note: null }, await context("fr"));
    const french = await mailRow(fr.kind === "forwarded" ? fr.mailId : 0);
    expect(french?.subject).toBe("TR : Bevestig uw zoekopdracht");
    expect(french?.text.split("\n").slice(0, 3)).toEqual([
      "---------- Message transféré ----------",
      "De : Test <a@b.be>",
      "Date : 2 novembre 2026 à 10:05",
    ]);
    const de = await forwardMail(SOFIE, original, { to: "els@example.be", note: null }, await context("de"));
    expect((await mailRow(de.kind === "forwarded" ? de.mailId : 0))?.subject).toBe("WG: Bevestig uw zoekopdracht");
  });

  it("writes an audit line of ids and a length: neither the address nor the words", async () => {
    const original = await mailWithPrivateLinks(await insertLead(database.db, { email: "an@example.be" }));
    const result = await forwardMail(
      SOFIE,
      original,
      { to: "geheim.adres@example.be", note: "Vertrouwelijk" },
      await context(),
    );
    const [line] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `mail ${original}`));
    expect(line).toMatchObject({
      action: "mail.forward",
      actorName: "Sofie Makelaar",
      details: { mail: result.kind === "forwarded" ? result.mailId : 0, length: "Vertrouwelijk".length },
    });
    expect(JSON.stringify(line)).not.toMatch(/geheim|Vertrouwelijk/);
  });

  it("forwards nothing of a mail that is gone (erased with its person)", async () => {
    const before = await database.db.select({ id: outgoingMails.id }).from(outgoingMails);
    expect(await forwardMail(SOFIE, 999_999, { to: "els@example.be", note: null }, await context())).toEqual({
      kind: "gone",
    });
    expect(await database.db.select({ id: outgoingMails.id }).from(outgoingMails)).toHaveLength(before.length);
  });
});
