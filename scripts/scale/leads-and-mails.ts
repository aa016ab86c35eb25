// After the load: every acknowledged contact submission must be one lead in the database, and its
// mail (the agency's notification, Reply-To the visitor: a script sends no captcha, so its lead is
// unverified and owes that one mail) must have reached the SMTP server once, whichever instance
// sent it, with no Message-ID received twice.
import type pg from "pg";
import type { SmtpTestServer } from "../../tests/support/smtp-test-server.ts";
import { until } from "../reliability/form-client.ts";
import type { Check } from "./cross-instance.ts";
import type { SubmissionLedger } from "./visitors.ts";

export interface LeadsAndMails {
  acknowledged: number;
  leadsFound: number;
  missingLeads: number;
  duplicateLeads: number;
  mailsExpected: number;
  mailsMissing: number;
  mailsTwice: number;
  mailsReceived: number;
  messageIdsTwice: number;
  outboxSent: number;
  outboxPending: number;
  checks: Check[];
}

const pendingSql =
  "select count(*)::int as n from outgoing_mails where sent_at is null and failed_at is null and held_at is null";

export async function leadsAndMails(
  db: pg.Pool,
  smtp: SmtpTestServer,
  ledger: SubmissionLedger,
  waitMs: number,
): Promise<LeadsAndMails> {
  const pending = async () => Number((await db.query(pendingSql)).rows[0].n);
  await until(async () => (await pending()) === 0, waitMs, "every mail to be sent").catch(() => {});
  const outboxPending = await pending();
  const outboxSent = Number(
    (await db.query("select count(*)::int as n from outgoing_mails where sent_at is not null")).rows[0].n,
  );

  const rows = (await db.query("select email, count(*)::int as n from leads group by email")).rows as {
    email: string;
    n: number;
  }[];
  const leads = new Map(rows.map((row) => [row.email, row.n]));
  const expected = [...ledger.acknowledged].map((n) => ledger.emailOf(n));
  const missingLeads = expected.filter((email) => !leads.has(email)).length;
  const duplicateLeads = expected.filter((email) => (leads.get(email) ?? 0) > 1).length;

  const notifications = new Map<string, number>();
  const messageIds = new Map<string, number>();
  for (const mail of smtp.messages) {
    const id = /^Message-ID:\s*(<[^>]+>)/im.exec(mail.raw)?.[1];
    if (id) messageIds.set(id, (messageIds.get(id) ?? 0) + 1);
    const replyTo = /^Reply-To:.*<(visitor-\d+@example\.be)>/im.exec(mail.raw)?.[1];
    if (replyTo) notifications.set(replyTo, (notifications.get(replyTo) ?? 0) + 1);
  }
  const mailsMissing = expected.filter((email) => !notifications.has(email)).length;
  const mailsTwice = expected.filter((email) => (notifications.get(email) ?? 0) > 1).length;
  const messageIdsTwice = [...messageIds.values()].filter((count) => count > 1).length;

  const result = {
    acknowledged: expected.length,
    leadsFound: expected.length - missingLeads,
    missingLeads,
    duplicateLeads,
    mailsExpected: expected.length,
    mailsMissing,
    mailsTwice,
    mailsReceived: smtp.messages.length,
    messageIdsTwice,
    outboxSent,
    outboxPending,
  };
  return {
    ...result,
    checks: [
      {
        name: "every acknowledged submission is stored once",
        passed: expected.length > 0 && missingLeads === 0 && duplicateLeads === 0,
        detail: `${expected.length} acknowledged, ${result.leadsFound} found, ${missingLeads} missing, ${duplicateLeads} stored twice`,
      },
      {
        name: "every mail is sent once",
        passed:
          mailsMissing === 0 &&
          mailsTwice === 0 &&
          messageIdsTwice === 0 &&
          outboxPending === 0 &&
          outboxSent === smtp.messages.length,
        detail: `${expected.length} lead notifications expected, ${mailsMissing} missing, ${mailsTwice} received twice; ${smtp.messages.length} mails received, ${outboxSent} marked sent in the outbox, ${outboxPending} still waiting, ${messageIdsTwice} Message-IDs received twice`,
      },
    ],
  };
}
