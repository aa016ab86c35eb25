// How the site compresses a page it sends whole: the parameters of its two codings, and the one
// call that compresses a page for a browser that asks.
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
 * says any of its codings will do: the middleware's negotiation would pick br for certain. Used for
 * a page rendered whole (server/page-requests.ts) and for a page the page cache answers
 * (server/page-cache.ts), each with its own answer's nonce, so neither can be kept compressed.
 */
export function compressWholePage(
  accepted: string | undefined,
  res: ServerResponse,
  page: Buffer,
): { coding: "zstd" | "br"; body: Buffer } | undefined {
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
