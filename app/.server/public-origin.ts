// The site's public origin for absolute links (canonical, hreflang, sitemap, JSON-LD, Open Graph):
// PUBLIC_URL when it is set (checked with the rest of the environment, app/.server/env.ts), else the
// origin the request came in on (behind a proxy, Express makes it from X-Forwarded-Proto/Host when
// TRUST_PROXY allows).
import { readEnv } from "./env.ts";

let configured: string | undefined | null = null;

export function publicOrigin(request: Request): string {
  if (configured === null) {
    const value = readEnv().PUBLIC_URL;
    configured = value ? new URL(value).origin : undefined;
  }
  return configured ?? new URL(request.url).origin;
}
