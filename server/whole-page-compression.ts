// How the site compresses a page it sends whole: its brotli parameters, and the one call that
// compresses a page for a browser that asks.
import type { ServerResponse } from "node:http";
import zlib from "node:zlib";

/**
 * How the site compresses with brotli (server/http-app.ts's middleware, and whole pages here). A
 * window of 64 KB (LGWIN 16) instead of brotli's 4 MB: a page is smaller than that, so it is
 * compressed as small (the list page 11,077 bytes against 11,088), but with 16 or less brotli uses
 * a far smaller hash table and ring buffer. With the default window every answer allocated megabytes
 * that the server's malloc settings (server/node-flags.ts: blocks of 128 KB and more mapped on their
 * own) mapped, zeroed and unmapped:
 * 5 to 8 ms of CPU for a list page instead of 1 to 3. Quality 5 rather than the package's 4: a page 5
 * to 6% smaller (46.9 KB of home page HTML: 13.8 KB → 12.9 KB). A page's HTML is what the browser
 * waits for before it can paint anything, and below about 14.6 KB, its headers counted, it comes in
 * the connection's first round trip.
 */
export const BROTLI_PARAMS = { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_LGWIN]: 16 };

/** At least this long to be compressed, as the compression middleware's threshold says. */
const COMPRESSION_THRESHOLD = 1024;

/**
 * Whether a whole page of `length` bytes goes to this browser compressed with brotli in one call,
 * when the compression middleware would use brotli (server/http-app.ts, same quality and window);
 * otherwise the middleware is left to it: its stream costs a page two to three times the CPU of one
 * call (it hands 16 KB pieces to the thread pool and back, and writes each), and one call can be told
 * the page's length. The middleware sees the Content-Encoding and passes the page through, adding its
 * Vary. Only for an Accept-Encoding without weights (every browser's), which says any of its codings
 * will do: the middleware's negotiation would pick br for certain. Used for a page rendered whole
 * (server/page-requests.ts) and for a page the page cache answers (server/page-cache.ts), which keeps
 * its page compressed once.
 *
 * Not zstd, though Chromium and Firefox accept it at a third of brotli's CPU: brotli's page is about
 * 9% smaller, and that decides whether the home, list and map pages with their headers (about 1.2 KB)
 * come in the connection's first round trip (docs/decisions/0027-zstandard-for-rendered-pages.md).
 */
export function takesWholePageBrotli(accepted: string | undefined, res: ServerResponse, length: number): boolean {
  if (!acceptsWholePageBrotli(accepted)) return false;
  if (res.hasHeader("Content-Encoding")) return false;
  if (!/^text\/html/i.test(String(res.getHeader("Content-Type") ?? ""))) return false;
  if (/no-transform/i.test(String(res.getHeader("Cache-Control") ?? ""))) return false;
  return length >= COMPRESSION_THRESHOLD;
}

/** Whether an Accept-Encoding without weights lists brotli: the browser takes a page compressed so (takesWholePageBrotli). */
export function acceptsWholePageBrotli(accepted: string | undefined): boolean {
  return (
    accepted !== undefined && !accepted.includes(";") && accepted.split(",").some((coding) => coding.trim() === "br")
  );
}

/** A page compressed as the site compresses pages, in one call told its length. */
export function brotliPage(page: Buffer): Buffer {
  return zlib.brotliCompressSync(page, {
    params: { ...BROTLI_PARAMS, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: page.length },
  });
}

/** A whole page compressed for this browser in one call (takesWholePageBrotli), or undefined to leave it to the middleware. */
export function compressWholePage(
  accepted: string | undefined,
  res: ServerResponse,
  page: Buffer,
): { coding: "br"; body: Buffer } | undefined {
  return takesWholePageBrotli(accepted, res, page.length) ? { coding: "br", body: brotliPage(page) } : undefined;
}
