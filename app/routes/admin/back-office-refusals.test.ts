// What the back office answers when it refuses, over real HTTP (the real routes, middleware and
// database, no build): a page refused to a staff member (403, 405) or a record that does not exist
// (404) is a page of the back office in their language, in its frame and nothing of the public
// site; an address that answers a file says its refusal as text; someone who is not staff gets the
// same words without the frame. The statuses are the table's.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedMinimalSite } from "../../../tests/support/minimal-site.ts";
import { type SiteWithoutBuild, startSiteWithoutBuild } from "../../../tests/support/site-without-build.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import { cookieHeader } from "../../../tests/support/two-factor-account.ts";
import { configureAuth } from "../../.server/auth/auth.ts";
import { createUser } from "../../.server/auth/users.ts";
import { users } from "../../.server/db/auth-schema.ts";
import { ADMIN_NAV_DE } from "../../i18n/messages/admin-nav/de.ts";
import { messagesFor } from "../../i18n/messages.server.ts";
import { adminHref } from "../../shared/admin-pages.ts";

const FORM_SECRET = "a-test-secret-that-is-long-enough-to-sign";
let database: TestDatabase;
let site: SiteWithoutBuild;
const german = messagesFor("de").errors;
const french = messagesFor("fr").errors;

beforeAll(async () => {
  database = await createTestDatabase({ current: true });
  await seedMinimalSite(database.url);
  site = await startSiteWithoutBuild({ FORM_SECRET }, database.url);
  configureAuth({ db: database.db, secret: FORM_SECRET, origin: site.base });
}, 120_000);

afterAll(async () => {
  await site?.close();
  await database?.cleanup();
});

/** The cookies of a new account of the role, signed in through the sign-in page, in its language. */
async function signedIn(role: "agent" | "owner", name: string, language: "de" | "fr"): Promise<string> {
  const email = `${role}-${language}@agency.test`;
  const password = "a-long-enough-password";
  await createUser(database.db, { name, email, password, role });
  await database.db.update(users).set({ language }).where(eq(users.email, email));
  const answer = await send("/nl/login/", { method: "POST", form: { email, password } });
  expect(answer.status, "signed in").toBe(302);
  return cookieHeader(answer.headers);
}

function send(
  path: string,
  { method = "GET", form, cookie = "" }: { method?: string; form?: Record<string, string>; cookie?: string } = {},
): Promise<Response> {
  return fetch(`${site.base}${path}`, {
    method,
    redirect: "manual",
    headers: {
      accept: "text/html",
      "sec-fetch-site": "same-origin",
      "sec-fetch-mode": "navigate",
      ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      ...(cookie ? { cookie } : {}),
    },
    ...(form ? { body: new URLSearchParams(form).toString() } : {}),
  });
}

describe("a refusal of the back office", () => {
  let agent = "";
  beforeAll(async () => {
    agent = await signedIn("agent", "Agentin Anna", "de");
  }, 60_000);

  it.each([
    ["a manager's page", "GET", adminHref("users"), 403, german.forbiddenTitle],
    ["a request nobody has", "GET", adminHref("lead", { id: 2_000_000_000 }), 404, german.notFoundTitle],
    ["a post to a page that takes none", "POST", adminHref("contacts"), 405, german.badRequestTitle],
  ])(
    "to a staff member, %s, is a page of the back office in their language, in its frame",
    async (_, method, path, status, title) => {
      const answer = await send(path, { method, cookie: agent, ...(method === "POST" ? { form: {} } : {}) });
      expect(answer.status).toBe(status);
      expect(answer.headers.get("cache-control")).toBe("no-store");
      const html = await answer.text();
      expect(html).toContain('<html lang="de"');
      expect(html).toContain(`<h1>${title}</h1>`);
      // The frame: the person, their menu, the way back to the overview.
      expect(html).toContain('id="admin-frame-header"');
      expect(html).toContain("Agentin Anna");
      expect(html).toContain(`>${ADMIN_NAV_DE.labels.leads}<`);
      // Nothing of the public site: its header, its footer, the property search of its 404 page.
      expect(html).not.toMatch(/id="site-header"|class="site-footer|not-found-search/);
    },
  );

  it("at an address that answers a file or a redirect is said as text", async () => {
    const answer = await send(adminHref("sign-out"), { cookie: agent });
    expect(answer.status).toBe(405);
    expect(answer.headers.get("allow")).toBe("POST");
    expect(answer.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(await answer.text()).toBe(`${german.badRequestTitle}\n${german.badRequestText}\n`);
  });

  it("to an owner is the same page in their language, without the staff's frame", async () => {
    const owner = await signedIn("owner", "Eigenaar Els", "fr");
    const answer = await send(adminHref("dashboard"), { cookie: owner });
    expect(answer.status).toBe(403);
    const html = await answer.text();
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain(`<h1>${french.forbiddenTitle}</h1>`);
    expect(html).toContain(`href="/fr/"`);
    expect(html).not.toMatch(/id="admin-frame-header"|id="site-header"/);
  });

  it("to nobody signed in is the way to sign in, as before", async () => {
    const answer = await send(adminHref("users"));
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toMatch(/^\/nl\/login\/\?next=/);
  });
});
