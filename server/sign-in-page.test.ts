// The sign-in and password forms over real HTTP, with real accounts: after signing in, the `next`
// address sends a person only to a page of this site's area for their role, never to another host,
// however it is written; and every password field is masked, open to pasting and to password
// managers (its autocomplete says which password it is).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../app/.server/auth/users.ts";
import { href } from "../app/i18n/links.ts";
import { seedMinimalSite } from "../tests/support/minimal-site.ts";
import { type RawAnswer, rawHttp } from "../tests/support/raw-http.ts";
import { type SiteWithoutBuild, startSiteWithoutBuild } from "../tests/support/site-without-build.ts";
import { createTestDatabase, type TestDatabase } from "../tests/support/test-database.ts";

let database: TestDatabase;
let site: SiteWithoutBuild;
const agent = { email: "agent-next@example.be", password: "agent-password-long-enough" };
const owner = { email: "owner-next@example.be", password: "owner-password-long-enough" };

beforeAll(async () => {
  database = await createTestDatabase();
  await seedMinimalSite(database.url);
  await createUser(database.db, { name: "Agent", role: "agent", ...agent });
  await createUser(database.db, { name: "Owner", role: "owner", ...owner });
  site = await startSiteWithoutBuild({ FORM_SECRET: "a-test-secret-that-is-long-enough-to-sign" }, database.url);
});

afterAll(async () => {
  await site?.close();
  await database?.cleanup();
});

function send(requestLine: string, headers: Record<string, string> = {}, body?: string): Promise<RawAnswer> {
  const lines = Object.entries({ Host: "localhost", ...headers }).map(([name, value]) => `${name}: ${value}`);
  if (body !== undefined) lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
  return rawHttp(site.port, [requestLine, ...lines, "Connection: close", "", body ?? ""].join("\r\n"));
}

/** Signs in through the form with `next`; the answer (302 to where it sends the person). */
function signIn(account: { email: string; password: string }, next: string): Promise<RawAnswer> {
  return send(
    `POST ${href("login", "nl")}?next=${encodeURIComponent(next)} HTTP/1.1`,
    {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: "http://localhost",
      "Sec-Fetch-Site": "same-origin",
      "Sec-Fetch-Mode": "navigate",
    },
    new URLSearchParams(account).toString(),
  );
}

/**
 * Follows the answer's redirects as a browser would, from the page that gave it, and returns every
 * address it went to: each must be on this site.
 */
async function whereItLeads(first: RawAnswer, from: string, cookie: string): Promise<URL[]> {
  const visited: URL[] = [];
  let answer = first;
  let here = new URL(from, "http://localhost");
  for (let hop = 0; hop < 5 && answer.status >= 300 && answer.status < 400; hop += 1) {
    here = new URL(answer.headers.get("location") ?? "", here);
    visited.push(here);
    if (here.host !== "localhost") break;
    answer = await send(`GET ${here.pathname}${here.search} HTTP/1.1`, { Cookie: cookie });
  }
  return visited;
}

const FOREIGN = [
  "https://evil.example/",
  "//evil.example/",
  "///evil.example/",
  "/\\evil.example/",
  "\\\\evil.example/",
  "https:evil.example",
  "javascript:alert(1)",
  "/admin/../..//evil.example/",
  "/admin/..%2F..%2F%2Fevil.example",
  "/admin//evil.example/",
  "/admin@evil.example",
  "/admin.evil.example/",
  "/nl/eigenaar/../..//evil.example/",
  " //evil.example/",
  "/admin/\t/evil.example",
];

describe("the sign-in's next address", () => {
  it.each(FOREIGN)("staff sent on to %s stay on this site", async (next) => {
    const answer = await signIn(agent, next);
    expect(answer.status).toBe(302);
    const cookie = (answer.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    expect(cookie).toMatch(/^session=/);
    const visited = await whereItLeads(answer, `${href("login", "nl")}?next=x`, cookie);
    expect(visited.length).toBeGreaterThan(0);
    for (const url of visited) expect(url.host, url.href).toBe("localhost");
  });

  it.each(FOREIGN)("an owner sent on to %s stays on this site", async (next) => {
    const answer = await signIn(owner, next);
    expect(answer.status).toBe(302);
    const cookie = (answer.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const visited = await whereItLeads(answer, `${href("login", "nl")}?next=x`, cookie);
    for (const url of visited) expect(url.host, url.href).toBe("localhost");
    expect(visited[0]?.pathname).toMatch(/^\/(nl\/eigenaar|fr\/proprietaire|en\/owner|de\/eigentuemer)\//);
  });

  it("a page of the role's own area is where the person is sent", async () => {
    expect((await signIn(agent, "/admin/leads/?page=2")).headers.get("location")).toBe("/admin/leads/?page=2");
    const ownerPage = href("ownerAccount", "nl");
    expect((await signIn(owner, ownerPage)).headers.get("location")).toBe(ownerPage);
    // Not the other role's area: an owner is not sent into the back office, nor staff to an owner's page.
    expect((await signIn(owner, "/admin/")).headers.get("location")).toBe(href("ownerPortal", "nl"));
    expect((await signIn(agent, ownerPage)).headers.get("location")).toBe("/admin/");
  });
});

/** Every <input> of the page whose name or type says password, as its attributes (names in lower case, as HTML reads them). */
function passwordInputs(html: string): Record<string, string>[] {
  return [...html.matchAll(/<input\b[^>]*>/g)]
    .map((match) =>
      Object.fromEntries([...match[0].matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1]?.toLowerCase(), a[2]])),
    )
    .filter((input) => /password/i.test(`${input.name} ${input.type} ${input.id}`));
}

describe("password fields", () => {
  async function page(path: string, cookie?: string): Promise<string> {
    const answer = await send(`GET ${path} HTTP/1.1`, cookie ? { Cookie: cookie } : {});
    expect(answer.status, path).toBe(200);
    return answer.body;
  }

  async function signedIn(account: { email: string; password: string }): Promise<string> {
    const answer = await signIn(account, "");
    return (answer.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  }

  it.each([
    ["the sign-in form", () => page(href("login", "nl")), ["current-password"]],
    [
      "the set-password form",
      () => page(href("setPassword", "nl", { token: "A".repeat(32) })),
      ["new-password", "new-password"],
    ],
    [
      "a staff member's account page",
      async () => page("/admin/account/", await signedIn(agent)),
      ["current-password", "new-password", "new-password"],
    ],
    [
      "an owner's account page",
      async () => page(href("ownerAccount", "nl"), await signedIn(owner)),
      ["current-password", "new-password", "new-password"],
    ],
  ])("%s masks every password, lets it be pasted and says which password it is", async (_, load, expected) => {
    const html = await load();
    const inputs = passwordInputs(html);
    expect(inputs.map((input) => input.autocomplete)).toEqual(expect.arrayContaining(expected));
    expect(inputs.length).toBeGreaterThanOrEqual(expected.length);
    for (const input of inputs) {
      expect(input.type, input.name).toBe("password");
      expect(input.autocomplete, input.name).toMatch(/^(current|new)-password$/);
      // Nothing stops pasting or a password manager's filling.
      for (const name of Object.keys(input)) expect(name).not.toMatch(/^on|^readonly$/i);
      // A long passphrase fits: no field stops typing before 64 characters.
      if (input.maxlength !== undefined) expect(Number(input.maxlength)).toBeGreaterThanOrEqual(64);
    }
    expect(html).not.toMatch(/onpaste|addEventListener\(["']paste/i);
  });
});
