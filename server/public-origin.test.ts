// Absolute links come from PUBLIC_URL, never from the request: a forged Host or X-Forwarded-Host
// must not reach robots.txt, the sitemap, a page's canonical and hreflang links, a kept page or a
// mail. Real HTTP against the app with its real routes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueFormToken } from "../app/.server/leads/form-token.ts";
import { propertyFormHref } from "../app/i18n/property-form-slugs.ts";
import { insertProperty, insertTypes } from "../tests/support/catalog-fixtures.ts";
import { seedMinimalSite } from "../tests/support/minimal-site.ts";
import { rawHttp } from "../tests/support/raw-http.ts";
import { type SiteWithoutBuild, startSiteWithoutBuild } from "../tests/support/site-without-build.ts";
import { createTestDatabase, type TestDatabase } from "../tests/support/test-database.ts";

const PUBLIC_URL = "https://www.agency.example";
const SECRET = "a-test-secret-that-is-long-enough-to-sign";
const FORGED = { Host: "evil.example", "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "http" };

let database: TestDatabase;
let site: SiteWithoutBuild;
// Trusting the proxy, so that X-Forwarded-Host would be believed if anything still read it.
let proxied: SiteWithoutBuild;
let local: SiteWithoutBuild;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedMinimalSite(database.url);
  await insertTypes(database.db);
  await insertProperty(database.db, { id: 512, title: "Ruime villa", city: "Halle" });
  const env = { FORM_SECRET: SECRET, FORM_MIN_FILL_SECONDS: "0" };
  site = await startSiteWithoutBuild({ ...env, PUBLIC_URL }, database.url);
  proxied = await startSiteWithoutBuild({ ...env, PUBLIC_URL, TRUST_PROXY: "loopback" }, database.url);
  local = await startSiteWithoutBuild({ ...env, PORT: "8123" }, database.url);
});

afterAll(async () => {
  await site?.close();
  await proxied?.close();
  await local?.close();
  await database?.cleanup();
});

/** A GET with the headers as given (fetch would put its own Host). */
function get(running: SiteWithoutBuild, path: string, headers: Record<string, string> = {}) {
  const lines = Object.entries({ Host: `127.0.0.1:${running.port}`, ...headers }).map(([k, v]) => `${k}: ${v}`);
  return rawHttp(running.port, [`GET ${path} HTTP/1.1`, ...lines, "Connection: close", "", ""].join("\r\n"));
}

describe("links with a forged Host", () => {
  it.each([
    ["without a trusted proxy", () => site],
    ["behind a trusted proxy", () => proxied],
  ])("robots.txt names the sitemap at PUBLIC_URL (%s)", async (_, running) => {
    const answer = await get(running(), "/robots.txt", FORGED);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(answer.body).not.toContain("evil.example");
  });

  it("the sitemap lists pages at PUBLIC_URL", async () => {
    const answer = await get(proxied, "/sitemap.xml", FORGED);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain(`<loc>${PUBLIC_URL}/nl/`);
    expect(answer.body).not.toContain("evil.example");
  });

  it("a page's canonical and hreflang links are at PUBLIC_URL, and the page kept for others is too", async () => {
    proxied.http.pageCache.setEnabled(true);
    const forged = await get(proxied, "/nl/te-koop/", FORGED);
    expect(forged.status).toBe(200);
    expect(forged.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/nl/te-koop/"`);
    expect(forged.body).toMatch(new RegExp(`<link rel="alternate" hrefLang="fr" href="${PUBLIC_URL}/fr/`));
    expect(forged.body).not.toContain("evil.example");
    // The next visitor, with an honest Host, is served the same page from the cache.
    const honest = await get(proxied, "/nl/te-koop/");
    expect(honest.headers.get("x-page-cache")).toBe("hit");
    expect(honest.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/nl/te-koop/"`);
  });

  it("a property's structured data and Open Graph URL are at PUBLIC_URL", async () => {
    const detailPath = (await get(proxied, "/property/512/")).headers.get("location") ?? "";
    const answer = await get(proxied, detailPath, FORGED);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain(`<meta property="og:url" content="${PUBLIC_URL}${detailPath}"`);
    // Every JSON-LD block of the page (the agency's, the listing's, its breadcrumb): the listing's names its address.
    const jsonLd = [...answer.body.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
      (match) => match[1] ?? "",
    );
    expect(jsonLd.some((block) => block.includes(`"url":"${PUBLIC_URL}${detailPath}"`))).toBe(true);
    expect(answer.body).not.toContain("evil.example");
  });

  it("a mail about a property links to it at PUBLIC_URL", async () => {
    const detail = await get(proxied, "/property/512/");
    const detailPath = detail.headers.get("location") ?? "";
    expect(detailPath).toMatch(/^\/nl\/te-koop\/.+\/512\/$/);
    const formPath = propertyFormHref(detailPath, "contact-me", "nl");
    const body = new URLSearchParams({
      formToken: issueFormToken(SECRET, "contact-me", Date.now() - 60_000),
      title: "ms",
      firstName: "An",
      lastName: "Peeters",
      email: "an@example.be",
      phone: "0470 12 34 56",
      request: "question",
    }).toString();
    const answer = await rawHttp(
      proxied.port,
      [
        `POST ${formPath} HTTP/1.1`,
        ...Object.entries(FORGED).map(([k, v]) => `${k}: ${v}`),
        "Content-Type: application/x-www-form-urlencoded",
        `Content-Length: ${Buffer.byteLength(body)}`,
        "Connection: close",
        "",
        body,
      ].join("\r\n"),
    );
    expect(answer.status).toBe(303);
    const mails = await database.db.$client.query<{ text: string }>("select text from outgoing_mails");
    expect(mails.rows.length).toBeGreaterThan(0);
    for (const mail of mails.rows) expect(mail.text).not.toContain("evil.example");
    expect(mails.rows.map((mail) => mail.text).join("\n")).toContain(`${PUBLIC_URL}${detailPath}`);
  });

  it("without PUBLIC_URL the links point at this server on localhost, not at the Host asked for", async () => {
    const answer = await get(local, "/robots.txt", FORGED);
    expect(answer.body).toContain("Sitemap: http://localhost:8123/sitemap.xml");
  });
});
