// An idle keep-alive connection stays open longer than the usual proxy's idle timeout (60 s), so a
// proxy, a load balancer or a client that reuses it after a pause gets an answer, not a reset. With
// Node's default of 5 s, a connection reused after a pause of that order was sometimes reset.
import net from "node:net";
import { expect, test } from "./fixtures.ts";

/** Reads one answer with a Content-Length from the socket; the status line. */
function answerOn(socket: net.Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = "";
    const onData = (chunk: Buffer) => {
      text += chunk.toString("latin1");
      const end = text.indexOf("\r\n\r\n");
      const length = Number(/content-length: *(\d+)/i.exec(text)?.[1] ?? Number.NaN);
      if (end !== -1 && text.length >= end + 4 + length) {
        socket.off("data", onData);
        resolve(text.slice(0, text.indexOf("\r\n")));
      }
    };
    socket.on("data", onData);
    socket.once("error", reject);
    socket.once("close", () => reject(new Error(`closed by the server after: ${JSON.stringify(text.slice(0, 80))}`)));
  });
}

test("a keep-alive connection left idle for longer than Node's default still answers", async ({ baseURL }) => {
  const { hostname, port } = new URL(baseURL ?? "");
  const socket = net.connect(Number(port), hostname);
  const ask = () => socket.write(`GET /healthz HTTP/1.1\r\nHost: ${hostname}:${port}\r\n\r\n`);
  try {
    ask();
    expect(await answerOn(socket)).toBe("HTTP/1.1 200 OK");
    // Longer than Node's default keep-alive (5 s): a lower bound, whatever the machine's speed.
    await new Promise((resolve) => setTimeout(resolve, 7_000));
    expect(socket.destroyed).toBe(false);
    ask();
    expect(await answerOn(socket)).toBe("HTTP/1.1 200 OK");
  } finally {
    socket.destroy();
  }
});
