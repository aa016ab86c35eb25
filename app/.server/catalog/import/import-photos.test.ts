// Where the CRM import takes a photo from: a download that stays on the feed's host and stops
// reading past the size limit, or a file that must lie inside the feed's own folder. Real HTTP
// servers on the loopback interface, real files in a throw-away folder.
import fs from "node:fs";
import http, { type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storePhoto } from "./import-photos.ts";

const MB = 1024 * 1024;

interface TestServer {
  /** http://<host>:<port> */
  base: string;
  /** Paths asked for, in order. */
  requests: string[];
  close(): Promise<void>;
}

async function startServer(
  host: string,
  handle: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<TestServer> {
  const requests: string[] = [];
  const server: Server = http.createServer((request, response) => {
    requests.push(request.url ?? "");
    handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://${host}:${port}`,
    requests,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

let root: string;
let feedDir: string;
let dataDir: string;
let jpeg: Buffer;
const servers: TestServer[] = [];

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "import-photos-"));
  feedDir = path.join(root, "feed");
  dataDir = path.join(root, "data");
  fs.mkdirSync(path.join(feedDir, "photos"), { recursive: true });
  jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#446688" } })
    .jpeg()
    .toBuffer();
  fs.writeFileSync(path.join(feedDir, "photos", "front.jpg"), jpeg);
  // A picture beside the feed's folder, not in it: what an escaping path would reach.
  fs.writeFileSync(path.join(root, "outside.jpg"), jpeg);
  fs.symlinkSync(path.join(root, "outside.jpg"), path.join(feedDir, "photos", "link-out.jpg"));
  fs.symlinkSync(root, path.join(feedDir, "parent"));
  fs.symlinkSync(path.join(feedDir, "photos", "front.jpg"), path.join(feedDir, "link-in.jpg"));
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  fs.rmSync(root, { recursive: true, force: true });
});

async function serve(host: string, handle: (request: IncomingMessage, response: ServerResponse) => void) {
  const server = await startServer(host, handle);
  servers.push(server);
  return server;
}

const fromUrl = (url: string) => storePhoto(9001, { Url: url }, feedDir, dataDir);
const fromFile = (file: string) => storePhoto(9001, { File: file }, feedDir, dataDir);

describe("a photo's Url", () => {
  it("is downloaded", async () => {
    const server = await serve("127.0.0.1", (_request, response) => response.end(jpeg));
    expect(await fromUrl(`${server.base}/front.jpg`)).toMatchObject({ width: 64, height: 48 });
  });

  it("follows a few redirects on the same host", async () => {
    const server = await serve("127.0.0.1", (request, response) => {
      if (request.url === "/photo.jpg") response.end(jpeg);
      else
        response
          .writeHead(request.url === "/a" ? 301 : 302, { Location: request.url === "/a" ? "/b" : "/photo.jpg" })
          .end();
    });
    expect(await fromUrl(`${server.base}/a`)).toMatchObject({ width: 64, height: 48 });
    expect(server.requests).toEqual(["/a", "/b", "/photo.jpg"]);
  });

  it("never follows a redirect to another host", async () => {
    const elsewhere = await serve("localhost", (_request, response) => response.end(jpeg));
    const server = await serve("127.0.0.1", (_request, response) =>
      response.writeHead(302, { Location: `${elsewhere.base}/photo.jpg` }).end(),
    );
    await expect(fromUrl(`${server.base}/photo.jpg`)).rejects.toThrow(/redirect.*another host/i);
    expect(elsewhere.requests).toEqual([]);
  });

  it("gives up after a few redirects", async () => {
    const server = await serve("127.0.0.1", (request, response) =>
      response.writeHead(302, { Location: `${request.url}x` }).end(),
    );
    await expect(fromUrl(`${server.base}/loop`)).rejects.toThrow(/redirects/i);
    expect(server.requests.length).toBeLessThanOrEqual(6);
  });

  it("stops reading a body past 30 MB, sent in chunks without a length", async () => {
    // 31 MB in 1 MB chunks, then the server holds the answer open: only a reader that counts as it
    // goes can finish; one that waits for the end of the body never does.
    const closed = Promise.withResolvers<void>();
    const server = await serve("127.0.0.1", (_request, response) => {
      let sent = 0;
      response.writeHead(200, { "Content-Type": "image/jpeg" });
      response.on("close", () => closed.resolve());
      const chunk = Buffer.alloc(MB, 0xff);
      const sendMore = () => {
        while (sent < 31 * MB) {
          sent += chunk.length;
          if (!response.write(chunk)) return response.once("drain", sendMore);
        }
        return undefined;
      };
      sendMore();
    });
    await expect(fromUrl(`${server.base}/huge.jpg`)).rejects.toThrow(/larger than 30 MB/);
    // The import closed the connection instead of waiting for the rest.
    await closed.promise;
  });

  it("refuses a declared length past 30 MB without reading the body", async () => {
    const closed = Promise.withResolvers<void>();
    const server = await serve("127.0.0.1", (_request, response) => {
      response.writeHead(200, { "Content-Type": "image/jpeg", "Content-Length": String(40 * MB) });
      response.write(Buffer.alloc(1024));
      response.on("close", () => closed.resolve());
    });
    await expect(fromUrl(`${server.base}/declared.jpg`)).rejects.toThrow(/larger than 30 MB/);
    await closed.promise;
  });
});

describe("a photo's File", () => {
  it.each(["photos/front.jpg", "./photos/front.jpg", "link-in.jpg"])(
    "%s, inside the feed's folder, is read",
    async (file) => {
      expect(await fromFile(file)).toMatchObject({ width: 64, height: 48 });
    },
  );

  it.each([
    ["../outside.jpg", "a parent folder"],
    ["photos/../../outside.jpg", "a parent folder further down"],
    ["photos/link-out.jpg", "a symlink to a file outside"],
    ["parent/outside.jpg", "a symlinked folder outside"],
  ])("%s (%s) is refused", async (file) => {
    await expect(fromFile(file)).rejects.toThrow(/outside the feed's folder/);
  });

  it("an absolute path is refused, even to a file inside the folder", async () => {
    await expect(fromFile(path.join(root, "outside.jpg"))).rejects.toThrow(/relative/);
    await expect(fromFile(path.join(feedDir, "photos", "front.jpg"))).rejects.toThrow(/relative/);
  });

  it("a folder is refused", async () => {
    await expect(fromFile("photos")).rejects.toThrow(/not a file/);
  });
});
