// A one-use link in an account mail (an invitation, a password reset, an e-mail change) is its
// recipient's alone. Each is made as people make it (a manager invites, someone asks for a reset,
// an agent changes their address); the mails leave with their links, and then, as every role, the
// back office's outbox, each mail's page and a privacy export show them without the token. The
// invitee's own link still works.
import type { APIRequestContext, Browser } from "@playwright/test";
import { href } from "../../app/i18n/links.ts";
import { query } from "../support/e2e-database.ts";
import { type SentMail, sentMails } from "../support/sent-mails.ts";
import { newAccount, postSignIn, signedInManager } from "../support/staff-accounts.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

type Who = "anonymous" | "owner" | "agent" | "manager";

async function client(browser: Browser, who: Who): Promise<APIRequestContext> {
  const context = await browser.newContext();
  const { request } = context;
  if (who === "manager") await signedInManager(context);
  else if (who !== "anonymous") expect(await postSignIn(request, await newAccount(who))).toBe(302);
  return request;
}

/** The mail sent to an address, as its recipient got it (the site without SMTP writes .eml files). */
async function mailTo(address: string): Promise<SentMail> {
  let found: SentMail | undefined;
  await expect
    .poll(() => {
      found = sentMails(process.env.E2E_DATA_DIR ?? "").find((mail) => mail.to.includes(address));
      return found !== undefined;
    })
    .toBe(true);
  return found as SentMail;
}

/** The token of the one-use link in a mail's text: the last part of its /login/... address. */
function tokenIn(text: string): string {
  const token = /\/login\/[a-z-]+\/([A-Za-z0-9_-]{16,})\//.exec(text)?.[1];
  if (!token) throw new Error(`no one-use link in: ${text}`);
  return token;
}

test("account mails reach their recipients with their links, and no other role ever reads those", async ({
  browser,
  page,
}) => {
  const stamp = Date.now();
  const manager = await client(browser, "manager");
  const agentAccount = await newAccount("agent", "Link Agent");
  const agent = (await browser.newContext()).request;
  expect(await postSignIn(agent, agentAccount)).toBe(302);

  // A manager invites a new manager: the link would let its reader choose that manager's password.
  const invitee = `invitee-${stamp}@example.be`;
  const invited = await manager.post("/admin/users/", {
    form: { name: "Nieuwe Beheerder", email: invitee, role: "manager", language: "nl" },
  });
  expect(invited.status()).toBe(200);
  // Someone asks for a reset of an owner's password: the link would let its reader take the account.
  const owner = await newAccount("owner", "Link Owner");
  const anonymous = await client(browser, "anonymous");
  expect((await anonymous.post(`${href("forgotPassword", "nl")}`, { form: { email: owner.email } })).status()).toBe(
    200,
  );
  // An agent moves their sign-in to a new address: the link confirms it.
  const newAddress = `moved-${stamp}@example.be`;
  const changed = await agent.post("/admin/account/", {
    form: { intent: "email", email: newAddress, password: agentAccount.password },
  });
  expect(changed.status()).toBe(200);

  const mails = {
    invitation: await mailTo(invitee),
    reset: await mailTo(owner.email),
    change: await mailTo(newAddress),
  };
  const tokens = Object.values(mails).map((mail) => tokenIn(mail.text));
  const ids = await query<{ id: number; purpose: string }>(
    "select id, purpose from outgoing_mails where recipient->>'address' = any($1) order by id",
    [[invitee, owner.email, newAddress]],
  );
  expect(ids.map((row) => row.purpose).sort()).toEqual(["account-email-change", "account-invitation", "account-reset"]);

  const roles: Record<Who, APIRequestContext> = {
    anonymous,
    owner: await client(browser, "owner"),
    agent,
    manager,
  };
  for (const [who, request] of Object.entries(roles) as [Who, APIRequestContext][]) {
    const seen = [await (await request.get("/admin/mails/")).text()];
    for (const { id } of ids) {
      const answer = await request.get(`/admin/mails/${id}/`, { maxRedirects: 0 });
      expect(answer.status(), `${who} opens mail ${id}`).toBe(who === "anonymous" ? 302 : who === "owner" ? 403 : 200);
      const html = await answer.text();
      if (who === "agent" || who === "manager") expect(html, `${who} reads mail ${id}`).toContain("/•••/");
      seen.push(html);
    }
    for (const address of [invitee, owner.email, newAddress]) {
      const exported = await request.post("/admin/privacy/export/", { form: { email: address }, maxRedirects: 0 });
      seen.push(await exported.text());
    }
    for (const token of tokens) {
      for (const html of seen) expect(html.includes(token), `${who} never reads a token`).toBe(false);
    }
  }

  // The invitee's own link, from their mailbox, still works.
  await page.goto(new URL(/https?:\/\/\S+\/login\/\S+/.exec(mails.invitation.text)?.[0] ?? "").pathname);
  await page.getByLabel("Nieuw wachtwoord").fill("een-heel-nieuw-wachtwoord");
  await page.getByLabel("Herhaal het wachtwoord").fill("een-heel-nieuw-wachtwoord");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: /wachtwoord/i }).click();
  await expect(page).toHaveURL(/\/nl\/login\/\?password=set$/);
});
