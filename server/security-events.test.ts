// The security events the site writes to its log as it answers real requests (a site with its real
// routes and database): a failed sign-in, a slowed one, a form posted from another site. Each line
// says what and where, never who: not the address typed, not the visitor's IP address.
// (The form path's own events are in app/.server/leads/submit-form.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { securityLines } from "../tests/support/logged-lines.ts";
import { seedMinimalSite } from "../tests/support/minimal-site.ts";
import { type RawAnswer, rawHttp } from "../tests/support/raw-http.ts";
import { type SiteWithoutBuild, startSiteWithoutBuild } from "../tests/support/site-without-build.ts";
import { createTestDatabase, type TestDatabase } from "../tests/support/test-database.ts";

let database: TestDatabase;
let site: SiteWithoutBuild;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedMinimalSite(database.url);
  site = await startSiteWithoutBuild({ FORM_SECRET: "a-test-secret-that-is-long-enough-to-sign" }, database.url);
});

afterAll(async () => {
  await site?.close();
  await database?.cleanup();
});

function post(path: string, headers: Record<string, string>, body: string): Promise<RawAnswer> {
  const lines = Object.entries({
    Host: "localhost",
    "Content-Type": "application/x-www-form-urlencoded",
    ...headers,
    "Content-Length": String(Buffer.byteLength(body)),
  }).map(([name, value]) => `${name}: ${value}`);
  return rawHttp(site.port, [`POST ${path} HTTP/1.1`, ...lines, "Connection: close", "", body].join("\r\n"));
}

const navigation = { "Sec-Fetch-Mode": "navigate", Accept: "text/html" };

describe("security events", () => {
  it("a wrong password is logged as a failed sign-in, and a guess made to wait as a slowed one", async () => {
    const email = "guesser@example.be";
    const answers: number[] = [];
    const lines = await securityLines(async () => {
      // Past three free failures each one doubles the wait (1 s, 2 s, ...): soon one is made to wait,
      // however slowly the requests go.
      for (let attempt = 0; attempt < 20 && !answers.includes(429); attempt += 1) {
        const body = new URLSearchParams({ email, password: `wrong-password-${attempt}` }).toString();
        answers.push((await post("/nl/login/", { ...navigation, Origin: "http://localhost" }, body)).status);
      }
    });
    const failures = answers.filter((status) => status === 401).length;
    expect(failures).toBeGreaterThanOrEqual(4);
    expect(answers).toEqual([...Array(failures).fill(401), 429]);
    expect(lines).toEqual([
      ...Array(failures).fill("[security] sign-in-failed /nl/login/"),
      "[security] sign-in-slowed /nl/login/",
    ]);
    for (const line of lines) expect(line).not.toMatch(/guesser|127\.0\.0\.1/);
  });

  it("a form posted from another site is logged with its path, from a browser's page and a script alike", async () => {
    const lines = await securityLines(async () => {
      expect((await post("/nl/contact/", { ...navigation, Origin: "https://copy.example" }, "a=b")).status).toBe(403);
      const script = { "Sec-Fetch-Mode": "cors", Origin: "https://copy.example" };
      expect((await post("/de/kontakt/", script, "a=b")).status).toBe(400);
      expect((await post("/nl/contact/", { ...navigation, Origin: "http://localhost" }, "a=b")).status).toBe(400);
    });
    expect(lines).toEqual(["[security] cross-site-post /nl/contact/", "[security] cross-site-post /de/kontakt/"]);
  });
});
