// Drains the outbox: claims due mails, sends them, records the outcome. Any number of processes can
// run a worker on one database without sending a mail twice:
// - a claim is taken with SKIP LOCKED and names its worker (claimed_by) plus a two-minute hold;
// - each worker works on a database session of its own that holds an advisory lock keyed by its id
//   for as long as the session lives, so when a worker's process dies (or its connection does),
//   PostgreSQL drops the lock and any other worker takes over its mails at once;
// - the hold is the last resort, for a worker whose session is alive but that is stuck;
// - a worker confirms its claim on its own session right before each send, so it never sends a mail
//   another worker took over, and a mail sent again after a crash keeps its Message-ID.
import { randomInt } from "node:crypto";
import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, or, type SQL, sql } from "drizzle-orm";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import type pg from "pg";
import type { Database } from "../db/client.ts";
import { type MailAddress, outgoingMails } from "../db/lead-schema.ts";
import { errorSummary } from "../error-summary.ts";
import { InvalidMessageError, isPermanentMailError, type MailTransport } from "./mail-transport.ts";
import { revealPrivateLinks } from "./private-links.ts";

/** The text as its recipient gets it; a text that lost a link of its own is never sent without it. */
function recipientText(mail: { text: string; privateLinks: Parameters<typeof revealPrivateLinks>[1] }): string {
  try {
    return revealPrivateLinks(mail.text, mail.privateLinks);
  } catch (error) {
    throw new InvalidMessageError(error instanceof Error ? error.message : String(error));
  }
}

export interface OutboxWorker {
  /** Runs a pass now (coalesced with a pass already waiting). */
  wake(): void;
  /** Sends everything due now; resolves with how many mails were sent. */
  drain(): Promise<number>;
  /** Lets the mail being sent finish, releases the rest of the batch, and runs no more passes. */
  stop(): Promise<void>;
}

export interface OutboxWorkerOptions {
  /** The worker keeps one connection of this pool for itself while it runs (its session holds its lock). */
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

/**
 * The first key of the two-key advisory lock that says a worker lives; its id is the second key.
 * Two-key locks are a key space apart from the one-key locks the rest of the application takes.
 */
export const CLAIMANT_LOCK_SPACE = 727_010;

/** True when the worker named in a claim no longer holds its lock: its session ended. */
function claimantGone(claimedBy: SQL | typeof outgoingMails.claimedBy): SQL {
  return sql`not exists (
    select 1 from pg_locks held
    where held.locktype = 'advisory' and held.granted and held.objsubid = 2
      and held.database = (select oid from pg_database where datname = current_database())
      and held.classid::bigint = ${CLAIMANT_LOCK_SPACE} and held.objid::bigint = ${claimedBy}
  )`;
}

/** A worker's own database session: it holds the lock keyed by `id` as long as it lives. */
interface ClaimantSession {
  id: number;
  client: pg.PoolClient;
  db: NodePgDatabase;
  /** Set when the connection failed: the session (and its lock) may be gone. */
  lost: boolean;
}

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

  let session: ClaimantSession | undefined;

  /** This worker's session, opened (with a fresh id) when there is none or the last one failed. */
  async function ownSession(): Promise<ClaimantSession> {
    if (session && !session.lost) return session;
    closeSession(true);
    const client = await db.$client.connect();
    const opened: ClaimantSession = { id: 0, client, db: drizzle(client), lost: false };
    // Without a listener, a connection dropped while checked out would crash the process.
    client.on("error", () => {
      opened.lost = true;
    });
    try {
      // A random id, taken only if no live worker has it (the lock says so).
      for (;;) {
        const id = randomInt(1, 2 ** 31 - 1);
        const result = await client.query<{ locked: boolean }>(
          "select pg_try_advisory_lock($1::int, $2::int) as locked",
          [CLAIMANT_LOCK_SPACE, id],
        );
        if (result.rows[0]?.locked) {
          opened.id = id;
          break;
        }
      }
    } catch (error) {
      client.removeAllListeners("error");
      client.release(error instanceof Error ? error : true);
      throw error;
    }
    session = opened;
    return opened;
  }

  /** Ends this worker's session; `broken` destroys the connection, which drops its lock with it. */
  function closeSession(broken: boolean): void {
    const closing = session;
    session = undefined;
    if (!closing) return;
    closing.client.removeAllListeners("error");
    if (broken || closing.lost) {
      closing.client.on("error", () => {});
      closing.client.release(true);
    } else {
      closing.client.release();
    }
  }

  async function endSession(): Promise<void> {
    const ending = session;
    if (ending && !ending.lost) {
      // Back to the pool without the lock: the next user of the connection is not this worker.
      const unlocked = await ending.client
        .query("select pg_advisory_unlock($1::int, $2::int)", [CLAIMANT_LOCK_SPACE, ending.id])
        .then(
          () => true,
          () => false,
        );
      closeSession(!unlocked);
    } else {
      closeSession(true);
    }
  }

  /** One pass: batches until nothing due is left. Never rejects: a failure waits for the next tick. */
  async function runPass(): Promise<number> {
    let sent = 0;
    try {
      const own = await ownSession();
      let from: MailAddress | undefined;
      // Only mails due when the pass began: a mail that fails now is not retried in the same pass.
      const started = await own.db.execute<{ now: string }>(sql`select now()::text as now`);
      const passStart = started.rows[0]?.now;
      if (!passStart) return 0;
      for (;;) {
        const batch = await claim(own, passStart);
        if (batch.length === 0) break;
        // The sender comes from the settings, read only when there is something to send.
        from ??= await options.from();
        for (const [index, mail] of batch.entries()) {
          if (stopped) {
            await release(
              own,
              batch.slice(index).map((rest) => rest.id),
            );
            return sent;
          }
          if (await deliver(own, mail, from)) sent += 1;
        }
      }
    } catch (error) {
      log(`outbox: ${errorSummary(error)}`);
      // The session may be what failed: start the next pass on a new one. Ending this one drops its
      // lock, so the mails this pass had claimed are free for any worker at once.
      closeSession(true);
    }
    return sent;
  }

  async function claim(own: ClaimantSession, passStart: string): Promise<ClaimedMail[]> {
    const m = outgoingMails;
    const due = own.db
      .select({ id: m.id })
      .from(m)
      .where(
        and(
          isNull(m.sentAt),
          isNull(m.failedAt),
          // Held mails wait for a person to confirm their lead (admin/lead-handling.ts).
          isNull(m.heldAt),
          lte(m.nextAttemptAt, sql`${passStart}::timestamptz`),
          // Free, or its hold ran out, or the worker that claimed it is gone.
          or(
            isNull(m.lockedUntil),
            lt(m.lockedUntil, sql`now()`),
            and(isNotNull(m.claimedBy), claimantGone(m.claimedBy)),
          ),
        ),
      )
      .orderBy(asc(m.nextAttemptAt), asc(m.id))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    const claimed = await own.db
      .update(m)
      .set({ lockedUntil: HOLD, claimedBy: own.id })
      .where(inArray(m.id, due))
      .returning();
    // UPDATE ... RETURNING keeps no order: send the oldest first.
    return claimed.sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || a.id - b.id);
  }

  async function release(own: ClaimantSession, ids: number[]): Promise<void> {
    const m = outgoingMails;
    if (ids.length > 0) {
      await own.db
        .update(m)
        .set({ lockedUntil: null, claimedBy: null })
        .where(and(inArray(m.id, ids), eq(m.claimedBy, own.id)));
    }
  }

  /**
   * Right before a send, on the worker's own session: the mail is still this worker's and unsent.
   * Renews the hold, so it counts from the send rather than from the claim of the whole batch.
   */
  async function stillMine(own: ClaimantSession, id: number): Promise<boolean> {
    const m = outgoingMails;
    const mine = await own.db
      .update(m)
      .set({ lockedUntil: HOLD })
      .where(and(eq(m.id, id), eq(m.claimedBy, own.id), isNull(m.sentAt), isNull(m.failedAt)))
      .returning({ id: m.id });
    return mine.length > 0;
  }

  /** Sends one mail and records the outcome; true when it was sent. */
  async function deliver(own: ClaimantSession, mail: ClaimedMail, from: MailAddress): Promise<boolean> {
    const m = outgoingMails;
    // Another worker took it over (this one outlived its hold): it is theirs to send.
    if (!(await stillMine(own, mail.id))) return false;
    // Outcomes are written on the worker's own session: if it is gone, so is the claim.
    const mineOnly = and(eq(m.id, mail.id), eq(m.claimedBy, own.id));
    try {
      await transport.send({
        messageId: outboxMessageId(mail.id, from),
        from,
        to: mail.recipient,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: recipientText(mail),
        headers: mail.headers,
        attachments: mail.attachments,
      });
    } catch (error) {
      const lastError = shortError(error);
      if (isPermanentMailError(error)) {
        // The mail server's words stay in the outbox for staff; the log gets the kind and code only
        // (a refusal usually quotes the recipient's address).
        log(`outbox: mail ${mail.id} refused for good: ${errorSummary(error)}`);
        await own.db
          .update(m)
          .set({
            failedAt: sql`now()`,
            lastError,
            lockedUntil: null,
            claimedBy: null,
            attempts: sql`${m.attempts} + 1`,
          })
          .where(mineOnly);
      } else {
        const delaySeconds = retryDelayMs(retryBaseMs, mail.attempts) / 1000;
        log(`outbox: mail ${mail.id} not sent, retry in ${delaySeconds} s: ${errorSummary(error)}`);
        await own.db
          .update(m)
          .set({
            attempts: sql`${m.attempts} + 1`,
            nextAttemptAt: sql`now() + make_interval(secs => ${delaySeconds}::double precision)`,
            lastError,
            lockedUntil: null,
            claimedBy: null,
          })
          .where(mineOnly);
      }
      return false;
    }
    // Sent is sent, whoever holds the claim now. The recipient's links have left with it: nobody
    // here needs them again.
    await own.db
      .update(m)
      .set({ sentAt: sql`now()`, lockedUntil: null, claimedBy: null, lastError: null, privateLinks: null })
      .where(eq(m.id, mail.id));
    return true;
  }

  // The first pass starts now, so a drain() asked for right away joins it rather than following it.
  void requestPass();

  return {
    wake() {
      void requestPass();
    },
    drain: requestPass,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await tail;
      await endSession();
    },
  };
}
