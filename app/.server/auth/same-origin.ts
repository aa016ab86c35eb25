// State-changing requests of signed-in people come from this site's own pages only. Browsers say
// where a request comes from (Sec-Fetch-Site, else Origin); one from another site is refused before
// anything is changed, on top of the session cookie's SameSite=Lax.
import { forbidden } from "../http-errors.ts";
import { publicOrigin } from "../public-origin.ts";

export function isSameOrigin(request: Request, siteOrigin = publicOrigin()): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site !== null) return site === "same-origin" || site === "none";
  const origin = request.headers.get("origin");
  if (origin === null) return true;
  return origin === siteOrigin || origin === new URL(request.url).origin;
}

export function requireSameOrigin(request: Request): void {
  if (!isSameOrigin(request)) forbidden();
}
