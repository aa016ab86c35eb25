// The site's public origin for absolute links (canonical, hreflang, robots.txt, the sitemap, JSON-LD,
// Open Graph, the links in mails): PUBLIC_URL, or this server on localhost for a local start. Never
// the request's Host or X-Forwarded-Host: anyone can send those, and what is built from them is kept
// in caches and mailed to other people.
import { type Env, readEnv } from "./env.ts";

let configured: string | undefined;

export function publicOriginOf(env: Pick<Env, "PUBLIC_URL" | "PORT">): string {
  return env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : `http://localhost:${env.PORT}`;
}

/** Set at start-up (server/http-app.ts) from the environment the app was given. */
export function setPublicOrigin(origin: string): void {
  configured = origin;
}

export function publicOrigin(): string {
  configured ??= publicOriginOf(readEnv());
  return configured;
}
