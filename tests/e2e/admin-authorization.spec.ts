// Who may do what in the back office: every back-office page and action, called as nobody, as an
// owner, as an agent and as a manager. Nobody is sent to sign in, an owner gets 403, staff get the
// page; actions the same (a manager's and an agent's harmless ones answer without a server error).
import type { APIRequestContext, Browser } from "@playwright/test";
import { createUser } from "../../app/.server/auth/users.ts";
import { query, testDb } from "../support/e2e-database.ts";
import { expect, test } from "./fixtures.ts";

const OWNER = { email: `owner-authz-${Date.now()}@example.be`, password: "an-owner-password" };
const ACCOUNTS = {
  owner: OWNER,
  agent: { email: "makelaar@immozennevallei.example", password: "zennevallei-makelaar" },
  manager: { email: "beheer@immozennevallei.example", password: "zennevallei-beheer" },
} as const;

type Who = "anonymous" | keyof typeof ACCOUNTS;

async function client(browser: Browser, who: Who): Promise<APIRequestContext> {
  const context = await browser.newContext();
  if (who !== "anonymous") {
    const { email, password } = ACCOUNTS[who];
    const answer = await context.request.post("/nl/login/", { form: { email, password }, maxRedirects: 0 });
    expect(answer.status(), `${who} signs in`).toBe(302);
  }
  return context.request;
}

test.beforeAll(async () => {
  await createUser(testDb(), { name: "Owner", email: OWNER.email, password: OWNER.password, role: "owner" });
});

test("every back-office page: nobody to sign-in, an owner 403, staff 200", async ({ browser }) => {
  const [lead] = await query<{ id: number }>("select id from leads order by id limit 1");
  const [mail] = await query<{ id: number }>("select id from outgoing_mails order by id limit 1");
  const pages = [
    "/admin/",
    "/admin/leads/",
    "/admin/testimonials/",
    "/admin/mails/",
    "/admin/privacy/",
    "/admin/leads/export.csv?q=nobody-at-all",
  ];
  if (mail) pages.push(`/admin/mails/${mail.id}/`);
  if (lead) pages.push(`/admin/leads/${lead.id}/`);
  const expected: Record<Who, number> = { anonymous: 302, owner: 403, agent: 200, manager: 200 };
  for (const who of Object.keys(expected) as Who[]) {
    const api = await client(browser, who);
    for (const path of pages) {
      const answer = await api.get(path, { maxRedirects: 0 });
      expect(answer.status(), `${who} GET ${path}`).toBe(expected[who]);
      if (who === "anonymous") expect(answer.headers().location, path).toMatch(/^\/nl\/login\/\?next=/);
      if (expected[who] === 200) expect(answer.headers()["cache-control"], path).toBe("no-store");
    }
  }
});

test("every back-office action: nobody to sign-in, an owner 403, staff get an answer that is not an error", async ({
  browser,
}) => {
  // Harmless inputs: an id no row has, so nothing changes whoever may act.
  const actions: [string, Record<string, string>][] = [
    ["/admin/testimonials/", { intent: "reject", id: "999999999" }],
    ["/admin/mails/", { intent: "resend", id: "999999999" }],
    ["/admin/privacy/", { intent: "search", email: "nobody-at-all@example.invalid" }],
  ];
  const expected: Record<Who, number> = { anonymous: 302, owner: 403, agent: 200, manager: 200 };
  for (const who of Object.keys(expected) as Who[]) {
    const api = await client(browser, who);
    for (const [path, form] of actions) {
      const answer = await api.post(path, { form, maxRedirects: 0 });
      expect(answer.status(), `${who} POST ${path}`).toBe(expected[who]);
    }
  }
});
