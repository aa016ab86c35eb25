// The server's TLS clients check the certificate of what they reach: a CRM photo's https address
// (fetch), the mail server (nodemailer, with implicit TLS or STARTTLS) and PostgreSQL over TLS (pg).
// Each is pointed at a server on this machine that presents a self-signed certificate: the
// connection is refused, and nothing (a mail, a password) is sent over it.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import tls from "node:tls";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../../tests/support/throw-away-postgres.ts";
import { downloadPhoto } from "./catalog/import/photo-source.ts";
import { createDatabase } from "./db/client.ts";
import { createMailTransport } from "./mail/mail-transport.ts";

let dir = "";
let credentials: { key: Buffer; cert: Buffer };
const servers: net.Server[] = [];

beforeAll(() => {
  dir = makeTempDir("tls-clients-");
  const key = path.join(dir, "key.pem");
  const cert = path.join(dir, "cert.pem");
  execFileSync(
    "openssl",
    ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "2"].concat([
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1,DNS:localhost",
      "-keyout",
      key,
      "-out",
      cert,
    ]),
    { stdio: "pipe" },
  );
  credentials = { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  fs.rmSync(dir, { recursive: true, force: true });
});

/** What a server heard: TLS sessions its client completed, and the plain text it read. */
interface Heard {
  secured: number;
  plain: string;
}

async function listen(server: net.Server): Promise<number> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as net.AddressInfo).port;
}

/** Upgrades a plain socket to TLS as the server; counts the sessions the client accepts. */
function secure(socket: net.Socket, heard: Heard): void {
  const secured = new tls.TLSSocket(socket, { isServer: true, ...credentials });
  secured.on("secure", () => {
    heard.secured += 1;
  });
  secured.on("data", (chunk: Buffer) => {
    heard.plain += chunk.toString("latin1");
  });
  secured.on("error", () => {});
}

const mail = {
  messageId: "<tls-check@example.be>",
  from: { name: "Site", address: "site@example.be" },
  to: { name: "An", address: "an@example.be" },
  subject: "A lead",
  text: "Personal data that must not travel to an impostor.",
  headers: {},
  attachments: [],
};

describe("TLS clients refuse a certificate they cannot verify", () => {
  it("fetch: a CRM photo's https address", async () => {
    const heard: Heard = { secured: 0, plain: "" };
    const port = await listen(net.createServer((socket) => secure(socket, heard)));
    const refused = await downloadPhoto(`https://127.0.0.1:${port}/photo.jpg`).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Error);
    expect(String((refused as Error).cause ?? refused)).toMatch(/self[- ]signed|certificate/i);
    expect(heard.plain).not.toContain("GET /photo.jpg");
  });

  it("nodemailer: a mail server with implicit TLS (smtps)", async () => {
    const heard: Heard = { secured: 0, plain: "" };
    const port = await listen(net.createServer((socket) => secure(socket, heard)));
    const transport = createMailTransport({ smtpUrl: `smtps://127.0.0.1:${port}`, dataDir: dir, timeoutMs: 20_000 });
    const refused = await transport.send(mail).catch((error: unknown) => error);
    transport.close();
    expect(String(refused)).toMatch(/self[- ]signed|certificate/i);
    expect(heard.plain).not.toMatch(/MAIL FROM|Personal data/);
  });

  it("nodemailer: a mail server offering STARTTLS", async () => {
    const heard: Heard = { secured: 0, plain: "" };
    const port = await listen(
      net.createServer((socket) => {
        socket.write("220 mail.example ESMTP\r\n");
        socket.on("error", () => {});
        socket.on("data", function command(chunk: Buffer) {
          const line = chunk.toString("latin1");
          heard.plain += line;
          if (/^EHLO/i.test(line)) socket.write("250-mail.example\r\n250 STARTTLS\r\n");
          else if (/^STARTTLS/i.test(line)) {
            socket.off("data", command);
            socket.write("220 go ahead\r\n", () => secure(socket, heard));
          } else socket.write("250 ok\r\n");
        });
      }),
    );
    const transport = createMailTransport({ smtpUrl: `smtp://127.0.0.1:${port}`, dataDir: dir, timeoutMs: 20_000 });
    const refused = await transport.send(mail).catch((error: unknown) => error);
    transport.close();
    expect(heard.plain).toMatch(/STARTTLS/);
    expect(String(refused)).toMatch(/self[- ]signed|certificate/i);
    expect(heard.plain).not.toMatch(/MAIL FROM|Personal data/);
  });

  it("pg: PostgreSQL asked for TLS (sslmode=require)", async () => {
    const heard: Heard = { secured: 0, plain: "" };
    const port = await listen(
      net.createServer((socket) => {
        socket.on("error", () => {});
        // The client's SSLRequest (8 bytes): "S", TLS is on; then the handshake.
        socket.once("data", () => socket.write("S", () => secure(socket, heard)));
      }),
    );
    const db = createDatabase(`postgres://site:a-secret-password@127.0.0.1:${port}/site?sslmode=require`, { max: 1 });
    const refused = await db.$client.query("select 1").catch((error: unknown) => error);
    await db.$client.end();
    expect(String(refused)).toMatch(/self[- ]signed|certificate/i);
    expect(heard.secured).toBe(0);
    expect(heard.plain).not.toContain("site");
  });
});
