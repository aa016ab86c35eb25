// Drains the outbox: claims due mails, sends them, records the outcome. Claims are row locks taken
// with SKIP LOCKED plus a two-minute hold, so any number of processes can run a worker on one
// database without sending a mail twice, and a crashed worker's mails go out once its hold ends.
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { type MailAddress, outgoingMails } from "../db/lead-schema.ts";
import { isPermanentMailError, type MailTransport } from "./mail-transport.ts";

export interface OutboxWorker {
  /** Runs a pass now (coalesced with a pass already waiting). */
  wake(): void;
  /** Sends everything due now; resolves with how many mails were sent. */
  drain(): Promise<number>;
  /** Lets the mail being sent finish, releases the rest of the batch, and runs no more passes. */
  stop(): Promise<void>;
}

export interface OutboxWorkerOptions {
  db: Database;
  transport: MailTransport;
  /** The sender, read at each pass: the agency can change its address in the settings. */
  from: () => Promise<MailAddress>;
  retryBaseMs: number;
  pollMs?: number;
  batchSize?: number;
  log?: (line: string) => void;
}

const MAX_RETRY_MS = 6 * 60 * 60 * 1000;
const HOLD = sql`now() + interval '2 minutes'`;

type ClaimedMail = typeof outgoingMails.$inferSelect;

/** The delay before the next attempt of a mail that failed `attempts` times before this failure. */
export function retryDelayMs(retryBaseMs: number, attempts: number): number {
  return Math.min(retryBaseMs * 2 ** attempts, MAX_RETRY_MS);
}

/** Stable per outbox row: a mail sent again after a crash keeps its Message-ID, so clients dedupe it. */
export function outboxMessageId(id: number, from: MailAddress): string {
  const domain = (from.address.split("@").at(-1) ?? "").replace(/[^A-Za-z0-9.-]/g, "");
  return `<outbox-${id}@${domain || "localhost"}>`;
}

function shortError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s+/g, " ").trim().slice(0, 500) || "unknown error";
}

export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, transport, retryBaseMs } = options;
  const pollMs = options.pollMs ?? 2_000;
  const batchSize = options.batchSize ?? 20;
  const log = options.log ?? ((line: string) => console.error(line));
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  // Passes run one after another; a request made while one is waiting joins it.
  let tail: Promise<unknown> = Promise.resolve();
  let waiting: Promise<number> | undefined;

  function schedule(delayMs: number): void {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(() => void requestPass(), delayMs);
    timer.unref();
  }

  function requestPass(): Promise<number> {
    if (waiting) return waiting;
    const pass = tail.then(async () => {
      waiting = undefined;
      if (stopped) return 0;
      try {
        return await runPass();
      } finally {
        schedule(pollMs);
      }
    });
    waiting = pass;
    tail = pass.catch(() => undefined);
    return pass;
  }

  /** One pass: batches until nothing due is left. Never rejects: a failure waits for the next tick. */
  async function runPass(): Promise<number> {
    let sent = 0;
    try {
      let from: MailAddress | undefined;
      // Only mails due when the pass began: a mail that fails now is not retried in the same pass.
      const started = await db.execute<{ now: string }>(sql`select now()::text as now`);
      const passStart = started.rows[0]?.now;
      if (!passStart) return 0;
      for (;;) {
        const batch = await claim(passStart);
        if (batch.length === 0) break;
        // The sender comes from the settings, read only when there is something to send.
        from ??= await options.from();
        for (const [index, mail] of batch.entries()) {
          if (stopped) {
            await release(batch.slice(index).map((rest) => rest.id));
            return sent;
          }
          if (await deliver(mail, from)) sent += 1;
        }
      }
    } catch (error) {
      log(`outbox: ${shortError(error)}`);
    }
    return sent;
  }

  async function claim(passStart: string): Promise<ClaimedMail[]> {
    const m = outgoingMails;
    const due = db
      .select({ id: m.id })
      .from(m)
      .where(
        and(
          isNull(m.sentAt),
          isNull(m.failedAt),
          // Held mails wait for a person to confirm their lead (admin/lead-handling.ts).
          isNull(m.heldAt),
          lte(m.nextAttemptAt, sql`${passStart}::timestamptz`),
          or(isNull(m.lockedUntil), lt(m.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(m.nextAttemptAt), asc(m.id))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    const claimed = await db.update(m).set({ lockedUntil: HOLD }).where(inArray(m.id, due)).returning();
    // UPDATE ... RETURNING keeps no order: send the oldest first.
    return claimed.sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || a.id - b.id);
  }

  async function release(ids: number[]): Promise<void> {
    if (ids.length > 0) await db.update(outgoingMails).set({ lockedUntil: null }).where(inArray(outgoingMails.id, ids));
  }

  /** Sends one mail and records the outcome; true when it was sent. */
  async function deliver(mail: ClaimedMail, from: MailAddress): Promise<boolean> {
    const m = outgoingMails;
    try {
      await transport.send({
        messageId: outboxMessageId(mail.id, from),
        from,
        to: mail.recipient,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        headers: mail.headers,
        attachments: mail.attachments,
      });
    } catch (error) {
      const lastError = shortError(error);
      if (isPermanentMailError(error)) {
        log(`outbox: mail ${mail.id} refused for good: ${lastError}`);
        await db
          .update(m)
          .set({ failedAt: sql`now()`, lastError, lockedUntil: null, attempts: sql`${m.attempts} + 1` })
          .where(eq(m.id, mail.id));
      } else {
        const delaySeconds = retryDelayMs(retryBaseMs, mail.attempts) / 1000;
        log(`outbox: mail ${mail.id} not sent, retry in ${delaySeconds} s: ${lastError}`);
        await db
          .update(m)
          .set({
            attempts: sql`${m.attempts} + 1`,
            nextAttemptAt: sql`now() + make_interval(secs => ${delaySeconds}::double precision)`,
            lastError,
            lockedUntil: null,
          })
          .where(eq(m.id, mail.id));
      }
      return false;
    }
    await db.update(m).set({ sentAt: sql`now()`, lockedUntil: null, lastError: null }).where(eq(m.id, mail.id));
    return true;
  }

  schedule(0);

  return {
    wake() {
      void requestPass();
    },
    drain: requestPass,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await tail;
    },
  };
}
