// The outbox in the back office, against a real SMTP server: a server of its own whose mail server
// refuses the next message for good (550). The mail shows as failed with the server's answer; once
// the mail server takes mail again, "send again" puts it back in the queue, the worker is woken and
// the mail arrives. A sent mail is sent again as a copy (both stay in the history), and a mail is
// forwarded to the notary, read back as it arrived: the header lines in the staff member's language,
// none of the recipient's one-use links; a bad address is refused beside its field without JavaScript.
import type { Page } from "@playwright/test";
import { createUser } from "../../app/.server/auth/users.ts";
import type { Database } from "../../app/.server/db/client.ts";
import { ADMIN_FORMS_NL } from "../../app/i18n/messages/admin-forms/nl.ts";
import { ADMIN_MAILS_MESSAGES } from "../../app/i18n/messages/admin-mails.ts";
import { type OwnSite, startOwnSite } from "../support/own-site.ts";
import { fillSignInForm } from "../support/sign-in-form.ts";
import { mimeParts, type SmtpTestServer, startSmtpTestServer } from "../support/smtp-test-server.ts";
import type { RunningServer } from "../support/start-server.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

test.describe.configure({ mode: "serial" });

const AGENT = { name: "Outbox Agent", email: "outbox-agent@example.be", password: "outbox-agent-password" };

let smtp: SmtpTestServer;
let site: OwnSite | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = await startSmtpTestServer();
  site = await startOwnSite("outbox", {
    seed: (database) => createUser(database, { ...AGENT, role: "agent" }).then(() => {}),
    env: { SMTP_URL: smtp.url, MAIL_RETRY_SECONDS: "1" },
  });
});

test.afterAll(async () => {
  await site?.stop();
  await smtp?.stop();
});

/** Runs a statement on the spec's own database. */
function onDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
  return (site as OwnSite).withDatabase(work);
}

/** The spec's own server. */
function running(): RunningServer {
  return (site as OwnSite).servers[0] as RunningServer;
}

async function signInTo(page: Page, path: string): Promise<void> {
  await page.goto(`${running().url}/nl/login/?next=${encodeURIComponent(path)}`);
  await fillSignInForm(page, AGENT);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, "\\?")}$`));
}

test("a mail refused by the mail server is shown with its error", async ({ page }) => {
  const subject = `Uw bezoek aan Halle ${Date.now()}`;
  smtp.failNext(1, 550);
  await onDatabase(async (database) => {
    await database.$client.query(
      `insert into outgoing_mails (purpose, recipient, subject, text)
       values ('agency-notification', '{"name":"","address":"bezoeker@example.be"}', $1, 'Goeiedag')`,
      [subject],
    );
    // The worker tries it within its polling round; the mail server refuses it for good.
    await expect(async () => {
      const { rows } = await database.$client.query("select failed_at from outgoing_mails where subject = $1", [
        subject,
      ]);
      expect(rows[0]?.failed_at).not.toBeNull();
    }).toPass();
  });
  expect(smtp.messages).toHaveLength(0);

  await signInTo(page, "/admin/mails/?state=failed");
  const mail = page.locator(".admin-mail", { hasText: subject });
  await expect(mail).toContainText("Mislukt");
  await expect(mail).toContainText("550");
  await expect(mail).toContainText("bezoeker@example.be");
  await expectNoAxeViolations(page);
});

test("a failed mail sent again after the mail server recovers arrives, and can be read as it left", async ({
  page,
}) => {
  // A mail that failed for good, as the test above leaves one.
  const subject = `Uw bezoek aan Lembeek ${Date.now()}`;
  await onDatabase((database) =>
    database.$client.query(
      `insert into outgoing_mails (purpose, recipient, subject, text, attempts, last_error, failed_at)
       values ('agency-notification', '{"name":"","address":"bezoeker@example.be"}', $1, 'Goeiedag',
               1, '550 mailbox unavailable', now())`,
      [subject],
    ),
  );

  await signInTo(page, "/admin/mails/?state=failed");
  const mail = page.locator(".admin-mail", { hasText: subject });
  await mail.getByRole("button", { name: "Opnieuw versturen" }).click();
  await expect(page.getByText("De e-mail staat weer klaar om te vertrekken.")).toBeVisible();
  await expect(async () => {
    expect(smtp.messages.map((message) => message.envelope.to)).toContainEqual(["bezoeker@example.be"]);
    expect(smtp.messages.some((message) => message.raw.includes(subject))).toBe(true);
  }).toPass();
  await page.goto(`${running().url}/admin/mails/?state=sent`);
  const sent = page.locator(".admin-mail", { hasText: subject });
  await expect(sent).toContainText("Verzonden");
  // The mail can be read as it left.
  await sent.getByRole("link", { name: subject }).click();
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  await expect(page.locator(".admin-mail-text")).toHaveText("Goeiedag");
  await expectNoAxeViolations(page);
});

const X = ADMIN_MAILS_MESSAGES.nl;

/** A mail as its recipient got it: the message the SMTP server received for `address` about `subject`. */
function received(address: string, subject: string) {
  return smtp.messages.filter(
    (message) => message.envelope.to.includes(address) && message.raw.replace(/=\r?\n/g, "").includes(subject),
  );
}

/** A received message's text part, decoded. */
function textOf(raw: string): string {
  return (
    mimeParts(raw).find((part) => (part.headers.get("content-type") ?? "text/plain").startsWith("text/plain"))?.body ??
    ""
  );
}

async function insertSentMail(values: { purpose: string; to: string; subject: string; text: string }): Promise<number> {
  return onDatabase(async (database) => {
    const { rows } = await database.$client.query<{ id: number }>(
      `insert into outgoing_mails (purpose, recipient, reply_to, subject, text, attachments, attempts, sent_at)
       values ($1, $2, '{"name":"Immo","address":"info@immo.example"}', $3, $4,
               '[{"filename":"bezoek.ics","contentType":"text/calendar","content":"BEGIN:VCALENDAR\\r\\nEND:VCALENDAR"}]',
               1, now())
       returning id`,
      [values.purpose, JSON.stringify({ name: "", address: values.to }), values.subject, values.text],
    );
    return rows[0]?.id ?? 0;
  });
}

test("a sent mail is sent again from its page as a copy: it arrives, and the history shows both", async ({ page }) => {
  const subject = `Bevestiging van uw bezoek ${Date.now()}`;
  const id = await insertSentMail({
    purpose: "visit-confirmation",
    to: "koper@example.be",
    subject,
    text: "Tot zaterdag om 10 uur.",
  });
  await signInTo(page, `/admin/mails/${id}/`);
  const resend = page.getByRole("region", { name: X.resend.heading });
  await expect(resend).toContainText("Er vertrekt een kopie naar koper@example.be");
  await expectNoAxeViolations(page);
  await resend.getByRole("button", { name: X.resend.button }).click();
  await expect(page.getByText(X.resend.copied)).toBeVisible();
  // The copy leaves as a mail of its own, with the text and the calendar file of the original.
  await expect(() => expect(received("koper@example.be", subject)).toHaveLength(1)).toPass();
  const [copy] = received("koper@example.be", subject);
  expect(textOf(copy?.raw ?? "").trim()).toBe("Tot zaterdag om 10 uur.");
  expect(copy?.raw).toContain("bezoek.ics");

  await page.getByRole("link", { name: /^Kopie bekijken/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(`/admin/mails/${id}/$`));
  // With JavaScript, a forward without an address is refused in the page, beside its field.
  const forward = page.getByRole("region", { name: X.forward.heading });
  await forward.getByRole("button", { name: X.forward.button }).click();
  await expect(forward.getByLabel(X.forward.to)).toHaveAttribute("aria-invalid", "true");
  await expect(forward).toContainText(ADMIN_FORMS_NL.errors.required);
  await expectNoAxeViolations(page);
  await page.goto(`${running().url}/admin/mails/`);
  await expect(page.locator(".admin-mail", { hasText: subject })).toHaveCount(2);
  await expect(async () => {
    await page.reload();
    await expect(page.locator(".admin-mail", { hasText: subject }).filter({ hasText: "Verzonden" })).toHaveCount(2);
  }).toPass();
});

test("without JavaScript, a mail is forwarded to the notary: a bad address refused beside its field, then the forward arrives in Dutch, with no one-use link", async ({
  browser,
}) => {
  const subject = `Bevestig uw zoekopdracht ${Date.now()}`;
  const id = await insertSentMail({
    purpose: "demand-confirmation",
    to: "zoeker@example.be",
    subject,
    text: "Bevestig hier: https://site.example/nl/zoekopdracht/bevestigen/•••/",
  });
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await signInTo(page, `/admin/mails/${id}/`);
    // Its link worked once, for its recipient: it is not sent again, and the page says why.
    const resend = page.getByRole("region", { name: X.resend.heading });
    await expect(resend).toContainText(X.resend.privateLinks);
    await expect(resend.getByRole("button")).toHaveCount(0);

    const forward = page.getByRole("region", { name: X.forward.heading });
    const to = forward.getByLabel(X.forward.to);
    await to.fill("notaris@");
    await forward.getByLabel(X.forward.note).fill("Ter info voor de akte.");
    await forward.getByRole("button", { name: X.forward.button }).click();
    await expect(to).toHaveAttribute("aria-invalid", "true");
    await expect(forward).toContainText(ADMIN_FORMS_NL.errors.email);
    await expect(to).toHaveValue("notaris@");
    await expect(forward.getByLabel(X.forward.note)).toHaveValue("Ter info voor de akte.");

    await to.fill("notaris@example.be");
    await forward.getByRole("button", { name: X.forward.button }).click();
    await expect(page.getByText("De e-mail wordt doorgestuurd naar notaris@example.be.")).toBeVisible();
    await expect(to).toHaveValue("");
  } finally {
    await context.close();
  }
  await expect(() => expect(received("notaris@example.be", subject)).toHaveLength(1)).toPass();
  const [mail] = received("notaris@example.be", subject);
  expect(mail?.raw).toMatch(/^Subject: Doorgestuurd: Bevestig uw zoekopdracht/m);
  expect(mail?.raw).toMatch(/^Reply-To: .*outbox-agent@example\.be/m);
  expect(mail?.raw).not.toMatch(/^List-Unsubscribe/im);
  const text = textOf(mail?.raw ?? "");
  expect(text.split("\n").slice(0, 8)).toEqual([
    "Ter info voor de akte.",
    "",
    AGENT.name,
    "",
    "---------- Doorgestuurd bericht ----------",
    expect.stringMatching(/^Van: /),
    expect.stringMatching(/^Datum: \d{1,2} \w+ \d{4} om \d\d:\d\d$/),
    `Onderwerp: ${subject}`,
  ]);
  expect(text).toContain("Aan: zoeker@example.be");
  expect(text).toContain("Bijlagen: bezoek.ics");
  expect(text).toContain("Bevestig hier: https://site.example/nl/zoekopdracht/bevestigen/•••/");
  expect(mail?.raw).toContain("bezoek.ics");
});
