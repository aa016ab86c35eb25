// Sending a failed mail again, against PostgreSQL: the mail is queued again and its audit line written
// in one transaction, so neither is ever without the other.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import { auditLog } from "../db/auth-schema.ts";
import { outgoingMails } from "../db/lead-schema.ts";
import { resendMail } from "./outbox.ts";

let database: TestDatabase;
const ANNE = { id: null, name: "Anne Manager" };
/** Someone who is no user: the audit line's foreign key refuses them, after the mail was queued again. */
const GHOST = { id: "no-such-user", name: "Ghost" };

beforeAll(async () => {
  database = await createTestDatabase({ current: true });
});

afterAll(() => database?.cleanup());

async function failedMail(): Promise<number> {
  const [row] = await database.db
    .insert(outgoingMails)
    .values({
      purpose: "agency-notification",
      recipient: { name: "", address: "an@example.be" },
      subject: "A request",
      text: "...",
      attempts: 7,
      failedAt: new Date(),
      lastError: "550 mailbox unavailable",
      nextAttemptAt: new Date("2020-01-01T00:00:00Z"),
    })
    .returning({ id: outgoingMails.id });
  return row?.id ?? 0;
}

const linesAbout = (id: number) =>
  database.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(eq(auditLog.subject, `mail ${id}`));

describe("resendMail", () => {
  it("queues a failed mail again with its audit line in one transaction: no line, no resend", async () => {
    const id = await failedMail();
    await expect(resendMail(id, GHOST)).rejects.toThrow();
    const [still] = await database.db.select().from(outgoingMails).where(eq(outgoingMails.id, id));
    expect(still?.failedAt).not.toBeNull();
    expect(await linesAbout(id)).toEqual([]);

    expect(await resendMail(id, ANNE)).toBe(true);
    const [queued] = await database.db.select().from(outgoingMails).where(eq(outgoingMails.id, id));
    expect(queued).toMatchObject({ failedAt: null, lastError: null, attempts: 0 });
    expect(await linesAbout(id)).toEqual([{ action: "mail.resend" }]);
    // Not failed any more: nothing to send again, nothing written.
    expect(await resendMail(id, ANNE)).toBe(false);
    expect(await linesAbout(id)).toHaveLength(1);
  });
});
