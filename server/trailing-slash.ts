import type { NextFunction, Request, Response } from "express";

// Pages live at paths ending in "/" (SPEC.md). One URL per page keeps links, caches and search
// engines consistent, so "/nl/te-koop" redirects permanently to "/nl/te-koop/". Files (a dot in the
// last segment), React Router's own endpoints ("/__manifest", "*.data") and the API are left alone.
const LEFT_ALONE = /^\/(__|api\/|images\/|documents\/|assets\/|healthz$)/;

export function trailingSlash(req: Request, res: Response, next: NextFunction): void {
  if (req.method !== "GET" && req.method !== "HEAD") {
    next();
    return;
  }
  const path = req.path;
  const last = path.slice(path.lastIndexOf("/") + 1);
  if (path.endsWith("/") || last.includes(".") || LEFT_ALONE.test(path) || path.length > 2048) {
    next();
    return;
  }
  const queryStart = req.originalUrl.indexOf("?");
  const query = queryStart === -1 ? "" : req.originalUrl.slice(queryStart);
  // One slash for every run of slashes and backslashes: browsers read "//evil.example" and
  // "/\evil.example" alike as another host, which a redirect must never name.
  const local = path.replace(/[/\\]+/g, "/");
  res.redirect(301, `${local}/${query}`);
}
