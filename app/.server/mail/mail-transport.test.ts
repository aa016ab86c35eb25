// The transport against a real SMTP server, and the .eml files written when there is none.
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  mimeParts,
  parseMimePart,
  type SmtpTestServer,
  startSmtpTestServer,
} from "../../../tests/support/smtp-test-server.ts";
import { createMailTransport, isPermanentMailError, type OutgoingMessage } from "./mail-transport.ts";

let smtp: SmtpTestServer;
let dataDir: string;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  dataDir = await mkdtemp(path.join(tmpdir(), "mail-transport-"));
});

afterAll(async () => {
  await smtp?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

function message(overrides: Partial<OutgoingMessage> = {}): OutgoingMessage {
  return {
    messageId: "<outbox-7@agency.example>",
    from: { name: "Agency", address: "info@agency.example" },
    to: { name: "Visitor", address: "visitor@example.com" },
    replyTo: { name: "Agent", address: "agent@agency.example" },
    subject: "Your visit",
    text: "See you on Monday.",
    headers: { "List-Unsubscribe": "<https://agency.example/unsubscribe/abc>" },
    attachments: [{ filename: "visit.ics", contentType: "text/calendar", content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR" }],
    ...overrides,
  };
}

describe("createMailTransport over SMTP", () => {
  it("keeps a line break in a subject or a name from adding a header or a recipient", async () => {
    const transport = createMailTransport({ smtpUrl: smtp.url, dataDir });
    try {
      await transport.send(
        message({
          messageId: "<outbox-8@agency.example>",
          subject: "Hello\r\nBcc: victim@example.com",
          to: { name: "Eve\r\nBcc: victim@example.com", address: "visitor@example.com" },
          headers: { "X-Note": "a\r\nBcc: victim@example.com" },
        }),
      );
    } finally {
      transport.close();
    }
    const received = smtp.messages.find((mail) => mail.raw.includes("outbox-8@agency.example"));
    expect(received?.envelope.to).toEqual(["visitor@example.com"]);
    const head = received?.raw.split("\r\n\r\n")[0] ?? "";
    expect(head).not.toMatch(/^bcc:/im);
    expect(parseMimePart(received?.raw ?? "").headers.has("bcc")).toBe(false);
  });

  it("refuses an address that is not one address, for good", async () => {
    const transport = createMailTransport({ smtpUrl: smtp.url, dataDir });
    try {
      const badAddress = { name: "x", address: "visitor@example.com>\r\nBcc: victim@example.com" };
      await expect(transport.send(message({ to: badAddress })).catch(isPermanentMailError)).resolves.toBe(true);
      await expect(
        transport.send(message({ headers: { Bcc: "victim@example.com" } })).catch(isPermanentMailError),
      ).resolves.toBe(true);
    } finally {
      transport.close();
    }
    expect(smtp.messages.some((mail) => mail.envelope.to.includes("victim@example.com"))).toBe(false);
  });

  it("tells refusals from transient failures", async () => {
    const transport = createMailTransport({ smtpUrl: smtp.url, dataDir });
    try {
      smtp.failNext(1, 550);
      const refused = await transport.send(message()).catch((error: unknown) => error);
      expect(isPermanentMailError(refused)).toBe(true);
      smtp.failNext(1, 451);
      const later = await transport.send(message()).catch((error: unknown) => error);
      expect(later).toBeInstanceOf(Error);
      expect(isPermanentMailError(later)).toBe(false);
    } finally {
      transport.close();
    }
    const nobody = createMailTransport({ smtpUrl: "smtp://127.0.0.1:1", dataDir, timeoutMs: 2_000 });
    const refusedConnection = await nobody.send(message()).catch((error: unknown) => error);
    expect(refusedConnection).toBeInstanceOf(Error);
    expect(isPermanentMailError(refusedConnection)).toBe(false);
    expect(isPermanentMailError({ responseCode: 421 })).toBe(false);
    expect(isPermanentMailError({ code: "EAUTH", responseCode: 535 })).toBe(false);
  });

  it("describes the server without its credentials", () => {
    const transport = createMailTransport({ smtpUrl: "smtp://user:secret@mail.example:587", dataDir });
    expect(transport.describe).toBe("smtp://mail.example:587");
    expect(transport.describe).not.toContain("secret");
    transport.close();
  });
});

describe("createMailTransport without SMTP", () => {
  it("writes each mail as a whole .eml file under the data folder's mail/", async () => {
    const transport = createMailTransport({ dataDir });
    await transport.send(message());
    await transport.send(message({ messageId: "<outbox-9@agency.example>", subject: "Second" }));
    const folder = path.join(dataDir, "mail");
    const files = (await readdir(folder)).sort();
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.endsWith(".eml"))).toBe(true);
    expect(files[0]).toContain("outbox-7@agency.example");
    expect(files[1]).toContain("outbox-9@agency.example");

    const raw = await readFile(path.join(folder, files[0] ?? ""), "utf8");
    const { headers } = parseMimePart(raw);
    expect(headers.get("message-id")).toBe("<outbox-7@agency.example>");
    expect(headers.get("from")).toBe("Agency <info@agency.example>");
    expect(headers.get("to")).toBe("Visitor <visitor@example.com>");
    expect(headers.get("reply-to")).toBe("Agent <agent@agency.example>");
    expect(headers.get("subject")).toBe("Your visit");
    expect(headers.get("list-unsubscribe")).toBe("<https://agency.example/unsubscribe/abc>");
    const parts = mimeParts(raw);
    expect(parts.some((part) => part.body.trim() === "See you on Monday.")).toBe(true);
    const calendar = parts.find((part) => part.headers.get("content-type")?.startsWith("text/calendar"));
    expect(calendar?.body).toContain("BEGIN:VCALENDAR");
  });

  it("keeps the mails (names, addresses, messages) for the server's user alone: files 0600 in a folder 0700", async () => {
    const own = await mkdtemp(path.join(tmpdir(), "mail-modes-"));
    try {
      // A folder left open by an older version is closed too.
      await mkdir(path.join(own, "mail"), { mode: 0o755 });
      await chmod(path.join(own, "mail"), 0o755);
      await createMailTransport({ dataDir: own }).send(message());
      const folder = path.join(own, "mail");
      const [file] = await readdir(folder);
      expect(((await stat(folder)).mode & 0o777).toString(8)).toBe("700");
      expect(((await stat(path.join(folder, file ?? ""))).mode & 0o777).toString(8)).toBe("600");
    } finally {
      await rm(own, { recursive: true, force: true });
    }
  });
});
