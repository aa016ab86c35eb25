// The staff member's own account page, form by form, against the real sign-in library and database:
// two-factor codes set up, confirmed and turned off (a manager keeps theirs), the password changed,
// a new e-mail address asked for, the language chosen; wrong current passwords counted and, past
// the free ones, held back before the library is asked.
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configureAuthForTests, TEST_AUTH_SECRET } from "../../../tests/support/auth-for-tests.ts";
import { seedMinimalSite } from "../../../tests/support/minimal-site.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import { totp } from "../../../tests/support/totp.ts";
import { cookieHeader } from "../../../tests/support/two-factor-account.ts";
import { signedInUser } from "../auth/session.ts";
import { signIn } from "../auth/sign-in.ts";
import { recordWrongPassword } from "../auth/sign-in-brake.ts";
import { createUser } from "../auth/users.ts";
import { auditLog, signInFailures, users } from "../db/auth-schema.ts";
import { outgoingMails } from "../db/lead-schema.ts";
import { type AccountStep, changeOwnStaffAccount, doneAfterRedirect } from "./staff-account.ts";

let database: TestDatabase;
const ORIGIN = "http://localhost:3000";
const PASSWORD = "the-right-password-of-staff";

beforeAll(async () => {
  database = await createTestDatabase({ current: true });
  await seedMinimalSite(database.url);
  configureAuthForTests(database.db, ORIGIN);
  for (const [id, role] of [
    ["agent-codes", "agent"],
    ["agent-password", "agent"],
    ["agent-email", "agent"],
    ["agent-brake", "agent"],
    ["agent-language", "agent"],
    ["manager", "manager"],
  ] as const)
    await createUser(database.db, { id, name: id, email: `${id}@example.be`, password: PASSWORD, role });
});

afterAll(() => database?.cleanup());

async function session(id: string, password = PASSWORD): Promise<string> {
  const result = await signIn(new Request(`${ORIGIN}/nl/login/`, { method: "POST" }), `${id}@example.be`, password);
  if (result?.kind !== "signed-in") throw new Error(`${id} could not sign in`);
  return cookieHeader(result.headers);
}

const who = (cookie: string) => signedInUser(new Request(`${ORIGIN}/admin/account/`, { headers: { cookie } }));

/** Posts one of the account page's forms with this session's cookie. */
async function post(cookie: string, fields: Record<string, string>): Promise<AccountStep> {
  const user = await who(cookie);
  if (!user) throw new Error("not signed in");
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const request = new Request(`${ORIGIN}/admin/account/`, { method: "POST", headers: { cookie } });
  return changeOwnStaffAccount(request, user, form);
}

async function auditActions(userId: string): Promise<string[]> {
  const rows = await database.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.subject, `user ${userId}`), sql`${auditLog.action} like 'account.%'`))
    .orderBy(asc(auditLog.id));
  return rows.map((row) => row.action);
}

describe("two-factor codes", () => {
  it("are set up with the current password, confirmed with a code from the app, and end the sessions without a code", async () => {
    const laptop = await session("agent-codes");
    const phone = await session("agent-codes");
    expect(await post(laptop, { intent: "two-factor-start", password: "not-the-password" })).toEqual({
      kind: "answer",
      answer: { problem: "passwordWrong", form: "two-factor-start" },
      status: 400,
    });
    const started = await post(laptop, { intent: "two-factor-start", password: PASSWORD });
    if (started.kind !== "answer" || !("done" in started.answer) || started.answer.done !== "twoFactorSetup")
      throw new Error(`not started: ${JSON.stringify(started)}`);
    const { key, backupCodes } = started.answer;
    expect(key).toMatch(/^[A-Z2-7]{16,}$/);
    expect(backupCodes.length).toBeGreaterThan(0);

    expect(await post(laptop, { intent: "two-factor-confirm", code: "000000" })).toMatchObject({
      kind: "answer",
      answer: { problem: "codeWrong", form: "two-factor-confirm" },
    });
    const code = totp(key);
    // Typed as the app shows it, with a space in the middle.
    const confirmed = await post(laptop, {
      intent: "two-factor-confirm",
      code: `${code.slice(0, 3)} ${code.slice(3)}`,
    });
    expect(confirmed).toMatchObject({ kind: "redirect", done: "twoFactorEnabled" });
    if (confirmed.kind !== "redirect") throw new Error("not confirmed");
    const renewed = cookieHeader(confirmed.headers);
    expect(await who(renewed)).toMatchObject({ id: "agent-codes", twoFactorEnabled: true });
    // Made with the password alone: both sessions from before end.
    expect(await who(phone)).toBeNull();
    expect(await who(laptop)).toBeNull();
    expect(await auditActions("agent-codes")).toEqual(["account.two-factor-on"]);

    const off = await post(renewed, { intent: "two-factor-disable", password: PASSWORD });
    expect(off).toMatchObject({ kind: "redirect", done: "twoFactorDisabled" });
    const [row] = await database.db
      .select({ twoFactorEnabled: users.twoFactorEnabled })
      .from(users)
      .where(eq(users.id, "agent-codes"));
    expect(row?.twoFactorEnabled).toBe(false);
    expect(await auditActions("agent-codes")).toEqual(["account.two-factor-on", "account.two-factor-off"]);
  });

  it("stay on for a manager: turning them off is a request no page sends", async () => {
    const cookie = await session("manager");
    expect(await post(cookie, { intent: "two-factor-disable", password: PASSWORD })).toEqual({
      kind: "badRequest",
      reason: "two-factor codes are required for managers",
    });
  });
});

describe("the password", () => {
  it("is refused when the new one is short or typed twice differently, and changed with the current one", async () => {
    const cookie = await session("agent-password");
    expect(
      await post(cookie, { intent: "password", password: PASSWORD, newPassword: "kort", repeat: "kort" }),
    ).toMatchObject({ answer: { problem: "passwordTooShort", form: "password" }, status: 400 });
    const next = "a-new-and-long-password-of-an-agent";
    expect(
      await post(cookie, { intent: "password", password: PASSWORD, newPassword: next, repeat: `${next}!` }),
    ).toMatchObject({ answer: { problem: "passwordsDiffer" }, status: 400 });
    expect(
      await post(cookie, { intent: "password", password: "not-the-password", newPassword: next, repeat: next }),
    ).toMatchObject({ answer: { problem: "passwordWrong" }, status: 400 });
    const changed = await post(cookie, { intent: "password", password: PASSWORD, newPassword: next, repeat: next });
    expect(changed).toMatchObject({ kind: "redirect", done: "passwordChanged" });
    if (changed.kind !== "redirect") throw new Error("not changed");
    expect(await who(cookieHeader(changed.headers))).toMatchObject({ id: "agent-password" });
    await expect(session("agent-password", next)).resolves.toBeTruthy();
    expect(await auditActions("agent-password")).toEqual(["account.password-changed"]);
  });
});

describe("the e-mail address", () => {
  it("is refused when it is no address or the current one, and a link goes to the new one with the current password", async () => {
    const cookie = await session("agent-email");
    for (const email of ["geen adres", "agent-email@example.be", "AGENT-EMAIL@example.be "])
      expect(await post(cookie, { intent: "email", email, password: PASSWORD })).toMatchObject({
        answer: { problem: "emailInvalid", form: "email" },
        status: 400,
      });
    expect(await post(cookie, { intent: "email", email: "nieuw@example.be", password: "wrong" })).toMatchObject({
      answer: { problem: "passwordWrong", form: "email" },
    });
    expect(await database.db.select().from(outgoingMails)).toEqual([]);
    expect(await post(cookie, { intent: "email", email: "Nieuw@Example.be", password: PASSWORD })).toEqual({
      kind: "answer",
      answer: { done: "emailLinkSent" },
      status: 200,
    });
    const mails = await database.db.select({ to: outgoingMails.recipient }).from(outgoingMails);
    expect(mails).toEqual([{ to: expect.objectContaining({ address: "nieuw@example.be" }) }]);
    // Counted only once confirmed from the new address.
    const [row] = await database.db.select({ email: users.email }).from(users).where(eq(users.id, "agent-email"));
    expect(row?.email).toBe("agent-email@example.be");
  });
});

describe("wrong current passwords", () => {
  const failures = async () => {
    const [row] = await database.db
      .select({ total: sql<number>`coalesce(sum(failures), 0)::int` })
      .from(signInFailures);
    return row?.total ?? 0;
  };

  it("are counted against the session, and past the free ones held back before the password is checked", async () => {
    const cookie = await session("agent-brake");
    const before = await failures();
    await post(cookie, { intent: "two-factor-start", password: "wrong" });
    expect(await failures()).toBe(before + 1);
    // Many more, as a guesser would have made them just now.
    const user = await who(cookie);
    if (!user) throw new Error("not signed in");
    for (let index = 0; index < 9; index++) await recordWrongPassword(TEST_AUTH_SECRET, user.sessionToken);
    const held = await post(cookie, { intent: "email", email: "ander@example.be", password: PASSWORD });
    expect(held).toMatchObject({ kind: "answer", status: 429, answer: { problem: "passwordWait", form: "email" } });
    if (held.kind !== "answer" || !("wait" in held.answer)) throw new Error("not held back");
    expect(held.retryAfterSeconds).toBeGreaterThan(0);
    expect(held.answer.wait).toMatch(/\d/);
    // Held back, the right password did nothing.
    const sent = await database.db.select({ to: outgoingMails.recipient }).from(outgoingMails);
    expect(sent.map((mail) => mail.to.address)).not.toContain("ander@example.be");
  });
});

describe("the language", () => {
  it("is saved for the account; one the site does not know is a request no page sends", async () => {
    const cookie = await session("agent-language");
    expect(await post(cookie, { intent: "language", language: "de" })).toEqual({
      kind: "answer",
      answer: { done: "languageSaved" },
      status: 200,
    });
    const [row] = await database.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.id, "agent-language"));
    expect(row?.language).toBe("de");
    expect(await post(cookie, { intent: "language", language: "xx" })).toEqual({
      kind: "badRequest",
      reason: "unknown language",
    });
  });

  it("and an intent no form sends is refused as such", async () => {
    expect(await post(await session("agent-language"), { intent: "delete-account" })).toEqual({
      kind: "badRequest",
      reason: "unknown intent",
    });
  });
});

describe("doneAfterRedirect", () => {
  it("reads back only the notices a redirect sends", () => {
    expect(doneAfterRedirect("passwordChanged")).toBe("passwordChanged");
    expect(doneAfterRedirect("emailLinkSent")).toBeNull();
    expect(doneAfterRedirect(null)).toBeNull();
  });
});
