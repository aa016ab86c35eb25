// The mail server goes away while visitors keep sending forms: the leads are kept, the mails wait
// in the outbox with growing delays, and once the mail server is back every one of them arrives.
import type pg from "pg";
import { contactFields, formToken, postForm, sleep, until } from "./form-client.ts";

export interface OutageResult {
  submissions: number;
  acknowledged: number;
  outageSeconds: number;
  pendingDuringOutage: number;
  maxAttemptsDuringOutage: number;
  delivered: number;
  secondsToDrainAfterRestore: number;
}

export interface OutageContext {
  baseUrl: string;
  db: pg.Pool;
  stopSmtp(): Promise<void>;
  startSmtp(): Promise<void>;
  deliveredTo(address: string): boolean;
  log(line: string): void;
}

const SUBMISSIONS = 50;
const FIRST = 100_000;
const OUTAGE_MS = 8_000;

export async function smtpOutage(ctx: OutageContext): Promise<OutageResult> {
  await ctx.stopSmtp();
  const down = Date.now();
  ctx.log("mail server stopped");
  let acknowledged = 0;
  for (let n = FIRST; n < FIRST + SUBMISSIONS; n += 1) {
    const token = await formToken(ctx.baseUrl, "/nl/contact/");
    if ((await postForm(ctx.baseUrl, "/nl/contact/", contactFields(n, token))).status === 303) acknowledged += 1;
  }
  await sleep(Math.max(0, OUTAGE_MS - (Date.now() - down)));
  const during = (
    await ctx.db.query(
      // Not the mails held for a person: they wait for staff, not for the mail server.
      "select count(*)::int as pending, coalesce(max(attempts), 0)::int as attempts from outgoing_mails where sent_at is null and held_at is null",
    )
  ).rows[0] as { pending: number; attempts: number };
  await ctx.startSmtp();
  const restored = Date.now();
  ctx.log(`mail server back after ${((restored - down) / 1000).toFixed(1)} s; ${during.pending} mails waiting`);
  const addresses = Array.from({ length: SUBMISSIONS }, (_, index) => `visitor-${FIRST + index}@example.be`);
  // Each mail is retried when its growing delay ends, at most about as long after the restore as the
  // outage lasted; the limit is many times that and only stops a run that hangs.
  const hangLimitMs = 10 * 60_000 + 4 * (restored - down);
  await until(async () => addresses.every((address) => ctx.deliveredTo(address)), hangLimitMs, "the waiting mails");
  return {
    submissions: SUBMISSIONS,
    acknowledged,
    outageSeconds: (restored - down) / 1000,
    pendingDuringOutage: during.pending,
    maxAttemptsDuringOutage: during.attempts,
    delivered: addresses.filter((address) => ctx.deliveredTo(address)).length,
    secondsToDrainAfterRestore: (Date.now() - restored) / 1000,
  };
}
