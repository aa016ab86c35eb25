// Work an uncached page render no longer does (docs/render-profile.md). RENDER_SHORTCUTS=0 at start
// switches them all off, so a benchmark can measure the render as it was beside the render as it is,
// in the same run (scripts/bench/pages.ts), and scripts/bench/same-answers.ts can show that both
// answer every address alike. Not a setting for a site: nothing else reads it.
import { createRequestHandler } from "@react-router/express";
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { unstable_preloadRoutePattern } from "react-router/route-pattern";
import { pageRequests } from "./page-requests.ts";

export const renderShortcuts = process.env.RENDER_SHORTCUTS !== "0";

declare global {
  /** Read by the project's patch of React Router (patches/): true makes it rebuild its route objects per render. */
  var __reactRouterRebuildRoutes: boolean | undefined;
}
globalThis.__reactRouterRebuildRoutes = !renderShortcuts;

/**
 * The server build React Router's request handler runs. With the shortcuts, it matches with React
 * Router's route-pattern trie (`future.unstable_routePatternMatching`) instead of trying each of the
 * site's 212 routes in turn, several times per request. The flag is for the server's matcher only:
 * the browser's router would refuse it without its own copy of the matcher (more script for no
 * gain), so the future flags the page hands to the browser (JSON) stay the build's.
 */
export function serverBuildForRequests(build: ServerBuild): ServerBuild {
  if (!renderShortcuts) return build;
  unstable_preloadRoutePattern();
  const future = { ...build.future, unstable_routePatternMatching: true, toJSON: () => build.future };
  // The flag is the router's (FutureConfig of react-router); the build's type lists only the
  // framework's own flags, which is why react-router.config.ts cannot carry it.
  return { ...build, future: future as unknown as ServerBuild["future"] };
}

/**
 * express.static for the build's client folder, asked only for paths that can name a file there.
 * Every file in it has an extension-bearing name, never a trailing "/", and every page's path ends
 * in "/" (server/trailing-slash.ts redirects the others first), its data's in "/_.data": the
 * file-system look-up such a path cost (a stat that fails) is skipped.
 */
export function staticFilesOnly(serveStatic: RequestHandler): RequestHandler {
  if (!renderShortcuts) return serveStatic;
  return (req, res, next) => (isPagePath(req.path) ? next() : serveStatic(req, res, next));
}

/** A page's path, or its data's as React Router's client asks for it ("/nl/te-koop/_.data"). */
function isPagePath(path: string): boolean {
  return path.endsWith("/") || path.endsWith("/_.data");
}

type GetLoadContext = Parameters<typeof createRequestHandler>[0]["getLoadContext"];

/**
 * React Router's request handler on serverBuildForRequests, through the site's leaner adapter
 * (server/page-requests.ts: a page rendered whole is sent as it is, without a web stream; switched
 * off with the rest). A path that does not decode ("%E0") goes to a handler on the build as it is:
 * the trie matcher matches nothing it cannot decode (a 404), where the route-by-route matcher
 * matches the raw segment and lets the page's loader answer the localized 400 it gives a broken
 * address (server/bad-requests.test.ts).
 */
export function pageRequestHandler(build: ServerBuild, getLoadContext: GetLoadContext): RequestHandler {
  if (!renderShortcuts) return createRequestHandler({ build, getLoadContext });
  const plain = pageRequests(build, getLoadContext);
  const fast = pageRequests(serverBuildForRequests(build), getLoadContext);
  return (req, res, next) => (decodes(req.path) ? fast(req, res, next) : plain(req, res, next));
}

function decodes(path: string): boolean {
  try {
    decodeURI(path);
    return true;
  } catch {
    return false;
  }
}
