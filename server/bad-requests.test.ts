// Requests no browser sends, written byte for byte over a socket to the app with its real routes:
// each gets a 4xx with a reason, never a 500. And only GET, HEAD and POST reach a page: a form's
// action never runs for PUT, PATCH or DELETE.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projects, projectTexts } from "../app/.server/db/schema.ts";
import { issueFormToken } from "../app/.server/leads/form-token.ts";
import { href } from "../app/i18n/links.ts";
import { propertyFormHref } from "../app/i18n/property-form-slugs.ts";
import { insertProperty, insertTypes } from "../tests/support/catalog-fixtures.ts";
import { seedMinimalSite } from "../tests/support/minimal-site.ts";
import { type RawAnswer, rawHttp } from "../tests/support/raw-http.ts";
import { type SiteWithoutBuild, startSiteWithoutBuild } from "../tests/support/site-without-build.ts";
import { createTestDatabase, type TestDatabase } from "../tests/support/test-database.ts";

const SECRET = "a-test-secret-that-is-long-enough-to-sign";

let database: TestDatabase;
let site: SiteWithoutBuild;
let propertyForm = "";
const projectForm = href("projectContact", "nl", { slug: "nieuwbouw-markt", id: 31 });

beforeAll(async () => {
  database = await createTestDatabase();
  await seedMinimalSite(database.url);
  await insertTypes(database.db);
  await insertProperty(database.db, { id: 77, title: "Ruime villa", city: "Halle" });
  await database.db.insert(projects).values({ id: 31, zip: "1500", city: "Halle", cityNames: { nl: "Halle" } });
  await database.db.insert(projectTexts).values({ projectId: 31, language: "nl", title: "Nieuwbouw Markt" });
  site = await startSiteWithoutBuild({ FORM_SECRET: SECRET, FORM_MIN_FILL_SECONDS: "0" }, database.url);
  const detail = await send("GET /property/77/ HTTP/1.1", { Host: "localhost" });
  propertyForm = propertyFormHref(detail.headers.get("location") ?? "", "contact-me", "nl");
});

afterAll(async () => {
  await site?.close();
  await database?.cleanup();
});

/** The request line, the headers in their order (none added) and a body with its length. */
function send(requestLine: string, headers: Record<string, string>, body?: string): Promise<RawAnswer> {
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  if (body !== undefined) lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
  return rawHttp(site.port, [requestLine, ...lines, "Connection: close", "", body ?? ""].join("\r\n"));
}

const host = { Host: "localhost" };

/** A visitor's contact form, filled in as a browser sends it, with a form token a minute old. */
function contactForm(): string {
  return new URLSearchParams({
    formToken: issueFormToken(SECRET, "site-contact", Date.now() - 60_000),
    title: "ms",
    firstName: "An",
    lastName: "Peeters",
    email: "an@example.be",
    phone: "0470 12 34 56",
  }).toString();
}

async function leads(): Promise<number> {
  const result = await database.db.$client.query("select count(*)::int as n from leads");
  return result.rows[0].n as number;
}

describe("methods", () => {
  it.each(["/", "/nl/", "/nl/contact/", "/robots.txt", "/sitemap.xml", "/healthz", "/api/search?q=a", "/nope"])(
    "TRACE %s is 405 with the methods allowed",
    async (path) => {
      const answer = await send(`TRACE ${path} HTTP/1.1`, host);
      expect(answer.status).toBe(405);
      expect(answer.headers.get("allow")).toBe("GET, HEAD, POST");
      // A refusal carries the same security headers as any answer.
      expect(answer.headers.get("content-security-policy")).toMatch(/^default-src 'none'/);
      expect(answer.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    },
  );

  it.each(["PUT", "PATCH", "DELETE", "OPTIONS", "PROPFIND"])(
    "%s on a form page is 405 and never runs the form's action",
    async (method) => {
      const before = await leads();
      const answer = await send(
        `${method} /nl/contact/ HTTP/1.1`,
        { ...host, "Content-Type": "application/x-www-form-urlencoded" },
        contactForm(),
      );
      expect(answer.status).toBe(405);
      expect(await leads()).toBe(before);
    },
  );
});

describe("the login action", () => {
  it.each([
    ["JSON", "application/json", '{"email":"a@b.be","password":"x"}', 415],
    ["text", "text/plain", "email=a@b.be&password=x", 415],
    ["an empty body without a type", undefined, "", 415],
    ["broken multipart", "multipart/form-data; boundary=xyz", "--xyz\r\nContent-Disposition: form-data\r\n\r\n", 400],
    ["multipart without a boundary", "multipart/form-data", "email=a", 400],
  ])("answers %s with a 4xx", async (_, type, body, status) => {
    const answer = await send(
      `POST ${href("login", "nl")} HTTP/1.1`,
      { ...host, ...(type ? { "Content-Type": type } : {}) },
      body,
    );
    expect(answer.status).toBe(status);
  });

  it("still answers a well-formed form", async () => {
    const answer = await send(
      `POST ${href("login", "nl")} HTTP/1.1`,
      { ...host, "Content-Type": "application/x-www-form-urlencoded" },
      "email=a%40b.be&password=x",
    );
    expect(answer.status).toBe(401);
  });
});

describe("a broken percent-encoding (%E0) in a form page's path", () => {
  const broken = (path: string) => path.replace(/\/([^/]+)\/(\d+)\//, "/$1%E0/$2/");

  it.each([
    ["GET", "a property's form", () => propertyForm],
    ["POST", "a property's form", () => propertyForm],
    ["GET", "a project's form", () => projectForm],
    ["POST", "a project's form", () => projectForm],
  ])("%s of %s is a 400", async (method, _, path) => {
    expect(broken(path())).toContain("%E0/");
    const answer = await send(
      `${method} ${broken(path())} HTTP/1.1`,
      { ...host, ...(method === "POST" ? { "Content-Type": "application/x-www-form-urlencoded" } : {}) },
      method === "POST" ? "a=b" : undefined,
    );
    expect(answer.status).toBe(400);
  });

  it.each([
    "/nl/%E0/",
    "/nl/te-koop/%E0/",
    "/nl/te-koop/halle/%E0/77/",
    "/nl/projecten/%E0/31/",
    "/%E0/",
    "/nl/contact/%E0",
    "/images/%E0",
    "/documents/1/%E0",
    "/property/%E0/",
    "/api/search?q=%E0",
    // A NUL byte cannot reach PostgreSQL: an article's slug with one is simply no article.
    "/de/goldene-dienste/%00/",
    "/nl/getuigenissen/%00/",
    "/nl/onze-gouden-diensten/a%00b/",
  ])("GET %s is answered without a 5xx", async (path) => {
    expect((await send(`GET ${path} HTTP/1.1`, host)).status).toBeLessThan(500);
  });

  it("the unbroken paths are pages", async () => {
    expect((await send(`GET ${propertyForm} HTTP/1.1`, host)).status).toBe(200);
    expect((await send(`GET ${projectForm} HTTP/1.1`, host)).status).toBe(200);
  });
});

describe("the request line and Host", () => {
  it.each([
    ["an empty Host", "GET /nl/ HTTP/1.1", { Host: "" }],
    ["a Host with a space", "GET /nl/ HTTP/1.1", { Host: "a b" }],
    ["a Host with a path", "GET /nl/ HTTP/1.1", { Host: "evil.example/x" }],
    ["a Host with an open bracket", "GET /nl/ HTTP/1.1", { Host: "[::1" }],
    ["a Host with a port that is not one", "GET /nl/ HTTP/1.1", { Host: "localhost:http" }],
    ["a Host with a port past 65535", "GET /robots.txt HTTP/1.1", { Host: "evil..example:99999" }],
    ["a Host with an empty label", "GET /robots.txt HTTP/1.1", { Host: "evil..example" }],
    ["HTTP/1.0 without Host", "GET /nl/ HTTP/1.0", {}],
    ["HTTP/1.0 without Host for a file", "GET /robots.txt HTTP/1.0", {}],
    ["an absolute-form target", "GET http://evil.example/nl/ HTTP/1.1", { Host: "evil.example" }],
    ["an absolute-form target for the API", "GET http://localhost/api/search?q=a HTTP/1.1", host],
    ["OPTIONS *", "OPTIONS * HTTP/1.1", host],
  ])("%s is a 400 or a 405", async (_, requestLine, headers) => {
    const answer = await send(requestLine, headers);
    expect([400, 405]).toContain(answer.status);
  });

  it.each(["/\\evil.example", "/\\/evil.example", "//evil.example", "/\\evil.example/login"])(
    "%s is answered on the site, never redirected to another host",
    async (path) => {
      const answer = await send(`GET ${path} HTTP/1.1`, host);
      expect(answer.status).toBeLessThan(500);
      expect(answer.headers.get("location") ?? "/").toMatch(/^\/(?![/\\])/);
    },
  );

  // RFC 9112 section 3.2: a server must answer 400 to a request with more than one Host field. Two
  // hosts leave it open which one the site, a proxy in front or a cache beside it, would go by.
  it.each([
    ["for a page", "/nl/", "localhost", "evil.example"],
    ["for a file", "/robots.txt", "localhost", "localhost"],
    ["for the health check too", "/healthz", "localhost", "evil.example"],
  ])("two Host headers %s are a 400", async (_, path, first, second) => {
    const answer = await rawHttp(
      site.port,
      [`GET ${path} HTTP/1.1`, `Host: ${first}`, `Host: ${second}`, "Connection: close", "", ""].join("\r\n"),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toContain("Host");
  });

  it("a load balancer's health check may come without a Host", async () => {
    const answer = await send("GET /healthz HTTP/1.0", {});
    expect(answer.status).toBe(200);
  });

  it("an honest request with a port in its Host is served", async () => {
    expect((await send("GET /robots.txt HTTP/1.1", { Host: `127.0.0.1:${site.port}` })).status).toBe(200);
    expect((await send("GET /robots.txt HTTP/1.1", { Host: `[::1]:${site.port}` })).status).toBe(200);
  });
});

describe("a form posted from another site", () => {
  const navigation = {
    ...host,
    "Content-Type": "application/x-www-form-urlencoded",
    "Sec-Fetch-Mode": "navigate",
    Accept: "text/html,application/xhtml+xml",
  };

  it("is refused with a page in the form's language that links to the form on this site", async () => {
    const before = await leads();
    const path = href("contact", "de");
    const answer = await send(
      `POST ${path} HTTP/1.1`,
      { ...navigation, Origin: "https://copy.example" },
      contactForm(),
    );
    expect(answer.status).toBe(403);
    expect(answer.headers.get("content-type")).toMatch(/^text\/html/);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.headers.get("content-security-policy")).toMatch(/^default-src 'none'/);
    expect(answer.body).toContain('<html lang="de">');
    expect(answer.body).toContain("<h1>Formular nicht gesendet</h1>");
    expect(answer.body).toContain(`<a class="btn btn-accent" href="${path}">Zum Formular auf unserer Website</a>`);
    expect(answer.body).toMatch(
      /<header class="container bare-page-header"><p><a href="\/de\/">[^<]+<\/a><\/p><\/header>/,
    );
    // The site's own stylesheet, so the page looks like the site's error pages.
    expect(answer.body).toMatch(/<link rel="stylesheet" href="\/[^"]+\.css">/);
    expect(await leads()).toBe(before);
  });

  it("with Origin: null too; a page outside the languages speaks the visitor's", async () => {
    const answer = await send(
      "POST /admin/ HTTP/1.1",
      { ...navigation, Origin: "null", "Accept-Language": "fr-BE,fr;q=0.9" },
      "intent=sign-out-everywhere",
    );
    expect(answer.status).toBe(403);
    expect(answer.body).toContain('<html lang="fr">');
    expect(answer.body).toContain("<h1>Formulaire non envoyé</h1>");
  });

  it("links to a path of this site, never to another host", async () => {
    const answer = await send(
      "POST //copy.example/nl/contact/ HTTP/1.1",
      { ...navigation, Origin: "https://copy.example" },
      "a=b",
    );
    expect(answer.status).toBe(403);
    expect(answer.body).toContain('href="/copy.example/nl/contact/"');
    expect(answer.body).not.toContain('href="//');
  });

  it("from this site's own pages the form is sent", async () => {
    const before = await leads();
    const answer = await send(
      "POST /nl/contact/ HTTP/1.1",
      { ...navigation, Origin: "http://localhost" },
      contactForm(),
    );
    expect(answer.status).toBeLessThan(400);
    expect(await leads()).toBe(before + 1);
  });

  it("a script's request from another site is refused as before, without the page", async () => {
    const before = await leads();
    const answer = await send(
      "POST /nl/contact/ HTTP/1.1",
      {
        ...host,
        "Content-Type": "application/x-www-form-urlencoded",
        "Sec-Fetch-Mode": "cors",
        Origin: "https://copy.example",
      },
      contactForm(),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).not.toContain("<h1>");
    expect(await leads()).toBe(before);
  });
});
