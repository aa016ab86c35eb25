// The session cookie of a site whose public address is https: `__Host-` prefixed and Secure, besides
// HttpOnly and SameSite=Lax, for the whole site (Path=/, no Domain: what the prefix requires), and
// read back under that name only. A file of its own: the origin is set once per process.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import { configureAuth } from "./auth.ts";
import { signedInUser } from "./session.ts";
import { signIn } from "./sign-in.ts";
import { createUser } from "./users.ts";

let database: TestDatabase;
const ORIGIN = "https://www.immo-voorbeeld.be";

beforeAll(async () => {
  database = await createTestDatabase({ current: true });
  configureAuth({ db: database.db, secret: "a-test-secret-that-is-long-enough-to-derive-from", origin: ORIGIN });
  await createUser(database.db, { name: "An", email: "an@example.be", password: "the-right-password", role: "agent" });
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
