// Behind one reverse proxy (TRUST_PROXY=1): the visitor's address is the one the proxy forwards, so
// each visitor has a form limit of their own, and an address the visitor writes into
// X-Forwarded-For themselves changes nothing. Real HTTP against the app with its real routes; the
// proxy is this test, connecting from 127.0.0.1 and appending the visitor's address.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { pages, projects, projectTexts } from "../app/.server/db/schema.ts";
import { issueFormToken } from "../app/.server/leads/form-token.ts";
import { clientKey } from "../app/.server/leads/rate-limit.ts";
import type { FormKind } from "../app/domain/forms/form-kinds.ts";
import { href } from "../app/i18n/links.ts";
import { propertyFormHref } from "../app/i18n/property-form-slugs.ts";
import { insertProperty, insertTypes } from "../tests/support/catalog-fixtures.ts";
import { seedMinimalSite } from "../tests/support/minimal-site.ts";
import { rawHttp } from "../tests/support/raw-http.ts";
import { type SiteWithoutBuild, startSiteWithoutBuild } from "../tests/support/site-without-build.ts";
import { createTestDatabase, type TestDatabase } from "../tests/support/test-database.ts";

const SECRET = "a-test-secret-that-is-long-enough-to-sign";
const CONTACT = { title: "ms", firstName: "An", lastName: "Peeters", phone: "0470 12 34 56" };

let database: TestDatabase;
let site: SiteWithoutBuild;
let detailPath = "";

beforeAll(async () => {
  database = await createTestDatabase();
  await seedMinimalSite(database.url);
  await database.db.insert(pages).values(
    (["valuation", "demandRegister"] as const).map((routeKey, index) => ({
      routeKey,
      name: routeKey,
      sort: 20 + index,
      params: {
        title: { nl: routeKey },
        description: {},
        seo: {},
        flags: {
          showBreadCrumb: true,
          showPageBanner: true,
          isHaveSubMenu: false,
          showFixedMenu: false,
          noReferrerNoFollow: false,
          noCookiePopup: false,
        },
      },
    })),
  );
  await insertTypes(database.db);
  await insertProperty(database.db, { id: 77, title: "Ruime villa", city: "Halle" });
  await database.db.insert(projects).values({ id: 31, zip: "1500", city: "Halle", cityNames: { nl: "Halle" } });
  await database.db.insert(projectTexts).values({ projectId: 31, language: "nl", title: "Nieuwbouw Markt" });
  site = await startSiteWithoutBuild(
    { FORM_SECRET: SECRET, FORM_MIN_FILL_SECONDS: "0", TRUST_PROXY: "1", SUBMISSIONS_PER_10_MINUTES: "1" },
    database.url,
  );
  detailPath = (await get("/property/77/")).headers.get("location") ?? "";
});

afterAll(async () => {
  await site?.close();
  await database?.cleanup();
});

beforeEach(async () => {
  await database.db.$client.query("truncate submission_counts");
});

function get(path: string) {
  return rawHttp(
    site.port,
    [`GET ${path} HTTP/1.1`, `Host: 127.0.0.1:${site.port}`, "Connection: close", "", ""].join("\r\n"),
  );
}

/** A form sent through the proxy: `forwardedFor` is the X-Forwarded-For the app receives. */
function submit(path: string, kind: FormKind, fields: Record<string, string>, forwardedFor: string) {
  const body = new URLSearchParams({
    formToken: issueFormToken(SECRET, kind, Date.now() - 60_000),
    ...fields,
  }).toString();
  return rawHttp(
    site.port,
    [
      `POST ${path} HTTP/1.1`,
      "Host: www.agency.example",
      "X-Forwarded-Proto: https",
      `X-Forwarded-For: ${forwardedFor}`,
      "Content-Type: application/x-www-form-urlencoded",
      `Content-Length: ${Buffer.byteLength(body)}`,
      "Connection: close",
      "",
      body,
    ].join("\r\n"),
  );
}

/** The submissions counted under a visitor's address in the current windows. */
async function countedFor(address: string): Promise<number> {
  const result = await database.db.$client.query(
    "select coalesce(sum(count), 0)::int as n from submission_counts where client = $1",
    [clientKey(SECRET, address)],
  );
  return result.rows[0].n as number;
}

// Each route module with a form action: the contact page, a form page (valuation; also newsletter
// and testimonial), a property's form page (its question form; also visit, documents, send to a
// friend, offer and application), a project's form page and keep me informed. All of them hand
// their context to handleForm (app/.server/leads/form-actions.ts), which reads the address the HTTP
// layer put there (req.ip, server/http-app.ts).
const forms: [string, () => string, FormKind, Record<string, string>][] = [
  ["the contact page", () => href("contact", "nl"), "site-contact", { ...CONTACT }],
  [
    "the valuation page",
    () => href("valuation", "nl"),
    "valuation",
    { ...CONTACT, street: "Markt 1", zip: "1500", city: "Halle" },
  ],
  [
    "a property's question form",
    () => propertyFormHref(detailPath, "contact-me", "nl"),
    "contact-me",
    { ...CONTACT, request: "question" },
  ],
  [
    "a project's form",
    () => href("projectContact", "nl", { slug: "nieuwbouw-markt", id: 31 }),
    "project-contact",
    { ...CONTACT },
  ],
  [
    "keep me informed",
    () => href("demandRegister", "nl"),
    "demand",
    { title: "ms", firstName: "An", lastName: "Peeters", goal: "sale", typeWebIds: "1", regions: "Halle" },
  ],
];

describe.each(forms)("%s behind one proxy", (_, path, kind, fields) => {
  it("gives two visitors a limit each: the second is not refused for the first one's submission", async () => {
    const first = await submit(path(), kind, { ...fields, email: "an@example.be" }, "198.51.100.1");
    const second = await submit(path(), kind, { ...fields, email: "bo@example.be" }, "198.51.100.2");
    expect([first.status, second.status]).toEqual([303, 303]);
    expect([await countedFor("198.51.100.1"), await countedFor("198.51.100.2")]).toEqual([1, 1]);
  });

  it("counts a visitor by the address the proxy saw, not by one they wrote themselves", async () => {
    await submit(path(), kind, { ...fields, email: "an@example.be" }, "203.0.113.9, 198.51.100.3");
    const again = await submit(path(), kind, { ...fields, email: "an2@example.be" }, "203.0.113.10, 198.51.100.3");
    expect(again.status).toBe(429);
    expect(await countedFor("198.51.100.3")).toBe(2);
    expect([await countedFor("203.0.113.9"), await countedFor("203.0.113.10")]).toEqual([0, 0]);
  });
});
