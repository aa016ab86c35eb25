// A query a page does not read changes nothing: not the page's canonical and hreflang links, not the
// page cache. Before, each made-up query was a render of its own, kept as a page of its own, with the
// query repeated in its canonical link. Real HTTP against the app with its real routes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProperty, insertTypes } from "../tests/support/catalog-fixtures.ts";
import { seedMinimalSite } from "../tests/support/minimal-site.ts";
import { type SiteWithoutBuild, startSiteWithoutBuild } from "../tests/support/site-without-build.ts";
import { createTestDatabase, type TestDatabase } from "../tests/support/test-database.ts";

const PUBLIC_URL = "https://www.agency.example";

let database: TestDatabase;
let site: SiteWithoutBuild;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedMinimalSite(database.url);
  await insertTypes(database.db);
  await insertProperty(database.db, { id: 512, title: "Ruime villa", city: "Halle" });
  site = await startSiteWithoutBuild({ PUBLIC_URL }, database.url);
});

afterAll(async () => {
  await site?.close();
  await database?.cleanup();
});

async function get(path: string): Promise<{ status: number; cache: string | null; html: string }> {
  const response = await fetch(`${site.base}${path}`, { redirect: "manual" });
  return { status: response.status, cache: response.headers.get("x-page-cache"), html: await response.text() };
}

function linkHrefs(html: string, rel: string): string[] {
  return [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]* href="([^"]+)"`, "g"))].map((match) =>
    (match[1] ?? "").replaceAll("&amp;", "&"),
  );
}

/** Asks until the page cache listens for content changes (it keeps nothing before). */
async function cacheReady(path: string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if ((await get(path)).cache === "hit") return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${path} was never kept`);
}

describe("a query the page does not read", () => {
  it("is left out of the canonical and hreflang links of /nl/te-koop/?foo=bar; the list's own filters stay", async () => {
    const junk = await get("/nl/te-koop/?foo=bar&utm_source=mail");
    expect(junk.status).toBe(200);
    expect(linkHrefs(junk.html, "canonical")).toEqual([`${PUBLIC_URL}/nl/te-koop/`]);
    const alternates = linkHrefs(junk.html, "alternate");
    expect(alternates.length).toBeGreaterThan(0);
    for (const link of alternates) expect(link).not.toMatch(/foo|utm_source|\?/);

    // The town stays; the order is the same listings again, so the canonical page is without it.
    const filtered = await get("/nl/te-koop/?page=1&foo=bar&sort=price&city=Halle&type=");
    expect(linkHrefs(filtered.html, "canonical")).toEqual([`${PUBLIC_URL}/nl/te-koop/?city=Halle`]);
    for (const link of linkHrefs(filtered.html, "alternate")) expect(link).toMatch(/\?city=Halle$/);
  });

  it("1000 distinct junk queries of a list page are one kept page, rendered once", async () => {
    await cacheReady("/nl/te-huur/");
    const before = site.http.pageCache.stats();
    for (let n = 0; n < 1000; n += 1) {
      const answer = await get(`/nl/te-huur/?foo=${n}&x${n}=1`);
      expect(answer.status).toBe(200);
      expect(answer.cache, `?foo=${n}`).toBe("hit");
    }
    const after = site.http.pageCache.stats();
    expect(after.entries).toBe(before.entries);
    expect(after.bytes).toBe(before.bytes);
    expect(after.misses).toBe(before.misses);
  });

  it("on another page is rendered as asked and never kept; campaign tags are served the kept page", async () => {
    await cacheReady("/nl/");
    const before = site.http.pageCache.stats().entries;
    for (let n = 0; n < 20; n += 1) expect((await get(`/nl/?foo=${n}`)).cache).not.toBe("hit");
    const again = await get("/nl/?foo=0");
    expect(again.status).toBe(200);
    expect(again.cache).not.toBe("hit");
    expect((await get("/nl/?utm_source=newsletter&utm_medium=email&fbclid=abc")).cache).toBe("hit");
    expect(site.http.pageCache.stats().entries).toBe(before);
  });
});
