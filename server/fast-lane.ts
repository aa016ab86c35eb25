// The answers that need neither Express nor React Router: a page the page cache keeps, a picture
// variant already on disk, and the precompressed copy of a script or stylesheet of the build. On a
// busy site these are most requests, and passing them through Express's middleware and React
// Router's request handling costs several times the work of sending the bytes.
// The fast lane answers them straight from Node's request event, with the same headers as the app;
// anything else, or anything unusual about a request, goes on to the app unchanged.
import fsSync from "node:fs";
import fs from "node:fs/promises";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { isPicturePath, parseImageRequest } from "../app/.server/images/image-params.ts";
import { variantHeaders } from "../app/.server/images/image-response.ts";
import { variantFile } from "../app/.server/images/image-store.ts";
import { isTestimonialPicture } from "../app/.server/images/testimonial-picture-key.ts";
import { viewedPropertyId } from "../app/.server/stats/counted-view.ts";
import { type PageCache, sendKeptPage } from "./page-cache.ts";
import { type AssetCopy, assetCopyHeaders } from "./precompressed-assets.ts";
import { createRecentlyUsed } from "./recently-used.ts";
import { hasRepeatedHost, isHost } from "./request-guard.ts";
import { applyDocumentHeaders, applyFileHeaders } from "./security-headers.ts";
import { acceptsWholePageBrotli } from "./whole-page-compression.ts";

/**
 * The picture variants sent last, kept in memory up to this size: reading a file takes several
 * round trips through libuv's thread pool, where a kept copy needs one stat.
 */
const RECENT_VARIANT_BYTES = 16 * 2 ** 20;

interface RecentFile {
  bytes: Buffer;
  mtimeMs: number;
}

export interface FastLaneOptions {
  pageCache: PageCache;
  /** DATA_DIR: picture variants are kept in its image-cache folder. */
  dataDir: string;
  /** Express's compiled "trust proxy" setting: whether this peer's X-Forwarded-Proto is believed. */
  trustsProxy: (address: string, hop: number) => boolean;
  /** The public address is https: every answer carries HSTS, as the app's do (http-app.ts). */
  httpsSite?: boolean;
  /** The app's on-the-fly compression, so a kept page is compressed as a rendered one is. */
  compress(req: IncomingMessage, res: ServerResponse, next: () => void): void;
  /** Counts a view of a property's page (undefined when counting is off). */
  countView?: ((id: number) => void) | undefined;
  /** The build's scripts and stylesheets as kept in memory (precompressed-assets.ts); none without a build. */
  assetCopy?: ((name: string, accepted: string | undefined) => AssetCopy | undefined) | undefined;
}

/** A header as sent: a User-Agent holds commas ("(KHTML, like Gecko)") that do not separate values. */
function wholeValue(header: string | string[] | undefined): string | undefined {
  return Array.isArray(header) ? header[0] : header;
}

/** The first of a list of values, as proxies send X-Forwarded-* headers. */
function firstValue(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.split(",")[0]?.trim();
}

/**
 * Whether the request is one the app's request guard lets through (server/request-guard.ts): a GET
 * of a path, with one valid Host and, when it has one, a valid X-Forwarded-Host. Others go to the
 * app, which refuses them with their reason.
 */
function isPlainGet(req: IncomingMessage): boolean {
  if (req.method !== "GET" || !req.url?.startsWith("/") || hasRepeatedHost(req)) return false;
  const forwardedHost = req.headers["x-forwarded-host"];
  return isHost(req.headers.host) && (forwardedHost === undefined || isHost(firstValue(forwardedHost)));
}

/** As the app decides HSTS: an https site, else Express's req.secure (the connection's own, or what a trusted proxy says). */
function isHttps(req: IncomingMessage, { trustsProxy, httpsSite }: FastLaneOptions): boolean {
  if (httpsSite) return true;
  if ("encrypted" in req.socket && req.socket.encrypted) return true;
  return trustsProxy(req.socket.remoteAddress ?? "", 0) && firstValue(req.headers["x-forwarded-proto"]) === "https";
}

export function withFastLane(app: RequestListener, options: FastLaneOptions): RequestListener {
  // A variant over an eighth of the budget is read from disk each time rather than crowd out the rest.
  const recentVariants = createRecentlyUsed<RecentFile>(
    { maxBytes: RECENT_VARIANT_BYTES, largestShare: 1 / 8 },
    (file) => file.bytes.length,
  );

  function answerFromPageCache(req: IncomingMessage, res: ServerResponse, path: string): boolean {
    // The raw path and query: the page cache's key (see page-cache.ts).
    const page = options.pageCache.hit(req.url ?? "/");
    if (!page) return false;
    // The kept page carries its own policy, made when it was kept (a content change since, which may
    // change the policy's sources, would have dropped it): no nonce to make for this answer.
    applyDocumentHeaders(res, { https: isHttps(req, options) });
    // A kept page's path ends in "/": never a client navigation's data, whose `_routes` decide.
    const viewed = options.countView
      ? viewedPropertyId({ method: "GET", path, header: (name) => wholeValue(req.headers[name]) })
      : undefined;
    if (viewed !== undefined) res.on("finish", () => options.countView?.(viewed));
    const accepted = wholeValue(req.headers["accept-encoding"]);
    // Its brotli copy, kept with it, goes as it is: the compression middleware, which would only
    // pass it through and name Accept-Encoding in Vary, is set up for the other answers.
    if (page.brotli && acceptsWholePageBrotli(accepted)) {
      res.setHeader("Vary", "Accept-Encoding");
      sendKeptPage(res, page, accepted);
    } else options.compress(req, res, () => sendKeptPage(res, page, accepted));
    return true;
  }

  function answerFromImageCache(req: IncomingMessage, res: ServerResponse, path: string, query: string): boolean {
    const parsed = parseImageRequest(path.slice("/images/".length), new URLSearchParams(query));
    // A testimonial's picture may have been withdrawn since its sizes were rendered here: the app
    // asks the database whether it is still on the site (image-response.ts).
    if ("error" in parsed || isTestimonialPicture(parsed.key)) return false;
    const send = (bytes: Buffer) => {
      applyFileHeaders(res, { https: isHttps(req, options) });
      for (const [name, value] of Object.entries(variantHeaders(parsed.format, bytes.length))) {
        res.setHeader(name, value);
      }
      res.end(bytes);
    };
    const file = variantFile(options.dataDir, parsed);
    // A kept copy is sent only while its file is there unchanged: a deleted photo is never sent again.
    const stat = fsSync.statSync(file, { throwIfNoEntry: false });
    if (!stat) return false;
    const copy = recentVariants.get(file);
    if (copy && copy.mtimeMs === stat.mtimeMs && copy.bytes.length === stat.size) {
      send(copy.bytes);
      return true;
    }
    fs.readFile(file).then(
      (bytes) => {
        recentVariants.set(file, { bytes, mtimeMs: stat.mtimeMs });
        send(bytes);
      },
      // Gone since (or unreadable): the app renders it again, or says why not.
      () => app(req, res),
    );
    return true;
  }

  function answerFromBuildAssets(req: IncomingMessage, res: ServerResponse, path: string): boolean {
    const copy = options.assetCopy?.(path.slice("/assets/".length), wholeValue(req.headers["accept-encoding"]));
    if (!copy) return false;
    applyFileHeaders(res, { https: isHttps(req, options) });
    for (const [name, value] of Object.entries(assetCopyHeaders(copy))) res.setHeader(name, value);
    res.end(copy.bytes);
    return true;
  }

  return (req, res) => {
    if (isPlainGet(req)) {
      const url = req.url ?? "/";
      const queryStart = url.indexOf("?");
      const path = queryStart === -1 ? url : url.slice(0, queryStart);
      const query = queryStart === -1 ? "" : url.slice(queryStart + 1);
      if (path.endsWith("/") && answerFromPageCache(req, res, path)) return;
      if (isPicturePath(path) && answerFromImageCache(req, res, path, query)) return;
      if (path.startsWith("/assets/") && answerFromBuildAssets(req, res, path)) return;
    }
    app(req, res);
  };
}
