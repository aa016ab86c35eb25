// Previews of a page as it will look (SPEC.md: a path containing "preview" shows the draft). Drafts
// are not public, so a preview link carries an expiry and an HMAC of the page and that expiry under
// the site's secret: whoever the agency sends it to can look, nobody can guess one, and it stops
// working after a week. Wrong, expired or tampered links get the plain 404.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Language } from "../i18n/languages.ts";

export const PREVIEW_TTL_MS = 7 * 24 * 60 * 60 * 1000;

function signature(secret: string, pageId: number, expires: number): string {
  return createHmac("sha256", secret).update(`preview:${pageId}:${expires}`).digest("base64url");
}

/** "/nl/preview/12/?expires=…&signature=…", valid for `ttlMs` from `now`. */
export function previewHref(
  secret: string,
  language: Language,
  pageId: number,
  now = Date.now(),
  ttlMs = PREVIEW_TTL_MS,
): string {
  const expires = Math.floor((now + ttlMs) / 1000);
  const query = new URLSearchParams({ expires: String(expires), signature: signature(secret, pageId, expires) });
  return `/${language}/preview/${pageId}/?${query}`;
}

/** Whether the link's expiry and signature are this page's and still valid at `now`. */
export function isValidPreview(secret: string, pageId: number, search: URLSearchParams, now = Date.now()): boolean {
  const expiresText = search.get("expires") ?? "";
  const given = search.get("signature") ?? "";
  if (!/^\d{1,12}$/.test(expiresText) || !/^[\w-]{43}$/.test(given)) return false;
  const expires = Number(expiresText);
  if (expires * 1000 <= now) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(signature(secret, pageId, expires)));
}
