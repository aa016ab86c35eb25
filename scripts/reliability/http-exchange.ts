// One HTTP exchange over a plain socket: the request's bytes go out exactly as given (any method, any
// request target, a missing or broken Host, HTTP/1.0, absolute form), and the answer is read to its
// end. fetch() would refuse TRACE, resolve "..", turn "\" into "/" and always add a Host.

import net from "node:net";

export interface ExchangeResult {
  /** The answer's status; undefined when none came. */
  status?: number;
  /** Why the exchange failed: no answer, a timeout, or an answer cut off before its end. */
  error?: string;
}

const HEAD_LIMIT = 64 * 1024;

interface Head {
  status: number;
  contentLength?: number;
  chunked: boolean;
}

function parseHead(head: string): Head | undefined {
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1];
  if (!status) return undefined;
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1];
  return {
    status: Number(status),
    ...(length === undefined ? {} : { contentLength: Number(length) }),
    chunked: /\r\ntransfer-encoding:[^\r]*chunked/i.test(head),
  };
}

/** Whether the body that came is all of it; `bodyless` for HEAD and statuses that carry none. */
function complete(head: Head, bodyBytes: number, tail: string, bodyless: boolean): boolean {
  if (bodyless || head.status === 204 || head.status === 304) return true;
  if (head.chunked) return tail.endsWith("0\r\n\r\n");
  if (head.contentLength !== undefined) return bodyBytes >= head.contentLength;
  return true;
}

/**
 * Sends `request` to 127.0.0.1:`port` and reads the answer until the server closes the connection
 * (requests carry `Connection: close`, or are HTTP/1.0). `head` says the answer has no body.
 */
export function exchange(
  port: number,
  request: string | Buffer,
  options: { head?: boolean; timeoutMs?: number } = {},
): Promise<ExchangeResult> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    let received = Buffer.alloc(0);
    let head: Head | undefined;
    let bodyBytes = 0;
    let tail = "";
    let settled = false;
    const finish = (result: ExchangeResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    };
    const timer = setTimeout(
      () => finish({ ...(head ? { status: head.status } : {}), error: "timeout" }),
      options.timeoutMs ?? 15_000,
    );
    socket.on("connect", () => socket.write(request));
    socket.on("data", (chunk: Buffer) => {
      if (head) {
        bodyBytes += chunk.length;
        tail = (tail + chunk.subarray(-5).toString("latin1")).slice(-5);
        return;
      }
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf("\r\n\r\n");
      if (end < 0) {
        if (received.length > HEAD_LIMIT) finish({ error: "answer head over 64 KB" });
        return;
      }
      head = parseHead(received.subarray(0, end).toString("latin1"));
      if (!head) return finish({ error: `not an HTTP answer: ${JSON.stringify(received.subarray(0, 40).toString())}` });
      const body = received.subarray(end + 4);
      bodyBytes = body.length;
      tail = body.subarray(-5).toString("latin1");
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      // A server may close as soon as it has answered (a refused body): only an answer that is
      // missing or incomplete is a failure.
      if (head && complete(head, bodyBytes, tail, options.head === true)) return finish({ status: head.status });
      finish({ ...(head ? { status: head.status } : {}), error: error.code ?? error.message });
    });
    socket.on("close", () => {
      if (!head) return finish({ error: received.length > 0 ? "answer cut off in its head" : "no answer" });
      if (!complete(head, bodyBytes, tail, options.head === true)) {
        return finish({ status: head.status, error: "answer cut off" });
      }
      finish({ status: head.status });
    });
  });
}

export interface RawRequest {
  method: string;
  /** The request target as sent: a path and query, "*", or an absolute URL. */
  target: string;
  /** Header lines after the request line; Host, Connection and Content-Length are added unless given. */
  headers?: [string, string][];
  body?: Buffer | string;
}

/** The bytes of an HTTP/1.1 request to the server on 127.0.0.1:`port`, closing the connection after it. */
export function requestBytes(port: number, request: RawRequest): Buffer {
  const body = typeof request.body === "string" ? Buffer.from(request.body) : request.body;
  const headers = [...(request.headers ?? [])];
  const has = (name: string) => headers.some(([given]) => given.toLowerCase() === name);
  if (!has("host")) headers.unshift(["Host", `127.0.0.1:${port}`]);
  if (!has("connection")) headers.push(["Connection", "close"]);
  if (body && !has("content-length") && !has("transfer-encoding"))
    headers.push(["Content-Length", String(body.length)]);
  const head = `${request.method} ${request.target} HTTP/1.1\r\n${headers.map(([name, value]) => `${name}: ${value}\r\n`).join("")}\r\n`;
  return Buffer.concat([Buffer.from(head, "latin1"), body ?? Buffer.alloc(0)]);
}
