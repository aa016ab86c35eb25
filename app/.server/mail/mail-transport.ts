// Sends one fully composed outbox mail: over SMTP when a server is configured, otherwise as an .eml
// file under the data folder, so a site without SMTP still keeps every mail it owes (and a
// developer can read them). Both paths build the message with the same composer.
import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type SendMailOptions } from "nodemailer";
import type { MailAddress, MailAttachment } from "../db/lead-schema.ts";
import { writeFileAtomically } from "../write-file-atomically.ts";

export interface OutgoingMessage {
  messageId: string;
  from: MailAddress;
  to: MailAddress;
  replyTo?: MailAddress | null;
  subject: string;
  text: string;
  headers: Record<string, string>;
  attachments: MailAttachment[];
}

export interface MailTransport {
  send(message: OutgoingMessage): Promise<void>;
  close(): void;
  /** Where the mail goes, without credentials: for start-up logs. */
  describe: string;
}

/** A message that no retry can fix (a malformed address or header): the worker marks it failed. */
export class InvalidMessageError extends Error {
  readonly permanent = true;
}

// The composer sets these itself from the message's fields; a custom header must not add a second
// recipient list or sender behind their back.
const RESERVED_HEADERS = new Set([
  "from",
  "to",
  "cc",
  "bcc",
  "reply-to",
  "sender",
  "subject",
  "message-id",
  "date",
  "mime-version",
  "content-type",
  "content-transfer-encoding",
]);
const HEADER_NAME = /^[A-Za-z0-9][A-Za-z0-9-]*$/;
// An address is one token: no spaces, no line breaks, no angle brackets, no commas (no second address).
const ADDRESS = /^[^\s<>,;"@]+@[^\s<>,;"@]+$/;

/** Line breaks become spaces: a value from a form can never start a header of its own. */
function oneLine(value: string): string {
  return value.replace(/[\r\n\u2028\u2029]+/g, " ").trim();
}

function address(value: MailAddress, field: string): { name: string; address: string } {
  if (!ADDRESS.test(value.address)) throw new InvalidMessageError(`invalid ${field} address`);
  return { name: oneLine(value.name), address: value.address };
}

function composeOptions(message: OutgoingMessage): SendMailOptions {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(message.headers)) {
    if (!HEADER_NAME.test(name) || RESERVED_HEADERS.has(name.toLowerCase())) {
      throw new InvalidMessageError(`header not allowed: ${oneLine(name).slice(0, 60)}`);
    }
    headers[name] = oneLine(value);
  }
  return {
    messageId: message.messageId,
    // Objects, never "Name <address>" strings: nothing in a name is ever parsed as an address.
    from: address(message.from, "from"),
    to: address(message.to, "to"),
    ...(message.replyTo ? { replyTo: address(message.replyTo, "reply-to") } : {}),
    subject: oneLine(message.subject),
    text: message.text,
    headers,
    attachments: message.attachments.map((attachment) => ({
      filename: oneLine(attachment.filename),
      contentType: oneLine(attachment.contentType),
      content: attachment.content,
    })),
    // Nothing in the outbox may reach into the file system or the network.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

/** A timestamp that sorts as text: files list in the order the mails were written. */
function sortableTimestamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, "").replace(".", "-");
}

/** When a mail file was written, read back from its name; undefined for a name this transport never gives. */
function writtenAt(name: string): Date | undefined {
  const match = /^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)-(\d{3})Z-/.exec(name);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second, ms] = match;
  return new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}.${ms}Z`);
}

function fileSafe(value: string): string {
  return value.replace(/[^A-Za-z0-9._@-]+/g, "_").slice(0, 120);
}

function describeSmtp(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    return `${url.protocol}//${url.hostname}${url.port ? `:${url.port}` : ""}`;
  } catch {
    return "smtp";
  }
}

export function createMailTransport(options: {
  smtpUrl?: string | undefined;
  dataDir: string;
  timeoutMs?: number;
}): MailTransport {
  const timeoutMs = options.timeoutMs ?? 10_000;
  if (options.smtpUrl) {
    // One connection per mail: the outbox is small, and a fresh connection survives server restarts.
    const smtp = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
      dnsTimeout: timeoutMs,
    });
    return {
      describe: describeSmtp(options.smtpUrl),
      async send(message) {
        await smtp.sendMail(composeOptions(message));
      },
      close() {
        smtp.close();
      },
    };
  }

  const folder = mailFilesDir(options.dataDir);
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    describe: `files in ${folder}`,
    async send(message) {
      const info = await composer.sendMail(composeOptions(message));
      const content = Buffer.isBuffer(info.message) ? info.message : await bufferOf(info.message);
      const name = `${sortableTimestamp(new Date())}-${fileSafe(message.messageId.replace(/[<>]/g, ""))}.eml`;
      // Names, addresses and messages: readable by the server's own user alone.
      await writeFileAtomically(path.join(folder, name), content, "private");
    },
    close() {},
  };
}

/** Where mails are written as files when no SMTP server is set. */
export function mailFilesDir(dataDir: string): string {
  return path.join(dataDir, "mail");
}

/**
 * A mail file as text to search: quoted-printable soft line breaks joined and its escapes decoded,
 * and every base64 block decoded beside it, so an address or a name is found however the composer
 * encoded the part that holds it.
 */
export function searchableMailText(raw: Buffer): string {
  const text = raw.toString("latin1");
  const quotedPrintable = Buffer.from(
    text
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");
  const decoded = [
    ...text.matchAll(/(?:^[A-Za-z0-9+/]{4,}={0,2}\r?\n){2,}|(?<=\?[Bb]\?)[A-Za-z0-9+/]+={0,2}(?=\?=)/gm),
  ].map(([block]) => Buffer.from(block.replace(/\s+/g, ""), "base64").toString("utf8"));
  return [quotedPrintable, ...decoded].join("\n");
}

export interface MailFileSelection {
  /** Outbox mails by id: the worker gives each the Message-ID `<outbox-<id>@domain>` (outbox-worker.ts), which names its file. */
  outboxIds?: readonly number[];
  /** Files whose text (searchableMailText) this finds, an erased person's address for one. */
  mentioning?: (text: string) => boolean;
  /** Files written before this moment (the retention period). */
  writtenBefore?: Date;
}

/**
 * Deletes the mail files (`DATA_DIR/mail/*.eml`, written when no SMTP server is set) that any part
 * of the selection picks; returns how many went. A mail sent over SMTP left no file here: its copies
 * are in the mailboxes it reached.
 */
export async function removeMailFiles(dataDir: string, selection: MailFileSelection): Promise<number> {
  const folder = mailFilesDir(dataDir);
  const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith(".eml"));
  const ids = new Set(selection.outboxIds ?? []);
  let removed = 0;
  for (const name of names) {
    const id = /-outbox-(\d+)@/.exec(name)?.[1];
    const written = writtenAt(name);
    let chosen =
      (id !== undefined && ids.has(Number(id))) ||
      (selection.writtenBefore !== undefined && written !== undefined && written < selection.writtenBefore);
    if (!chosen && selection.mentioning) {
      const raw = await readFile(path.join(folder, name)).catch(() => undefined);
      chosen = raw !== undefined && selection.mentioning(searchableMailText(raw));
    }
    if (chosen) {
      await rm(path.join(folder, name), { force: true });
      removed++;
    }
  }
  return removed;
}

async function bufferOf(stream: AsyncIterable<Buffer | string>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

// Errors about the session rather than the message (bad credentials, TLS, configuration): the
// agency fixes the settings and the waiting mails still go out.
const SESSION_ERRORS = new Set(["EAUTH", "ENOAUTH", "EOAUTH2", "ETLS", "EREQUIRETLS", "ECONFIG", "EPROXY"]);

/**
 * True when sending the same message again would be refused again: an SMTP 5xx reply (503, bad
 * sequence of commands, is a session state problem, not a refusal) or a malformed message.
 * Connection errors, timeouts and 4xx replies are worth a retry.
 */
export function isPermanentMailError(error: unknown): boolean {
  if (error instanceof InvalidMessageError) return true;
  if (typeof error !== "object" || error === null) return false;
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  if (typeof code === "string" && SESSION_ERRORS.has(code)) return false;
  if (typeof responseCode !== "number") return false;
  return responseCode >= 500 && responseCode < 600 && responseCode !== 503;
}
