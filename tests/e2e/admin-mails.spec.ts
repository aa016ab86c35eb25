// The outbox in the back office, against a real SMTP server: a server of its own whose mail server
// refuses the next message for good (550). The mail shows as failed with the server's answer; once
// the mail server takes mail again, "send again" puts it back in the queue, the worker is woken and
// the mail arrives.
import fs from "node:fs";
import type { Page } from "@playwright/test";
import { createUser } from "../../app/.server/auth/users.ts";
import { createDatabase } from "../../app/.server/db/client.ts";
import { type SpecDatabase, specDatabase } from "../support/e2e-database.ts";
import { seedMinimalSite } from "../support/minimal-site.ts";
import { fillSignInForm } from "../support/sign-in-form.ts";
import { type SmtpTestServer, startSmtpTestServer } from "../support/smtp-test-server.ts";
import { type RunningServer, startServer } from "../support/start-server.ts";
import { makeTempDir } from "../support/throw-away-postgres.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

test.describe.configure({ mode: "serial" });

const AGENT = { name: "Outbox Agent", email: "outbox-agent@example.be", password: "outbox-agent-password" };

let specDb: SpecDatabase;
let dataDir: string;
let smtp: SmtpTestServer;
let server: RunningServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  specDb = await specDatabase();
  dataDir = makeTempDir("e2e-outbox-");
  smtp = await startSmtpTestServer();
  await seedMinimalSite(specDb.url);
  const database = createDatabase(specDb.url, { max: 1 });
  try {
    await createUser(database, { ...AGENT, role: "agent" });
  } finally {
    await database.$client.end();
  }
  server = await startServer({
    dataDir,
    env: { DATABASE_URL: specDb.url, SEED_DEMO: "0", SMTP_URL: smtp.url, MAIL_RETRY_SECONDS: "1" },
  });
});

test.afterAll(async () => {
  await server?.stop("SIGKILL").catch(() => {});
  await smtp?.stop();
  await specDb?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Runs a statement on the spec's own database. */
async function onDatabase<T>(work: (database: ReturnType<typeof createDatabase>) => Promise<T>): Promise<T> {
  const database = createDatabase(specDb.url, { max: 1 });
  try {
    return await work(database);
  } finally {
    await database.$client.end();
  }
}

async function signInTo(page: Page, path: string): Promise<void> {
  const running = server as RunningServer;
  await page.goto(`${running.url}/nl/login/?next=${encodeURIComponent(path)}`);
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
  const running = server as RunningServer;
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
  await page.goto(`${running.url}/admin/mails/?state=sent`);
  const sent = page.locator(".admin-mail", { hasText: subject });
  await expect(sent).toContainText("Verzonden");
  // The mail can be read as it left.
  await sent.getByRole("link", { name: subject }).click();
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  await expect(page.locator(".admin-mail-text")).toHaveText("Goeiedag");
  await expectNoAxeViolations(page);
});
