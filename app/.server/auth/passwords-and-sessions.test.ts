// What the sign-in does with a password and a session, against the real library and database: the
// password is checked exactly as typed, long ones are welcome, it is stored as a slow salted scrypt
// hash, and a session's token is long and random, new at each sign-in, and ends when left idle.
import { scrypt } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import { setUpTwoFactor } from "../../../tests/support/two-factor-account.ts";
import { endUserSessions } from "../admin/users.ts";
import { accounts, sessions } from "../db/auth-schema.ts";
import { configureAuth } from "./auth.ts";
import { IDLE_TIMEOUT_SECONDS } from "./auth-settings.ts";
import { signedInUser } from "./session.ts";
import { signIn } from "./sign-in.ts";
import { createUser } from "./users.ts";

let database: TestDatabase;
const ORIGIN = "http://localhost:3000";
const PASSWORD = "Correct-Horse-Battery-Staple";
/** 120 characters, spaces and accents included: longer than the 64 a person must be allowed. */
const LONG_PASSWORD = "een lange zin als wachtwoord, met spaties én accenten, ".repeat(3).slice(0, 120);

beforeAll(async () => {
  database = await createTestDatabase({ current: true });
  configureAuth({ db: database.db, secret: "a-test-secret-that-is-long-enough-to-derive-from", origin: ORIGIN });
  await createUser(database.db, {
    id: "case",
    name: "Cas",
    email: "cas@example.be",
    password: PASSWORD,
    role: "agent",
  });
  await createUser(database.db, {
    id: "long",
    name: "Lien",
    email: "lien@example.be",
    password: LONG_PASSWORD,
    role: "owner",
  });
});

afterAll(() => database?.cleanup());

function request(cookie?: string): Request {
  return new Request(`${ORIGIN}/nl/login/`, { method: "POST", headers: cookie ? { cookie } : {} });
}

async function sessionCookie(email: string, password: string, held?: string): Promise<string> {
  const result = await signIn(request(held), email, password);
  return (result?.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

async function sessionsOf(userId: string) {
  return database.db.select().from(sessions).where(eq(sessions.userId, userId));
}

describe("the password, exactly as typed", () => {
  it("refuses it in another case, cut short, or with a character more", async () => {
    for (const typed of [
      PASSWORD.toLowerCase(),
      PASSWORD.toUpperCase(),
      PASSWORD.slice(0, -1),
      PASSWORD.slice(0, 10),
      `${PASSWORD} `,
    ]) {
      expect(await signIn(request(), "cas@example.be", typed), typed).toBeNull();
    }
    expect(await signIn(request(), "cas@example.be", PASSWORD)).toMatchObject({ kind: "signed-in" });
  });

  it("accepts a password of 120 characters, and refuses it cut to its first 64 or 72", async () => {
    expect(LONG_PASSWORD).toHaveLength(120);
    expect(await signIn(request(), "lien@example.be", LONG_PASSWORD)).toMatchObject({ kind: "signed-in" });
    expect(await signIn(request(), "lien@example.be", LONG_PASSWORD.slice(0, 64))).toBeNull();
    expect(await signIn(request(), "lien@example.be", LONG_PASSWORD.slice(0, 72))).toBeNull();
  });

  it("is stored as a salted scrypt hash (N 16384, r 16), never as itself", async () => {
    const [stored] = await database.db.select().from(accounts).where(eq(accounts.userId, "case"));
    const hash = stored?.password ?? "";
    expect(hash).not.toContain(PASSWORD);
    const [salt = "", key = ""] = hash.split(":");
    expect(salt).toMatch(/^[0-9a-f]{32}$/);
    expect(key).toMatch(/^[0-9a-f]{128}$/);
    const derived = await new Promise<Buffer>((resolve, reject) =>
      scrypt(PASSWORD, salt, 64, { N: 16384, r: 16, p: 1, maxmem: 64 * 1024 * 1024 }, (error, value) =>
        error ? reject(error) : resolve(value),
      ),
    );
    expect(derived.toString("hex")).toBe(key);
    // Salted: the same password of another account hashes otherwise.
    await createUser(database.db, {
      id: "same",
      name: "Sam",
      email: "sam@example.be",
      password: PASSWORD,
      role: "agent",
    });
    const [other] = await database.db.select().from(accounts).where(eq(accounts.userId, "same"));
    expect(other?.password).not.toBe(hash);
  });
});

describe("the session's token", () => {
  it("is 32 random letters and digits (about 190 bits), another at each sign-in", async () => {
    const tokens = new Set<string>();
    for (let i = 0; i < 5; i += 1) {
      const cookie = await sessionCookie("cas@example.be", PASSWORD);
      // The cookie holds the token and its signature.
      const token = decodeURIComponent(cookie.replace(/^session=/, "")).split(".")[0] ?? "";
      expect(token).toMatch(/^[A-Za-z0-9]{32}$/);
      tokens.add(token);
    }
    expect(tokens.size).toBe(5);
    const stored = (await sessionsOf("case")).map((session) => session.token);
    for (const token of tokens) expect(stored).toContain(token);
  });

  it("signing in again, with a session held, makes a new token: the one held is never taken over as the new one", async () => {
    const held = await sessionCookie("cas@example.be", PASSWORD);
    const again = await sessionCookie("cas@example.be", PASSWORD, held);
    expect(again).not.toBe("");
    expect(again).not.toBe(held);
    expect(await signedInUser(new Request(`${ORIGIN}/admin/`, { headers: { cookie: again } }))).toMatchObject({
      email: "cas@example.be",
    });
  });
});

describe("the idle timeout", () => {
  it("a new session lasts two idle hours; one left idle past them counts as none", async () => {
    await database.db.delete(sessions).where(eq(sessions.userId, "long"));
    const cookie = await sessionCookie("lien@example.be", LONG_PASSWORD);
    const [session] = await sessionsOf("long");
    if (!session) throw new Error("no session");
    const lifetime = (session.expiresAt.getTime() - session.updatedAt.getTime()) / 1000;
    expect(Math.round(lifetime)).toBe(IDLE_TIMEOUT_SECONDS);
    expect(IDLE_TIMEOUT_SECONDS).toBe(2 * 60 * 60);
    // Idle for two hours and a minute: its last use and its end moved back alike.
    const idle = (IDLE_TIMEOUT_SECONDS + 60) * 1000;
    await database.db
      .update(sessions)
      .set({
        createdAt: new Date(session.createdAt.getTime() - idle),
        updatedAt: new Date(session.updatedAt.getTime() - idle),
        expiresAt: new Date(session.expiresAt.getTime() - idle),
      })
      .where(eq(sessions.id, session.id));
    expect(await signedInUser(new Request(`${ORIGIN}/nl/eigenaar/`, { headers: { cookie } }))).toBeNull();
  });

  it("a use within the two hours extends the session by two hours from that use", async () => {
    await database.db.delete(sessions).where(eq(sessions.userId, "long"));
    const cookie = await sessionCookie("lien@example.be", LONG_PASSWORD);
    const [session] = await sessionsOf("long");
    if (!session) throw new Error("no session");
    // Last used 90 minutes ago: half an hour left.
    const ago = 90 * 60 * 1000;
    const left = new Date(session.expiresAt.getTime() - ago);
    await database.db
      .update(sessions)
      .set({
        createdAt: new Date(session.createdAt.getTime() - ago),
        updatedAt: new Date(session.updatedAt.getTime() - ago),
        expiresAt: left,
      })
      .where(eq(sessions.id, session.id));
    const before = Date.now();
    expect(await signedInUser(new Request(`${ORIGIN}/nl/eigenaar/`, { headers: { cookie } }))).toMatchObject({
      email: "lien@example.be",
    });
    const [used] = await sessionsOf("long");
    expect(used?.expiresAt.getTime()).toBeGreaterThanOrEqual(before + IDLE_TIMEOUT_SECONDS * 1000 - 1000);
    expect(used?.expiresAt.getTime()).toBeGreaterThan(left.getTime() + 60 * 60 * 1000);
  });
});

describe("a manager ending a user's sessions", () => {
  it("ends every session of that user, wherever signed in, and no one else's", async () => {
    const phone = await sessionCookie("cas@example.be", PASSWORD);
    const laptop = await sessionCookie("cas@example.be", PASSWORD);
    const someoneElse = await sessionCookie("lien@example.be", LONG_PASSWORD);
    const asks = (cookie: string) => signedInUser(new Request(`${ORIGIN}/admin/`, { headers: { cookie } }));
    expect(await asks(phone)).toMatchObject({ email: "cas@example.be" });
    expect(await asks(laptop)).toMatchObject({ email: "cas@example.be" });

    const ended = await endUserSessions("case", { id: "long", name: "Lien" });
    expect(ended).toBeGreaterThanOrEqual(2);
    expect(await asks(phone)).toBeNull();
    expect(await asks(laptop)).toBeNull();
    expect(await sessionsOf("case")).toEqual([]);
    expect(await asks(someoneElse)).toMatchObject({ email: "lien@example.be" });
  });
});

describe("backup codes", () => {
  it("are ten, each of 10 random letters and digits (about 60 bits, 20 at least), none alike", async () => {
    await createUser(database.db, {
      id: "codes",
      name: "Codi",
      email: "codi@example.be",
      password: PASSWORD,
      role: "manager",
    });
    const { backupCodes } = await setUpTwoFactor(ORIGIN, { id: "codes", email: "codi@example.be", password: PASSWORD });
    expect(backupCodes).toHaveLength(10);
    for (const code of backupCodes) expect(code).toMatch(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/);
    expect(new Set(backupCodes).size).toBe(10);
  });
});
