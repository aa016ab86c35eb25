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

export function contentSecurityPolicy(nonce: string, { dev }: { dev: boolean }): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    // Vite's dev server injects styles inline; production uses stylesheet files only.
    dev ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
    // Map tiles, requested only when the visitor opens a map.
    "img-src 'self' data: https://tile.openstreetmap.org",
    dev ? "connect-src 'self' ws:" : "connect-src 'self'",
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
