// The Content Security Policy over real HTTP with the real routes: it lists the tracking hosts only of
// the tags the site settings configure and the video hosts only of the files the content plays, and
// the violations browsers report are stored without who sent them, bounded, and purged.
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { announceContentChange } from "../app/.server/content-changes.ts";
import { media, siteSettings } from "../app/.server/db/schema.ts";
import { purgeExpiredData } from "../app/.server/leads/retention.ts";
import { insertProperty, insertTypes } from "../tests/support/catalog-fixtures.ts";
import { seedMinimalSite } from "../tests/support/minimal-site.ts";
import { rawHttp } from "../tests/support/raw-http.ts";
import { type SiteWithoutBuild, startSiteWithoutBuild } from "../tests/support/site-without-build.ts";
import { createTestDatabase, type TestDatabase } from "../tests/support/test-database.ts";
import { makeTempDir } from "../tests/support/throw-away-postgres.ts";

let database: TestDatabase;
let site: SiteWithoutBuild;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedMinimalSite(database.url);
  await insertTypes(database.db);
  await insertProperty(database.db, { id: 512, title: "Ruime villa", city: "Halle" });
  // Behind one proxy: each test's visitor is an address of its own (X-Forwarded-For).
  site = await startSiteWithoutBuild({ TRUST_PROXY: "loopback" }, database.url);
});

afterAll(async () => {
  await site?.close();
  await database?.cleanup();
});

function directives(policy: string | null): Map<string, string[]> {
  return new Map(
    (policy ?? "")
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = "", ...values]) => [name, values]),
  );
}

async function policyOf(path: string): Promise<Map<string, string[]>> {
  const response = await fetch(`${site.base}${path}`);
  await response.arrayBuffer();
  return directives(response.headers.get("content-security-policy"));
}

/** The policy once the server has heard of a content change (every instance is told through PostgreSQL). */
async function policyAfterChange(path: string, holds: (policy: Map<string, string[]>) => boolean) {
  await announceContentChange(database.db);
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const policy = await policyOf(path);
    if (holds(policy)) return policy;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error("the policy never changed");
}

const THIRD_PARTY = /google|doubleclick|facebook/;

describe("the policy's sources", () => {
  it("list no tracking host nor any https media host until the settings and the content name them", async () => {
    for (const path of ["/nl/", "/nl/te-koop/", "/robots.txt"]) {
      const policy = await policyOf(path);
      for (const name of ["img-src", "connect-src", "media-src"])
        expect(policy.get(name)?.filter((value) => THIRD_PARTY.test(value)) ?? [], `${name} of ${path}`).toEqual([]);
      expect(policy.get("media-src"), path).toEqual(["'self'"]);
    }

    await database.db.update(siteSettings).set({ tracking: { analyticsId: "G-TEST123" } });
    await database.db.insert(media).values([
      { propertyId: 512, kind: "video", position: 0, url: "https://video.crm.example/villa.mp4?token=abc" },
      { propertyId: 512, kind: "video", position: 1, url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" },
      { propertyId: 512, kind: "video", position: 2, url: "/media/rondleiding.mp4" },
    ]);
    const policy = await policyAfterChange("/nl/", (p) => (p.get("connect-src") ?? []).length > 1);
    expect(policy.get("connect-src")).toEqual([
      "'self'",
      "https://www.googletagmanager.com",
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
    ]);
    expect(policy.get("img-src")?.join(" ")).not.toMatch(/facebook|doubleclick/);
    expect(policy.get("media-src")).toEqual(["'self'", "https://video.crm.example"]);

    await database.db.update(siteSettings).set({ tracking: {} });
    await database.db.delete(media);
    const after = await policyAfterChange("/nl/", (p) => (p.get("connect-src") ?? []).length === 1);
    expect(after.get("media-src")).toEqual(["'self'"]);
  });
});

describe("POST /api/csp-report", () => {
  let visitor = 0;
  /** A visitor of its own (an address no other test uses). */
  function send(body: string, type: string, address = `198.51.100.${++visitor}`) {
    return fetch(`${site.base}/api/csp-report`, {
      method: "POST",
      headers: { "Content-Type": type, "X-Forwarded-For": address },
      body,
    });
  }
  const stored = async () =>
    (await database.db.$client.query("select * from csp_reports order by id")).rows as Record<string, unknown>[];

  const legacy = {
    "csp-report": {
      "document-uri": "https://www.agency.example/nl/wachtwoord-kiezen/?token=secret-token#x",
      referrer: "https://mail.example/inbox?user=an@example.be",
      "violated-directive": "script-src-elem",
      "effective-directive": "script-src-elem",
      "original-policy": "default-src 'none'",
      disposition: "enforce",
      "blocked-uri": "https://evil.example/steal.js?who=an@example.be",
      "line-number": 12,
      "column-number": 5,
      "source-file": "https://www.agency.example/assets/entry-Ab12.js?v=1",
      "status-code": 200,
      "script-sample": "an@example.be",
    },
  };

  it("stores a browser's report (report-uri) without its query, referrer, sample or sender, and answers 204", async () => {
    const before = (await stored()).length;
    const answer = await send(JSON.stringify(legacy), "application/csp-report");
    expect(answer.status).toBe(204);
    const rows = (await stored()).slice(before);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      document_path: "/nl/wachtwoord-kiezen/",
      directive: "script-src-elem",
      blocked: "https://evil.example",
      source_file: "https://www.agency.example/assets/entry-Ab12.js",
      line: 12,
      column: 5,
      disposition: "enforce",
    });
    expect(JSON.stringify(rows)).not.toMatch(/secret-token|an@example\.be|198\.51\.100/);
  });

  it("stores the Reporting API's list of reports (report-to), the browser's word for inline code kept", async () => {
    const before = (await stored()).length;
    const reports = [
      {
        type: "csp-violation",
        age: 10,
        url: "https://www.agency.example/fr/a-vendre/?city=Halle",
        user_agent: "Mozilla/5.0",
        body: {
          documentURL: "https://www.agency.example/fr/a-vendre/?city=Halle",
          effectiveDirective: "script-src-elem",
          blockedURL: "inline",
          disposition: "enforce",
          lineNumber: 3,
          columnNumber: null,
          sample: "alert(1)",
        },
      },
      { type: "deprecation", url: "https://www.agency.example/", body: {} },
    ];
    const answer = await send(JSON.stringify(reports), "application/reports+json");
    expect(answer.status).toBe(204);
    const rows = (await stored()).slice(before);
    expect(rows).toEqual([
      expect.objectContaining({ document_path: "/fr/a-vendre/", blocked: "inline", line: 3, column: null }),
    ]);
  });

  it.each([
    ["a GET", "GET", "", "application/csp-report", 405],
    ["text", "POST", JSON.stringify(legacy), "text/plain", 415],
    ["a form", "POST", "a=b", "application/x-www-form-urlencoded", 415],
    ["broken JSON", "POST", "{", "application/csp-report", 400],
    ["JSON that is no report", "POST", JSON.stringify({ hello: "world" }), "application/json", 400],
    [
      "a report of another kind only",
      "POST",
      JSON.stringify([{ type: "deprecation", body: {} }]),
      "application/reports+json",
      400,
    ],
    [
      "a report with a directive that is none",
      "POST",
      JSON.stringify({ "csp-report": { ...legacy["csp-report"], "effective-directive": "<script>" } }),
      "application/csp-report",
      400,
    ],
    [
      "more than 8 KB",
      "POST",
      JSON.stringify({ "csp-report": { pad: "x".repeat(9_000) } }),
      "application/csp-report",
      413,
    ],
  ])("refuses %s with a 4xx and stores nothing", async (_, method, body, type, status) => {
    const before = (await stored()).length;
    const answer = await fetch(`${site.base}/api/csp-report`, {
      method,
      headers: { "Content-Type": type, "X-Forwarded-For": `203.0.113.${++visitor}` },
      ...(method === "POST" ? { body } : {}),
    });
    expect(answer.status).toBe(status);
    expect((await answer.json()).error).toBeTruthy();
    expect((await stored()).length).toBe(before);
  });

  it("refuses a body past 64 KB before reading it, and closes the connection", async () => {
    const answer = await rawHttp(
      site.port,
      [
        "POST /api/csp-report HTTP/1.1",
        `Host: 127.0.0.1:${site.port}`,
        "Content-Type: application/csp-report",
        "Content-Length: 70000",
        "",
        "",
      ].join("\r\n"),
    );
    expect(answer.status).toBe(413);
    expect(answer.headers.get("connection")).toBe("close");
  });

  it("takes 10 requests from an address in ten minutes, then answers 429; another address is not held back", async () => {
    const address = "192.0.2.77";
    const statuses: number[] = [];
    for (let n = 0; n < 12; n += 1)
      statuses.push((await send(JSON.stringify(legacy), "application/csp-report", address)).status);
    expect(statuses).toEqual([...Array(10).fill(204), 429, 429]);
    expect((await send(JSON.stringify(legacy), "application/csp-report", "192.0.2.78")).status).toBe(204);
  });

  it("are purged after 30 days by the daily purge", async () => {
    await database.db.$client.query(
      "update csp_reports set received_at = now() - interval '31 days' where id = (select min(id) from csp_reports)",
    );
    const before = (await stored()).length;
    const dataDir = makeTempDir("csp-purge-");
    try {
      await purgeExpiredData(database.db, 24, dataDir);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    expect((await stored()).length).toBe(before - 1);
  });
});
