import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exchange, requestBytes } from "./http-exchange.ts";

// A server that answers each request target with the bytes listed here, then closes: whole answers,
// answers cut off, and no answer at all.
const ANSWERS: Record<string, string> = {
  "/length": "HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nhello",
  "/length-cut": "HTTP/1.1 200 OK\r\nContent-Length: 50\r\n\r\nhello",
  "/chunked": "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n",
  "/chunked-cut": "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n",
  "/until-close": "HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\nno such page",
  "/error": "HTTP/1.1 500 Internal Server Error\r\nContent-Length: 0\r\n\r\n",
  "/head": "HTTP/1.1 200 OK\r\nContent-Length: 99\r\n\r\n",
  "/nothing": "",
  "/not-http": "SSH-2.0-OpenSSH\r\n\r\n",
};

let server: net.Server;
let port: number;
const received: string[] = [];

beforeAll(async () => {
  server = net.createServer((socket) => {
    let text = "";
    socket.on("data", (chunk: Buffer) => {
      text += chunk.toString("latin1");
      if (!text.includes("\r\n\r\n")) return;
      received.push(text);
      const target = text.split(" ")[1] ?? "";
      socket.end(ANSWERS[target] ?? "HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as net.AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const ask = (target: string, method = "GET") =>
  exchange(port, requestBytes(port, { method, target }), { head: method === "HEAD" });

describe("exchange", () => {
  it("reads an answer to its end, whether its length is given, chunked or up to the close", async () => {
    expect(await ask("/length")).toEqual({ status: 200 });
    expect(await ask("/chunked")).toEqual({ status: 200 });
    expect(await ask("/until-close")).toEqual({ status: 404 });
    expect(await ask("/error")).toEqual({ status: 500 });
  });

  it("tells an answer cut off before its end from a whole one", async () => {
    expect(await ask("/length-cut")).toEqual({ status: 200, error: "answer cut off" });
    expect(await ask("/chunked-cut")).toEqual({ status: 200, error: "answer cut off" });
  });

  it("expects no body after HEAD", async () => {
    expect(await ask("/head", "HEAD")).toEqual({ status: 200 });
  });

  it("reports no answer, and what is not HTTP", async () => {
    expect(await ask("/nothing")).toEqual({ error: "no answer" });
    expect((await ask("/not-http")).error).toMatch(/^not an HTTP answer/);
  });
});

describe("requestBytes", () => {
  it("writes the method and target as given, with Host, Connection: close and the body's length", async () => {
    await exchange(port, requestBytes(port, { method: "TRACE", target: "/a\\b/%E0?x=%", body: "é" }));
    expect(received.at(-1)?.split("\r\n\r\n")[0]).toBe(
      `TRACE /a\\b/%E0?x=% HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\nContent-Length: 2`,
    );
  });

  it("adds no Host when one is given, even an empty one", () => {
    const bytes = requestBytes(port, { method: "GET", target: "*", headers: [["Host", ""]] }).toString("latin1");
    expect(bytes).toBe("GET * HTTP/1.1\r\nHost: \r\nConnection: close\r\n\r\n");
  });
});
