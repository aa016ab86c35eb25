/** Headers every response carries; the CSP is built per request around its nonce. */
export function securityHeaders({ https }: { https: boolean }): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
  if (https) headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return headers;
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

// Where the tags send what they measure, once the visitor allowed them (app/components/consent/).
// Listing a host makes no request; only a tag loaded after consent talks to it.
const TRACKING_HOSTS = [
  "https://www.googletagmanager.com",
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://*.g.doubleclick.net",
  "https://www.google.com",
  "https://www.facebook.com",
];

export function contentSecurityPolicy(nonce: string, { dev }: { dev: boolean }): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    // Vite's dev server injects styles inline; production uses stylesheet files only.
    dev ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
    // Map tiles, requested only when the visitor opens a map.
    `img-src 'self' data: https://tile.openstreetmap.org ${TRACKING_HOSTS.join(" ")}`,
    `connect-src 'self' ${TRACKING_HOSTS.join(" ")}${dev ? " ws:" : ""}`,
    "font-src 'self'",
    // Property videos may be files on the agency's CRM host.
    "media-src 'self' https:",
    "worker-src 'self'",
    // Video and virtual-tour players, loaded only when the visitor clicks play (app/domain/media-urls.ts).
    `frame-src 'self' ${EMBED_HOSTS.join(" ")}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
