// A reply to a request against PostgreSQL: the outbox row to the request's address in its language,
// with the greeting, the text typed, the staff member's name and the agency's signature, the agency
// as Reply-To; held (and without the typed name) for an address nobody proved; an audit line without
// the words; nobody to write to once the request's address is erased.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertSettings } from "../../../tests/support/catalog-fixtures.ts";
import { insertLead } from "../../../tests/support/lead-rows.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import { auditLog } from "../db/auth-schema.ts";
import { outgoingMails } from "../db/lead-schema.ts";
import { forgetSiteData, siteData } from "../site-settings.ts";
import { replyToLead } from "./lead-reply.ts";

let database: TestDatabase;
const actor = { id: null, name: "Sofie Makelaar" };

beforeAll(async () => {
  database = await createTestDatabase({ current: true });
  forgetSiteData();
  await insertSettings(database.db);
});

afterAll(() => database?.cleanup());

const lead = (values: Parameters<typeof insertLead>[1]) => insertLead(database.db, { language: "fr", ...values });

async function mail(id: number) {
  const [row] = await database.db.select().from(outgoingMails).where(eq(outgoingMails.id, id));
  return row;
}

describe("replyToLead", () => {
  it("mails the request's address in its language, signed by the staff member and the agency", async () => {
    const { settings } = await siteData();
    const id = await lead({ email: "claire@example.be", name: "Claire Dubois" });
    const result = await replyToLead(
      actor,
      id,
      { subject: "Votre visite", message: "La maison est libre samedi." },
      settings,
    );
    expect(result).toMatchObject({ kind: "queued", held: false });
    const row = result.kind === "queued" ? await mail(result.mailId) : undefined;
    expect(row).toMatchObject({
      leadId: id,
      purpose: "staff-reply",
      recipient: { name: "Claire Dubois", address: "claire@example.be" },
      replyTo: { address: settings.agency.email },
      subject: "Votre visite",
      heldAt: null,
    });
    expect(row?.text.split("\n").slice(0, 5)).toEqual([
      "Bonjour Claire Dubois,",
      "",
      "La maison est libre samedi.",
      "",
      "Sofie Makelaar",
    ]);
    expect(row?.text).toContain("Bien cordialement,");
    expect(row?.text).toContain(settings.agency.name);
    const [line] = await database.db.select().from(auditLog).where(eq(auditLog.action, "lead.reply"));
    expect(line).toMatchObject({ subject: `lead ${id}`, details: { mail: row?.id, length: 27 } });
    expect(JSON.stringify(line)).not.toContain("samedi");
  });

  it("holds the reply to an address nobody proved, without the name typed, until staff confirm", async () => {
    const { settings } = await siteData();
    const id = await lead({ email: "who@example.be", name: "Spam Name", verified: false, language: "nl" });
    const result = await replyToLead(actor, id, { subject: "Uw vraag", message: "Bedankt." }, settings);
    expect(result).toMatchObject({ kind: "queued", held: true });
    const row = result.kind === "queued" ? await mail(result.mailId) : undefined;
    expect(row?.heldAt).not.toBeNull();
    expect(row?.recipient).toEqual({ name: "", address: "who@example.be" });
    expect(row?.text).not.toContain("Spam Name");
  });

  it("has nobody to write to for an erased address, nor for a request that is gone", async () => {
    const { settings } = await siteData();
    const erased = await lead({ email: null, name: null });
    expect(await replyToLead(actor, erased, { subject: "x", message: "y" }, settings)).toEqual({ kind: "no-address" });
    expect(await replyToLead(actor, 999_999, { subject: "x", message: "y" }, settings)).toEqual({ kind: "no-lead" });
  });
});
