import net from "node:net";
import nodemailer from "nodemailer";
import { afterEach, expect, test } from "vitest";
import { type SmtpTestServer, startSmtpTestServer } from "./smtp-test-server.ts";

let server: SmtpTestServer | undefined;
afterEach(async () => {
  await server?.stop();
});

test("a client cut off mid-session (a killed sender) leaves the server running and receiving", async () => {
  server = await startSmtpTestServer();
  const port = server.port;
  const socket = net.connect(port, "127.0.0.1");
  await new Promise<void>((resolve) => socket.once("data", () => resolve())); // the greeting
  socket.write("EHLO killed.example\r\nMAIL FROM:<a@example.be>\r\n");
  await new Promise<void>((resolve) => socket.once("data", () => resolve()));
  socket.resetAndDestroy(); // a TCP reset, as when the sending process is killed
  await new Promise((resolve) => setTimeout(resolve, 100));

  const transport = nodemailer.createTransport({ host: "127.0.0.1", port, secure: false, ignoreTLS: true });
  await transport.sendMail({ from: "a@example.be", to: "b@example.be", subject: "after", text: "still here" });
  expect(server.messages).toHaveLength(1);
});
