// One HTTP request written byte for byte over a socket: the request line, the Host header (or its
// absence) and the body are the test's, where fetch and node:http would correct or refuse them.
import net from "node:net";

export interface RawAnswer {
  status: number;
  /** Header names in lower case. */
  headers: Map<string, string>;
  body: string;
}

/**
 * Sends `request` as written (lines ending in \r\n) and reads the answer until the server closes the
 * connection: ask for that with "Connection: close" or HTTP/1.0. The socket is not half-closed
 * first, since Node's server drops a request whose client has ended its side.
 */
export function rawHttp(port: number, request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => resolve(parseAnswer(Buffer.concat(chunks).toString("utf8"))));
    socket.write(request);
  });
}

function parseAnswer(text: string): RawAnswer {
  const split = text.indexOf("\r\n\r\n");
  const [statusLine = "", ...lines] = (split === -1 ? text : text.slice(0, split)).split("\r\n");
  const headers = new Map<string, string>();
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const body = split === -1 ? "" : text.slice(split + 4);
  return {
    status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0),
    headers,
    body: headers.get("transfer-encoding") === "chunked" ? unchunked(body) : body,
  };
}

function unchunked(body: string): string {
  let rest = body;
  let text = "";
  for (;;) {
    const lineEnd = rest.indexOf("\r\n");
    const size = Number.parseInt(rest.slice(0, lineEnd), 16);
    if (lineEnd === -1 || !(size > 0)) return text;
    text += rest.slice(lineEnd + 2, lineEnd + 2 + size);
    rest = rest.slice(lineEnd + 2 + size + 2);
  }
}
