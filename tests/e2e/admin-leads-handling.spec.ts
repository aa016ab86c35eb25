// Handling a lead in the back office, as the demo agent: a contact form sent on the site is found in
// the inbox by its new filters, assigned, given a note (shown as text), set to done and exported as a
// CSV for a Belgian spreadsheet (by an agent with two-factor codes: the demo agent, without, is told
// why it is not offered); an unverified lead is confirmed and the mail held for it leaves; an agent
// replies to a request in its language and the mail leaves.
import fs from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { ADMIN_ACCOUNT_MESSAGES } from "../../app/i18n/messages/admin-account.ts";
import { demoAccount } from "../support/demo-accounts.ts";
import { query } from "../support/e2e-database.ts";
import { sentOutboxMail } from "../support/sent-mails.ts";
import { openSignedIn, signedInWithTwoFactor } from "../support/staff-accounts.ts";
import { uniqueEmail } from "../support/unique-email.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

const AGENT = demoAccount("demo-agent");

/** A contact form sent without JavaScript: stored unverified (no captcha solved). */
async function sendContactForm(browser: Browser, email: string, firstName: string): Promise<number> {
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const form = await visitor.newPage();
  await form.goto("/nl/contact/");
  await form.getByLabel("Mevr.").check();
  await form.getByLabel("Voornaam").fill(firstName);
  await form.getByLabel("Familienaam").fill("Verstraeten");
  await form.getByLabel("E-mailadres").fill(email);
  await form.getByLabel("Telefoonnummer").fill("0470 12 34 56");
  await form.getByLabel("Uw bericht").fill("Mag ik het appartement bezoeken?");
  await form.getByRole("button", { name: "Versturen" }).click();
  await expect(form).toHaveURL(/\/nl\/bedankt\/bericht\/\?receipt=[\w.-]+$/);
  await visitor.close();
  const [lead] = await query<{ id: number }>("select id from leads where email = $1", [email]);
  if (!lead) throw new Error("the lead was not stored");
  return lead.id;
}

async function signInAsAgent(page: Page, path: string): Promise<void> {
  await openSignedIn(page, AGENT.id, path);
}

/** Today in Brussels, as a date field holds it. */
function today(): string {
  return new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Brussels" }).format(new Date());
}

test("a lead is found by its filters, assigned, noted, done and exported as CSV", async ({ browser, page }) => {
  const email = uniqueEmail("handled");
  const id = await sendContactForm(browser, email, "Anneke");
  const [agent] = await query<{ id: string; name: string }>("select id, name from users where email = $1", [
    AGENT.email,
  ]);

  await signInAsAgent(page, "/admin/leads/");
  await expect(page).toHaveURL(/\/admin\/leads\/$/);
  await page.getByLabel("Status", { exact: true }).selectOption("new");
  await page.getByLabel("Van", { exact: true }).fill(today());
  await page.getByLabel("Tot en met").fill(today());
  await page.getByLabel("Zoek op naam, e-mail of telefoon").fill(email);
  await page.getByRole("button", { name: "Filteren" }).click();
  await expect(page).toHaveURL(
    /\?kind=&status=new&assignee=&q=handled-[^&]+&verified=&property=&from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d$/,
  );
  await expect(page.getByText("1 aanvraag", { exact: true })).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(email.replace(/[.+]/g, "\\$&")) });
  await expect(row).toContainText("Nieuw");
  await expectNoAxeViolations(page);

  await row.getByRole("link", { name: /Anneke/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Aanvraag ${id}` })).toBeVisible();
  // Assignee, note, status and the follow-up's day: one form, one save.
  await page.getByLabel("Toegewezen aan").selectOption(agent?.id ?? "");
  await page.getByLabel("Notitie (niet verplicht)").fill("<i>Teruggebeld</i>: bezoek vrijdag om 10 uur");
  await page.getByLabel("Status", { exact: true }).selectOption("done");
  await page.getByLabel("Opvolgen op").fill(today());
  await page.getByRole("button", { name: "Opslaan", exact: true }).click();
  await expect(page.getByText("De opvolging is opgeslagen.")).toBeVisible();
  await expect(page.locator(".admin-facts").first()).toContainText(agent?.name ?? "");
  const note = page.locator(".admin-notes li").first();
  await expect(note).toContainText("<i>Teruggebeld</i>: bezoek vrijdag om 10 uur");
  await expect(note).toContainText(agent?.name ?? "");
  await expect(page.locator(".admin-notes i")).toHaveCount(0);
  // The note field starts empty again; the rest shows what is stored.
  await expect(page.getByLabel("Notitie (niet verplicht)")).toHaveValue("");
  await expect(page.getByLabel("Status", { exact: true })).toHaveValue("done");
  await expect(page.getByLabel("Opvolgen op")).toHaveValue(today());
  await expectNoAxeViolations(page);

  const [stored] = await query<{ status: string; assigned_to: string }>(
    "select status, assigned_to from leads where id = $1",
    [id],
  );
  expect(stored).toEqual({ status: "done", assigned_to: agent?.id });
  const lines = await query<{ action: string; actor_id: string }>(
    "select action, actor_id from audit_log where subject = $1 order by id",
    [`lead ${id}`],
  );
  expect(lines).toEqual([
    { action: "lead.status", actor_id: agent?.id },
    { action: "lead.assign", actor_id: agent?.id },
    { action: "lead.note", actor_id: agent?.id },
    { action: "lead.follow-up", actor_id: agent?.id },
  ]);
  // The follow-up is the agent's task for today, on the tasks page and in the overview's agenda.
  await page.goto("/admin/tasks/?due=today");
  await expect(page.getByRole("row", { name: new RegExp(`Aanvraag ${id} opvolgen`) })).toBeVisible();
  await page.goto("/admin/");
  await expect(page.getByRole("region", { name: "Mijn taken voor vandaag" })).toContainText(`Aanvraag ${id} opvolgen`);

  // The inbox now shows it done and whose it is; its export holds this one lead.
  await page.goto(`/admin/leads/?status=done&q=${encodeURIComponent(email)}`);
  const done = page.getByRole("row", { name: new RegExp(email.replace(/[.+]/g, "\\$&")) });
  await expect(done).toContainText("Afgehandeld");
  await expect(done).toContainText(agent?.name ?? "");
  // Everyone's requests in one file need two-factor codes: the demo agent has none.
  await expect(page.getByText(ADMIN_ACCOUNT_MESSAGES.nl.account.exportNeedsTwoFactor)).toBeVisible();
  await expect(page.getByRole("link", { name: "Exporteren (CSV)" })).toHaveCount(0);
  const withCodes = await browser.newContext();
  await signedInWithTwoFactor(withCodes, "agent");
  const exporter = await withCodes.newPage();
  await exporter.goto(`/admin/leads/?status=done&q=${encodeURIComponent(email)}`);
  const [download] = await Promise.all([
    exporter.waitForEvent("download"),
    exporter.getByRole("link", { name: "Exporteren (CSV)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d\d-\d\d\.csv$/);
  const bytes = fs.readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString("utf8");
  const records = text.split("\r\n");
  expect(records[0]).toBe(
    '"Nr.";"Datum";"Formulier";"Naam";"E-mail";"Pand";"Captcha";"Status";"Toegewezen aan";"Ingevulde velden"',
  );
  expect(records[1]).toMatch(
    new RegExp(
      `^"${id}";"\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d";"Contact";"Mevr\\. Anneke Verstraeten";"${email.replace(/[.+]/g, "\\$&")}";"";"Niet opgelost \\(na te kijken\\)";"Afgehandeld";"${agent?.name}";"`,
    ),
  );
  expect(text).toContain("remark: Mag ik het appartement bezoeken?");
  expect(text.endsWith("\r\n")).toBe(true);
  // One lead: the header, its record (its fields span lines inside their quotes), nothing more.
  expect(text.match(/\r\n/g)).toHaveLength(2);
  await withCodes.close();
});

test("an unverified lead is confirmed and the mail held for it leaves", async ({ browser, page }) => {
  const email = uniqueEmail("confirmed");
  const id = await sendContactForm(browser, email, "Bram");
  const held = () =>
    query<{ held_at: Date | null; sent_at: Date | null }>(
      "select held_at, sent_at from outgoing_mails where lead_id = $1 and purpose = 'visitor-confirmation'",
      [id],
    );
  const [before] = await held();
  expect(before?.held_at).not.toBeNull();
  expect(before?.sent_at).toBeNull();

  await signInAsAgent(page, `/admin/leads/${id}/`);
  await expect(page.getByRole("heading", { level: 2, name: "Nakijken" })).toBeVisible();
  await expect(page.locator(".admin-mails")).toContainText("tegengehouden tot de aanvraag bevestigd is");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Bevestigen en e-mails versturen" }).click();
  await expect(page.getByText("De aanvraag is bevestigd; 1 e-mail vertrekt.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Nakijken" })).toHaveCount(0);

  const [lead] = await query<{ verified: boolean }>("select verified from leads where id = $1", [id]);
  expect(lead?.verified).toBe(true);
  // Released at once; the mail worker (woken by the confirmation) sends it.
  await expect.poll(async () => (await held())[0]?.sent_at ?? null).not.toBeNull();
  expect((await held())[0]?.held_at).toBeNull();
  const [line] = await query<{ details: unknown }>(
    "select details from audit_log where subject = $1 and action = 'lead.confirm'",
    [`lead ${id}`],
  );
  expect(line?.details).toEqual({ changes: { verified: { before: false, after: true } }, released: 1 });
});

test("an agent replies to a request in its language: the mail leaves from the outbox with the greeting and the agency's signature", async ({
  page,
}) => {
  const email = uniqueEmail("antwoord");
  // A request sent in French with a solved captcha: the reply goes at once, in French.
  const [lead] = await query<{ id: number }>(
    `insert into leads (kind, language, email, name, fields, verified, submission_key)
     values ('site-contact', 'fr', $1, 'Claire Dubois', '{}', true, $2) returning id`,
    [email, `reply-${email}`],
  );
  await signInAsAgent(page, `/admin/leads/${lead?.id}/`);
  const reply = page.getByRole("region", { name: "Antwoorden" });
  await expect(reply).toContainText("In het Frans, de taal van de aanvraag.");
  const subject = reply.getByLabel("Onderwerp");
  await expect(subject).toHaveValue("Votre demande chez Immo Zennevallei");
  // Sent empty: refused next to the field, nothing queued.
  await reply.getByRole("button", { name: "Versturen" }).click();
  const message = reply.getByLabel("Bericht");
  await expect(message).toHaveAttribute("aria-invalid", "true");
  await message.fill("La maison est libre samedi à 10 heures.");
  await reply.getByRole("button", { name: "Versturen" }).click();
  await expect(page.getByText("Uw antwoord vertrekt.", { exact: true })).toBeVisible();
  await expect(message).toHaveValue("");
  await expect(page.locator(".admin-mails")).toContainText(`Votre demande chez Immo Zennevallei → ${email}`);

  const [row] = await query<{ id: number }>(
    "select id from outgoing_mails where lead_id = $1 and purpose = 'staff-reply'",
    [lead?.id],
  );
  // The outbox sends it (this site writes what it sends to its data folder): as the person gets it.
  await expect
    .poll(() => sentOutboxMail(process.env.E2E_DATA_DIR ?? "", row?.id ?? 0)?.text ?? "")
    .toContain("La maison est libre samedi à 10 heures.");
  const mail = sentOutboxMail(process.env.E2E_DATA_DIR ?? "", row?.id ?? 0);
  expect(mail?.to).toContain(email);
  expect(mail?.text).toMatch(/^Bonjour Claire Dubois,/);
  expect(mail?.text).toContain("Bien cordialement,");
  await page.reload();
  await expect(page.locator(".admin-mails")).toContainText(`${email}: verzonden`);
});
