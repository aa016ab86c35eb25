import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { CspSources } from "../app/.server/csp-sources.ts";
import type { TrackingIds } from "../app/.server/db/json-shapes.ts";

/** A site with no tag and no video elsewhere: nothing but its own files, tiles and players. */
export const NO_CSP_SOURCES: CspSources = { tracking: {}, videoOrigins: [] };

/** Where browsers send the policy's violations (app/routes/api-csp-report.ts). */
export const CSP_REPORT_PATH = "/api/csp-report";

/**
 * Sets the headers of every answer that may be shown as a document (pages, files, feeds, the API,
 * errors), the CSP with a nonce of its own, and returns that nonce (the page's scripts must carry it).
 */
export function applySecurityHeaders(
  res: ServerResponse,
  options: { https: boolean; dev: boolean; sources?: CspSources },
): string {
  const nonce = randomBytes(16).toString("base64");
  applyDocumentHeaders(res, options);
  res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, options));
  return nonce;
}

/**
 * Sets a document's headers but its CSP: for an answer whose policy is its own, as a page the page
 * cache keeps carries the one that allows its scripts by their hashes (policyByScriptHashes).
 */
export function applyDocumentHeaders(res: ServerResponse, options: { https: boolean }): void {
  for (const [name, value] of Object.entries(securityHeaders(options))) res.setHeader(name, value);
}

/**
 * A document's policy with its scripts allowed by the hashes of the page's inline scripts
 * (inline-script-hashes.ts) instead of this answer's nonce: the policy of a page the page cache
 * keeps, the same bytes for every visitor (docs/decisions/0041-kept-pages-allowed-by-hashes.md).
 * 'strict-dynamic' stays: the scripts those allow load the rest. Undefined when the policy does not
 * allow scripts by that nonce.
 */
export function policyByScriptHashes(policy: string, nonce: string, hashes: readonly string[]): string | undefined {
  const byNonce = `'nonce-${nonce}'`;
  if (!nonce || !policy.includes(byNonce)) return undefined;
  const byHashes = hashes.map((hash) => `'sha256-${hash}'`).join(" ");
  return byHashes ? policy.replace(byNonce, byHashes) : policy.replace(`${byNonce} `, "").replace(byNonce, "");
}

/**
 * Sets the headers of an answer a page loads as a script, a stylesheet or a picture. The browser
 * never shows such an answer as a document, so the document's headers (CSP, framing, permissions,
 * referrer and opener policies) would do nothing there; they were about 1.4 KB on each of a page's
 * 10 to 20 scripts.
 */
export function applyFileHeaders(res: ServerResponse, { https }: { https: boolean }): void {
  for (const [name, value] of Object.entries(fileHeaders({ https }))) res.setHeader(name, value);
}

const DOCUMENT_ONLY = [
  "Content-Security-Policy",
  "Reporting-Endpoints",
  "Referrer-Policy",
  "Permissions-Policy",
  "X-Frame-Options",
  "Cross-Origin-Opener-Policy",
];

/**
 * Whether the site sets `name` on every document (applySecurityHeaders). React Router's adapter
 * appends a route's own headers to those, so a route that names one again (the referrer policy of
 * the pages with a token in their address) would send it twice; the HTTP app lets it replace it.
 */
export function isSiteDocumentHeader(name: string): boolean {
  return SITE_DOCUMENT_HEADERS.has(name.toLowerCase());
}

const SITE_DOCUMENT_HEADERS = new Set(
  [...Object.keys(securityHeaders({ https: true })), "Content-Security-Policy"].map((name) => name.toLowerCase()),
);

/** Takes the document's headers off an answer that turned out to be a file a page loads (see applyFileHeaders). */
export function dropDocumentHeaders(res: ServerResponse): void {
  for (const name of DOCUMENT_ONLY) res.removeHeader(name);
}

function fileHeaders({ https }: { https: boolean }): Record<string, string> {
  const headers: Record<string, string> = {
    // A script or stylesheet is run only when its type says so.
    "X-Content-Type-Options": "nosniff",
    // Pictures, scripts and files are for this site's own pages: no other site may embed them (the
    // mails are plain text; link previews are fetched by servers, which the header does not stop).
    "Cross-Origin-Resource-Policy": "same-origin",
  };
  if (https) headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return headers;
}

/** A document's headers but its CSP, which is built per request around its nonce. */
export function securityHeaders({ https }: { https: boolean }): Record<string, string> {
  return {
    ...fileHeaders({ https }),
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    // The CSP's report-to group (the Reporting API); older browsers use its report-uri.
    "Reporting-Endpoints": `csp="${CSP_REPORT_PATH}"`,
  };
}

const EMBED_HOSTS = [
  "https://www.youtube-nocookie.com",
  "https://player.vimeo.com",
  "https://www.facebook.com",
  "https://matterport.com",
  "https://*.matterport.com",
  "https://kuula.co",
  "https://*.kuula.co",
  "https://nodalview.com",
  "https://*.nodalview.com",
];

// Where each tag sends what it measures, once the visitor allowed it (app/components/consent/tracking.ts).
// Its script itself needs no host: the consent code loads it, which 'strict-dynamic' allows. Listing a
// host makes no request, but a host no configured tag uses is one more place a script injected into a
// page could send data to: only the hosts of the tags the site settings name are listed.
const GOOGLE_TAG = "https://www.googletagmanager.com";
const GOOGLE_ANALYTICS = [GOOGLE_TAG, "https://*.google-analytics.com", "https://*.analytics.google.com"];
const TRACKING_HOSTS: Record<keyof TrackingIds, readonly string[]> = {
  analyticsId: GOOGLE_ANALYTICS,
  adsId: [GOOGLE_TAG, "https://*.g.doubleclick.net", "https://www.google.com"],
  // A container loads the tags configured in it; Google's own are what this site sets up there.
  tagManagerId: GOOGLE_ANALYTICS,
  pixelId: ["https://www.facebook.com"],
};

/** The hosts the configured tags send to, each once, in a stable order. */
export function trackingHosts(ids: TrackingIds): string[] {
  const kinds = Object.keys(TRACKING_HOSTS) as (keyof TrackingIds)[];
  return [...new Set(kinds.filter((kind) => ids[kind]).flatMap((kind) => TRACKING_HOSTS[kind]))];
}

/** An https origin as URL.origin writes it: nothing that could end a directive or add a source. */
const ORIGIN = /^https:\/\/[a-z0-9.-]+(?::\d{1,5})?$/;

// Nothing is allowed by default, and each kind of resource the pages load is listed with where it
// comes from. No font-src and no manifest-src: the site uses system fonts and has no manifest.
export function contentSecurityPolicy(
  nonce: string,
  { dev, sources = NO_CSP_SOURCES }: { dev: boolean; sources?: CspSources },
): string {
  const beacons = trackingHosts(sources.tracking)
    .map((host) => ` ${host}`)
    .join("");
  const videos = sources.videoOrigins
    .filter((origin) => ORIGIN.test(origin))
    .map((origin) => ` ${origin}`)
    .join("");
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    // Vite's dev server injects styles inline; production uses stylesheet files only.
    dev ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
    // Map tiles, requested only when the visitor opens a map; the tags' beacons.
    `img-src 'self' data: https://tile.openstreetmap.org${beacons}`,
    // The search box, the consent record, the captcha, React Router's data requests; the tags' beacons.
    `connect-src 'self'${beacons}${dev ? " ws:" : ""}`,
    // Property and project videos may be files on the agency's CRM host: the hosts they name.
    `media-src 'self'${videos}`,
    // The captcha's proof-of-work worker, a file of the site's own (app/components/forms/captcha-loader.ts).
    "worker-src 'self'",
    // Video and virtual-tour players, loaded only when the visitor clicks play (app/domain/media-urls.ts).
    `frame-src ${EMBED_HOSTS.join(" ")}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    // Violations are stored for the developers (app/.server/csp-reports.ts): report-to for current
    // browsers (the Reporting-Endpoints header names the group), report-uri for older ones.
    `report-uri ${CSP_REPORT_PATH}`,
    "report-to csp",
  ].join("; ");
}
