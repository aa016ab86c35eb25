// The fast lane in front of a small app built as http-app.ts builds its own: security headers,
// the request guard, compression, view counting and the page cache, then a "router" that renders
// pages with the nonce it is given. What the fast lane answers must be what the app would answer.
import { createHash } from "node:crypto";
import fs from "node:fs";
import http, { type IncomingHttpHeaders, type Server } from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { rawHttp } from "../tests/support/raw-http.ts";
import { withFastLane } from "./fast-lane.ts";
import { createPageCache } from "./page-cache.ts";
import { assetCopiesInMemory, buildAssets } from "./precompressed-assets.ts";
import { requestGuard } from "./request-guard.ts";
import { applySecurityHeaders } from "./security-headers.ts";
import { viewCounting } from "./view-counting.ts";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";
const DETAIL = "/nl/te-koop/halle/woning/338/";
const KEY = "photo-1";
/** A script of the build, its precompressed copies beside it, as the build writes them. */
const SCRIPT = "page-Ab12Cd34.js";
const SCRIPT_TEXT = `export const page = ${JSON.stringify("x".repeat(4000))};\n`;

interface Running {
  port: number;
  dataDir: string;
  /** Requests that reached the app (Express) rather than ending in the fast lane. */
  appRequests: () => number;
  counted: number[];
  close(): Promise<void>;
}

let running: Running | undefined;

afterEach(async () => {
  await running?.close();
  running = undefined;
});

async function start({ httpsSite = false } = {}): Promise<Running> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fast-lane-"));
  fs.mkdirSync(path.join(dataDir, "image-cache"));
  fs.writeFileSync(path.join(dataDir, "image-cache", `${KEY}.w400.webp`), Buffer.from("RIFF....WEBPVP8 fake"));
  const assetsDir = path.join(dataDir, "assets");
  fs.mkdirSync(assetsDir);
  fs.writeFileSync(path.join(assetsDir, SCRIPT), SCRIPT_TEXT);
  fs.writeFileSync(path.join(assetsDir, `${SCRIPT}.br`), zlib.brotliCompressSync(SCRIPT_TEXT));
  fs.writeFileSync(path.join(assetsDir, `${SCRIPT}.gz`), zlib.gzipSync(SCRIPT_TEXT));
  for (const name of ["removed-Yy88.js", "removed-Yy88.js.br"]) fs.writeFileSync(path.join(assetsDir, name), "x");
  const cache = createPageCache({ ttlMs: 60_000, maxEntries: 100, maxBytes: 2 ** 20 });
  const counted: number[] = [];
  let appRequests = 0;
  const app = express();
  app.disable("x-powered-by");
  // As in http-app.ts: a peer on the loopback is a trusted proxy.
  app.set("trust proxy", "loopback");
  app.use((req, res, next) => {
    appRequests += 1;
    res.locals.nonce = applySecurityHeaders(res, { https: httpsSite || req.secure, dev: false });
    next();
  });
  app.use(requestGuard);
  const compress = compression();
  app.use(compress);
  const countView = (id: number) => counted.push(id);
  app.use(viewCounting({ count: countView }));
  app.use(cache.middleware);
  app.use("/assets", buildAssets(assetsDir));
  const assetCopy = assetCopiesInMemory(assetsDir);
  for (const name of ["removed-Yy88.js", "removed-Yy88.js.br"]) fs.rmSync(path.join(assetsDir, name));
  app.get("/images/{*key}", (_req, res) => {
    res.status(404).type("text/plain").send("No such picture.");
  });
  app.all("/{*path}", (req, res) => {
    const nonce = String(res.locals.renderNonce ?? res.locals.nonce);
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "public, max-age=60");
    res.end(`<!doctype html><p>${req.path} ${"x".repeat(2000)}</p><script nonce="${nonce}">1</script>`);
  });
  const server: Server = http.createServer(
    withFastLane(app, {
      pageCache: cache,
      dataDir,
      trustsProxy: app.get("trust proxy fn"),
      httpsSite,
      compress: compress as never,
      countView,
      assetCopy,
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  return {
    port: typeof address === "object" && address ? address.port : 0,
    dataDir,
    appRequests: () => appRequests,
    counted,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }),
  };
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function ask(target: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .request(
        {
          host: "127.0.0.1",
          port: running?.port,
          path: target,
          method,
          headers: { "User-Agent": BROWSER, ...headers },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
          );
        },
      )
      .on("error", reject)
      .end();
  });
}

function decoded(answer: Answer): Buffer {
  switch (answer.headers["content-encoding"]) {
    case "gzip":
      return zlib.gunzipSync(answer.body);
    case "br":
      return zlib.brotliDecompressSync(answer.body);
    default:
      return answer.body;
  }
}

/** Whether the page's script runs under the answer's policy: by its hash, the kept page carrying no nonce. */
function scriptAllowedByHash(answer: Answer): boolean {
  const policy = String(answer.headers["content-security-policy"]);
  const hash = createHash("sha256").update("1").digest("base64");
  return (
    decoded(answer).toString().includes("<script>1</script>") &&
    policy.includes(`script-src 'sha256-${hash}' 'strict-dynamic'`) &&
    !policy.includes("'nonce-")
  );
}

/** The headers that belong to one answer only. */
function lasting(headers: IncomingHttpHeaders): Record<string, unknown> {
  const { date: _date, "x-page-cache": _cache, ...rest } = headers;
  return rest;
}

describe("fast lane", () => {
  it("answers a kept page without the app, with the app's headers and the same page, its script allowed by its hash", async () => {
    running = await start();
    const rendered = await ask("/nl/te-koop/");
    expect(rendered.headers["x-page-cache"]).toBe("miss");
    const kept = await ask("/nl/te-koop/");
    expect(kept.headers["x-page-cache"]).toBe("hit");
    expect(running.appRequests()).toBe(1);
    // The policy included: the page's own, made when it was kept.
    expect(lasting(kept.headers)).toEqual(lasting(rendered.headers));
    expect(kept.body.toString()).toContain("/nl/te-koop/ xx");
    expect(kept.body.equals(rendered.body)).toBe(true);
    expect(scriptAllowedByHash(kept)).toBe(true);
  });

  it("compresses a kept page for a browser that accepts it, as the app does", async () => {
    running = await start();
    await ask("/nl/");
    const kept = await ask("/nl/", { "Accept-Encoding": "gzip" });
    expect(running.appRequests()).toBe(1);
    expect(kept.headers["content-encoding"]).toBe("gzip");
    expect(kept.headers.vary).toBe("Accept-Encoding");
    expect(scriptAllowedByHash(kept)).toBe(true);
  });

  it("compresses a kept page in one piece as a rendered one is: brotli, whether the browser names zstd (Chromium, Firefox) or not (Safari)", async () => {
    running = await start();
    await ask("/nl/");
    for (const accepted of ["gzip, deflate, br, zstd", "gzip, deflate, br"]) {
      const kept = await ask("/nl/", { "Accept-Encoding": accepted });
      expect(kept.headers["x-page-cache"]).toBe("hit");
      expect(kept.headers["content-encoding"]).toBe("br");
      expect(kept.headers["content-length"]).toBe(String(kept.body.length));
      expect(kept.headers.vary).toBe("Accept-Encoding");
      expect(decoded(kept).toString()).toContain("/nl/ xx");
      expect(scriptAllowedByHash(kept)).toBe(true);
    }
    expect(running.appRequests()).toBe(1);
  });

  it("adds HSTS when a trusted proxy says the visitor came over https", async () => {
    running = await start();
    await ask("/nl/");
    const secure = await ask("/nl/", { "X-Forwarded-Proto": "https" });
    expect(secure.headers["x-page-cache"]).toBe("hit");
    expect(secure.headers["strict-transport-security"]).toContain("max-age=31536000");
    expect((await ask("/nl/")).headers["strict-transport-security"]).toBeUndefined();
    expect(running.appRequests()).toBe(1);
  });

  it("adds HSTS to a kept page and a picture of a site whose public address is https, with no proxy to say so", async () => {
    running = await start({ httpsSite: true });
    await ask("/nl/");
    const kept = await ask("/nl/");
    expect(kept.headers["x-page-cache"]).toBe("hit");
    expect(kept.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    const picture = await ask(`/images/${KEY}?width=400&format=webp`);
    expect(picture.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(running.appRequests()).toBe(1);
  });

  it("counts a view of a property's page it answers, but not a robot's", async () => {
    running = await start();
    await ask(DETAIL);
    await ask(DETAIL);
    await ask(DETAIL, { "User-Agent": "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)" });
    // Robots that name themselves after a comma: the whole header is read, not its first item.
    await ask(DETAIL, {
      "User-Agent":
        "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    });
    await ask(DETAIL, {
      "User-Agent":
        "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/142.0.0.0 Safari/537.36",
    });
    await ask(DETAIL, { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64)", "Sec-Purpose": "prefetch;prerender" });
    expect(running.appRequests()).toBe(1);
    expect(running.counted).toEqual([338, 338]);
  });

  it.each([
    ["a HEAD", "/nl/", {}, "HEAD", 200],
    ["a POST", "/nl/", {}, "POST", 200],
    ["a bad Host", "/nl/", { Host: "bad host" }, "GET", 400],
    ["a bad X-Forwarded-Host", "/nl/", { "X-Forwarded-Host": "a b" }, "GET", 400],
  ])("leaves %s to the app, even for a kept page", async (_name, target, headers, method, status) => {
    running = await start();
    await ask(target);
    const answer = await ask(target, headers, method);
    expect(answer.status).toBe(status);
    expect(answer.headers["x-page-cache"]).not.toBe("hit");
    expect(running.appRequests()).toBe(2);
  });

  it("leaves a request with two Host headers to the app, which refuses it, even for a kept page", async () => {
    running = await start();
    await ask("/nl/");
    const answer = await rawHttp(
      running.port,
      ["GET /nl/ HTTP/1.1", "Host: localhost", "Host: evil.example", "Connection: close", "", ""].join("\r\n"),
    );
    expect(answer.status).toBe(400);
    expect(running.appRequests()).toBe(2);
  });

  it("sends a picture variant kept on disk without the app, with the image service's headers", async () => {
    running = await start();
    const picture = await ask(`/images/${KEY}?width=400&format=webp`);
    expect(picture.status).toBe(200);
    expect(picture.body.toString()).toBe("RIFF....WEBPVP8 fake");
    expect(picture.headers["content-type"]).toBe("image/webp");
    expect(picture.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(picture.headers["x-content-type-options"]).toBe("nosniff");
    expect(picture.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(running.appRequests()).toBe(0);
  });

  it("never sends a kept copy of a variant deleted or rewritten since", async () => {
    running = await start();
    const target = `/images/${KEY}?width=400&format=webp`;
    const file = path.join(running.dataDir, "image-cache", `${KEY}.w400.webp`);
    expect((await ask(target)).status).toBe(200);
    expect((await ask(target)).status).toBe(200);
    fs.writeFileSync(file, Buffer.from("RIFF....WEBPVP8 other bytes"));
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    expect((await ask(target)).body.toString()).toBe("RIFF....WEBPVP8 other bytes");
    fs.rmSync(file);
    expect((await ask(target)).status).toBe(404);
    expect(running.appRequests()).toBe(1);
  });

  it("sends a script's precompressed copy from memory without the app, with the headers the app sends it with", async () => {
    running = await start();
    // Weights make the app negotiate (to the same copy); the fast lane takes only a browser's plain list.
    const fromApp = await ask(`/assets/${SCRIPT}`, { "Accept-Encoding": "gzip;q=1, br;q=1" });
    expect(running.appRequests()).toBe(1);
    for (const [accepted, encoding] of [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip, deflate", "gzip"],
    ] as const) {
      for (let n = 0; n < 2; n += 1) {
        const copy = await ask(`/assets/${SCRIPT}`, { "Accept-Encoding": accepted });
        expect(copy.status).toBe(200);
        expect(copy.headers["content-encoding"]).toBe(encoding);
        expect(decoded(copy).toString()).toBe(SCRIPT_TEXT);
        expect(copy.headers["content-length"]).toBe(String(copy.body.length));
        const { "content-encoding": _encoding, "content-length": _length, ...rest } = lasting(copy.headers);
        const { "content-encoding": _e, "content-length": _l, ...appRest } = lasting(fromApp.headers);
        expect(rest).toEqual(appRest);
      }
    }
    expect(lasting((await ask(`/assets/${SCRIPT}`, { "Accept-Encoding": "br" })).headers)).toEqual(
      lasting(fromApp.headers),
    );
    expect(running.appRequests()).toBe(1);
  });

  it("leaves a file without a copy the browser takes, and any other file, to the app", async () => {
    running = await start();
    for (const [target, accepted] of [
      [`/assets/${SCRIPT}`, ""],
      [`/assets/${SCRIPT}`, "zstd"],
      [`/assets/${SCRIPT}`, "br;q=0.5, gzip"],
      ["/assets/missing-Zz99.js", "br"],
      // Listed at the start, removed since (the build is never changed under a running server).
      ["/assets/removed-Yy88.js", "br"],
      [`/assets/${SCRIPT}.br`, "br"],
      [`/assets/../${SCRIPT}`, "br"],
    ] as const) {
      const before = running.appRequests();
      await ask(target, accepted ? { "Accept-Encoding": accepted } : {});
      expect(running.appRequests(), `${target} (${accepted})`).toBe(before + 1);
    }
  });

  it("leaves a variant not yet rendered, and a malformed picture request, to the app", async () => {
    running = await start();
    expect((await ask(`/images/${KEY}?width=600&format=webp`)).status).toBe(404);
    expect((await ask(`/images/${KEY}?width=401`)).status).toBe(404);
    expect((await ask("/images/../secret?width=400")).status).toBe(404);
    expect(running.appRequests()).toBe(3);
  });
});
