// GDPR requests in the back office: the demo agent finds everything held about an address, but may
// not erase it nor, without two-factor codes, download it; an agent with codes downloads it as JSON;
// a manager erases it, after which no row of any table holds the address, nor any mail file the site
// wrote (the server under test has no SMTP server).
import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { ADMIN_ACCOUNT_MESSAGES } from "../../app/i18n/messages/admin-account.ts";
import { ADMIN_PRIVACY_MESSAGES } from "../../app/i18n/messages/admin-privacy.ts";
import { demoAccount } from "../support/demo-accounts.ts";
import { query } from "../support/e2e-database.ts";
import { openSignedIn, signedInManager, signedInWithTwoFactor } from "../support/staff-accounts.ts";
import { until } from "../support/until.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

const AGENT = demoAccount("demo-agent");

/** The mail files (DATA_DIR/mail) that hold the address, in any case. */
function mailFilesHolding(address: string): string[] {
  const folder = path.join(process.env.E2E_DATA_DIR ?? "", "mail");
  const names = fs.existsSync(folder) ? fs.readdirSync(folder).filter((name) => name.endsWith(".eml")) : [];
  return names.filter((name) => {
    const text = fs.readFileSync(path.join(folder, name), "latin1").toLowerCase();
    return text.includes(address.toLowerCase());
  });
}

function uniqueAddress(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.be`;
}

/** A contact form and a newsletter sign-up for one address, sent without JavaScript; the phone typed. */
async function leaveTraces(browser: Browser, address: string): Promise<string> {
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const form = await visitor.newPage();
  await form.goto("/nl/contact/");
  await form.getByLabel("Dhr.").check();
  await form.getByLabel("Voornaam").fill("Pieter");
  await form.getByLabel("Familienaam").fill("Claes");
  // Typed in capitals: the search ignores case.
  await form.getByLabel("E-mailadres").fill(address.toUpperCase());
  // A phone of this address's own: a request with a phone the site knows joins that person's record.
  const digits = String(Math.floor(Math.random() * 1e6)).padStart(6, "0");
  const phone = `0470 ${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4)}`;
  await form.getByLabel("Telefoonnummer").fill(phone);
  await form.getByRole("button", { name: "Versturen" }).click();
  await expect(form).toHaveURL(/\/nl\/bedankt\/bericht\/\?receipt=[\w.-]+$/);
  await form.goto("/fr/newsletter/");
  await form.getByLabel("Adresse e-mail").fill(address);
  await form.getByRole("button", { name: "Envoyer" }).click();
  await expect(form).toHaveURL(/\/fr\/merci\/newsletter\/(\?receipt=[\w.-]+)?$/);
  await visitor.close();
  return phone;
}

async function signIn(page: Page, account: { id: string }): Promise<void> {
  await openSignedIn(page, account.id, "/admin/privacy/");
  await expect(page).toHaveURL(/\/admin\/privacy\/$/);
}

async function search(page: Page, address: string): Promise<void> {
  await page.getByLabel("E-mailadres").fill(address);
  await page.getByRole("button", { name: "Zoeken" }).click();
  await expect(page.getByRole("heading", { level: 2, name: `Gevonden voor ${address}` })).toBeVisible();
}

/** Every table and text or JSON column with a row holding the text. */
async function columnsHolding(text: string): Promise<string[]> {
  const columns = await query<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns
     where table_schema = 'public' and data_type in ('text', 'jsonb', 'json', 'character varying', 'ARRAY')`,
  );
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const [row] = await query<{ n: number }>(
      `select count(*)::int as n from "${table}" where "${column}"::text ilike $1`,
      [`%${text}%`],
    );
    if ((row?.n ?? 0) > 0) found.push(`${table}.${column}`);
  }
  return found;
}

test("an agent finds what is held about an address and downloads it with two-factor codes, but may not erase it", async ({
  browser,
  page,
}) => {
  const address = uniqueAddress("gdpr-access");
  const phone = await leaveTraces(browser, address);
  await signIn(page, AGENT);
  await expectNoAxeViolations(page);
  // A phone, typed another way than the visitor did, finds the person; their address is then searched.
  await page.getByLabel("E-mailadres, naam of telefoon").fill(`+32 ${phone.slice(1)}`);
  await page.getByRole("button", { name: "Zoeken" }).click();
  await expect(page.getByRole("heading", { level: 2, name: /^Personen gevonden voor / })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: `Alles zoeken voor ${address}` }).click();
  await expect(page.getByRole("heading", { level: 2, name: `Gevonden voor ${address}` })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "Contactfiche 1" })).toBeVisible();
  await search(page, address.toUpperCase());
  // The address is searched as typed, in any case; it is shown as it is kept.
  await expect(page.getByRole("heading", { level: 3, name: "Aanvragen 2" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "Inschrijvingen op de nieuwsbrief 1" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: /^E-mails \d+$/ })).toBeVisible();
  await expect(page.getByText("Alleen een beheerder kan gegevens wissen.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Alles wissen" })).toHaveCount(0);
  // Everything about a person in one file needs two-factor codes: the demo agent has none.
  await expect(page.getByText(ADMIN_ACCOUNT_MESSAGES.nl.account.exportNeedsTwoFactor)).toBeVisible();
  await expect(page.getByRole("button", { name: "Alles downloaden (JSON)" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const withCodes = await browser.newContext();
  await signedInWithTwoFactor(withCodes, "agent");
  const exporter = await withCodes.newPage();
  await exporter.goto("/admin/privacy/");
  await search(exporter, address);
  const [download] = await Promise.all([
    exporter.waitForEvent("download"),
    exporter.getByRole("button", { name: "Alles downloaden (JSON)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d\d-\d\d\.json$/);
  const exported = JSON.parse(await streamText(await download.createReadStream()));
  expect(exported.address).toBe(address);
  expect(exported.leads.map((lead: { email: string }) => lead.email.toLowerCase())).toEqual([address, address]);
  expect(exported.newsletterSubscriptions).toMatchObject([{ email: address }]);
  expect(exported.outgoingMails.length).toBeGreaterThan(0);
  // The same for the person to read, in their language (their last request was the French newsletter's).
  const [statement] = await Promise.all([
    exporter.waitForEvent("download"),
    exporter.getByRole("button", { name: "Leesbaar overzicht voor de persoon (tekst)" }).click(),
  ]);
  expect(statement.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d\d-\d\d\.txt$/);
  const readable = await streamText(await statement.createReadStream());
  expect(readable).toMatch(/^Données que .+ conserve à votre sujet\n/);
  expect(readable).toContain(`pour l'adresse e-mail ${address}`);
  expect(readable).toContain("Civilité: M.");
  await withCodes.close();

  // Erasing is for managers: an agent's request is refused and nothing goes.
  const refused = await page.request.post("/admin/privacy/", {
    form: { intent: "erase", email: address, confirm: "yes" },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(403);
  const [left] = await query<{ n: number }>("select count(*)::int as n from leads where lower(email) = $1", [address]);
  expect(left?.n).toBe(2);
});

test("a manager erases everything held about an address; no table holds it afterwards, nor a mail file", async ({
  browser,
  page,
}) => {
  const address = uniqueAddress("gdpr-erase");
  await leaveTraces(browser, address);
  expect((await columnsHolding(address)).length).toBeGreaterThan(0);
  // The outbox writes the mails to files: the agency's notification and the newsletter's opt-in.
  await until(() => mailFilesHolding(address).length >= 2, "the mails about the address written to files");

  // A manager of this spec's own, signed in with a password and a two-factor code.
  const manager = await signedInManager(page.context());
  await page.goto("/admin/privacy/");
  await search(page, address);
  await expect(page.getByRole("heading", { level: 3, name: "Aanvragen 2" })).toBeVisible();
  await page.getByLabel("Ik begrijp dat dit niet ongedaan kan worden gemaakt").check();
  await page.getByRole("button", { name: "Alles wissen" }).click();
  await expect(page.getByText("Gewist. Wat er weg is:")).toBeVisible();
  await expect(page.locator(".admin-fact").filter({ hasText: "Aanvragen" })).toContainText("2");
  const p = ADMIN_PRIVACY_MESSAGES.nl;
  await expect(page.locator(".admin-fact").filter({ hasText: p.counts.mailFiles }).locator("dd")).not.toHaveText("0");
  // What the site could not reach is said: exports downloaded earlier, mailboxes, backups.
  await expect(page.getByText(p.erasedNote)).toBeVisible();
  await expectNoAxeViolations(page);

  expect(await columnsHolding(address)).toEqual([]);
  expect(mailFilesHolding(address)).toEqual([]);
  const [line] = await query<{ actor_name: string; details: Record<string, unknown> }>(
    `select a.actor_name, a.details from audit_log a join users u on u.id = a.actor_id
     where a.action = 'gdpr.erase' and u.email = $1 order by a.id desc limit 1`,
    [manager.email],
  );
  expect(line?.details).toMatchObject({ leads: 2, newsletterSubscriptions: 1, request: expect.any(String) });

  // Searching again finds nothing.
  await search(page, address);
  await expect(page.getByText("Niets gevonden voor dit adres.")).toBeVisible();
});

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}
