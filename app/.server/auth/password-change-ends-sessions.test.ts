// A new password ends the sessions that the old one opened, against the real library and database:
// changed on one's account page, every other session ends (the one changing it gets a new one); set
// through a reset link, every session ends.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configureAuthForTests } from "../../../tests/support/auth-for-tests.ts";
import { seedMinimalSite } from "../../../tests/support/minimal-site.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import { cookieHeader } from "../../../tests/support/two-factor-account.ts";
import { until } from "../../../tests/support/until.ts";
import { sessions } from "../db/auth-schema.ts";
import { outgoingMails } from "../db/lead-schema.ts";
import { revealPrivateLinks } from "../mail/private-links.ts";
import { auth } from "./auth.ts";
import { changeOwnPassword } from "./own-account.ts";
import { signedInUser } from "./session.ts";
import { signIn } from "./sign-in.ts";
import { createUser } from "./users.ts";

let database: TestDatabase;
const ORIGIN = "http://localhost:3000";
const OLD = "the-old-password-of-an";

beforeAll(async () => {
  database = await createTestDatabase({ current: true });
  await seedMinimalSite(database.url);
  configureAuthForTests(database.db, ORIGIN);
  await createUser(database.db, { id: "an", name: "An", email: "an@example.be", password: OLD, role: "agent" });
  await createUser(database.db, { id: "bo", name: "Bo", email: "bo@example.be", password: OLD, role: "owner" });
});

afterAll(() => database?.cleanup());

async function session(email: string, password: string): Promise<string> {
  const result = await signIn(new Request(`${ORIGIN}/nl/login/`, { method: "POST" }), email, password);
  if (result?.kind !== "signed-in") throw new Error(`${email} could not sign in`);
  return cookieHeader(result.headers);
}

const who = (cookie: string) => signedInUser(new Request(`${ORIGIN}/admin/`, { headers: { cookie } }));

describe("a new password", () => {
  it("changed on the account page ends every other session; the one that changed it goes on with a new one", async () => {
    const phone = await session("an@example.be", OLD);
    const laptop = await session("an@example.be", OLD);
    const other = await session("bo@example.be", OLD);
    const request = new Request(`${ORIGIN}/admin/account/`, { method: "POST", headers: { cookie: laptop } });
    const user = await who(laptop);
    if (!user) throw new Error("not signed in");
    const next = "the-new-password-of-an";
    const changed = await changeOwnPassword(request, user, { current: OLD, next, repeat: next });
    if (!("headers" in changed)) throw new Error(`password not changed: ${JSON.stringify(changed)}`);
    expect(await who(phone)).toBeNull();
    expect(await who(cookieHeader(changed.headers))).toMatchObject({ email: "an@example.be" });
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, "an"))).toHaveLength(1);
    expect(await who(other)).toMatchObject({ email: "bo@example.be" });
  });

  it("set through a reset link ends every session of the account", async () => {
    const phone = await session("bo@example.be", OLD);
    const laptop = await session("bo@example.be", OLD);
    const api = (await auth()).api;
    await api.requestPasswordReset({ body: { email: "bo@example.be" } });
    // The mail is queued without being awaited (the answer must not say whether the address exists).
    let token = "";
    await until(async () => {
      const [mail] = await database.db.select().from(outgoingMails).where(eq(outgoingMails.purpose, "account-reset"));
      token = mail
        ? (/wachtwoord-kiezen\/([A-Za-z0-9_-]+)\//.exec(revealPrivateLinks(mail.text, mail.privateLinks))?.[1] ?? "")
        : "";
      return token !== "";
    }, "the reset mail");
    await api.resetPassword({ body: { newPassword: "the-reset-password-of-bo", token } });
    expect(await who(phone)).toBeNull();
    expect(await who(laptop)).toBeNull();
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, "bo"))).toEqual([]);
  });
});
