// The site's public origin for absolute links (canonical, hreflang, sitemap, JSON-LD, Open Graph):
// PUBLIC_URL when it is set, else the origin the request came in on (behind a proxy, Express makes
// it from X-Forwarded-Proto/Host when TRUST_PROXY allows).
let configured: string | undefined | null = null;

function fromEnvironment(): string | undefined {
  if (configured === null) {
    const value = process.env.PUBLIC_URL;
    configured = value ? new URL(value).origin : undefined;
  }
  return configured;
}

export function publicOrigin(request: Request): string {
  return fromEnvironment() ?? new URL(request.url).origin;
}
