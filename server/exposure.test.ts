// What the site shows of itself to whoever asks, over real HTTP to the app with its real routes,
// database and a folder of public files: no CORS grant to another site, no source-control or dot
// file, no folder listing, no endpoint beyond the pages, the APIs and /healthz (the sign-in library's
// own endpoints included), every body typed with its charset, a value decoded once only, a request
// whose body has two lengths refused, field names that would pollute prototypes harmless, and a line
// break in a logged path kept inside its line.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProperty, insertTypes } from "../tests/support/catalog-fixtures.ts";
import { loggedLines } from "../tests/support/logged-lines.ts";
import { seedMinimalSite } from "../tests/support/minimal-site.ts";
import { type RawAnswer, rawHttp } from "../tests/support/raw-http.ts";
import { type SiteWithoutBuild, startSiteWithoutBuild } from "../tests/support/site-without-build.ts";
import { createTestDatabase, type TestDatabase } from "../tests/support/test-database.ts";
import { makeTempDir } from "../tests/support/throw-away-postgres.ts";

let database: TestDatabase;
let site: SiteWithoutBuild;
let clientDir = "";
/** A listing's title as a CRM feed or an agent could type it, to end the structured data's script. */
const HOSTILE_TITLE = '</script><script>alert("x")</script><!-- \u2028\u2029 "quoted" & more';

beforeAll(async () => {
  database = await createTestDatabase();
  await seedMinimalSite(database.url);
  await insertTypes(database.db);
  await insertProperty(database.db, { id: 77, title: "Ruime villa", city: "Halle" });
  await insertProperty(database.db, { id: 78, title: HOSTILE_TITLE, city: "Halle" });
  // The agency's own structured data, on every page, from its settings.
  await database.db.$client.query(
    "update site_settings set agency = jsonb_set(agency, '{legalName}', to_jsonb($1::text))",
    [HOSTILE_TITLE],
  );
  // The public files as a careless deployment could leave them: a repository's metadata, a dot
  // file with secrets and a folder of pictures beside what the build puts there.
  clientDir = makeTempDir("client-");
  fs.mkdirSync(path.join(clientDir, ".git"));
  fs.writeFileSync(path.join(clientDir, ".git/HEAD"), "ref: refs/heads/main\n");
  fs.writeFileSync(path.join(clientDir, ".git/config"), "[core]\n");
  fs.writeFileSync(path.join(clientDir, ".env"), "FORM_SECRET=leaked\n");
  fs.mkdirSync(path.join(clientDir, "flags"));
  fs.writeFileSync(path.join(clientDir, "flags/nl.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  fs.writeFileSync(path.join(clientDir, "logo.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  site = await startSiteWithoutBuild({ FORM_SECRET: "a-test-secret-that-is-long-enough-to-sign" }, database.url, {
    clientDir,
  });
});

afterAll(async () => {
  await site?.close();
  await database?.cleanup();
  if (clientDir) fs.rmSync(clientDir, { recursive: true, force: true });
});

function send(requestLine: string, headers: Record<string, string> = {}, body?: string): Promise<RawAnswer> {
  const lines = Object.entries({ Host: "localhost", ...headers }).map(([name, value]) => `${name}: ${value}`);
  if (body !== undefined && !("Transfer-Encoding" in headers)) lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
  return rawHttp(site.port, [requestLine, ...lines, "Connection: close", "", body ?? ""].join("\r\n"));
}

async function leads(): Promise<number> {
  const result = await database.db.$client.query("select count(*)::int as n from leads");
  return result.rows[0].n as number;
}

describe("CORS", () => {
  const foreign = { Origin: "https://evil.example" };

  it.each(["/", "/nl/", "/api/search?q=villa", "/api/map-points/nl/buy", "/healthz", "/robots.txt", "/logo.svg"])(
    "GET %s from another site's script carries no Access-Control-Allow-Origin",
    async (where) => {
      const answer = await send(`GET ${where} HTTP/1.1`, { ...foreign, "Sec-Fetch-Mode": "cors" });
      expect(answer.status).toBeLessThan(500);
      for (const name of answer.headers.keys()) expect(name).not.toMatch(/^access-control-/);
    },
  );

  it.each(["/api/consent", "/api/search?q=villa", "/nl/contact/"])(
    "a preflight (OPTIONS) for %s grants nothing",
    async (where) => {
      const answer = await send(`OPTIONS ${where} HTTP/1.1`, {
        ...foreign,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type",
      });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      for (const name of answer.headers.keys()) expect(name).not.toMatch(/^access-control-/);
    },
  );
});

describe("what is served", () => {
  it("serves the public files themselves", async () => {
    const answer = await send("GET /logo.svg HTTP/1.1");
    expect(answer.status).toBe(200);
    expect(answer.body).toContain("<svg");
  });

  it.each(["/.git/HEAD", "/.git/config", "/.git/", "/.env", "/%2egit/HEAD", "/flags/../.git/HEAD"])(
    "%s, present among the public files, is never served",
    async (where) => {
      const answer = await send(`GET ${where} HTTP/1.1`);
      expect([301, 308, 400, 403, 404]).toContain(answer.status);
      expect(answer.body).not.toMatch(/refs\/heads|\[core\]|FORM_SECRET/);
      if (answer.status >= 300 && answer.status < 400) {
        const followed = await send(`GET ${answer.headers.get("location")} HTTP/1.1`);
        expect(followed.status).toBe(404);
        expect(followed.body).not.toMatch(/refs\/heads|\[core\]|FORM_SECRET/);
      }
    },
  );

  it.each(["/flags/", "/flags", "/assets/", "/"])("%s lists no folder", async (where) => {
    const answer = await send(`GET ${where} HTTP/1.1`);
    expect(answer.body).not.toContain("nl.svg");
    expect(answer.body).not.toMatch(/Index of|Directory listing/i);
  });

  it.each([
    "/api/auth/ok",
    "/api/auth/get-session",
    "/api/auth/list-sessions",
    "/api/auth/reference/openapi.json",
    "/api/auth/two-factor/get-totp-uri",
    "/metrics",
    "/status",
    "/server-status",
    "/debug",
    "/api",
    "/api/",
    "/api/docs",
    "/swagger.json",
    "/openapi.json",
    "/graphql",
    "/@vite/client",
  ])("GET %s is not an endpoint: 404", async (where) => {
    const answer = await send(`GET ${where} HTTP/1.1`);
    // A trailing slash added first is fine; what it leads to must not exist.
    const final =
      answer.status === 301 || answer.status === 308
        ? await send(`GET ${answer.headers.get("location")} HTTP/1.1`)
        : answer;
    expect([400, 404]).toContain(final.status);
  });

  it.each([
    ["/api/auth/sign-in/email", '{"email":"an@example.be","password":"the-right-password"}'],
    ["/api/auth/sign-up/email", '{"email":"new@example.be","password":"a-long-password","name":"N"}'],
    ["/api/auth/request-password-reset", '{"email":"an@example.be"}'],
    ["/api/auth/reset-password", '{"token":"x","newPassword":"a-long-password"}'],
    ["/api/auth/sign-out", "{}"],
    ["/api/auth/two-factor/enable", '{"password":"x"}'],
  ])(
    "the sign-in library's own endpoint POST %s is not mounted: refused, and nobody is signed in",
    async (where, body) => {
      const answer = await send(
        `POST ${where} HTTP/1.1`,
        { "Content-Type": "application/json", Origin: "http://localhost" },
        body,
      );
      // No route: React Router refuses the POST (405, no action) before anything else runs.
      expect([404, 405]).toContain(answer.status);
      // The site's own error page, not the library's JSON.
      expect(answer.body).toContain('class="error-status"');
      expect(answer.headers.get("set-cookie") ?? "").not.toMatch(/session/);
      const users = await database.db.$client.query(
        "select count(*)::int as n from users where email = 'new@example.be'",
      );
      expect(users.rows[0].n).toBe(0);
    },
  );
});

describe("the type of every body", () => {
  it.each([
    ["/nl/", /^text\/html; charset=utf-8$/i],
    ["/nl/contact/", /^text\/html; charset=utf-8$/i],
    ["/nl/nope/", /^text\/html; charset=utf-8$/i],
    ["/api/search?q=villa&lang=nl", /^application\/json; charset=utf-8$/i],
    ["/api/search?q=villa&what=1", /^application\/json; charset=utf-8$/i],
    ["/api/map-points/nl/buy", /^application\/json; charset=utf-8$/i],
    ["/healthz", /^application\/json; charset=utf-8$/i],
    ["/robots.txt", /^text\/plain; charset=utf-8$/i],
    ["/sitemap.xml", /^application\/xml; charset=utf-8$/i],
    ["/logo.svg", /^image\/svg\+xml(; charset=utf-8)?$/i],
  ])("GET %s says its type and charset", async (where, type) => {
    const answer = await send(`GET ${where} HTTP/1.1`);
    expect(answer.status).toBeLessThan(500);
    expect(answer.headers.get("content-type")).toMatch(type);
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("a refusal in plain text says its charset", async () => {
    const answer = await send("TRACE /nl/ HTTP/1.1");
    expect(answer.status).toBe(405);
    if (answer.body) expect(answer.headers.get("content-type")).toMatch(/; charset=utf-8$/i);
  });
});

describe("decoding once", () => {
  it("a parameter name encoded twice (%2571, 'q' encoded twice) is read as %71, never as q", async () => {
    const answer = await send("GET /api/search?%2571=villa&lang=nl HTTP/1.1");
    expect(answer.status).toBe(400);
    expect(answer.body).toContain("unknown parameter %71");
  });

  it("a path encoded twice (%2537%2537 for 77) never reaches property 77", async () => {
    const once = await send("GET /property/%37%37/ HTTP/1.1");
    expect(once.status).toBe(301);
    const twice = await send("GET /property/%2537%2537/ HTTP/1.1");
    expect(twice.status).toBe(404);
  });

  it("a dot-dot encoded twice (%252e%252e) is a name, never a step up", async () => {
    const answer = await send("GET /flags/%252e%252e/.git/HEAD HTTP/1.1");
    expect(answer.body).not.toContain("refs/heads");
    // The trailing slash added, the path still names a file that does not exist.
    const final = answer.status === 301 ? await send(`GET ${answer.headers.get("location")} HTTP/1.1`) : answer;
    expect([400, 404]).toContain(final.status);
    expect(final.body).not.toContain("refs/heads");
  });
});

describe("strict types", () => {
  it.each(["0x4D", "77.0", "7.7e1", "+77", "%2077", "77%20", "77abc", "1e400", "-0", "Infinity", "77,0"])(
    "a property id written as %s is no id: never property 77 nor an error",
    async (id) => {
      const answer = await send(`GET /property/${id}/ HTTP/1.1`);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.headers.get("location") ?? "").toBe("");
      expect(answer.body).not.toContain("Ruime villa");
    },
  );

  it.each([
    ["an array", "/api/search?q[]=villa&lang=nl"],
    ["an object", "/api/search?q[a]=villa&lang=nl"],
    ["a language as a number", "/api/search?q=villa&lang=0"],
    ["a map's goal as a number", "/api/map-points/nl/0"],
  ])("%s where the API expects a text is refused with a 4xx", async (_, where) => {
    const answer = await send(`GET ${where} HTTP/1.1`);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  });
});

describe("message boundaries", () => {
  it.each([
    ["Transfer-Encoding and Content-Length", { "Transfer-Encoding": "chunked", "Content-Length": "5" }],
    ["two Content-Lengths that differ", { "Content-Length": "5", "content-length": "50" }],
  ])("a POST with %s is refused, and the form's action never runs", async (_, headers) => {
    const before = await leads();
    const body = "0\r\n\r\nGET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n";
    const lines = Object.entries({
      Host: "localhost",
      "Content-Type": "application/x-www-form-urlencoded",
      ...headers,
    }).map(([name, value]) => `${name}: ${value}`);
    const answer = await rawHttp(site.port, ["POST /nl/contact/ HTTP/1.1", ...lines, "", body].join("\r\n"));
    expect(answer.status).toBe(400);
    expect(await leads()).toBe(before);
  });
});

describe("prototype pollution", () => {
  const polluted = () => (Object.prototype as Record<string, unknown>).polluted;

  it("field names __proto__ and constructor in forms and JSON change no object's prototype", async () => {
    const form = "__proto__[polluted]=yes&__proto__.polluted=yes&constructor[prototype][polluted]=yes&__proto__=x";
    const rawJson = `{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}`;
    const answers = [
      await send("POST /nl/contact/ HTTP/1.1", { "Content-Type": "application/x-www-form-urlencoded" }, form),
      await send("POST /nl/login/ HTTP/1.1", { "Content-Type": "application/x-www-form-urlencoded" }, form),
      await send("POST /api/consent HTTP/1.1", { "Content-Type": "application/json" }, rawJson),
      await send("POST /api/csp-report HTTP/1.1", { "Content-Type": "application/csp-report" }, rawJson),
      await send("POST /api/csp-report HTTP/1.1", { "Content-Type": "application/reports+json" }, `[${rawJson}]`),
      await send(`GET /api/search?__proto__[polluted]=yes&constructor[prototype][polluted]=yes HTTP/1.1`),
      await send("GET /nl/te-koop/?__proto__[polluted]=yes&constructor[prototype][polluted]=yes HTTP/1.1"),
    ];
    for (const answer of answers) expect(answer.status).toBeLessThan(500);
    expect(polluted()).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // The site still answers as before.
    expect((await send("GET /healthz HTTP/1.1")).body).toBe('{"status":"ok"}');
  });
});

describe("log lines", () => {
  it("a line break in a logged path stays inside its line: no forged event", async () => {
    const lines = await loggedLines(async () => {
      await send(
        "POST /nl/login/%0A[security]%20sign-in-failed%20/forged/%0D%0Ax HTTP/1.1",
        {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: "https://evil.example",
          "Sec-Fetch-Site": "cross-site",
        },
        "email=a%40b.be&password=x",
      );
    });
    // As a log reader sees them: line by line, whatever was written at once (a stack trace is
    // several lines, but none of them starts as an event).
    const physical = lines.join("\n").split(/\r\n|\r|\n/);
    const events = physical.filter((line) => line.startsWith("[security] "));
    expect(events).toEqual(["[security] cross-site-post /nl/login/%0A[security]%20sign-in-failed%20/forged/%0D%0Ax"]);
  });
});

describe("structured data", () => {
  it("an agency whose name would close the script element stays data: its JSON-LD block holds the name escaped, whole and readable", async () => {
    const answer = await send("GET /nl/ HTTP/1.1");
    expect(answer.status).toBe(200);
    expect(answer.body).not.toContain('<script>alert("x")');
    const blocks = [...answer.body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => match[1] ?? "",
    );
    const agency = blocks.map((block) => JSON.parse(block)).find((data) => data["@type"] === "RealEstateAgent");
    expect(agency?.legalName).toBe(HOSTILE_TITLE);
    for (const block of blocks) expect(block).not.toMatch(/<|[\u2028\u2029]/);
  });

  it("a listing whose title would close the script element stays data: the JSON-LD block holds it escaped, whole and readable", async () => {
    const moved = await send("GET /property/78/ HTTP/1.1");
    const answer = await send(`GET ${moved.headers.get("location")} HTTP/1.1`);
    expect(answer.status).toBe(200);
    // No script element but the page's own: the title never closes the data block.
    expect(answer.body).not.toContain('<script>alert("x")');
    const blocks = [...answer.body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => match[1] ?? "",
    );
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) expect(block).not.toMatch(/<|[\u2028\u2029]/);
    const texts = blocks.map((block) => JSON.stringify(JSON.parse(block)));
    expect(texts.some((text) => text.includes(JSON.stringify(HOSTILE_TITLE).slice(1, -1)))).toBe(true);
  });
});
