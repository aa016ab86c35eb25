// React Router's request handler for Express, for the site's GET and HEAD requests: what
// @react-router/express does, less the web stream of the answer. The stock adapter reads every
// Response's body through a ReadableStream and writes it chunk by chunk; a page rendered whole
// (app/entry.server.tsx) is sent as the string it is, in one write with its headers. Anything else
// (a redirect, a resource route's stream) is written as the stock adapter writes it, and requests
// with a body (forms) go to the stock adapter itself, which streams the body into the Request.
import { once } from "node:events";
import zlib from "node:zlib";
import { createRequestHandler as createExpressHandler } from "@react-router/express";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { createRequestHandler, type ServerBuild } from "react-router";
import { wholePageOf } from "../app/.server/whole-pages.ts";
import type { KeepRenderedPage } from "./page-cache.ts";

type GetLoadContext = Parameters<typeof createExpressHandler>[0]["getLoadContext"];

export function pageRequests(build: ServerBuild, getLoadContext: GetLoadContext): RequestHandler {
  const withBody = createExpressHandler({ build, getLoadContext });
  const handle = createRequestHandler(build, process.env.NODE_ENV);
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return withBody(req, res, next);
    try {
      const request = routerRequest(req, res);
      await send(req, res, await handle(request, await getLoadContext?.(req, res)));
    } catch (error) {
      next(error);
    }
  };
}

/** The Request @react-router/express makes of a GET or HEAD (the same address, headers and abort signal). */
function routerRequest(req: Request, res: Response): globalThis.Request {
  const [, forwardedPort] = req.app?.enabled("trust proxy") ? (req.get("X-Forwarded-Host")?.split(":") ?? []) : [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const forwarded = Number.parseInt(forwardedPort ?? "", 10);
  const fromHost = Number.parseInt(hostPort ?? "", 10);
  const port = Number.isSafeInteger(forwarded) ? forwarded : Number.isSafeInteger(fromHost) ? fromHost : "";
  const host = `${req.hostname.split(/[\\/?#@]/)[0] || "localhost"}${port ? `:${port}` : ""}`;
  const url = new URL(`${req.protocol}://${host}${req.originalUrl}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const each of value) headers.append(name, each);
    else if (value) headers.set(name, value);
  }
  let controller: AbortController | undefined = new AbortController();
  const { signal } = controller;
  res.on("finish", () => {
    controller = undefined;
  });
  res.on("close", () => controller?.abort());
  return new globalThis.Request(url.href, { method: req.method, headers, signal });
}

/** Writes React Router's answer to Express's response (exported for its tests). */
export async function send(req: Request, res: Response, answer: globalThis.Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await answer.body?.cancel();
    return;
  }
  res.statusMessage = answer.statusText;
  res.status(answer.status);
  for (const [name, value] of answer.headers) res.append(name, value);
  const rendered = wholePageOf(answer);
  if (rendered !== undefined) {
    // A page the page cache may keep is handed to it whole; it answers with this visitor's body.
    const keep = res.locals.keepRenderedPage as KeepRenderedPage | undefined;
    const page = keep ? Buffer.from(keep(rendered.html), "utf8") : rendered.bytes;
    const compressed = asBrowsersAsk(req, res, page);
    if (!compressed) {
      res.end(page);
      return;
    }
    res.setHeader("Content-Encoding", compressed.coding);
    res.setHeader("Content-Length", compressed.body.length);
    res.end(compressed.body);
    return;
  }
  if (!answer.body) {
    res.end();
    return;
  }
  if (answer.headers.get("Content-Type")?.match(/text\/event-stream/i)) res.flushHeaders();
  // As @react-router/node writes a stream: each chunk flushed through compression, the next one
  // after a drain, and the stream cancelled when the visitor leaves.
  const closed = new Promise<void>((resolve) => res.once("close", resolve));
  const compressing = res as Response & { flush?: () => void };
  for await (const chunk of answer.body) {
    if (res.destroyed) break;
    const more = res.write(chunk);
    compressing.flush?.();
    if (!more) await Promise.race([once(res, "drain"), closed]);
  }
  if (!res.destroyed && !res.writableEnded) res.end();
}

/**
 * How the site compresses with brotli (server/http-app.ts's middleware, and whole pages here). A
 * window of 64 KB (LGWIN 16) instead of brotli's 4 MB: a page is smaller than that, so it is
 * compressed as small (the list page 11,077 bytes against 11,088), but with 16 or less brotli uses
 * a far smaller hash table and ring buffer. With the default window every answer allocated megabytes
 * that the server's malloc settings (server/node-flags.ts: blocks of 128 KB and more mapped on their
 * own) mapped, zeroed and unmapped:
 * 5 to 8 ms of CPU for a list page instead of 1 to 3. Quality 5 rather than the package's 4: a page 5
 * to 6% smaller (46.9 KB of home page HTML: 13.8 KB → 12.9 KB). A page's HTML is what the browser
 * waits for before it can paint anything, and below about 14 KB it comes in the connection's first
 * round trip.
 */
export const BROTLI_PARAMS = { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_LGWIN]: 16 };

/**
 * Zstandard for a page rendered whole, when the browser accepts it (Chromium and Firefox do; Safari
 * asks brotli): level 5, 13.1 KB of the detail page's 57.8 KB of HTML against brotli's 12.5 KB,
 * both within the connection's first round trip (docs/decisions/0027-zstandard-for-rendered-pages.md).
 * Its tables are sized for a page, as brotli's window is. Left to level 5's own sizes, a page took
 * 2.4 ms of CPU in the server's environment, half of it in the kernel: the server's malloc settings
 * (server/node-flags.ts: blocks of 128 KB and more mapped on their own) mapped, zeroed and unmapped
 * its tables for every page. With a 64 KB window, a hash table of 2^15 and a chain table of 2^16
 * entries it takes 0.3 ms, and the pages are 0.2% larger (the list page 13,084 bytes against 13,055).
 */
const ZSTD_PARAMS = {
  [zlib.constants.ZSTD_c_compressionLevel]: 5,
  [zlib.constants.ZSTD_c_windowLog]: 16,
  [zlib.constants.ZSTD_c_hashLog]: 15,
  [zlib.constants.ZSTD_c_chainLog]: 16,
};

/** At least this long to be compressed, as the compression middleware's threshold says. */
const COMPRESSION_THRESHOLD = 1024;

/**
 * A whole page compressed in one call, with zstd when the browser accepts it and else with brotli
 * when the compression middleware would use brotli (server/http-app.ts, same quality and window), or
 * undefined to leave it to the middleware: the middleware's stream costs a page two to three times
 * the CPU of one call (it hands 16 KB pieces to the thread pool and back, and writes each), and one
 * call can be told the page's length. The middleware sees the Content-Encoding and passes the page
 * through, adding its Vary. Only for an Accept-Encoding without weights (every browser's), which
 * says any of its codings will do: the middleware's negotiation would pick br for certain. A page the
 * page cache may keep comes here after it took its copy (the HTML with its placeholder nonce), with
 * this answer's nonce; the copies it answers later are compressed by the middleware.
 */
function asBrowsersAsk(req: Request, res: Response, page: Buffer): { coding: "zstd" | "br"; body: Buffer } | undefined {
  const accepted = req.headers["accept-encoding"];
  if (!accepted || accepted.includes(";")) return;
  const codings = accepted.split(",").map((coding) => coding.trim());
  const coding = codings.includes("zstd") ? "zstd" : codings.includes("br") ? "br" : undefined;
  if (!coding) return;
  if (res.hasHeader("Content-Encoding")) return;
  if (!/^text\/html/i.test(String(res.getHeader("Content-Type") ?? ""))) return;
  if (/no-transform/i.test(String(res.getHeader("Cache-Control") ?? ""))) return;
  const length = page.length;
  if (length < COMPRESSION_THRESHOLD) return;
  if (coding === "zstd")
    return { coding, body: zlib.zstdCompressSync(page, { params: ZSTD_PARAMS, pledgedSrcSize: length }) };
  const body = zlib.brotliCompressSync(page, {
    params: { ...BROTLI_PARAMS, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: length },
  });
  return { coding, body };
}
