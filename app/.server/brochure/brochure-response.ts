// The answer to a brochure's address: the PDF shown in the browser (inline, with a file name to save
// it under), cached as the public pages are and revalidated by its version; an outdated file name
// (the title changed) moves to the current one; anything else is for the site's 404 page.
import { redirect } from "react-router";
import { PUBLIC_PAGE_CACHE } from "../cache-control.ts";
import type { RequestLanguage } from "../request-language.ts";
import { brochureOf } from "./brochure-cache.ts";
import { brochureContent } from "./brochure-content.ts";
import { brochureIdOf } from "./brochure-path.ts";

function decoded(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** The brochure's answer, or undefined when there is none (unknown or unpublished listing, a bad name). */
export async function brochureResponse(
  request: Request,
  file: string | undefined,
  requestLanguage: RequestLanguage,
): Promise<Response | undefined> {
  if (!requestLanguage.fromPath || (request.method !== "GET" && request.method !== "HEAD")) return undefined;
  const id = brochureIdOf(file);
  if (id === undefined) return undefined;
  const content = await brochureContent(id, requestLanguage.language);
  if (!content) return undefined;
  const url = new URL(request.url);
  if (decoded(url.pathname) !== content.path) throw redirect(content.path, 301);
  const etag = `"${content.fingerprint}"`;
  const cache = { "Cache-Control": PUBLIC_PAGE_CACHE, Vary: "Accept-Encoding" };
  if (request.headers.get("if-none-match") === etag) {
    return new Response(null, { status: 304, headers: { ...cache, ETag: etag } });
  }
  const brochure = await brochureOf(content);
  const headers = {
    ...cache,
    "Content-Type": "application/pdf",
    "Content-Length": String(brochure.bytes.length),
    "Content-Disposition": `inline; filename="${brochure.fileName}"`,
    // The listing's page is the one to find; its brochure says the same on paper.
    "X-Robots-Tag": "noindex",
    // Made without a photo that could not be had just now: not to be kept as this version.
    ...(brochure.fingerprint ? { ETag: etag } : { "Cache-Control": "no-cache" }),
  };
  return new Response(request.method === "HEAD" ? null : new Uint8Array(brochure.bytes), { headers });
}
