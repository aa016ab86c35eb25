// Links that set a password (an invitation, a reset) against the real database and the library:
// only the link mailed last works, a link sent to an address the account no longer has does not,
// and ending older links never touches another user's links or a sign-in's two-factor step.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configureAuthForTests } from "../../../tests/support/auth-for-tests.ts";
import { seedMinimalSite } from "../../../tests/support/minimal-site.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import { until } from "../../../tests/support/until.ts";
import { users, verifications } from "../db/auth-schema.ts";
import { outgoingMails } from "../db/lead-schema.ts";
import { revealPrivateLinks } from "../mail/private-links.ts";
import { auth } from "./auth.ts";
import { confirmEmailChange, requestEmailChange } from "./email-change.ts";
import { inviteUser, sendInvitation } from "./invitations.ts";
import { PASSWORD_LINK } from "./password-links.ts";

let database: TestDatabase;
const MANAGER = { id: null, name: "Manager" };

beforeAll(async () => {
  database = await createTestDatabase({ current: true });
  await seedMinimalSite(database.url);
  configureAuthForTests(database.db);
});

afterAll(() => database?.cleanup());

/** The tokens of the password links mailed to an address, oldest first, as the recipient got them. */
async function mailedTokens(address: string): Promise<string[]> {
  const mails = await database.db.select().from(outgoingMails).orderBy(outgoingMails.id);
  return mails
    .filter((mail) => mail.recipient.address === address && mail.purpose !== "account-email-change")
    .map((mail) => {
      expect(mail.text).toContain("/•••/");
      return /wachtwoord-kiezen\/([A-Za-z0-9_-]+)\//.exec(revealPrivateLinks(mail.text, mail.privateLinks))?.[1] ?? "";
    });
}

async function setPassword(token: string, password: string): Promise<"set" | "refused"> {
  try {
    await (await auth()).api.resetPassword({ body: { newPassword: password, token } });
    return "set";
  } catch {
    return "refused";
  }
}

async function invite(email: string): Promise<string> {
  const id = await inviteUser({ name: "Nieuw", email, role: "agent", language: "nl" }, MANAGER);
  if (!id) throw new Error("not invited");
  return id;
}

describe("password links", () => {
  it("keep their purpose readable beside the hash, never the token", async () => {
    await invite("stored@example.be");
    const [token] = await mailedTokens("stored@example.be");
    const stored = await database.db.select({ identifier: verifications.identifier }).from(verifications);
    expect(stored.some((row) => row.identifier.startsWith(`${PASSWORD_LINK}:`))).toBe(true);
    expect(stored.every((row) => !row.identifier.includes(token ?? "-"))).toBe(true);
  });

  it("an invitation sent again ends the one sent before", async () => {
    const id = await invite("again@example.be");
    await sendInvitation({ id, name: "Nieuw", email: "again@example.be", language: "nl" }, MANAGER);
    const [first, second] = await mailedTokens("again@example.be");
    expect(await setPassword(first ?? "", "a-first-password-1")).toBe("refused");
    expect(await setPassword(second ?? "", "a-second-password-2")).toBe("set");
  });

  it("a reset asked for ends the invitation and every older reset link", async () => {
    await invite("reset@example.be");
    const api = (await auth()).api;
    await api.requestPasswordReset({ body: { email: "reset@example.be" } });
    // The reset mail is queued without being awaited (the answer must not say the address exists).
    await until(async () => (await mailedTokens("reset@example.be")).length === 2, "the first reset mail");
    await api.requestPasswordReset({ body: { email: "reset@example.be" } });
    await until(async () => (await mailedTokens("reset@example.be")).length === 3, "the second reset mail");
    const [invitation, firstReset, lastReset] = await mailedTokens("reset@example.be");
    expect(await setPassword(invitation ?? "", "the-invited-password")).toBe("refused");
    expect(await setPassword(firstReset ?? "", "the-first-reset-password")).toBe("refused");
    expect(await setPassword(lastReset ?? "", "the-last-reset-password")).toBe("set");
  });

  it("a link sent to an address the account no longer has sets no password", async () => {
    const id = await invite("moved@example.be");
    const [token] = await mailedTokens("moved@example.be");
    await requestEmailChange({ id, name: "Nieuw", language: "nl" }, "moved.new@example.be");
    const [change] = await database.db
      .select()
      .from(outgoingMails)
      .where(eq(outgoingMails.purpose, "account-email-change"));
    const changeToken = /bevestigen\/([A-Za-z0-9_-]+)\//.exec(
      revealPrivateLinks(change?.text ?? "", change?.privateLinks),
    )?.[1];
    expect(await confirmEmailChange(changeToken ?? "")).toBe("moved.new@example.be");
    expect(await setPassword(token ?? "", "a-password-for-the-old-address")).toBe("refused");
  });

  it("ending a user's links leaves other users' links and a sign-in's two-factor step alone", async () => {
    const other = await invite("other@example.be");
    const id = await invite("mine@example.be");
    // A two-factor step is stored by the library under the user's id too.
    const context = await (await auth()).$context;
    await context.internalAdapter.createVerificationValue({
      identifier: "2fa-step-of-mine",
      value: id,
      expiresAt: new Date(Date.now() + 600_000),
    });
    await sendInvitation({ id, name: "Nieuw", email: "mine@example.be", language: "nl" }, MANAGER);
    expect(await context.internalAdapter.findVerificationValue("2fa-step-of-mine")).toMatchObject({ value: id });
    const [otherToken] = await mailedTokens("other@example.be");
    expect(await setPassword(otherToken ?? "", "the-other-users-password")).toBe("set");
    const [user] = await database.db.select().from(users).where(eq(users.id, other));
    expect(user?.email).toBe("other@example.be");
  });
});
