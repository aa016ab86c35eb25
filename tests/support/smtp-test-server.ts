// A real SMTP server on the loopback for tests: it keeps what it receives, can refuse the next
// messages with a chosen reply code, and can be stopped and started again on the same port to play
// an outage. Plus a small MIME reader, enough to check what the mail tests send.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  raw: string;
  envelope: { from: string | null; to: string[] };
}

export interface SmtpTestServer {
  port: number;
  url: string;
  messages: ReceivedMail[];
  /** Answers the next `count` messages with `code` (451: try later, 550: refused), and `message` if given. */
  failNext(count: number, code: number, message?: string): void;
  stop(): Promise<void>;
}

export async function startSmtpTestServer(options: { port?: number } = {}): Promise<SmtpTestServer> {
  const messages: ReceivedMail[] = [];
  let failures = 0;
  let failureCode = 451;
  let failureMessage: string | undefined;
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    // Stopping must not wait 30 s for a client that keeps its connection open.
    closeTimeout: 200,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (failures > 0) {
          failures -= 1;
          const error = Object.assign(
            new Error(failureMessage ?? (failureCode >= 500 ? "Refused by test" : "Try again later")),
            {
              responseCode: failureCode,
            },
          );
          return callback(error);
        }
        messages.push({
          raw: Buffer.concat(chunks).toString("utf8"),
          envelope: {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
          },
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  // A client may vanish mid-session: the reliability proof kills the app while it sends. The server
  // reports that as an error event, which would end the process that runs it without a listener.
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "ECONNRESET" && error.code !== "EPIPE") console.error(`[smtp test server] ${error.message}`);
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    failNext(count, code, message) {
      failures = count;
      failureCode = code;
      failureMessage = message;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface ParsedPart {
  headers: Map<string, string>;
  body: string;
}

/** Header names in lower case, folded lines joined; the body decoded from base64 or quoted-printable. */
export function parseMimePart(raw: string): ParsedPart {
  const normalized = raw.replace(/\r\n/g, "\n");
  const split = normalized.indexOf("\n\n");
  const head = split === -1 ? normalized : normalized.slice(0, split);
  const content = split === -1 ? "" : normalized.slice(split + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoding = headers.get("content-transfer-encoding")?.toLowerCase();
  let body = content;
  if (encoding === "base64") body = Buffer.from(content.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    body = Buffer.from(
      content
        .replace(/=\n/g, "")
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
      "latin1",
    ).toString("utf8");
  }
  return { headers, body };
}

/** The parts of a multipart message, nested multiparts flattened; a single part message is itself. */
export function mimeParts(raw: string): ParsedPart[] {
  const part = parseMimePart(raw);
  const boundary = /boundary="?([^";]+)"?/i.exec(part.headers.get("content-type") ?? "")?.[1];
  if (!boundary) return [part];
  const normalized = raw.replace(/\r\n/g, "\n");
  const sections = normalized.split(`--${boundary}`).slice(1, -1);
  return sections.flatMap((section) => mimeParts(section.replace(/^\n/, "")));
}
