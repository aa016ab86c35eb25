// An outbox worker in a process of its own, for outbox-worker.test.ts to kill while it sends:
//   node outbox-worker-child.ts <database url> <smtp url>
// Its mail server may never answer: the send then waits (the timeout is an hour) until the kill.
import { createDatabase } from "../db/client.ts";
import { createMailTransport } from "./mail-transport.ts";
import { startOutboxWorker } from "./outbox-worker.ts";

const [databaseUrl, smtpUrl] = process.argv.slice(2);
if (!databaseUrl || !smtpUrl) throw new Error("usage: outbox-worker-child.ts <database url> <smtp url>");

const outbox = startOutboxWorker({
  db: createDatabase(databaseUrl, { max: 2 }),
  transport: createMailTransport({ smtpUrl, dataDir: "unused", timeoutMs: 3_600_000 }),
  from: async () => ({ name: "Agency", address: "info@agency.example" }),
  retryBaseMs: 50,
  pollMs: 3_600_000,
  log: (line) => console.error(line),
});
// The worker's own timer does not keep a process alive: a pass now does, with its connections.
void outbox.drain();
