// Inviting someone against the real database: the account, its password link, its mail and its
// audit line are one transaction (staffChange), so a line that cannot be written leaves no account,
// no link and no mail; an invitation sent again is one line of its own, with its link and mail.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configureAuthForTests } from "../../../tests/support/auth-for-tests.ts";
import { seedMinimalSite } from "../../../tests/support/minimal-site.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import { auditLog, users, verifications } from "../db/auth-schema.ts";
import { outgoingMails } from "../db/lead-schema.ts";
import { inviteUser, sendInvitation } from "./invitations.ts";
import { createUser } from "./users.ts";

let database: TestDatabase;
const manager = { id: "", name: "Manager Mia" };
/** An actor whose line cannot be written: no such user (the line's actor is a foreign key). */
const GHOST = { id: "no-such-user", name: "Ghost" };

beforeAll(async () => {
  database = await createTestDatabase({ current: true });
  await seedMinimalSite(database.url);
  configureAuthForTests(database.db);
  manager.id = await createUser(database.db, {
    name: manager.name,
    email: "mia@agency.test",
    password: "long-enough-pw",
    role: "manager",
  });
});

afterAll(() => database?.cleanup());

async function written(email: string) {
  const [user] = await database.db.select().from(users).where(eq(users.email, email));
  const mails = (await database.db.select().from(outgoingMails)).filter((mail) => mail.recipient.address === email);
  const links = user ? await database.db.select().from(verifications).where(eq(verifications.value, user.id)) : [];
  const lines = user
    ? await database.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.subject, `user ${user.id}`))
    : [];
  return { user, mails: mails.length, links: links.length, lines: lines.map((line) => line.action) };
}

describe("an invitation", () => {
  it("is one transaction with its link, its mail and its audit line: no line, no account, no mail", async () => {
    await expect(
      inviteUser({ name: "Nieuw", email: "ghost@example.be", role: "agent", language: "nl" }, GHOST),
    ).rejects.toThrow();
    expect(await written("ghost@example.be")).toEqual({ user: undefined, mails: 0, links: 0, lines: [] });

    const id = await inviteUser({ name: "Nieuw", email: "ghost@example.be", role: "agent", language: "nl" }, manager);
    const done = await written("ghost@example.be");
    expect(done.user?.id).toBe(id);
    expect(done).toMatchObject({ mails: 1, links: 1, lines: ["user.invite"] });
  });

  it("sent again is its own line with its new link and mail, or nothing at all", async () => {
    const id = await inviteUser({ name: "Els", email: "again@example.be", role: "owner", language: "fr" }, manager);
    if (!id) throw new Error("not invited");
    const user = { id, name: "Els", email: "again@example.be", language: "fr" };

    await expect(sendInvitation(user, GHOST)).rejects.toThrow();
    expect(await written("again@example.be")).toMatchObject({ mails: 1, links: 1, lines: ["user.invite"] });

    await sendInvitation(user, manager);
    // The new link ends the one sent before: one link, two mails, two lines.
    expect(await written("again@example.be")).toMatchObject({
      mails: 2,
      links: 1,
      lines: ["user.invite", "user.invitation-sent"],
    });
  });

  it("to an address that has an account makes nothing and writes no line", async () => {
    expect(await inviteUser({ name: "Mia", email: " MIA@agency.test ", role: "agent", language: "nl" }, manager)).toBe(
      null,
    );
    const lines = await database.db.select().from(auditLog).where(eq(auditLog.action, "user.invite"));
    expect(lines.every((line) => line.subject !== `user ${manager.id}`)).toBe(true);
  });
});
