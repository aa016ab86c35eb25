// Cache-Control of public pages that are the same for every visitor: browsers and the server's page
// cache (server/page-cache.ts) keep them a minute; content changes drop the server's copy at once.
// A page that shows anything of one visitor (a form with its values, a logged-in owner) must not
// use it.
export const PUBLIC_PAGE_CACHE = "public, max-age=60, stale-while-revalidate=600";

export function publicPageHeaders(): HeadersInit {
  return { "Cache-Control": PUBLIC_PAGE_CACHE };
}
