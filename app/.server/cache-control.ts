// Cache-Control of public pages that are the same for every visitor: browsers and the server's page
// cache (server/page-cache.ts) keep them a minute; content changes drop the server's copy at once.
// A page that shows anything of one visitor (a form with its values, a logged-in owner) must not
// use it.
export const PUBLIC_PAGE_CACHE = "public, max-age=60, stale-while-revalidate=600";

export function publicPageHeaders(): HeadersInit {
  return { "Cache-Control": PUBLIC_PAGE_CACHE };
}

/**
 * Pages with a form: each rendering carries its own form token, so no shared cache may keep one;
 * the browser may show it again from its history (the back button), where a resend is recognised.
 */
export function formPageHeaders(): HeadersInit {
  return { "Cache-Control": "private, no-cache" };
}
