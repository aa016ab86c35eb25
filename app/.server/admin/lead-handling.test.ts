// Handling a lead against PostgreSQL: every change writes its audit line; confirming an unverified
// lead lets its held mails leave (the worker leaving held ones alone is in outbox-worker.test.ts), calling it spam throws them away and frees its visit slot.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertProperty, insertTypes } from "../../../tests/support/catalog-fixtures.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import { createUser } from "../auth/users.ts";
import { auditLog, users } from "../db/auth-schema.ts";
import { leadNotes, leads, outgoingMails, visitBookings, visitSlots } from "../db/lead-schema.ts";
import { addLeadNote, assignLead, confirmLead, markLeadSpam, setLeadStatus, staffMembers } from "./lead-handling.ts";

let database: TestDatabase;
let agent: string;
let owner: string;
let gone: string;
const actor = { id: "", name: "Manager Mia" };

beforeAll(async () => {
  database = await createTestDatabase({ current: true });
  await insertTypes(database.db);
  await insertProperty(database.db, { id: 7 });
  const user = (name: string, role: "manager" | "agent" | "owner") =>
    createUser(database.db, {
      name,
      email: `${name.replace(/\W/g, "")}@agency.test`,
      password: "long-enough-pw",
      role,
    });
  actor.id = await user("Manager Mia", "manager");
  agent = await user("Agent Els", "agent");
  owner = await user("Owner Olaf", "owner");
  gone = await user("Agent Gone", "agent");
  await database.db.update(users).set({ active: false }).where(eq(users.id, gone));
});

afterAll(() => database?.cleanup());

beforeEach(async () => {
  await database.db.execute("truncate leads, outgoing_mails, audit_log, visit_slots restart identity cascade");
});

async function lead(verified: boolean): Promise<number> {
  const [row] = await database.db
    .insert(leads)
    .values({
      kind: "visit",
      language: "nl",
      email: "an@example.be",
      name: "An",
      fields: {},
      verified,
      submissionKey: `k${Math.random()}`,
    })
    .returning({ id: leads.id });
  return row?.id ?? 0;
}

async function mail(leadId: number, purpose: string, held: boolean) {
  await database.db.insert(outgoingMails).values({
    leadId,
    purpose,
    recipient: { name: "", address: "an@example.be" },
    subject: purpose,
    text: "...",
    heldAt: held ? new Date() : null,
    nextAttemptAt: new Date("2020-01-01T00:00:00Z"),
  });
}

const auditLines = () => database.db.select().from(auditLog).orderBy(auditLog.id);
const mailsOf = (leadId: number) =>
  database.db.select().from(outgoingMails).where(eq(outgoingMails.leadId, leadId)).orderBy(outgoingMails.id);

describe("lead handling", () => {
  it("offers active managers and agents only", async () => {
    expect((await staffMembers()).map((member) => member.name)).toEqual(["Agent Els", "Manager Mia"]);
  });

  it("changes the status and logs from what to what, by whom", async () => {
    const id = await lead(true);
    expect(await setLeadStatus(actor, id, "in-progress")).toBe(true);
    expect(await setLeadStatus(actor, 999_999, "done")).toBe(false);
    const [row] = await database.db.select({ status: leads.status }).from(leads).where(eq(leads.id, id));
    expect(row?.status).toBe("in-progress");
    expect(await auditLines()).toMatchObject([
      {
        actorId: actor.id,
        actorName: "Manager Mia",
        action: "lead.status",
        subject: `lead ${id}`,
        details: { changes: { status: { before: "new", after: "in-progress" } } },
      },
    ]);
  });

  it("assigns to an active manager or agent only, and back to nobody", async () => {
    const id = await lead(true);
    expect(await assignLead(actor, id, agent)).toBe("assigned");
    expect(await assignLead(actor, id, owner)).toBe("no-staff");
    expect(await assignLead(actor, id, gone)).toBe("no-staff");
    expect(await assignLead(actor, 999_999, agent)).toBe("no-lead");
    const [row] = await database.db.select({ assignedTo: leads.assignedTo }).from(leads).where(eq(leads.id, id));
    expect(row?.assignedTo).toBe(agent);
    expect(await assignLead(actor, id, null)).toBe("assigned");
    expect((await auditLines()).map((line) => [line.action, line.details])).toEqual([
      ["lead.assign", { changes: { assignedTo: { before: null, after: agent } }, toName: "Agent Els" }],
      ["lead.assign", { changes: { assignedTo: { before: agent, after: null } }, toName: null }],
    ]);
  });

  it("keeps a note as typed, with its author, and logs it without its words", async () => {
    const id = await lead(true);
    expect(await addLeadNote(actor, id, "<b>Called back</b>, visit on Friday")).toBe(true);
    const [note] = await database.db.select().from(leadNotes).where(eq(leadNotes.leadId, id));
    expect(note).toMatchObject({
      authorId: actor.id,
      authorName: "Manager Mia",
      text: "<b>Called back</b>, visit on Friday",
    });
    const [line] = await auditLines();
    expect(line).toMatchObject({ action: "lead.note", details: { note: note?.id, length: note?.text.length } });
    expect(JSON.stringify(line?.details)).not.toContain("Called");
  });

  it("confirming an unverified lead verifies it and lets its held mails leave now", async () => {
    const id = await lead(false);
    await mail(id, "agency-notification", false);
    await mail(id, "visitor-confirmation", true);
    expect(await confirmLead(actor, id)).toEqual({ done: true, mails: 1 });
    const [row] = await database.db.select({ verified: leads.verified }).from(leads).where(eq(leads.id, id));
    expect(row?.verified).toBe(true);
    const mails = await mailsOf(id);
    expect(mails.map((m) => [m.purpose, m.heldAt])).toEqual([
      ["agency-notification", null],
      ["visitor-confirmation", null],
    ]);
    // Due now, not at the moment it was written.
    expect(mails[1]?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await confirmLead(actor, id)).toEqual({ done: false });
    expect((await auditLines()).map((line) => [line.action, line.details])).toEqual([
      ["lead.confirm", { changes: { verified: { before: false, after: true } }, released: 1 }],
    ]);
  });

  it("spam throws the held mails away, keeps the sent ones and frees the visit's place", async () => {
    const id = await lead(false);
    await mail(id, "agency-notification", false);
    await mail(id, "visitor-confirmation", true);
    const [slot] = await database.db
      .insert(visitSlots)
      .values({
        propertyId: 7,
        startsAt: new Date(Date.now() + 86_400_000),
        endsAt: new Date(Date.now() + 90_000_000),
        capacity: 2,
        booked: 1,
      })
      .returning({ id: visitSlots.id });
    await database.db.insert(visitBookings).values({ slotId: slot?.id ?? 0, leadId: id });
    expect(await markLeadSpam(actor, id)).toEqual({ done: true, mails: 1 });
    expect((await mailsOf(id)).map((m) => m.purpose)).toEqual(["agency-notification"]);
    const [after] = await database.db.select({ booked: visitSlots.booked }).from(visitSlots);
    expect(after?.booked).toBe(0);
    const [booking] = await database.db.select().from(visitBookings);
    expect(booking?.cancelledAt).not.toBeNull();
    const [row] = await database.db.select({ status: leads.status, verified: leads.verified }).from(leads);
    expect(row).toEqual({ status: "spam", verified: false });
    expect((await auditLines()).map((line) => [line.action, line.details])).toEqual([
      ["lead.spam", { changes: { status: { before: "new", after: "spam" } }, droppedMails: 1, freedVisit: true }],
    ]);
    // A verified lead is not reviewed again.
    expect(await markLeadSpam(actor, await lead(true))).toEqual({ done: false });
  });
});
