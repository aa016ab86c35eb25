// The JSON endpoints over real HTTP, behind one proxy (TRUST_PROXY=1): consent records are limited per
// visitor address, the search answer says what it varies on before a shared cache keeps it, and a
// list's map points come in its language or not at all.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProperty, insertTypes } from "../tests/support/catalog-fixtures.ts";
import { seedMinimalSite } from "../tests/support/minimal-site.ts";
import { type SiteWithoutBuild, startSiteWithoutBuild } from "../tests/support/site-without-build.ts";
import { createTestDatabase, type TestDatabase } from "../tests/support/test-database.ts";

let database: TestDatabase;
let site: SiteWithoutBuild;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedMinimalSite(database.url);
  await insertTypes(database.db);
  await insertProperty(database.db, { id: 5, title: "Villa", city: "Halle", cityFr: "Hal" });
  site = await startSiteWithoutBuild({ TRUST_PROXY: "1", CONSENTS_PER_10_MINUTES: "2" }, database.url);
});

afterAll(async () => {
  await site?.close();
  await database?.cleanup();
});

function recordConsent(forwardedFor: string) {
  return fetch(`${site.base}/api/consent`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": forwardedFor },
    body: JSON.stringify({ consentId: randomUUID(), granted: ["analytics"], language: "nl" }),
  });
}

async function consentRecords(): Promise<number> {
  const result = await database.db.$client.query("select count(*)::int as n from consent_records");
  return result.rows[0].n as number;
}

describe("POST /api/consent", () => {
  it("keeps a visitor's records up to the limit, then answers 429; another visitor is not held back", async () => {
    const before = await consentRecords();
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await recordConsent("198.51.100.20")).status);
    expect(statuses).toEqual([204, 204, 429]);
    expect((await recordConsent("198.51.100.21")).status).toBe(204);
    expect(await consentRecords()).toBe(before + 3);
  });

  it("counts an IPv6 visitor by its /64: another address of the same network shares the limit", async () => {
    expect((await recordConsent("2001:db8:1:2::1")).status).toBe(204);
    expect((await recordConsent("2001:db8:1:2::2")).status).toBe(204);
    expect((await recordConsent("2001:db8:1:2:ffff::3")).status).toBe(429);
    expect((await recordConsent("2001:db8:1:3::1")).status).toBe(204);
  });
});

describe("GET /api/search", () => {
  it("varies by Accept-Language when no language is asked for, and says so", async () => {
    const ask = (language: string) =>
      fetch(`${site.base}/api/search?q=hal`, { headers: { "Accept-Language": language } });
    const [dutch, french] = await Promise.all([ask("nl-BE,nl;q=0.9"), ask("fr-BE,fr;q=0.9")]);
    expect(dutch.headers.get("cache-control")).toMatch(/public/);
    expect(JSON.stringify(await dutch.json())).toContain("/nl/te-koop/");
    expect(JSON.stringify(await french.json())).toContain("/fr/a-vendre/");
    for (const answer of [dutch, french]) expect(answer.headers.get("vary") ?? "").toMatch(/Accept-Language/i);
  });

  it("does not vary by Accept-Language when the language is in the query", async () => {
    const answer = await fetch(`${site.base}/api/search?q=hal&lang=fr`, { headers: { "Accept-Language": "nl" } });
    expect(answer.status).toBe(200);
    expect(JSON.stringify(await answer.json())).toContain("/fr/a-vendre/");
    expect(answer.headers.get("vary") ?? "").not.toMatch(/Accept-Language/i);
  });
});

describe("GET /api/map-points", () => {
  it("answers a list's map points in the list's language, with its filters", async () => {
    const french = await fetch(`${site.base}/api/map-points/fr/sale`);
    expect(french.status).toBe(200);
    expect(french.headers.get("cache-control")).toMatch(/public/);
    const points = (await french.json()) as { id: number; href: string; city: string }[];
    expect(points.map((point) => point.id)).toEqual([5]);
    expect(points[0]?.href).toMatch(/^\/fr\/a-vendre\//);
    expect(points[0]?.city).toBe("Hal");
    expect(await (await fetch(`${site.base}/api/map-points/nl/sale?city=Gent`)).json()).toEqual([]);
    expect(await (await fetch(`${site.base}/api/map-points/nl/rent`)).json()).toEqual([]);
    // A filter it cannot read is left out, as the list page leaves it out: the same points.
    expect(await (await fetch(`${site.base}/api/map-points/nl/sale?priceMin=abc`)).json()).toEqual(
      await (await fetch(`${site.base}/api/map-points/nl/sale`)).json(),
    );
  });

  it("refuses a language, a goal or a page number it does not know with a 400 and a reason", async () => {
    for (const path of ["/api/map-points/xx/sale", "/api/map-points/nl/buy", "/api/map-points/nl/sale?page=0"]) {
      const answer = await fetch(`${site.base}${path}`);
      expect(answer.status, path).toBe(400);
      expect(((await answer.json()) as { error: string }).error, path).not.toBe("");
    }
  });
});
