// The HTTP application: security headers, compression, static assets, health check and React
// Router's request handler. Built by Vite as the server bundle, so it shares one module graph
// (and one database pool) with the routes.
import type { RequestListener } from "node:http";
import path from "node:path";
// Loaded with the app rather than on the first request, so a broken build fails at start-up.
import * as serverBuild from "virtual:react-router/server-build";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { RouterContextProvider } from "react-router";
import {
  MAX_SITE_PICTURE_FORM_BYTES,
  MAX_SITE_PICTURE_REQUEST_BYTES,
  SITE_PICTURE_FORM_PATH,
  SITE_PICTURE_UPLOAD_PATH,
} from "../app/.server/admin/site-pictures.ts";
import { ARTICLE_EDITOR_PATH, MAX_ARTICLE_REQUEST_BYTES } from "../app/.server/admin/team-photo.ts";
import { configureAuth } from "../app/.server/auth/auth.ts";
import { startBackgroundJobs } from "../app/.server/background-jobs.ts";
import { setConsentLimit } from "../app/.server/consent-limit.ts";
import { forgetContentCaches, forgetWithContent } from "../app/.server/content-caches.ts";
import { listenForContentChanges } from "../app/.server/content-changes.ts";
import { MAX_CSP_REPORT_REQUEST_BYTES } from "../app/.server/csp-reports.ts";
import { cspSources, lastCspSources } from "../app/.server/csp-sources.ts";
import { createDatabase, type Database, setCurrentDatabase } from "../app/.server/db/client.ts";
import type { Env } from "../app/.server/env.ts";
import { isPicturePath } from "../app/.server/images/image-params.ts";
import { MAX_PHOTO_REQUEST_BYTES, PHOTO_UPLOAD_PATH } from "../app/.server/images/photo-upload.ts";
import { formSecret, leadSettingsFromEnv, setLeadSettings } from "../app/.server/leads/lead-settings.ts";
import { onOutboxWork } from "../app/.server/leads/outbox-signal.ts";
import { createMailTransport } from "../app/.server/mail/mail-transport.ts";
import { startOutboxWorker } from "../app/.server/mail/outbox-worker.ts";
import { publicOriginOf, setPublicOrigin } from "../app/.server/public-origin.ts";
import { clientAddressContext, nonceContext } from "../app/.server/request-context.ts";
import { siteData } from "../app/.server/site-settings.ts";
import { createViewCounter, type ViewCounter } from "../app/.server/stats/view-counter.ts";
import { MAX_DOCUMENT_BYTES } from "../app/domain/pdf-document.ts";
import { crossSiteForms } from "./cross-site-forms.ts";
import { type FastLaneOptions, withFastLane } from "./fast-lane.ts";
import { createPageCache, type PageCache } from "./page-cache.ts";
import { assetCopiesInMemory, buildAssets } from "./precompressed-assets.ts";
import { pageRequestHandler, staticFilesOnly } from "./render-shortcuts.ts";
import { oneHostAtMost, requestGuard } from "./request-guard.ts";
import { applyFileHeaders, applySecurityHeaders, CSP_REPORT_PATH, isSiteDocumentHeader } from "./security-headers.ts";
import { trailingSlash } from "./trailing-slash.ts";
import { viewCounting } from "./view-counting.ts";
import { BROTLI_PARAMS } from "./whole-page-compression.ts";

const MAX_BODY_BYTES = 8 * 1024 * 1024;
/** The back office's forms may carry a document (MAX_DOCUMENT_BYTES) with the fields around it. */
const MAX_BACK_OFFICE_BODY_BYTES = MAX_DOCUMENT_BYTES + 4 * 1024 * 1024;
/** A listing's documents page takes several PDFs in one post: room for four full-size ones. */
const LISTING_DOCUMENTS_PATH = /^\/admin\/properties\/\d+\/documents\/$/;
const MAX_LISTING_DOCUMENTS_BODY_BYTES = 4 * MAX_DOCUMENT_BYTES + 4 * 1024 * 1024;

function bodyLimit(path: string): number {
  if (path === CSP_REPORT_PATH) return MAX_CSP_REPORT_REQUEST_BYTES;
  if (PHOTO_UPLOAD_PATH.test(path)) return MAX_PHOTO_REQUEST_BYTES;
  // The article editor: a team member's photo with four languages' texts.
  if (ARTICLE_EDITOR_PATH.test(path)) return MAX_ARTICLE_REQUEST_BYTES;
  if (LISTING_DOCUMENTS_PATH.test(path)) return MAX_LISTING_DOCUMENTS_BODY_BYTES;
  // A site picture sent at once by its field; the forms that carry them without JavaScript.
  if (SITE_PICTURE_UPLOAD_PATH.test(path)) return MAX_SITE_PICTURE_REQUEST_BYTES;
  if (SITE_PICTURE_FORM_PATH.test(path)) return MAX_SITE_PICTURE_FORM_BYTES;
  return path.startsWith("/admin/") ? MAX_BACK_OFFICE_BODY_BYTES : MAX_BODY_BYTES;
}

export interface HttpApp {
  app: express.Express;
  /** What the HTTP server runs: the fast lane for kept pages and pictures, then the app. */
  handler: RequestListener;
  db: Database;
  pageCache: PageCache;
  /** Views of property pages, counted and not yet written (undefined when counting is off). */
  viewCounter: ViewCounter | undefined;
  close(): Promise<void>;
}

export function createHttpApp(
  env: Env,
  databaseUrl: string,
  options: { clientDir?: string; dev?: boolean } = {},
): HttpApp {
  const db = createDatabase(databaseUrl);
  setCurrentDatabase(db);

  setLeadSettings(leadSettingsFromEnv(env, (line) => console.log(`[site] ${line}`)));
  setConsentLimit(env.CONSENTS_PER_10_MINUTES);
  const transport = createMailTransport({ smtpUrl: env.SMTP_URL, dataDir: env.dataDir });
  const outbox = startOutboxWorker({
    db,
    transport,
    retryBaseMs: env.MAIL_RETRY_SECONDS * 1000,
    async from() {
      const { settings } = await siteData();
      return { name: settings.agency.name, address: env.MAIL_FROM ?? settings.agency.email };
    },
  });
  onOutboxWork(() => outbox.wake());
  // Every absolute link (pages, feeds, mails) is made from this, never from the request's headers.
  const origin = publicOriginOf(env);
  setPublicOrigin(origin);
  configureAuth({ db, secret: formSecret(env), origin });
  if (!env.PUBLIC_URL) console.log(`[site] PUBLIC_URL is not set: absolute links point at ${origin}`);
  const background = startBackgroundJobs(db, { origin, defaultRetentionMonths: env.LEAD_RETENTION_MONTHS });

  // 32 MB holds the few hundred pages most visitors see (a list page is about 65 KB); every search
  // makes a page of its own, so a larger budget mostly kept single searches and grew the process.
  const pageCache = createPageCache({
    ttlMs: env.PAGE_CACHE_SECONDS * 1000,
    maxEntries: 2_000,
    maxBytes: 32 * 2 ** 20,
  });
  // Nothing is kept until changes can be heard: a page kept while deaf could stay stale.
  pageCache.setEnabled(false);
  // Kept pages are content too: a change made through this instance drops them at once, before its
  // notice comes round (staff-change.ts), as it drops the rest.
  const stopForgettingPages = forgetWithContent(() => pageCache.clear());
  const changes = listenForContentChanges(databaseUrl, {
    onChange() {
      forgetContentCaches();
      // Published properties may have changed: demands may have new matches.
      background.contentChanged();
    },
    onListening: (listening) => pageCache.setEnabled(listening && env.PAGE_CACHE_SECONDS > 0),
  });

  const viewCounter =
    env.VIEW_COUNTING === "1"
      ? createViewCounter({
          db,
          intervalMs: env.VIEW_FLUSH_SECONDS * 1000,
          log: (line) => console.error(`[views] ${line}`),
        })
      : undefined;

  const app = express();
  app.disable("x-powered-by");
  if (env.TRUST_PROXY !== undefined) app.set("trust proxy", env.TRUST_PROXY);

  // HSTS goes on every answer of a site whose public address is https, so it does not depend on a
  // proxy setting: a browser ignores it on an answer that came over plain http (RFC 6797, section
  // 8.1), so it takes effect exactly on the answers that came over TLS. A site on plain http
  // (PUBLIC_URL unset or http, as a local start) sends it only when a trusted proxy says https.
  const httpsSite = new URL(origin).protocol === "https:";
  app.use(async (req: Request, res: Response, next: NextFunction) => {
    const https = httpsSite || req.secure;
    // The picture route answers a picture or a line of plain text, never a document.
    if (isPicturePath(req.path)) applyFileHeaders(res, { https });
    else {
      // The policy lists the hosts the content uses (tags, video files); when they cannot be read
      // (the database is down), the last ones read, so the answer, an error page too, has its policy.
      const sources = await cspSources().catch(lastCspSources);
      res.locals.nonce = applySecurityHeaders(res, { https, dev: options.dev === true, sources });
    }
    next();
  });
  // Before the request guard: a load balancer's check may come without a Host (HTTP/1.0).
  app.use(oneHostAtMost);
  app.get("/healthz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    try {
      await db.$client.query("select 1");
      res.json({ status: "ok" });
    } catch {
      res.status(503).json({ status: "unavailable", reason: "database" });
    }
  });
  app.use(requestGuard);
  // Brotli as server/page-requests.ts says (quality 5, a 64 KB window), which compresses whole pages
  // itself.
  const compress = compression({ brotli: { params: BROTLI_PARAMS } });
  app.use(compress);
  app.use(trailingSlash);
  // Before the page cache: a view answered from it counts as well.
  if (viewCounter) app.use(viewCounting(viewCounter));
  // Before the static files: a kept page answers without even a file-system look-up.
  app.use(pageCache.middleware);

  if (options.clientDir) {
    app.use("/assets", buildAssets(path.join(options.clientDir, "assets")));
    app.use(staticFilesOnly(express.static(options.clientDir, { maxAge: "1h", index: false })));
  }

  // The largest body a form may send (a testimonial with its picture; in the back office a project's
  // form with its document, several photos at once, or a team member's photo with the article's texts) and a little more. Larger, or of unknown length, is refused before
  // anything reads it, and the connection is closed with it.
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const length = req.headers["content-length"];
    const refuse = (status: number, reason: string) =>
      res.status(status).set({ Connection: "close", "Cache-Control": "no-store" }).type("text/plain").send(reason);
    if (length === undefined && req.headers["transfer-encoding"]) return refuse(411, "Send the length of the body.");
    if (Number(length ?? 0) > bodyLimit(req.path)) return refuse(413, "The body is too large.");
    next();
  });

  // A browser's form posted from another site: a page saying why, rather than React Router's bare
  // "Bad Request".
  app.use(
    crossSiteForms({
      stylesheet: siteStylesheet,
      settings: () =>
        siteData().then(
          ({ settings }) => settings,
          () => undefined,
        ),
    }),
  );

  // A route's own value of a header the site sets on every document replaces the site's, instead of
  // being appended to it (isSiteDocumentHeader).
  app.use((_req: Request, res: Response, next: NextFunction) => {
    const append = res.append.bind(res);
    res.append = (name, value) => (isSiteDocumentHeader(name) ? res.set(name, value) : append(name, value));
    next();
  });
  const getLoadContext = (req: Request, res: Response) => {
    const context = new RouterContextProvider();
    context.set(clientAddressContext, req.ip ?? "");
    // The page cache renders cacheable pages with its placeholder nonce (see page-cache.ts).
    context.set(nonceContext, String(res.locals.renderNonce ?? res.locals.nonce));
    return context;
  };
  app.use(
    // In development the build is Vite's, swapped as files change: taken as it is.
    options.dev
      ? createRequestHandler({ build: serverBuild, getLoadContext })
      : pageRequestHandler(serverBuild, getLoadContext),
  );

  // Last resort for errors outside React Router (which renders its own error pages): a short
  // answer, never a stack trace.
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    console.error(error);
    if (res.headersSent) return;
    res.status(500).setHeader("Cache-Control", "no-store").type("text/plain").send("There is an error in the API.");
  });

  const handler = withFastLane(app, {
    pageCache,
    dataDir: env.dataDir,
    trustsProxy: app.get("trust proxy fn") as FastLaneOptions["trustsProxy"],
    httpsSite,
    compress,
    countView: viewCounter ? (id) => viewCounter.count(id) : undefined,
    assetCopy: options.clientDir ? assetCopiesInMemory(path.join(options.clientDir, "assets")) : undefined,
  });

  return {
    app,
    handler,
    db,
    pageCache,
    viewCounter,
    async close() {
      // The HTTP server has drained: every view is counted; write them while the pool is open.
      await viewCounter?.stop();
      await changes.close();
      stopForgettingPages();
      background.stop();
      await outbox.stop();
      transport.close();
      await db.$client.end();
    },
  };
}

/** The site's stylesheet, as the root route links it on every page. */
function siteStylesheet(): string | undefined {
  const links = serverBuild.routes.root?.module.links?.() ?? [];
  const sheet = links.find((link) => "rel" in link && link.rel === "stylesheet");
  return sheet && "href" in sheet ? sheet.href : undefined;
}
