// A cache of rendered public pages. Most requests ask for the same few list and detail pages, and
// rendering one takes milliseconds of CPU; serving a kept copy takes a fraction of that.
//
// What is kept: GET answers with status 200, HTML, `Cache-Control: public`, and no Set-Cookie. Pages
// that depend on the visitor must say `private` or `no-store`, and are never kept.
//
// A kept page is the same bytes for every visitor, compressed once: its inline scripts are allowed by
// their hashes in its own Content-Security-Policy, not by a nonce, which would have to differ on every
// answer and so be compressed again every time (docs/decisions/0041-kept-pages-allowed-by-hashes.md).
// A page meant for the cache is rendered with a placeholder nonce (random per process, the length of
// a real one); a page that is kept loses its placeholder nonce attributes and gets the hashes of its
// scripts, and a page that is not gets the answer's own nonce in their place. Injected markup cannot
// use the placeholder: output is escaped, so it can never become an attribute of a script.
//
// Entries are keyed by path and the parameters the page reads (page-cache-key.ts): a query the page
// does not read makes no entry of its own. A page is kept only from a request already written as its
// key, so no kept page was rendered from a query other visitors did not send.
//
// Entries live `ttlMs` at most and are all dropped when the content changes (see
// app/.server/content-changes.ts), in every process that listens.
import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { inlineScriptHashes } from "./inline-script-hashes.ts";
import { pageCacheKey } from "./page-cache-key.ts";
import { createRecentlyUsed } from "./recently-used.ts";
import { policyByScriptHashes } from "./security-headers.ts";
import { brotliPage, compressWholePage, takesWholePageBrotli } from "./whole-page-compression.ts";

export interface PageCacheOptions {
  ttlMs: number;
  maxEntries: number;
  maxBytes: number;
  /** The key of a request target, undefined when it is neither kept nor served kept; the site's rule by default. */
  keyOf?: (target: string) => string | undefined;
}

interface Entry {
  at: number;
  page: KeptPage;
  /** What the entry holds in memory: the page and its compressed copy. */
  bytes: number;
}

/** A page's body as it is sent, with its brotli copy when one is kept (page-requests.ts sends it). */
export interface PageBody {
  body: Buffer;
  /** The body compressed as the site compresses pages (whole-page-compression.ts); undefined when not kept. */
  brotli?: Buffer | undefined;
}

/** A kept page: the same body for every answer, and its own headers, its policy among them. */
export interface KeptPage extends PageBody {
  headers: readonly [string, string | string[]][];
}

export interface PageCache {
  middleware: RequestHandler;
  /** The kept page for this request target, path and query (counted as a hit); undefined when none is kept. */
  hit(target: string): KeptPage | undefined;
  /** Drops every entry: the content changed. */
  clear(): void;
  /** Stops keeping and serving entries (e.g. while changes cannot be heard), or starts again. */
  setEnabled(enabled: boolean): void;
  stats(): { entries: number; bytes: number; hits: number; misses: number };
}

/**
 * Headers that belong to one answer, never to a kept copy. A kept page's policy is its own, made
 * when it is kept: it allows the page's scripts by their hashes.
 */
const PER_ANSWER = new Set(["content-security-policy", "content-length", "date", "set-cookie", "x-page-cache"]);

export function createPageCache(options: PageCacheOptions): PageCache {
  const keyOf = options.keyOf ?? pageCacheKey;
  // The nonce of the HTTP layer is 16 random bytes in base64: 24 characters, as this one.
  const placeholder = randomBytes(16).toString("base64");
  const entries = createRecentlyUsed<Entry>(
    { maxBytes: options.maxBytes, maxEntries: options.maxEntries, largestShare: 1 / 4 },
    (entry) => entry.bytes,
  );
  let hits = 0;
  let misses = 0;
  let enabled = options.ttlMs > 0;
  // Bumped by every clear: a page whose rendering began before a content change may show the old
  // content (menu included), so it is served but not kept.
  let generation = 0;

  function lookup(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (entry && Date.now() - entry.at > options.ttlMs) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  }

  function hit(target: string): KeptPage | undefined {
    const key = enabled ? keyOf(target) : undefined;
    return key === undefined ? undefined : keptPage(key);
  }

  function keptPage(key: string): KeptPage | undefined {
    const kept = enabled ? lookup(key) : undefined;
    if (!kept) return undefined;
    hits += 1;
    return kept.page;
  }

  /**
   * The page as it is kept: without its placeholder nonce attributes, and the answer's policy with
   * the hashes of its scripts in place of the nonce. Undefined when the placeholder is anywhere else
   * in the page (a script that reads it would get nothing) or the policy does not allow scripts by
   * the answer's nonce: such a page is sent with the answer's nonce and not kept.
   */
  function asKept(
    html: string,
    res: Response,
    nonce: string,
    layerHeaders: ReadonlySet<string>,
  ): { html: string; page: KeptPage } | undefined {
    const kept = html.replaceAll(` nonce="${placeholder}"`, "");
    if (kept.includes(placeholder)) return undefined;
    const policy = policyByScriptHashes(
      String(res.getHeader("content-security-policy") ?? ""),
      nonce,
      inlineScriptHashes(kept),
    );
    if (policy === undefined) return undefined;
    const headers = Object.entries(res.getHeaders())
      .filter(([name]) => !PER_ANSWER.has(name) && !layerHeaders.has(name))
      .map(([name, value]): [string, string | string[]] => [name, Array.isArray(value) ? value : String(value ?? "")]);
    headers.push(["content-security-policy", policy]);
    const body = Buffer.from(kept, "utf8");
    // Compressed once here, for every browser after: the same call the answer would have made.
    const brotli = takesWholePageBrotli("br", res, body.length) ? brotliPage(body) : undefined;
    return { html: kept, page: { headers, body, brotli } };
  }

  function middleware(req: Request, res: Response, next: NextFunction): void {
    // Pages end with a slash (trailing-slash.ts); files, data and API answers do not.
    if (!enabled || req.method !== "GET" || !req.path.endsWith("/")) {
      next();
      return;
    }
    const nonce = String(res.locals.nonce);
    // The path and query alone: a page is rendered with the configured public origin whatever Host,
    // X-Forwarded-Host or scheme it was asked with (app/.server/public-origin.ts), so they cannot
    // make a page of their own, and a forged one cannot be kept for others.
    const key = keyOf(req.originalUrl);
    if (key === undefined) {
      next();
      return;
    }
    const kept = keptPage(key);
    if (kept) {
      sendKeptPage(res, kept, req.headers["accept-encoding"]);
      return;
    }
    misses += 1;
    // Asked with parameters the page does not read, or written otherwise: rendered as asked, not kept.
    if (key !== req.originalUrl) {
      next();
      return;
    }
    // What the HTTP layer set before the page (security headers, HSTS over https) is its own for
    // every answer, never the kept page's.
    const layerHeaders = new Set(res.getHeaderNames());
    res.locals.renderNonce = placeholder;
    const renderedIn = generation;
    /** The answer's body: the kept page's, with its policy set on this answer too, or the page with this answer's nonce. */
    const finish = (html: string): PageBody & { html: string } => {
      res.setHeader("X-Page-Cache", "miss");
      const kept = cacheable(res) && renderedIn === generation ? asKept(html, res, nonce, layerHeaders) : undefined;
      if (!kept) {
        const body = html.replaceAll(placeholder, nonce);
        return { html: body, body: Buffer.from(body, "utf8") };
      }
      entries.set(key, {
        at: Date.now(),
        page: kept.page,
        bytes: kept.page.body.length + (kept.page.brotli?.length ?? 0),
      });
      for (const [name, value] of kept.page.headers) res.setHeader(name, value);
      return { html: kept.html, ...kept.page };
    };
    const release = captureHtml(res, (html) => finish(html).html);
    // A page rendered whole is handed over as one string (server/page-requests.ts), which then sends
    // its body compressed in one call, as it does with the page cache off, or the copy kept
    // compressed: through the capture, the compression middleware's stream compressed every page.
    const keepRendered: KeepRenderedPage = (html) => {
      release();
      const { body, brotli } = finish(html);
      return { body, brotli };
    };
    res.locals.keepRenderedPage = keepRendered;
    next();
  }

  return {
    middleware,
    hit,
    clear() {
      generation += 1;
      entries.clear();
    },
    setEnabled(value) {
      enabled = value && options.ttlMs > 0;
      if (!enabled) {
        generation += 1;
        entries.clear();
      }
    },
    stats: () => ({ entries: entries.size, bytes: entries.bytes, hits, misses }),
  };
}

/**
 * Sends a kept page, whose security headers are set already: its own headers (its policy replaces
 * the answer's), and its body as kept, compressed or not, as a rendered page would go.
 */
export function sendKeptPage(res: ServerResponse, page: KeptPage, acceptEncoding: string | undefined): void {
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.setHeader("X-Page-Cache", "hit");
  res.statusCode = 200;
  sendPageBody(res, page, acceptEncoding);
}

/**
 * Ends an answer with a page's body: its kept brotli copy, or compressed in one call, for a browser
 * that takes that (whole-page-compression.ts); otherwise as it is, for the compression middleware to
 * compress as the browser asks.
 */
export function sendPageBody(res: ServerResponse, page: PageBody, acceptEncoding: string | undefined): void {
  const compressed =
    page.brotli && takesWholePageBrotli(acceptEncoding, res, page.body.length)
      ? { coding: "br", body: page.brotli }
      : compressWholePage(acceptEncoding, res, page.body);
  if (compressed) res.setHeader("Content-Encoding", compressed.coding);
  const sent = compressed?.body ?? page.body;
  res.setHeader("Content-Length", sent.length);
  res.end(sent);
}

function cacheable(res: Response): boolean {
  const cacheControl = String(res.getHeader("cache-control") ?? "");
  return (
    res.statusCode === 200 &&
    /^text\/html/i.test(String(res.getHeader("content-type") ?? "")) &&
    !res.hasHeader("set-cookie") &&
    /(^|,)\s*public\b/.test(cacheControl) &&
    !/no-store|private|no-cache/.test(cacheControl)
  );
}

type WriteCallback = (error?: Error | null) => void;

/**
 * What the page cache leaves in `res.locals.keepRenderedPage` for a page it may keep: given the
 * whole rendered page (with the placeholder nonce), it keeps the page when it may and returns the
 * body to send (the kept page's, or the page with this answer's nonce); the response is the page
 * cache's no longer.
 */
export type KeepRenderedPage = (html: string) => PageBody;

/**
 * Holds back a text answer until it is complete and passes it through `finish` (which replaces the
 * placeholder nonce: it may straddle two written chunks). Binary answers stream through untouched.
 * Returns what gives the response its own write and end back, before anything was written.
 */
function captureHtml(res: Response, finish: (html: string) => string): () => void {
  const write = res.write.bind(res) as (chunk: unknown, encoding?: BufferEncoding, cb?: WriteCallback) => boolean;
  const end = res.end.bind(res) as (chunk?: unknown, encoding?: BufferEncoding, cb?: () => void) => Response;
  const chunks: Buffer[] = [];
  let mode: "undecided" | "text" | "through" = "undecided";

  // Text of any kind is held (it could carry the placeholder); pictures and files stream through.
  function decide(): void {
    if (mode !== "undecided") return;
    const type = String(res.getHeader("content-type") ?? "");
    mode = /^(text\/|application\/(json|xml|javascript)|[^;]*\+xml)/i.test(type) ? "text" : "through";
  }

  function toBuffer(chunk: unknown, encoding?: BufferEncoding): Buffer {
    if (Buffer.isBuffer(chunk)) return chunk;
    if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    return Buffer.from(String(chunk), encoding ?? "utf8");
  }

  function splitArgs(
    encodingOrCallback?: BufferEncoding | WriteCallback,
    callback?: WriteCallback,
  ): [BufferEncoding | undefined, WriteCallback | undefined] {
    return typeof encodingOrCallback === "function" ? [undefined, encodingOrCallback] : [encodingOrCallback, callback];
  }

  res.write = ((chunk: unknown, encodingOrCallback?: BufferEncoding | WriteCallback, callback?: WriteCallback) => {
    decide();
    const [encoding, done] = splitArgs(encodingOrCallback, callback);
    if (mode === "through") return write(chunk, encoding, done);
    chunks.push(toBuffer(chunk, encoding));
    if (done) process.nextTick(done);
    return true;
  }) as Response["write"];

  res.end = ((chunk?: unknown, encodingOrCallback?: BufferEncoding | WriteCallback, callback?: WriteCallback) => {
    if (typeof chunk === "function") return end(chunk);
    decide();
    const [encoding, done] = splitArgs(encodingOrCallback, callback);
    if (mode === "through") return end(chunk, encoding, done);
    if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, encoding));
    const body = finish(Buffer.concat(chunks).toString("utf8"));
    if (!res.headersSent) res.setHeader("Content-Length", Buffer.byteLength(body));
    return end(body, "utf8", done);
  }) as Response["end"];

  return () => {
    res.write = write as Response["write"];
    res.end = end as Response["end"];
  };
}
