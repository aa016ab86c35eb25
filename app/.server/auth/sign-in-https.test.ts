// The cookies of a site whose public address is https: `__Host-` prefixed and Secure, besides
// HttpOnly and SameSite=Lax, for the whole site (Path=/, no Domain: what the prefix requires); the
// session read back under that name only. Every Set-Cookie line of every way in and out (password,
// two-factor step, code, backup code, setting codes up, password change, signing out) is checked,
// the ones that expire a cookie included. A file of its own: the origin is set once per process.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configureAuthForTests } from "../../../tests/support/auth-for-tests.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import { totp } from "../../../tests/support/totp.ts";
import { cookieHeader, postTo, setUpTwoFactor } from "../../../tests/support/two-factor-account.ts";
import { changeOwnPassword, signOut } from "./own-account.ts";
import { signedInUser } from "./session.ts";
import { signIn, signInWithCode } from "./sign-in.ts";
import { createUser } from "./users.ts";

let database: TestDatabase;
const ORIGIN = "https://www.immo-voorbeeld.be";
const MANAGER = { id: "hilde", email: "hilde@example.be", password: "the-managers-password" };

beforeAll(async () => {
  database = await createTestDatabase({ current: true });
  configureAuthForTests(database.db, ORIGIN);
  await createUser(database.db, { name: "An", email: "an@example.be", password: "the-right-password", role: "agent" });
  await createUser(database.db, { ...MANAGER, name: "Hilde", role: "manager" });
});

afterAll(() => database?.cleanup());

function loginRequest(cookie?: string): Request {
  return new Request(`${ORIGIN}/nl/login/`, { method: "POST", headers: cookie ? { cookie } : {} });
}

describe("signIn over https", () => {
  it("sets a __Host- cookie, Secure and HttpOnly, for the whole site, and reads it back", async () => {
    const result = await signIn(loginRequest(), "an@example.be", "the-right-password");
    expect(result).toMatchObject({ kind: "signed-in" });
    const cookie = result?.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^__Host-session=[^;]+;/);
    const attributes = cookie
      .split(";")
      .slice(1)
      .map((attribute) => attribute.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(["secure", "httponly", "samesite=lax", "path=/"]));
    expect(attributes.some((attribute) => attribute.startsWith("domain="))).toBe(false);

    const [nameAndValue = ""] = cookie.split(";");
    expect(await signedInUser(loginRequest(nameAndValue))).toMatchObject({ email: "an@example.be" });
    // The same value under the plain name, as a page over http could set it, is not a session here.
    expect(await signedInUser(loginRequest(nameAndValue.replace(/^__Host-/, "")))).toBeNull();
  });
});

/** What a browser must accept of a `__Host-` cookie, and what keeps it from scripts and other sites. */
function expectHostCookie(line: string): void {
  const [pair = "", ...rest] = line.split(";");
  const attributes = rest.map((attribute) => attribute.trim().toLowerCase());
  expect(pair, line).toMatch(/^__Host-[^=]+=/);
  expect(attributes, line).toEqual(expect.arrayContaining(["secure", "httponly", "samesite=lax", "path=/"]));
  expect(
    attributes.some((attribute) => attribute.startsWith("domain=")),
    line,
  ).toBe(false);
}

describe("every cookie the sign-in paths set over https", () => {
  it("is __Host- prefixed and Secure: password, two-factor step, codes, setup, password change, signing out", async () => {
    const lines: string[] = [];
    const keep = (headers: Headers | undefined) => lines.push(...(headers?.getSetCookie() ?? []));
    const login = `${ORIGIN}/nl/login/`;

    // Codes set up (the account page's calls), then a sign-in with the password: the two-factor step.
    const setup = await setUpTwoFactor(ORIGIN, MANAGER);
    for (const answer of setup.answers) keep(answer);
    const step = await signIn(postTo(login), MANAGER.email, MANAGER.password);
    expect(step).toMatchObject({ kind: "code-needed" });
    keep(step?.headers);
    const stepCookie = cookieHeader(step?.headers ?? new Headers());
    expect(stepCookie).toMatch(/^__Host-[^=]*two_factor=/);

    // The next code from the app lets in.
    const coded = await signInWithCode(postTo(login, stepCookie), totp(setup.key, Date.now() + 30_000));
    if (typeof coded !== "object" || coded.kind !== "signed-in")
      throw new Error(`the code did not let in: ${JSON.stringify(coded)}`);
    keep(coded.headers);

    // A backup code at another sign-in.
    const again = await signIn(postTo(login), MANAGER.email, MANAGER.password);
    keep(again?.headers);
    const backup = await signInWithCode(
      postTo(login, cookieHeader(again?.headers ?? new Headers())),
      setup.backupCodes[0] ?? "",
    );
    if (typeof backup !== "object" || backup.kind !== "signed-in") throw new Error("the backup code did not let in");
    keep(backup.headers);

    // The password changed on one's own account page, then signing out, here and everywhere.
    let session = cookieHeader(backup.headers);
    const user = await signedInUser(postTo(`${ORIGIN}/admin/account/`, session));
    if (!user) throw new Error("no session after the backup code");
    const changed = await changeOwnPassword(postTo(`${ORIGIN}/admin/account/`, session), user, {
      current: MANAGER.password,
      next: "a-new-password-for-hilde",
      repeat: "a-new-password-for-hilde",
    });
    if (!("headers" in changed)) throw new Error(`password not changed: ${JSON.stringify(changed)}`);
    keep(changed.headers);
    session = cookieHeader(backup.headers, changed.headers);
    const stillIn = await signedInUser(postTo(`${ORIGIN}/admin/`, session));
    if (!stillIn) throw new Error("no session after the password change");
    keep(await signOut(postTo(`${ORIGIN}/admin/`, session), stillIn, true));

    const agent = await signIn(postTo(login), "an@example.be", "the-right-password");
    keep(agent?.headers);
    const agentSession = cookieHeader(agent?.headers ?? new Headers());
    const agentUser = await signedInUser(postTo(`${ORIGIN}/admin/`, agentSession));
    if (!agentUser) throw new Error("the agent has no session");
    keep(await signOut(postTo(`${ORIGIN}/admin/`, agentSession), agentUser));

    const names = new Set(lines.map((line) => line.slice(0, line.indexOf("="))));
    // The session, the two-factor step and what signing out and the step expire.
    expect([...names].sort()).toEqual(
      expect.arrayContaining([
        "__Host-session",
        expect.stringMatching(/two_factor$/),
        expect.stringMatching(/session_data$/),
        expect.stringMatching(/dont_remember$/),
      ]),
    );
    for (const line of lines) expectHostCookie(line);
  });
});
