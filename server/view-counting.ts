// Counts views of property pages as their answers leave: before the page cache, so a page served from
// it counts like a rendered one, and on 'finish', so only a 200 that was sent counts (not a redirect
// to the canonical address, a 404 or a request cut short).
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { viewedPropertyId } from "../app/.server/stats/counted-view.ts";
import type { ViewCounter } from "../app/.server/stats/view-counter.ts";

export function viewCounting(counter: Pick<ViewCounter, "count">): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const routes = req.query._routes;
    const id = viewedPropertyId({
      method: req.method,
      path: req.path,
      routes: typeof routes === "string" ? routes : undefined,
      header: (name) => req.get(name),
    });
    if (id !== undefined) {
      res.on("finish", () => {
        if (res.statusCode === 200) counter.count(id);
      });
    }
    next();
  };
}
