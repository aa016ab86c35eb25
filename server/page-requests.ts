// React Router's request handler for Express, for the site's requests: what @react-router/express
// does, less the web stream of the answer. The stock adapter reads every Response's body through a
// ReadableStream and writes it chunk by chunk; a page rendered whole (app/entry.server.tsx) is sent
// as the string it is, in one write with its headers. Anything else (a redirect, a resource route's
// stream) is written as the stock adapter writes it.
//
// One React Router handler serves every method: each handler derives its own route objects and
// route matcher from the build on its first request, and with the route-pattern matcher
// (render-shortcuts.ts) that is a trie of the site's routes. A second handler for requests with a
// body (forms), @react-router/express's own, held a second trie from the first form sent on: after
// 90 s of the benchmark's soak mix and a collection, 53.9 and 54.0 MB of heap alive against 49.5
// and 49.7 MB with one handler, and 277 and 264 MB of RSS at the end against 250 and 247 MB.
import { once } from "node:events";
import { Readable } from "node:stream";
import type { createRequestHandler as createExpressHandler } from "@react-router/express";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { createRequestHandler, type ServerBuild } from "react-router";
import { wholePageOf } from "../app/.server/whole-pages.ts";
import { type KeepRenderedPage, sendPageBody } from "./page-cache.ts";

type GetLoadContext = Parameters<typeof createExpressHandler>[0]["getLoadContext"];

export function pageRequests(build: ServerBuild, getLoadContext: GetLoadContext): RequestHandler {
  const handle = createRequestHandler(build, process.env.NODE_ENV);
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const request = routerRequest(req, res);
      await send(req, res, await handle(request, await getLoadContext?.(req, res)));
    } catch (error) {
      next(error);
    }
  };
}

/**
 * The Request @react-router/express makes of a request: the same address, headers and abort signal,
 * and the body streamed in as it arrives for any method but GET and HEAD.
 */
export function routerRequest(req: Request, res: Response): globalThis.Request {
  const [, forwardedPort] = req.app?.enabled("trust proxy") ? (req.get("X-Forwarded-Host")?.split(":") ?? []) : [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const forwarded = Number.parseInt(forwardedPort ?? "", 10);
  const fromHost = Number.parseInt(hostPort ?? "", 10);
  const port = Number.isSafeInteger(forwarded) ? forwarded : Number.isSafeInteger(fromHost) ? fromHost : "";
  const host = `${req.hostname.split(/[\\/?#@]/)[0] || "localhost"}${port ? `:${port}` : ""}`;
  const url = new URL(`${req.protocol}://${host}${req.originalUrl}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const each of value) headers.append(name, each);
    else if (value) headers.set(name, value);
  }
  let controller: AbortController | undefined = new AbortController();
  const { signal } = controller;
  res.on("finish", () => {
    controller = undefined;
  });
  res.on("close", () => controller?.abort());
  const withBody = req.method !== "GET" && req.method !== "HEAD";
  const body = withBody ? { body: Readable.toWeb(req) as unknown as ReadableStream<Uint8Array>, duplex: "half" } : {};
  return new globalThis.Request(url.href, { method: req.method, headers, signal, ...body });
}

/** Writes React Router's answer to Express's response (exported for its tests). */
export async function send(req: Request, res: Response, answer: globalThis.Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await answer.body?.cancel();
    return;
  }
  res.statusMessage = answer.statusText;
  res.status(answer.status);
  for (const [name, value] of answer.headers) res.append(name, value);
  const rendered = wholePageOf(answer);
  if (rendered !== undefined) {
    // A page the page cache may keep is handed to it whole; it answers with the body to send.
    const keep = res.locals.keepRenderedPage as KeepRenderedPage | undefined;
    sendPageBody(res, keep ? keep(rendered.html) : { body: rendered.bytes }, req.headers["accept-encoding"]);
    return;
  }
  if (!answer.body) {
    res.end();
    return;
  }
  if (answer.headers.get("Content-Type")?.match(/text\/event-stream/i)) res.flushHeaders();
  // As @react-router/node writes a stream: each chunk flushed through compression, the next one
  // after a drain, and the stream cancelled when the visitor leaves.
  const closed = new Promise<void>((resolve) => res.once("close", resolve));
  const compressing = res as Response & { flush?: () => void };
  for await (const chunk of answer.body) {
    if (res.destroyed) break;
    const more = res.write(chunk);
    compressing.flush?.();
    if (!more) await Promise.race([once(res, "drain"), closed]);
  }
  if (!res.destroyed && !res.writableEnded) res.end();
}
