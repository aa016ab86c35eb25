// How the site's adapter writes React Router's answers: a page rendered whole in one write,
// compressed by itself exactly when the compression middleware would use brotli, anything else as
// the middleware and @react-router/express would send it.
import http, { type Server } from "node:http";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { wholePageResponse } from "../app/.server/whole-pages.ts";
import { createPageCache } from "./page-cache.ts";
import { routerRequest, send } from "./page-requests.ts";
import { BROTLI_PARAMS } from "./whole-page-compression.ts";

// Characters of more than one byte in UTF-8, as every page has (prices, names): the length sent is in bytes.
const page = `<!DOCTYPE html><html><body>${Array.from({ length: 200 }, (_, i) => `<p>Woning ${i} in Wépion: € 455.000</p>`).join("")}</body></html>`;
// As app/entry.server.tsx answers a page: its type (wholePageResponse adds its length).
const html = { "Content-Type": "text/html; charset=utf-8" };

/** A page with a script that carries the answer's nonce, as the site's pages do. */
const keptPage = (nonce: string) => `${page.replace("<body>", `<body><script nonce="${nonce}">1</script>`)}`;
const pageCache = createPageCache({ ttlMs: 60_000, maxEntries: 10, maxBytes: 1_000_000, keyOf: (target) => target });
let answers = 0;

let server: Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.use(compression({ brotli: { params: BROTLI_PARAMS } }));
  app.get("/whole", (req, res, next) => send(req, res, wholePageResponse(page, { headers: html })).catch(next));
  // The page cache as the site mounts it, behind compression, with a new nonce and policy for every answer.
  app.use((_req, res, next) => {
    answers += 1;
    res.locals.nonce = `visitor-nonce-${String(answers).padStart(10, "0")}`;
    res.setHeader("Content-Security-Policy", `script-src 'nonce-${res.locals.nonce}' 'strict-dynamic'`);
    next();
  });
  app.use(pageCache.middleware);
  app.get("/kept/", (req, res, next) => {
    const rendered = keptPage(String(res.locals.renderNonce));
    send(req, res, wholePageResponse(rendered, { headers: { ...html, "Cache-Control": "public, max-age=60" } })).catch(
      next,
    );
  });
  app.get("/streamed", (req, res, next) =>
    send(
      req,
      res,
      new Response(page, { headers: { ...html, "Content-Length": String(Buffer.byteLength(page)) } }),
    ).catch(next),
  );
  app.get("/moved", (req, res, next) =>
    send(req, res, new Response(null, { status: 302, headers: { Location: "/whole" } })).catch(next),
  );
  // What a route's action reads of a form: the Request the adapter makes of it.
  app.all("/form", async (req, res, next) => {
    try {
      const request = routerRequest(req, res);
      const fields = request.body ? Object.fromEntries(await request.formData()) : null;
      res.json({ method: request.method, url: request.url, fields });
    } catch (error) {
      next(error);
    }
  });
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function rawGet(path: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers: acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {} }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });
}

const decoded = (answer: { headers: http.IncomingHttpHeaders; body: Buffer }) => {
  const encoding = answer.headers["content-encoding"];
  if (encoding === "br") return zlib.brotliDecompressSync(answer.body).toString();
  if (encoding === "gzip") return zlib.gunzipSync(answer.body).toString();
  return answer.body.toString();
};

describe("a page rendered whole", () => {
  it("goes to a browser that accepts brotli compressed with it in one piece, with its length and Vary, zstd or not", async () => {
    // Chromium and Firefox name zstd too; brotli's page is the smaller (server/whole-page-compression.ts).
    for (const accepted of ["gzip, deflate, br, zstd", "gzip, deflate, br"]) {
      const answer = await rawGet("/whole", accepted);
      expect(answer.headers["content-encoding"]).toBe("br");
      expect(answer.headers.vary).toBe("Accept-Encoding");
      expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
      expect(answer.headers["transfer-encoding"]).toBeUndefined();
      expect(decoded(answer)).toBe(page);
      // The same bytes as the middleware's brotli would make of it.
      expect(answer.body.length).toBeLessThanOrEqual(zlib.brotliCompressSync(page, { params: BROTLI_PARAMS }).length);
    }
  });

  it("is left to the middleware's negotiation when the browser weighs its encodings or asks no brotli", async () => {
    const weighed = await rawGet("/whole", "br;q=0.5, gzip;q=1");
    expect(weighed.headers["content-encoding"]).toBe("gzip");
    expect(decoded(weighed)).toBe(page);
    const gzip = await rawGet("/whole", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(decoded(gzip)).toBe(page);
  });

  it("goes uncompressed, with its length, to a client that asks no encoding", async () => {
    const answer = await rawGet("/whole");
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.body.toString()).toBe(page);
    expect(Number(answer.headers["content-length"])).toBe(Buffer.byteLength(page));
  });

  it("is kept by the page cache and goes compressed in one call, its script allowed by its hash; its kept copies are the same bytes", async () => {
    const rendered = await rawGet("/kept/", "gzip, deflate, br, zstd");
    expect(rendered.headers["x-page-cache"]).toBe("miss");
    expect(rendered.headers["content-encoding"]).toBe("br");
    expect(Number(rendered.headers["content-length"])).toBe(rendered.body.length);
    const first = decoded(rendered);
    expect(first).toBe(keptPage("").replace(' nonce=""', ""));
    expect(rendered.headers["content-security-policy"]).toMatch(
      /^script-src 'sha256-[A-Za-z0-9+/]{43}=' 'strict-dynamic'$/,
    );
    const kept = await rawGet("/kept/", "gzip, deflate, br, zstd");
    expect(kept.headers["x-page-cache"]).toBe("hit");
    expect(kept.headers["content-encoding"]).toBe("br");
    expect(Number(kept.headers["content-length"])).toBe(kept.body.length);
    expect(kept.body.equals(rendered.body)).toBe(true);
    expect(kept.headers["content-security-policy"]).toBe(rendered.headers["content-security-policy"]);
  });
});

describe("other answers", () => {
  it("stream through the middleware as @react-router/express sends them", async () => {
    const answer = await rawGet("/streamed", "gzip, deflate, br, zstd");
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(decoded(answer)).toBe(page);
    const moved = await rawGet("/moved", "br");
    expect(moved.status).toBe(302);
    expect(moved.headers.location).toBe("/whole");
    expect(moved.body.length).toBe(0);
  });
});

describe("the request a route reads", () => {
  /** Sends `parts` of a body one after another, a pause between them, as a slow connection does. */
  function rawSend(method: string, parts: string[]) {
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        `${base}/form?x=1`,
        { method, headers: { "Content-Type": "application/x-www-form-urlencoded; charset=utf-8" } },
        (response) => {
          let body = "";
          response.on("data", (chunk: Buffer) => {
            body += chunk.toString();
          });
          response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      request.on("error", reject);
      const [first, ...rest] = parts;
      request.write(first ?? "");
      for (const [index, part] of rest.entries()) setTimeout(() => request.write(part), 20 * (index + 1));
      setTimeout(() => request.end(), 20 * (rest.length + 1));
    });
  }

  it("carries a form's body, sent in parts, whole to the action", async () => {
    const answer = await rawSend("POST", ["name=W%C3%A9pion&mess", "age=%E2%82%AC+455.000", "&consent=on"]);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({
      method: "POST",
      url: `${base}/form?x=1`,
      fields: { name: "Wépion", message: "€ 455.000", consent: "on" },
    });
  });

  it("has no body for a GET", async () => {
    const answer = await rawGet("/form?x=1");
    expect(JSON.parse(answer.body.toString())).toEqual({ method: "GET", url: `${base}/form?x=1`, fields: null });
  });
});
