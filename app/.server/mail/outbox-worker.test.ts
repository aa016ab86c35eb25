// The outbox worker against the real PostgreSQL and a real SMTP server: delivery, outages, retries,
// refusals, two workers on one database, a graceful stop, and claims of workers that die or get stuck.
import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import { fileURLToPath } from "node:url";
import { asc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  mimeParts,
  parseMimePart,
  type SmtpTestServer,
  startSmtpTestServer,
} from "../../../tests/support/smtp-test-server.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import { createDatabase, type Database } from "../db/client.ts";
import { outgoingMails } from "../db/lead-schema.ts";
import { createMailTransport, type MailTransport } from "./mail-transport.ts";
import { CLAIMANT_LOCK_SPACE, type OutboxWorker, retryDelayMs, startOutboxWorker } from "./outbox-worker.ts";
import { privateLink } from "./private-links.ts";

let database: TestDatabase;
let db: Database;
let smtp: SmtpTestServer;
const cleanups: (() => unknown)[] = [];
const from = async () => ({ name: "Agency", address: "info@agency.example" });

beforeAll(async () => {
  database = await createTestDatabase();
  db = createDatabase(database.url, { max: 4 });
  smtp = await startSmtpTestServer();
});

beforeEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
  await db.delete(outgoingMails);
  smtp.messages.length = 0;
});

afterAll(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
  await smtp?.stop();
  await db?.$client.end();
  await database?.cleanup();
});

/** Long enough that no mail comes due again on its own during a test (see makeDue). */
const RETRY_BASE_MS = 60_000;

function worker(
  options: {
    transport?: MailTransport;
    url?: string;
    db?: Database;
    batchSize?: number;
    log?: (line: string) => void;
  } = {},
) {
  const transport = options.transport ?? createMailTransport({ smtpUrl: options.url ?? smtp.url, dataDir: "unused" });
  const started: OutboxWorker = startOutboxWorker({
    db: options.db ?? db,
    transport,
    from,
    retryBaseMs: RETRY_BASE_MS,
    pollMs: 3_600_000,
    batchSize: options.batchSize ?? 20,
    log: options.log ?? (() => {}),
  });
  cleanups.push(async () => {
    await started.stop();
    transport.close();
  });
  return started;
}

async function insertMail(values: Partial<typeof outgoingMails.$inferInsert> = {}): Promise<number> {
  const [row] = await db
    .insert(outgoingMails)
    .values({
      purpose: "visitor-confirmation",
      recipient: { name: "Visitor", address: "visitor@example.com" },
      subject: "Your visit",
      text: "See you on Monday.",
      ...values,
    })
    .returning({ id: outgoingMails.id });
  if (!row) throw new Error("no row");
  return row.id;
}

function rows() {
  return db.select().from(outgoingMails).orderBy(asc(outgoingMails.id));
}

async function dbNow(): Promise<number> {
  const result = await db.execute<{ now: Date }>(sql`select now() as now`);
  return new Date(result.rows[0]?.now ?? 0).getTime();
}

/**
 * Makes every mail waiting for a later attempt due now, as if its delay had passed. The delays are a
 * minute long, so no mail comes due while a test looks at it, however slow the machine.
 */
async function makeDue(): Promise<void> {
  await db.execute(
    sql`update outgoing_mails set next_attempt_at = now() where sent_at is null and failed_at is null and next_attempt_at > now()`,
  );
}

function messageIds(messages: SmtpTestServer["messages"]): string[] {
  return messages.map((mail) => parseMimePart(mail.raw).headers.get("message-id") ?? "");
}

/** The real SMTP transport behind a gate: `inFlight` resolves when the first send began; sends wait for open(). */
function gatedTransport(): { transport: MailTransport; inFlight: Promise<void>; open: () => void } {
  const real = createMailTransport({ smtpUrl: smtp.url, dataDir: "unused" });
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  let sending: () => void = () => {};
  const inFlight = new Promise<void>((resolve) => {
    sending = resolve;
  });
  const transport: MailTransport = {
    describe: "gated",
    async send(message) {
      sending();
      await gate;
      await real.send(message);
    },
    close: () => real.close(),
  };
  return { transport, inFlight, open };
}

/** The worker named in the mails' claims (one worker claimed them all). */
async function claimant(ids: number[]): Promise<number> {
  const claims = await db
    .selectDistinct({ claimedBy: outgoingMails.claimedBy })
    .from(outgoingMails)
    .where(inArray(outgoingMails.id, ids));
  expect(claims).toHaveLength(1);
  const id = claims[0]?.claimedBy;
  if (!id) throw new Error("the mails are not claimed");
  return id;
}

/** The server process of the session that holds worker `id`'s lock; undefined once that session ended. */
async function claimantBackend(id: number): Promise<number | undefined> {
  const held = await db.execute<{ pid: number }>(
    sql`select pid from pg_locks where locktype = 'advisory' and granted and objsubid = 2
      and database = (select oid from pg_database where datname = current_database())
      and classid::bigint = ${CLAIMANT_LOCK_SPACE} and objid::bigint = ${id}`,
  );
  return held.rows[0]?.pid;
}

/** Waits until PostgreSQL has ended the session of worker `id` (it notices a dead client at once). */
async function untilClaimantGone(id: number): Promise<void> {
  while ((await claimantBackend(id)) !== undefined) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** Seconds until the hold of each mail ends. */
async function holdSeconds(ids: number[]): Promise<number[]> {
  const m = outgoingMails;
  const holds = await db
    .select({ seconds: sql<number>`extract(epoch from ${m.lockedUntil} - now())`.mapWith(Number) })
    .from(m)
    .where(inArray(m.id, ids));
  return holds.map((hold) => hold.seconds);
}

const CHILD = fileURLToPath(new URL("./outbox-worker-child.ts", import.meta.url));

/**
 * Starts a worker in a process of its own whose mail server accepts the connection and never
 * answers; resolves once that worker is in the middle of sending, with the process to kill.
 */
async function workerStuckInAChildProcess(): Promise<ChildProcess> {
  let connected: () => void = () => {};
  const sending = new Promise<void>((resolve) => {
    connected = resolve;
  });
  const silent = net.createServer((socket) => {
    socket.on("error", () => {});
    connected();
  });
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  const { port } = silent.address() as net.AddressInfo;
  const child = spawn(process.execPath, [CHILD, database.url, `smtp://127.0.0.1:${port}`], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let output = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    await exited;
    await new Promise((resolve) => silent.close(resolve));
  });
  await Promise.race([
    sending,
    exited.then(() => {
      throw new Error(`the worker process ended before it sent: ${output}`);
    }),
  ]);
  return child;
}

describe("the outbox worker", () => {
  it("delivers a composed mail whole and marks it sent", async () => {
    const id = await insertMail({
      replyTo: { name: "Jan Peeters", address: "jan@example.com" },
      headers: { "List-Unsubscribe": "<https://agency.example/u/abc>" },
      attachments: [
        { filename: "visit.ics", contentType: "text/calendar", content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR" },
      ],
    });
    expect(await worker().drain()).toBe(1);

    expect(smtp.messages).toHaveLength(1);
    const [mail] = smtp.messages;
    expect(mail?.envelope).toEqual({ from: "info@agency.example", to: ["visitor@example.com"] });
    const { headers } = parseMimePart(mail?.raw ?? "");
    expect(headers.get("from")).toBe("Agency <info@agency.example>");
    expect(headers.get("to")).toBe("Visitor <visitor@example.com>");
    expect(headers.get("reply-to")).toBe("Jan Peeters <jan@example.com>");
    expect(headers.get("subject")).toBe("Your visit");
    expect(headers.get("list-unsubscribe")).toBe("<https://agency.example/u/abc>");
    expect(headers.get("message-id")).toBe(`<outbox-${id}@agency.example>`);
    const parts = mimeParts(mail?.raw ?? "");
    expect(parts.some((part) => part.body.trim() === "See you on Monday.")).toBe(true);
    const calendar = parts.find((part) => part.headers.get("content-type")?.startsWith("text/calendar"));
    expect(calendar?.headers.get("content-disposition")).toContain("visit.ics");
    expect(calendar?.body).toContain("BEGIN:VCALENDAR");

    const [row] = await rows();
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.lockedUntil).toBeNull();
    expect(await outboxStatus(db)).toEqual({ pending: 0, sent: 1, failed: 0 });
  });

  it("puts a recipient's one-use link back only in the mail sent, then keeps none of it", async () => {
    const token = "Q1w2E3r4T5y6U7i8O9p0AsDfGhJkLzXc";
    const link = privateLink(`https://www.agency.be/nl/login/wachtwoord-kiezen/${token}/`, token);
    await insertMail({ purpose: "account-reset", text: `Kies een wachtwoord:\n${link.shown}\n`, privateLinks: [link] });
    await worker().drain();
    const parts = mimeParts(smtp.messages[0]?.raw ?? "");
    expect(parts.some((part) => part.body.includes(`${link.link}\n`))).toBe(true);
    const [row] = await rows();
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.privateLinks).toBeNull();
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it("never sends a mail that lost its one-use link: it fails for good, for staff to see", async () => {
    const token = "Q1w2E3r4T5y6U7i8O9p0AsDfGhJkLzXc";
    const link = privateLink(`https://www.agency.be/nl/login/wachtwoord-kiezen/${token}/`, token);
    await insertMail({ purpose: "account-reset", text: "Kies een wachtwoord.", privateLinks: [link] });
    await worker().drain();
    expect(smtp.messages).toEqual([]);
    const [row] = await rows();
    expect(row?.failedAt).toBeInstanceOf(Date);
    expect(row?.lastError).toContain("private link");
  });

  it("leaves a held mail alone until it is released, then sends it", async () => {
    const held = await insertMail({ heldAt: new Date(), recipient: { name: "", address: "held@example.com" } });
    await insertMail();
    const running = worker();
    await running.drain();
    expect(smtp.messages.map((mail) => mail.envelope.to)).toEqual([["visitor@example.com"]]);
    await db.update(outgoingMails).set({ heldAt: null }).where(eq(outgoingMails.id, held));
    // Whichever pass takes it (the start-up one may still be due), it has ended when drain() resolves.
    await running.drain();
    expect(smtp.messages.map((mail) => mail.envelope.to)).toEqual([["visitor@example.com"], ["held@example.com"]]);
  });

  it("never lets a line break in a subject or a name add a Bcc", async () => {
    await insertMail({
      subject: "Hello\r\nBcc: victim@example.com",
      recipient: { name: "Eve\r\nBcc: victim@example.com", address: "visitor@example.com" },
      replyTo: { name: "Mallory\nBcc: victim@example.com", address: "m@example.com" },
    });
    expect(await worker().drain()).toBe(1);
    const [mail] = smtp.messages;
    expect(mail?.envelope.to).toEqual(["visitor@example.com"]);
    const head = mail?.raw.split("\r\n\r\n")[0] ?? "";
    expect(head).not.toMatch(/^bcc:/im);
    expect(parseMimePart(mail?.raw ?? "").headers.has("bcc")).toBe(false);
  });

  it("waits out an outage with growing delays, then delivers every mail once", async () => {
    const server = await startSmtpTestServer();
    const url = server.url;
    await server.stop();
    const ids = [await insertMail(), await insertMail({ subject: "Second" })];
    // The worker's first pass starts with it: the first attempt is made between these two times.
    let before = await dbNow();
    const outbox = worker({ url });

    for (const attempt of [1, 2]) {
      expect(await outbox.drain()).toBe(0);
      const after = await dbNow();
      const delay = retryDelayMs(RETRY_BASE_MS, attempt - 1);
      for (const row of await rows()) {
        expect(row.attempts).toBe(attempt);
        expect(row.sentAt).toBeNull();
        expect(row.lastError).toBeTruthy();
        // Scheduled at the moment of failure plus the doubled delay: one minute, then two.
        expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + delay - 1);
        expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(after + delay + 1);
      }
      before = await dbNow();
      await makeDue();
    }

    const restarted = await startSmtpTestServer({ port: server.port });
    cleanups.push(() => restarted.stop());
    expect(await outbox.drain()).toBe(2);
    expect(await outbox.drain()).toBe(0);
    expect(messageIds(restarted.messages).sort()).toEqual(ids.map((id) => `<outbox-${id}@agency.example>`).sort());
    expect(await outboxStatus(db)).toEqual({ pending: 0, sent: 2, failed: 0 });
  });

  it("retries after a 451 and gives up on a 550", async () => {
    const outbox = worker();
    smtp.failNext(1, 451);
    const later = await insertMail({ subject: "Later" });
    expect(await outbox.drain()).toBe(0);
    const [waiting] = await db.select().from(outgoingMails).where(eq(outgoingMails.id, later));
    expect(waiting?.attempts).toBe(1);
    expect(waiting?.lastError).toContain("451");
    await makeDue();
    expect(await outbox.drain()).toBe(1);
    expect(smtp.messages).toHaveLength(1);

    smtp.failNext(1, 550);
    const refused = await insertMail({ subject: "Refused" });
    expect(await outbox.drain()).toBe(0);
    // Refused for good: not tried again, even once every waiting mail is due.
    await makeDue();
    expect(await outbox.drain()).toBe(0);
    const [failed] = await db.select().from(outgoingMails).where(eq(outgoingMails.id, refused));
    expect(failed?.failedAt).toBeInstanceOf(Date);
    expect(failed?.attempts).toBe(1);
    expect(failed?.lastError).toContain("550");
    expect(smtp.messages).toHaveLength(1);
    expect(await outboxStatus(db)).toEqual({ pending: 0, sent: 1, failed: 1 });
  });

  it("logs a mail server's refusal by its codes, never its words, which quote the recipient; staff still read them", async () => {
    const lines: string[] = [];
    const outbox = worker({ log: (line) => lines.push(line) });
    smtp.failNext(1, 550, "5.1.1 <visitor@example.com>: Recipient address rejected");
    const refused = await insertMail();
    expect(await outbox.drain()).toBe(0);
    expect(lines).toEqual([expect.stringMatching(new RegExp(`^outbox: mail ${refused} refused for good: .*550`))]);
    expect(lines.join("\n")).not.toContain("visitor@example.com");
    const [failed] = await db.select().from(outgoingMails).where(eq(outgoingMails.id, refused));
    expect(failed?.lastError).toContain("Recipient address rejected");
  });

  it("shares one database between two workers without sending a mail twice", async () => {
    const ids: number[] = [];
    for (let index = 0; index < 30; index += 1) ids.push(await insertMail({ subject: `Mail ${index}` }));
    const other = createDatabase(database.url, { max: 2 });
    cleanups.push(() => other.$client.end());
    const [first, second] = await Promise.all([
      worker({ batchSize: 3 }).drain(),
      worker({ batchSize: 3, db: other }).drain(),
    ]);
    expect((first ?? 0) + (second ?? 0)).toBe(30);
    expect(messageIds(smtp.messages).sort()).toEqual(ids.map((id) => `<outbox-${id}@agency.example>`).sort());
  });

  it("logs a database failure and keeps going", async () => {
    const broken = createDatabase(database.url, { max: 1 });
    await broken.$client.end();
    const lines: string[] = [];
    const outbox = worker({ db: broken, log: (line) => lines.push(line) });
    expect(await outbox.drain()).toBe(0);
    expect(await outbox.drain()).toBe(0);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines[0]).toMatch(/^outbox: /);
  });

  it("stops after the mail being sent, releasing the rest", async () => {
    await insertMail({ subject: "One" });
    await insertMail({ subject: "Two" });
    await insertMail({ subject: "Three" });
    // The first send waits at the gate: the test stops the worker while it is in flight.
    const { transport: slow, inFlight, open } = gatedTransport();
    const outbox = worker({ transport: slow });
    const draining = outbox.drain();
    await inFlight;
    let stopped = false;
    const stopping = outbox.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    open();
    await stopping;
    expect(await draining).toBe(1);
    expect(smtp.messages).toHaveLength(1);
    const after = await rows();
    expect(after.filter((row) => row.sentAt !== null)).toHaveLength(1);
    expect(after.every((row) => row.lockedUntil === null)).toBe(true);
    expect(await outbox.drain()).toBe(0);
    expect(await outboxStatus(db)).toEqual({ pending: 2, sent: 1, failed: 0 });
  });
});

describe("claims of workers that die or get stuck", () => {
  // The worker process starts in a second or two; the limit is for a machine too busy to start it.
  it("takes over at once the mails of a worker whose process was killed, and sends each once", {
    timeout: 60_000,
  }, async () => {
    const ids = [await insertMail({ subject: "One" }), await insertMail({ subject: "Two" }), await insertMail()];
    const child = await workerStuckInAChildProcess();
    const dead = await claimant(ids);
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;
    await untilClaimantGone(dead);
    // The hold has nearly two minutes to go: only the claimant's absence frees the mails.
    for (const seconds of await holdSeconds(ids)) expect(seconds).toBeGreaterThan(60);

    expect(await worker().drain()).toBe(3);
    expect(messageIds(smtp.messages).sort()).toEqual(ids.map((id) => `<outbox-${id}@agency.example>`).sort());
    expect(await outboxStatus(db)).toEqual({ pending: 0, sent: 3, failed: 0 });
    expect((await rows()).every((row) => row.claimedBy === null && row.lockedUntil === null)).toBe(true);
  });

  it("takes over at once the mails of a worker whose database session was ended", async () => {
    const ids = [await insertMail({ subject: "One" }), await insertMail({ subject: "Two" })];
    const own = createDatabase(database.url, { max: 2 });
    cleanups.push(() => own.$client.end());
    const lines: string[] = [];
    const { transport, inFlight, open } = gatedTransport();
    const cut = worker({ db: own, transport, log: (line) => lines.push(line) });
    const draining = cut.drain();
    await inFlight;
    const id = await claimant(ids);
    await db.execute(sql`select pg_terminate_backend(${await claimantBackend(id)})`);
    await untilClaimantGone(id);

    // The second mail was claimed by a worker that has no session any more: another takes it now.
    // The first one too: a worker whose session ended is treated as gone, whatever it still does.
    expect(await worker().drain()).toBe(2);
    open();
    // The cut worker finishes the send it was in (the one copy too many that this design allows,
    // with the same Message-ID), then finds it cannot record it, and stops the pass.
    expect(await draining).toBe(0);
    expect(lines.some((line) => line.startsWith("outbox: "))).toBe(true);
    const sentIds = messageIds(smtp.messages);
    expect(new Set(sentIds)).toEqual(new Set(ids.map((mail) => `<outbox-${mail}@agency.example>`)));
    expect(sentIds.filter((sent) => sent === `<outbox-${ids[1]}@agency.example>`)).toHaveLength(1);

    // The cut worker carries on with a session of its own.
    const later = await insertMail({ subject: "Later" });
    expect(await cut.drain()).toBe(1);
    expect(messageIds(smtp.messages).filter((sent) => sent === `<outbox-${later}@agency.example>`)).toHaveLength(1);
  });

  it("never takes over the mails of a live worker before their hold ends, nor sends one twice", async () => {
    const ids = [await insertMail({ subject: "One" }), await insertMail({ subject: "Two" }), await insertMail()];
    const busyDb = createDatabase(database.url, { max: 2 });
    cleanups.push(() => busyDb.$client.end());
    const { transport, inFlight, open } = gatedTransport();
    const busy = worker({ db: busyDb, transport });
    const draining = busy.drain();
    await inFlight;
    const id = await claimant(ids);

    const other = worker();
    expect(await other.drain()).toBe(0);
    expect(await claimant(ids)).toBe(id);

    // The busy worker is alive but stuck: once the holds of the mails it has not begun end, they
    // are taken over; the one it is sending keeps its hold.
    const rest = ids.slice(1);
    await db
      .update(outgoingMails)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(inArray(outgoingMails.id, rest));
    expect(await other.drain()).toBe(2);
    open();
    // It sends the one it began, then finds the others are no longer its own and leaves them.
    expect(await draining).toBe(1);
    expect(messageIds(smtp.messages).sort()).toEqual(ids.map((mail) => `<outbox-${mail}@agency.example>`).sort());
    expect(await outboxStatus(db)).toEqual({ pending: 0, sent: 3, failed: 0 });
  });
});

/** Counts of the outbox by state. */
async function outboxStatus(db: Database): Promise<{ pending: number; sent: number; failed: number }> {
  const m = outgoingMails;
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${m.sentAt} is null and ${m.failedAt} is null)`.mapWith(Number),
      sent: sql<number>`count(*) filter (where ${m.sentAt} is not null)`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${m.failedAt} is not null)`.mapWith(Number),
    })
    .from(m);
  return row ?? { pending: 0, sent: 0, failed: 0 };
}
