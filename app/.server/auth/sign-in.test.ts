// Sign-in against the real library and database: the right password makes a session, anything else
// fails the same way, a deactivated account gets no session, and accounts are made only with a
// long enough password and a fresh address.
import { hashPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import { sessions, users } from "../db/auth-schema.ts";
import { configureAuth } from "./auth.ts";
import { signedInUser } from "./session.ts";
import { signIn } from "./sign-in.ts";
import { createUser } from "./users.ts";

let database: TestDatabase;
const ORIGIN = "http://localhost:3000";

beforeAll(async () => {
  database = await createTestDatabase({ current: true });
  configureAuth({ db: database.db, secret: "a-test-secret-that-is-long-enough-to-derive-from", origin: ORIGIN });
  await createUser(database.db, { name: "An", email: "an@example.be", password: "the-right-password", role: "agent" });
  await createUser(database.db, {
    id: "gone",
    name: "Bert",
    email: "bert@example.be",
    password: "the-right-password",
    role: "agent",
  });
  await database.db.update(users).set({ active: false }).where(eq(users.id, "gone"));
});

afterAll(() => database?.cleanup());

function loginRequest(cookie?: string): Request {
  return new Request(`${ORIGIN}/nl/login/`, { method: "POST", headers: cookie ? { cookie } : {} });
}

describe("signIn", () => {
  it("makes a session for the right password, read back from its cookie", async () => {
    const result = await signIn(loginRequest(), "An@Example.be", "the-right-password");
    expect(result).toMatchObject({ kind: "signed-in", role: "agent" });
    const cookie = result?.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^session=[^;]+;.*HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    const user = await signedInUser(loginRequest(cookie.split(";")[0]));
    expect(user).toMatchObject({ email: "an@example.be", role: "agent" });
  });

  it("signing in again on a browser that holds a session ends that session: only the new token is good", async () => {
    const first = await signIn(loginRequest(), "an@example.be", "the-right-password");
    const held = (first?.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const again = await signIn(loginRequest(held), "an@example.be", "the-right-password");
    const fresh = (again?.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    expect(fresh).not.toBe(held);
    expect(await signedInUser(loginRequest(fresh))).toMatchObject({ email: "an@example.be" });
    expect(await signedInUser(loginRequest(held))).toBeNull();
  });

  it("fails alike for a wrong password and an unknown address", async () => {
    expect(await signIn(loginRequest(), "an@example.be", "not-the-password")).toBeNull();
    expect(await signIn(loginRequest(), "nobody@example.be", "the-right-password")).toBeNull();
  });

  it("gives a deactivated account no session", async () => {
    expect(await signIn(loginRequest(), "bert@example.be", "the-right-password")).toBeNull();
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, "gone"))).toEqual([]);
  });

  it("a session past its absolute lifetime counts as none and is ended", async () => {
    const result = await signIn(loginRequest(), "an@example.be", "the-right-password");
    const cookie = (result?.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const thirteenHours = Date.now() + 13 * 60 * 60 * 1000;
    expect(await signedInUser(loginRequest(cookie), thirteenHours)).toBeNull();
    expect(await signedInUser(loginRequest(cookie))).toBeNull();
  });
});

describe("signedInUser", () => {
  it("answers once per GET request (root and page loaders ask alike), and afresh for a POST", async () => {
    const result = await signIn(loginRequest(), "an@example.be", "the-right-password");
    const cookie = (result?.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const page = new Request(`${ORIGIN}/admin/`, { headers: { cookie } });
    const form = new Request(`${ORIGIN}/admin/account/`, { method: "POST", headers: { cookie } });
    expect(await signedInUser(page)).toMatchObject({ email: "an@example.be" });
    expect(await signedInUser(form)).toMatchObject({ email: "an@example.be" });
    // The session ends (signed out elsewhere): the request already answered keeps its answer; a
    // POST, whose action may have changed the session, and the next request see it gone.
    await database.db.delete(sessions).where(eq(sessions.userId, (await signedInUser(page))?.id ?? ""));
    expect(await signedInUser(page)).toMatchObject({ email: "an@example.be" });
    expect(await signedInUser(form)).toBeNull();
    expect(await signedInUser(new Request(`${ORIGIN}/admin/`, { headers: { cookie } }))).toBeNull();
  });
});

describe("createUser", () => {
  it("refuses a short password and an address that has an account", async () => {
    await expect(
      createUser(database.db, { name: "C", email: "c@example.be", password: "short", role: "agent" }),
    ).rejects.toThrow(/at least 10/);
    await expect(
      createUser(database.db, { name: "A", email: "an@example.be", password: "another-password", role: "owner" }),
    ).rejects.toThrow();
  });

  it("takes a password already hashed: two accounts with one hash each sign in with that password", async () => {
    const passwordHash = await hashPassword("one-password-for-both");
    for (const email of ["een@example.be", "twee@example.be"]) {
      await createUser(database.db, {
        name: email,
        email,
        password: "one-password-for-both",
        passwordHash,
        role: "agent",
      });
      expect(await signIn(loginRequest(), email, "one-password-for-both")).toMatchObject({ kind: "signed-in" });
      expect(await signIn(loginRequest(), email, "another-password")).toBeNull();
    }
  });
});
