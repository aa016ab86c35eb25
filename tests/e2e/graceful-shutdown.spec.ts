// Issue 2, point 1: graceful shutdown. A server of its own with its embedded PostgreSQL (no
// DATABASE_URL): on SIGTERM or SIGINT it stops accepting, lets the request in flight finish,
// drops idle connections, stops PostgreSQL and exits 0 within 10 seconds.
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { type RunningServer, startServer } from "../support/start-server.ts";
import { makeTempDir } from "../support/throw-away-postgres.ts";
import { expect, test } from "./fixtures.ts";

test.use({ axe: false });
test.setTimeout(120_000);

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return !/\) Z /.test(fs.readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
}

function connect(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => resolve(socket));
    socket.once("error", reject);
  });
}

/** Everything the server sends until it closes the connection (or a complete response arrives). */
function readResponse(socket: net.Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = "";
    socket.on("data", (chunk) => {
      received += chunk.toString();
      const [head = "", body = ""] = received.split("\r\n\r\n");
      const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? Number.NaN);
      if (Buffer.byteLength(body) >= length) resolve(received);
    });
    socket.once("end", () => resolve(received));
    socket.once("error", reject);
  });
}

let dataDir: string;
let server: RunningServer | undefined;

test.beforeEach(async () => {
  dataDir = makeTempDir("e2e-shutdown-");
  // The seed is not needed to prove the shutdown; /healthz still goes through the database.
  server = await startServer({ dataDir, env: { SEED_DEMO: "0" } });
});

test.afterEach(async () => {
  await server?.stop("SIGKILL").catch(() => {});
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test("SIGTERM: the request in flight completes, new connections are refused, PostgreSQL stops, exit 0 within 10 s", async () => {
  const running = server as RunningServer;
  const pidFile = path.join(dataDir, "postgres", "postmaster.pid");
  const postgresPid = Number(fs.readFileSync(pidFile, "utf8").split("\n")[0]);
  expect(alive(postgresPid)).toBe(true);

  // An idle keep-alive connection must not hold the shutdown up.
  const idle = await connect(running.port);
  idle.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
  expect(await readResponse(idle)).toMatch(/^HTTP\/1\.1 200/);

  // A request in flight: its head has begun to arrive when the signal comes.
  const inFlight = await connect(running.port);
  inFlight.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n");
  await new Promise((resolve) => setTimeout(resolve, 200));

  const stopped = running.stop("SIGTERM", 10_000);
  await running.waitForOutput(/SIGTERM: stopping/);
  // The log line comes just before the listener closes: a connection in that instant is reset.
  await expect
    .poll(
      () =>
        connect(running.port).then(
          (socket) => {
            socket.destroy();
            return "accepted";
          },
          (error: Error) => error.message,
        ),
      { message: "no new connections once stopping", timeout: 2_000, intervals: [50] },
    )
    .toMatch(/ECONNREFUSED/);

  const response = readResponse(inFlight);
  inFlight.write("\r\n");
  const answer = await response;
  expect(answer).toMatch(/^HTTP\/1\.1 200/);
  expect(answer).toContain('{"status":"ok"}');

  const exit = await stopped;
  expect(exit.code).toBe(0);
  expect(exit.ms).toBeLessThan(10_000);
  expect(alive(postgresPid), "the embedded PostgreSQL is stopped").toBe(false);
  expect(fs.existsSync(pidFile)).toBe(false);
  test.info().annotations.push({ type: "shutdown", description: `${exit.ms} ms` });
});

test("SIGINT (Ctrl+C) stops it the same way", async () => {
  const running = server as RunningServer;
  const pidFile = path.join(dataDir, "postgres", "postmaster.pid");
  const postgresPid = Number(fs.readFileSync(pidFile, "utf8").split("\n")[0]);
  const exit = await running.stop("SIGINT", 10_000);
  expect(exit.code).toBe(0);
  expect(running.output()).toMatch(/SIGINT: stopping[\s\S]*stopped/);
  expect(alive(postgresPid)).toBe(false);
});
