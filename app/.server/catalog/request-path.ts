// The page path and query a loader was asked for. A client-side navigation asks for the data at
// "/nl/te-koop/.../338/_.data" (or ".../338.data") with a "_routes" parameter, and loaders receive
// that raw request: canonical checks and redirects must read the page's own path, or a client
// navigation would redirect to itself forever. Mirrors React Router's getNormalizedPath.
import { badRequest } from "../http-errors.ts";

export function requestPath(request: Request): { pathname: string; search: string } {
  const url = new URL(request.url);
  const pathname = url.pathname.endsWith("/_.data")
    ? url.pathname.slice(0, -"_.data".length)
    : url.pathname.replace(/\.data$/, "");
  const params = new URLSearchParams(url.search);
  params.delete("_routes");
  const search = params.toString();
  return { pathname, search: search ? `?${search}` : "" };
}

/** A client-side navigation's request for a page's data, not for the page itself. */
export function isDataRequest(request: Request): boolean {
  return new URL(request.url).pathname.endsWith(".data");
}

/** The path decoded, to compare with a canonical path; a broken escape ("%E0") is a bad request. */
export function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return badRequest("the address holds a broken %-escape");
  }
}
