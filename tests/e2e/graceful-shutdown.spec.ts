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

/** Longer than the server's own 10 s limit: a guard against a hang, never a race with that limit. */
const STOP_GUARD_MS = 30_000;

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

// Each test stops its server: each gets a fresh one, started in a hook with a time of its own (the
// embedded PostgreSQL is created first), so a test's time is only the shutdown it checks.
async function startOwnServer(): Promise<void> {
  test.setTimeout(180_000);
  dataDir = makeTempDir("e2e-shutdown-");
  // The seed is not needed to prove the shutdown; /healthz still goes through the database.
  server = await startServer({ dataDir, env: { SEED_DEMO: "0" } });
}

async function removeOwnServer(): Promise<void> {
  await server?.stop("SIGKILL").catch(() => {});
  fs.rmSync(dataDir, { recursive: true, force: true });
}

test.describe("on SIGTERM", () => {
  test.beforeAll(startOwnServer);
  test.afterAll(removeOwnServer);

  test("SIGTERM: the request in flight completes, new connections are refused, PostgreSQL stops, exit 0 within 10 s", async () => {
    const running = server as RunningServer;
    const pidFile = path.join(dataDir, "postgres", "postmaster.pid");
    const postgresPid = Number(fs.readFileSync(pidFile, "utf8").split("\n")[0]);
    expect(alive(postgresPid)).toBe(true);

    // An idle keep-alive connection must not hold the shutdown up.
    const idle = await connect(running.port);
    idle.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    expect(await readResponse(idle)).toMatch(/^HTTP\/1\.1 200/);

    // A request in flight: its head has begun to arrive when the signal comes. The server accepts
    // connections in order and reads what is waiting on them in one pass, so once a request on a
    // connection opened after this one is answered, it has taken this one's first bytes in too.
    const inFlight = await connect(running.port);
    inFlight.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    const later = await connect(running.port);
    later.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
    expect(await readResponse(later)).toMatch(/^HTTP\/1\.1 200/);
    later.destroy();

    // The server holds itself to 10 s (then it exits 1); the test's limit is only a guard against a
    // hang, longer than the server's, so that the two never race.
    const stopped = running.stop("SIGTERM", STOP_GUARD_MS);
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
        { message: "no new connections once stopping", intervals: [50] },
      )
      .toMatch(/ECONNREFUSED/);

    const response = readResponse(inFlight);
    inFlight.write("\r\n");
    const answer = await response;
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain('{"status":"ok"}');

    const exit = await stopped;
    // Exit code 0: the server finished before its own 10 s limit, which would have exited 1.
    expect(exit.code).toBe(0);
    expect(alive(postgresPid), "the embedded PostgreSQL is stopped").toBe(false);
    expect(fs.existsSync(pidFile)).toBe(false);
    test.info().annotations.push({ type: "shutdown", description: `${exit.ms} ms` });
  });
});

test.describe("on SIGINT", () => {
  test.beforeAll(startOwnServer);
  test.afterAll(removeOwnServer);

  test("SIGINT (Ctrl+C) stops it the same way", async () => {
    const running = server as RunningServer;
    const pidFile = path.join(dataDir, "postgres", "postmaster.pid");
    const postgresPid = Number(fs.readFileSync(pidFile, "utf8").split("\n")[0]);
    const exit = await running.stop("SIGINT", STOP_GUARD_MS);
    expect(exit.code).toBe(0);
    expect(running.output()).toMatch(/SIGINT: stopping[\s\S]*stopped/);
    expect(alive(postgresPid)).toBe(false);
  });
});
