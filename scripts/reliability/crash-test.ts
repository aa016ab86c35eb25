// 1,000 site-contact submissions while the server is killed with SIGKILL (twice) and started again:
// every submission answered with its 303 must be in the database once, and its mail delivered after
// the restart. Visitors whose request failed (the server was down) send again, as people do. The
// mails a killed process had claimed are taken over as soon as PostgreSQL has ended its sessions,
// not when their two-minute hold runs out: how long they waited is measured.
import type pg from "pg";
import type { SmtpTestServer } from "../../tests/support/smtp-test-server.ts";
import type { RunningServer } from "../../tests/support/start-server.ts";
import { contactFields, formToken, postForm, sleep, until } from "./form-client.ts";

export interface CrashTestResult {
  submissions: number;
  acknowledged: number;
  retriedAfterFailure: number;
  kills: number;
  leadsFound: number;
  duplicateLeads: number;
  missingLeads: number;
  mailsDelivered: number;
  mailsMissing: number;
  duplicateDeliveries: number;
  /** Per kill: the mails the killed process had claimed, and when the last of them was sent. */
  takeovers: { claimed: number; secondsAfterKill: number }[];
  /** From the last acknowledged submission to an empty outbox. */
  secondsToDrain: number;
  seconds: number;
}

export interface CrashTestContext {
  server(): RunningServer;
  restart(signal: NodeJS.Signals): Promise<void>;
  smtp: SmtpTestServer;
  db: pg.Pool;
  log(line: string): void;
}

const TOTAL = 1_000;
const CONCURRENCY = 8;
const KILL_AT = [300, 650];
// Waits follow what they wait for (polled); this limit only stops a run that hangs. Mails a killed
// process claimed leave within seconds; even the two-minute hold, were it needed, fits many times.
const HANG_LIMIT_MS = 15 * 60_000;

export async function crashTest(ctx: CrashTestContext): Promise<CrashTestResult> {
  const started = Date.now();
  const acknowledged = new Set<number>();
  let next = 0;
  let retried = 0;
  let kills = 0;
  let restarting: Promise<void> | undefined;
  const takeovers: CrashTestResult["takeovers"] = [];
  const watching: Promise<void>[] = [];

  const unsent = async (ids: number[]) =>
    Number(
      (
        await ctx.db.query("select count(*)::int as n from outgoing_mails where id = any($1) and sent_at is null", [
          ids,
        ])
      ).rows[0].n,
    );

  /** Kills the server and starts it again; then watches the mails it had claimed until they are sent. */
  async function killAndRestart(): Promise<void> {
    const claimed = (
      await ctx.db.query("select id from outgoing_mails where sent_at is null and claimed_by is not null")
    ).rows.map((row: { id: number }) => row.id);
    const killedAt = Date.now();
    ctx.log(`SIGKILL after ${acknowledged.size} acknowledged submissions, ${claimed.length} mails claimed`);
    await ctx.restart("SIGKILL");
    watching.push(
      until(async () => (await unsent(claimed)) === 0, HANG_LIMIT_MS, "the killed process's mails").then(() => {
        takeovers.push({ claimed: claimed.length, secondsAfterKill: (Date.now() - killedAt) / 1000 });
      }),
    );
  }

  // The visitor's browser keeps the page it was shown: a failed send is sent again as it was (the
  // same token), which is how the site recognises a submission it already stored.
  async function submitOne(n: number): Promise<void> {
    let token: string | undefined;
    for (;;) {
      if (restarting) await restarting;
      const base = ctx.server().url;
      try {
        token ??= await formToken(base, "/nl/contact/");
        const result = await postForm(base, "/nl/contact/", contactFields(n, token));
        if (result.status === 303) {
          acknowledged.add(n);
          return;
        }
        throw new Error(`status ${result.status}`);
      } catch {
        retried += 1;
        await sleep(100);
      }
    }
  }

  async function visitor(): Promise<void> {
    while (next < TOTAL) {
      const n = next;
      next += 1;
      await submitOne(n);
      if (kills < KILL_AT.length && acknowledged.size >= (KILL_AT[kills] ?? TOTAL) && !restarting) {
        kills += 1;
        restarting = killAndRestart().finally(() => {
          restarting = undefined;
        });
      }
    }
  }

  await Promise.all(Array.from({ length: CONCURRENCY }, () => visitor()));
  const submitted = Date.now();
  ctx.log(`${acknowledged.size} submissions acknowledged; waiting for the outbox to drain`);

  // Mails held for a person (a confirmation to an address no captcha proved) are not owed until
  // staff confirm the lead: only the others must leave.
  const pending = async () =>
    Number(
      (
        await ctx.db.query(
          "select count(*)::int as n from outgoing_mails where sent_at is null and failed_at is null and held_at is null",
        )
      ).rows[0].n,
    );
  await until(async () => (await pending()) === 0, HANG_LIMIT_MS, "every mail to be sent");
  const secondsToDrain = (Date.now() - submitted) / 1000;
  await Promise.all(watching);
  ctx.log(
    `outbox empty ${secondsToDrain.toFixed(1)} s after the last submission; the killed processes' mails sent ` +
      takeovers.map((takeover) => `${takeover.secondsAfterKill.toFixed(1)} s`).join(" and ") +
      " after their kills",
  );

  const rows = (await ctx.db.query("select email, count(*)::int as n from leads group by email")).rows as {
    email: string;
    n: number;
  }[];
  const leadsByEmail = new Map(rows.map((row) => [row.email, row.n]));
  const expected = [...acknowledged].map((n) => `visitor-${n}@example.be`);
  const missingLeads = expected.filter((email) => !leadsByEmail.has(email)).length;
  const duplicateLeads = expected.filter((email) => (leadsByEmail.get(email) ?? 0) > 1).length;

  // Unverified leads (no captcha: a script has no JavaScript) owe one mail: the agency notification,
  // with Reply-To the visitor. A mail sent just before a kill may go out again with its Message-ID.
  const delivered = new Map<string, number>();
  for (const mail of ctx.smtp.messages) {
    const replyTo = /^Reply-To: .*<(visitor-\d+@example\.be)>/m.exec(mail.raw)?.[1];
    if (replyTo) delivered.set(replyTo, (delivered.get(replyTo) ?? 0) + 1);
  }
  return {
    submissions: TOTAL,
    acknowledged: acknowledged.size,
    retriedAfterFailure: retried,
    kills,
    leadsFound: expected.length - missingLeads,
    duplicateLeads,
    missingLeads,
    mailsDelivered: expected.filter((email) => delivered.has(email)).length,
    mailsMissing: expected.filter((email) => !delivered.has(email)).length,
    duplicateDeliveries: [...delivered.values()].filter((count) => count > 1).length,
    takeovers,
    secondsToDrain,
    seconds: (Date.now() - started) / 1000,
  };
}
