// The HTTP layer around React Router, without a build: headers, health check, static assets,
// trailing slashes. Pages themselves are tested end to end (tests/e2e) against the production build.
import fs from "node:fs";
import http, { type Server } from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { MAX_SITE_PICTURE_FORM_BYTES, MAX_SITE_PICTURE_REQUEST_BYTES } from "../app/.server/admin/site-pictures.ts";
import { MAX_ARTICLE_REQUEST_BYTES } from "../app/.server/admin/team-photo.ts";
import { forgetContentCaches } from "../app/.server/content-caches.ts";
import { readEnv } from "../app/.server/env.ts";
import { MAX_PHOTO_REQUEST_BYTES } from "../app/.server/images/photo-upload.ts";
import { MAX_PHOTO_BYTES } from "../app/shared/photo-upload-limits.ts";
import { rawHttp } from "../tests/support/raw-http.ts";
import { createTestDatabase, type TestDatabase } from "../tests/support/test-database.ts";
import { makeTempDir } from "../tests/support/throw-away-postgres.ts";
import { createHttpApp, type HttpApp } from "./http-app.ts";
import { precompressAssets } from "./precompressed-assets.ts";

interface Running {
  http: HttpApp;
  server: Server;
  base: string;
}

async function listen(env: Record<string, string>, databaseUrl: string, clientDir?: string): Promise<Running> {
  // A data folder of its own: the app keeps its generated form secret and mail there.
  const dataDir = makeTempDir("http-app-");
  const http = createHttpApp(readEnv({ DATA_DIR: dataDir, ...env }), databaseUrl, clientDir ? { clientDir } : {});
  const server = await new Promise<Server>((resolve) => {
    const s = http.app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { http, server, base: `http://127.0.0.1:${port}` };
}

async function close(running: Running | undefined): Promise<void> {
  if (!running) return;
  running.server.closeAllConnections();
  await new Promise((resolve) => running.server.close(resolve));
  await running.http.close();
}

const get = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers, redirect: "manual" });

/** The bytes as sent (fetch would decode them), with the status and headers. */
function rawGet(url: string, acceptEncoding: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers: { "Accept-Encoding": acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });
}

let database: TestDatabase;
let clientDir: string;
let app: Running;
let proxied: Running;
let oneHop: Running;
let httpsSite: Running;

beforeAll(async () => {
  database = await createTestDatabase();
  clientDir = makeTempDir("client-");
  fs.mkdirSync(path.join(clientDir, "assets"));
  fs.writeFileSync(
    path.join(clientDir, "assets/entry-Ab12Cd34.js"),
    `console.log(${JSON.stringify("x".repeat(4000))});\n`,
  );
  fs.writeFileSync(path.join(clientDir, "robots.txt"), "User-agent: *\n");
  // A public file of the kind a page is made of, compressed as it is sent.
  fs.writeFileSync(
    path.join(clientDir, "cards.html"),
    Array.from(
      { length: 300 },
      (_, i) => `<li class="card"><a href="/nl/te-koop/halle/woning-${i}/${1000 + i * 37}/">Woning ${i}</a></li>`,
    ).join("\n"),
  );
  // A small asset, not worth compressing ahead: no copies of it.
  fs.writeFileSync(path.join(clientDir, "assets/tiny-Ef56Gh78.js"), "export {};\n");
  // Under 1 KB but worth it, like a page's small modules: brotli halves it.
  fs.writeFileSync(
    path.join(clientDir, "assets/small-Ij90Kl12.js"),
    `export const labels = ${JSON.stringify(Array.from({ length: 30 }, (_, i) => `label-${i}`))};\n`,
  );
  await precompressAssets(path.join(clientDir, "assets"));
  app = await listen({}, database.url, clientDir);
  proxied = await listen({ TRUST_PROXY: "loopback" }, database.url);
  oneHop = await listen({ TRUST_PROXY: "1" }, database.url);
  httpsSite = await listen({ PUBLIC_URL: "https://www.agency.example" }, database.url, clientDir);
});

afterAll(async () => {
  await close(app);
  await close(proxied);
  await close(oneHop);
  await close(httpsSite);
  await database?.cleanup();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe("/healthz", () => {
  it("answers ok when the database answers, never cached", async () => {
    const response = await get(`${app.base}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("answers 503 when the database does not", async () => {
    const down = await listen({}, "postgres://postgres:x@127.0.0.1:1/postgres");
    try {
      const response = await get(`${down.base}/healthz`);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ status: "unavailable" });
    } finally {
      await close(down);
    }
  });
});

describe("security headers", () => {
  it("are on every response that is not a file a page loads, with a fresh CSP nonce each time", async () => {
    const nonces = new Set<string>();
    for (const url of [
      `${app.base}/healthz`,
      `${app.base}/robots.txt`,
      `${app.base}/assets/not-a-file.js`,
      `${app.base}/healthz`,
    ]) {
      const response = await get(url);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBeTruthy();
      expect(response.headers.get("permissions-policy")).toBeTruthy();
      expect(response.headers.get("x-powered-by")).toBeNull();
      expect(response.headers.get("cross-origin-resource-policy")).toBe("same-origin");
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).toMatch(/frame-ancestors 'none'/);
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      nonces.add(nonce ?? "");
    }
    expect(nonces.size).toBe(4);
  });

  it("include HSTS only over https, as told by a trusted proxy", async () => {
    expect((await get(`${app.base}/healthz`)).headers.get("strict-transport-security")).toBeNull();
    // Without TRUST_PROXY the header is anyone's to forge: ignored.
    const forged = await get(`${app.base}/healthz`, { "X-Forwarded-Proto": "https" });
    expect(forged.headers.get("strict-transport-security")).toBeNull();
    const behindProxy = await get(`${proxied.base}/healthz`, { "X-Forwarded-Proto": "https" });
    expect(behindProxy.headers.get("strict-transport-security")).toMatch(/max-age=\d{8,}/);
    expect((await get(`${proxied.base}/healthz`)).headers.get("strict-transport-security")).toBeNull();
  });

  it("include HSTS on every answer when PUBLIC_URL is https, with no proxy setting", async () => {
    // A browser ignores HSTS that came over plain http (RFC 6797, section 8.1): sent on every answer
    // of an https site, it takes effect on the ones that came over TLS, whatever told the app so.
    for (const path of ["/healthz", "/robots.txt", "/assets/entry-Ab12Cd34.js", "/images/none?width=400", "/nope/"]) {
      const response = await get(`${httpsSite.base}${path}`);
      expect(response.headers.get("strict-transport-security"), path).toBe("max-age=31536000; includeSubDomains");
    }
  });

  it("never include HSTS on a plain-http start (PUBLIC_URL unset or http)", async () => {
    const plain = await listen({ PUBLIC_URL: "http://agency.test:8080" }, database.url);
    try {
      for (const running of [app, plain]) {
        for (const path of ["/healthz", "/robots.txt", "/images/none?width=400"]) {
          expect((await get(`${running.base}${path}`)).headers.get("strict-transport-security"), path).toBeNull();
        }
      }
    } finally {
      await close(plain);
    }
  });

  it("include HSTS behind one proxy given as a hop count (TRUST_PROXY=1, the README's example)", async () => {
    const behindProxy = await get(`${oneHop.base}/healthz`, { "X-Forwarded-Proto": "https" });
    expect(behindProxy.headers.get("strict-transport-security")).toMatch(/max-age=\d{8,}/);
  });
});

describe("static files", () => {
  it("carry nosniff and the same-origin resource policy, none of a document's, compressed at build time or not", async () => {
    for (const encoding of ["br", "identity"]) {
      const response = await get(`${app.base}/assets/entry-Ab12Cd34.js`, { "Accept-Encoding": encoding });
      expect(response.status).toBe(200);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("cross-origin-resource-policy")).toBe("same-origin");
      expect(response.headers.get("content-security-policy")).toBeNull();
      expect(response.headers.get("x-frame-options")).toBeNull();
      expect(response.headers.get("permissions-policy")).toBeNull();
      expect(response.headers.get("etag")).toBeNull();
      expect(response.headers.get("last-modified")).toBeNull();
    }
  });

  it("serves hashed assets as immutable for a year, compressed when asked", async () => {
    const response = await get(`${app.base}/assets/entry-Ab12Cd34.js`, { "Accept-Encoding": "gzip" });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(await response.text()).toContain("console.log");
  });

  it("sends an asset's copy compressed at build time, in the encoding the browser prefers", async () => {
    const asset = path.join(clientDir, "assets/entry-Ab12Cd34.js");
    for (const [accepted, encoding, copy] of [
      ["br, gzip", "br", `${asset}.br`],
      ["gzip, deflate", "gzip", `${asset}.gz`],
      ["gzip;q=0.5, br;q=1", "br", `${asset}.br`],
      // Chromium's own header: brotli, the smallest, though gzip comes first.
      ["gzip, deflate, br, zstd", "br", `${asset}.br`],
      ["gzip, br;q=0", "gzip", `${asset}.gz`],
    ] as const) {
      const answer = await rawGet(`${app.base}/assets/entry-Ab12Cd34.js`, accepted);
      expect(answer.status).toBe(200);
      expect(answer.headers["content-encoding"]).toBe(encoding);
      expect(answer.headers["content-type"]).toMatch(/^text\/javascript/);
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
      expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(answer.body.equals(fs.readFileSync(copy))).toBe(true);
    }
    const brotli = await rawGet(`${app.base}/assets/entry-Ab12Cd34.js`, "br");
    expect(zlib.brotliDecompressSync(brotli.body).equals(fs.readFileSync(asset))).toBe(true);
    // A browser that accepts no compression gets the file itself.
    const plain = await rawGet(`${app.base}/assets/entry-Ab12Cd34.js`, "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.equals(fs.readFileSync(asset))).toBe(true);
    // Small but compressible: its copy is sent, smaller by more than the headers it adds.
    const small = path.join(clientDir, "assets/small-Ij90Kl12.js");
    expect(fs.statSync(small).size).toBeLessThan(1024);
    const smallAnswer = await rawGet(`${app.base}/assets/small-Ij90Kl12.js`, "br");
    expect(smallAnswer.headers["content-encoding"]).toBe("br");
    expect(smallAnswer.body.length + 50).toBeLessThan(fs.statSync(small).size);
    expect(zlib.brotliDecompressSync(smallAnswer.body).equals(fs.readFileSync(small))).toBe(true);
    // Too small to gain: no copy is made, and the file is served as before.
    expect(fs.existsSync(path.join(clientDir, "assets/tiny-Ef56Gh78.js.br"))).toBe(false);
    expect((await rawGet(`${app.base}/assets/tiny-Ef56Gh78.js`, "br")).body.toString()).toBe("export {};\n");
  });

  it("compresses what it sends on the fly with brotli at quality 5, smaller than the package's quality 4", async () => {
    const answer = await rawGet(`${app.base}/cards.html`, "gzip, deflate, br, zstd");
    expect(answer.headers["content-encoding"]).toBe("br");
    const sent = zlib.brotliDecompressSync(answer.body);
    expect(sent.equals(fs.readFileSync(path.join(clientDir, "cards.html")))).toBe(true);
    const atQuality = (quality: number) =>
      zlib.brotliCompressSync(sent, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } }).length;
    expect(answer.body.length).toBeLessThan(atQuality(4));
    expect(answer.body.length).toBeLessThanOrEqual(atQuality(5));
  });

  it("serves other public files with a short cache life", async () => {
    const response = await get(`${app.base}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("are not looked for on disk for a page path (ending in a slash), and still served otherwise", async () => {
    // express.static (through send) asks fs.stat about every path it is given.
    const lookUps = vi.spyOn(fs, "stat");
    const inClientDir = () => lookUps.mock.calls.filter(([file]) => String(file).startsWith(clientDir)).length;
    try {
      await (await get(`${app.base}/nl/te-koop/`)).text();
      expect(inClientDir()).toBe(0);
      const file = await get(`${app.base}/robots.txt`);
      expect(file.status).toBe(200);
      expect(await file.text()).toBe("User-agent: *\n");
      expect(inClientDir()).toBeGreaterThan(0);
    } finally {
      lookUps.mockRestore();
    }
  });
});

describe("trailing slashes", () => {
  it("redirects a page path without its slash permanently, keeping the query", async () => {
    const response = await get(`${app.base}/nl/te-koop?type=1&city=halle`);
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/nl/te-koop/?type=1&city=halle");
  });

  it("never turns a double slash into a redirect to another host", async () => {
    const response = await get(`${app.base}//evil.example/login`);
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/evil.example/login/");
  });

  it.each([
    ["/\\evil.example/login", "/evil.example/login/"],
    ["/\\/evil.example/login", "/evil.example/login/"],
    ["//\\\\evil.example/login", "/evil.example/login/"],
    ["/nl\\\\te-koop//halle", "/nl/te-koop/halle/"],
  ])("collapses backslashes and repeated slashes in %s, so the redirect stays on the site", async (path, location) => {
    const port = new URL(app.base).port;
    const answer = await rawHttp(Number(port), `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    expect(answer.status).toBe(301);
    expect(answer.headers.get("location")).toBe(location);
  });

  it("leaves files and the health check alone", async () => {
    expect((await get(`${app.base}/robots.txt`)).status).toBe(200);
    expect((await get(`${app.base}/healthz`)).status).toBe(200);
  });
});

describe("request bodies", () => {
  /** A raw request, so the test decides the headers (fetch computes Content-Length itself). */
  function rawPost(
    base: string,
    headers: Record<string, string>,
    body = "",
    path = "/nl/contact/",
  ): Promise<{ status: number; connection: string }> {
    const url = new URL(base);
    return new Promise((resolve, reject) => {
      const request = http.request(
        { host: url.hostname, port: url.port, path, method: "POST", headers, agent: false },
        (response) => {
          response.resume();
          resolve({ status: response.statusCode ?? 0, connection: String(response.headers.connection) });
        },
      );
      request.on("error", reject);
      request.end(body);
    });
  }

  it("refuses a body above the largest form's size before reading it, and closes the connection", async () => {
    const answer = await rawPost(app.base, {
      "content-type": "application/x-www-form-urlencoded",
      "content-length": String(9 * 1024 * 1024),
    }).catch((error: unknown) => ({ status: -1, connection: String(error) }));
    expect(answer).toEqual({ status: 413, connection: "close" });
  });

  it("lets the back office's forms carry a document of 20 MB, and refuses more before reading it", async () => {
    const post = (megabytes: number) =>
      rawPost(
        app.base,
        { "content-type": "multipart/form-data; boundary=x", "content-length": String(megabytes * 1024 * 1024) },
        "",
        "/admin/projects/1/",
      ).catch((error: unknown) => ({ status: -1, connection: String(error) }));
    expect((await post(21)).status).not.toBe(413);
    expect(await post(25)).toEqual({ status: 413, connection: "close" });
    // The site's own forms keep their limit.
    const contact = await rawPost(app.base, {
      "content-type": "multipart/form-data; boundary=x",
      "content-length": String(21 * 1024 * 1024),
    }).catch((error: unknown) => ({ status: -1, connection: String(error) }));
    expect(contact.status).toBe(413);
  });

  it("lets the back office's photo upload send several photos at once, up to its own limit", async () => {
    // A connection of its own each: the body announced is never sent.
    const multipart = { "content-type": "multipart/form-data; boundary=x", connection: "close" };
    const refused = (path: string, bytes: number) =>
      rawPost(app.base, { ...multipart, "content-length": String(bytes) }, "", path)
        .then((answer) => answer.status === 413)
        .catch(() => true);
    for (const path of ["/admin/properties/40/photos/", "/admin/properties/40/photos/upload/"]) {
      expect(await refused(path, MAX_PHOTO_REQUEST_BYTES + 1), path).toBe(true);
      // Above every other form's limit, within the upload's: it goes on to the page.
      expect(await refused(path, 3 * MAX_PHOTO_BYTES), path).toBe(false);
    }
    expect(await refused("/admin/properties/40/", 3 * MAX_PHOTO_BYTES)).toBe(true);
    expect(await refused("/admin/properties/40/photos/other/", 3 * MAX_PHOTO_BYTES)).toBe(true);
  });

  it("lets a listing's documents page take several full-size PDFs in one post, up to four", async () => {
    const multipart = { "content-type": "multipart/form-data; boundary=x", connection: "close" };
    const refused = (path: string, bytes: number) =>
      rawPost(app.base, { ...multipart, "content-length": String(bytes) }, "", path)
        .then((answer) => answer.status === 413)
        .catch(() => true);
    const megabytes = (count: number) => count * 1024 * 1024;
    expect(await refused("/admin/properties/40/documents/", megabytes(2 * 20 + 1))).toBe(false);
    expect(await refused("/admin/properties/40/documents/", megabytes(4 * 20 + 5))).toBe(true);
    // The other back-office forms keep theirs.
    expect(await refused("/admin/properties/40/", megabytes(2 * 20 + 1))).toBe(true);
  });

  it("lets the article editor's form carry a team member's photo of the full size with its texts", async () => {
    const multipart = { "content-type": "multipart/form-data; boundary=x", connection: "close" };
    const refused = (path: string, bytes: number) =>
      rawPost(app.base, { ...multipart, "content-length": String(bytes) }, "", path)
        .then((answer) => answer.status === 413)
        .catch(() => true);
    // A photo at its size limit and the texts around it: above the other back-office forms' limit.
    expect(await refused("/admin/articles/12/", MAX_PHOTO_BYTES + 3 * 1024 * 1024)).toBe(false);
    expect(await refused("/admin/articles/12/", MAX_ARTICLE_REQUEST_BYTES + 1)).toBe(true);
    expect(await refused("/admin/articles/12/versions/3/", MAX_PHOTO_BYTES + 3 * 1024 * 1024)).toBe(true);
  });

  it("lets a site picture reach its upload address, and the forms that carry pictures several at once", async () => {
    const multipart = { "content-type": "multipart/form-data; boundary=x", connection: "close" };
    const refused = (path: string, bytes: number) =>
      rawPost(app.base, { ...multipart, "content-length": String(bytes) }, "", path)
        .then((answer) => answer.status === 413)
        .catch(() => true);
    expect(await refused("/admin/site-pictures/", MAX_PHOTO_BYTES + 1024)).toBe(false);
    expect(await refused("/admin/site-pictures/", MAX_SITE_PICTURE_REQUEST_BYTES + 1)).toBe(true);
    for (const path of ["/admin/pages/12/", "/admin/settings/agency/"]) {
      expect(await refused(path, 3 * MAX_PHOTO_BYTES), path).toBe(false);
      expect(await refused(path, MAX_SITE_PICTURE_FORM_BYTES + 1), path).toBe(true);
    }
    // The other settings pages keep the back office's limit.
    expect(await refused("/admin/settings/footer/", 3 * MAX_PHOTO_BYTES)).toBe(true);
  });

  it("refuses a body of unknown length (chunked) with 411", async () => {
    const answer = await rawPost(app.base, {
      "content-type": "application/x-www-form-urlencoded",
      "transfer-encoding": "chunked",
    });
    expect(answer).toEqual({ status: 411, connection: "close" });
  });
});

describe("the page cache and a change made through this instance", () => {
  it("is emptied with the rest of the kept content at once, not when the notice comes round; no longer once closed", async () => {
    const site = await listen({}, database.url);
    const clear = vi.spyOn(site.http.pageCache, "clear");
    const cleared = () => clear.mock.calls.length;
    // What a back-office change calls right after its commit (admin/staff-change.ts).
    const before = cleared();
    forgetContentCaches();
    expect(cleared()).toBe(before + 1);
    await close(site);
    const closed = cleared();
    forgetContentCaches();
    expect(cleared()).toBe(closed);
  });
});
