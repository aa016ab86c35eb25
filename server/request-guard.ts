// What a request must be before anything reads it. React Router builds a URL from the Host and the
// request target and a fetch Request from the method: a request no browser sends (TRACE, an empty
// or broken Host, HTTP/1.0 without one, "GET http://other/ ...", "OPTIONS *") would make those throw
// and end as a 500. It gets a 4xx with its reason instead. Links never come from the Host
// (app/.server/public-origin.ts); it is only checked to be a host name.
import type { IncomingMessage } from "node:http";
import type { NextFunction, Request, Response } from "express";

/** Every page, file and API of the site answers these; forms are POST only (PUT or DELETE never run an action). */
const METHODS = ["GET", "HEAD", "POST"];
const ALLOWED = METHODS.join(", ");
/** A host name (no empty label) or IPv4 address, or an IPv6 address in brackets, with an optional port. */
const HOST = /^(?:[A-Za-z0-9_~-]+(?:\.[A-Za-z0-9_~-]+)*\.?|\[[0-9A-Fa-f:.]+\])(?::(\d{1,5}))?$/;

export function isHost(value: string | undefined): boolean {
  const match = value ? HOST.exec(value) : null;
  return match !== null && Number(match[1] ?? 0) <= 65_535;
}

/**
 * Whether the request carries more than one Host field. RFC 9112 section 3.2 says to answer it 400:
 * Node keeps the first and drops the others without a word, while a proxy or cache in front may go
 * by another one, so the two would disagree on which site the request is for.
 */
export function hasRepeatedHost(req: IncomingMessage): boolean {
  let hosts = 0;
  // rawHeaders alternates names and values, as they were sent.
  for (let index = 0; index < req.rawHeaders.length; index += 2) {
    if (req.rawHeaders[index]?.toLowerCase() === "host") hosts += 1;
  }
  return hosts > 1;
}

/** Why the request is refused, with its status; undefined when it may go on. */
function refusal(req: Request): { status: number; reason: string } | undefined {
  // Origin form only: an absolute URL ("GET http://other.example/") or "*" names no page here.
  if (!req.originalUrl.startsWith("/")) return { status: 400, reason: "The request target must be a path." };
  // req.host is X-Forwarded-Host when a trusted proxy sent one, else the Host header.
  if (hasRepeatedHost(req)) return { status: 400, reason: "Send one Host header." };
  const host = req.get("host");
  if (!isHost(host) || !isHost(req.host)) return { status: 400, reason: "Send a valid Host header." };
  if (!METHODS.includes(req.method)) return { status: 405, reason: `Use ${ALLOWED}.` };
  return undefined;
}

export function requestGuard(req: Request, res: Response, next: NextFunction): void {
  const refused = refusal(req);
  if (refused) refuse(res, refused);
  else next();
}

/**
 * The part of the guard that holds for the health check too, which goes before the rest (a load
 * balancer's check may come without a Host, never with two).
 */
export function oneHostAtMost(req: Request, res: Response, next: NextFunction): void {
  if (hasRepeatedHost(req)) refuse(res, { status: 400, reason: "Send one Host header." });
  else next();
}

function refuse(res: Response, refused: { status: number; reason: string }): void {
  if (refused.status === 405) res.setHeader("Allow", ALLOWED);
  res.status(refused.status).set("Cache-Control", "no-store").type("text/plain").send(refused.reason);
}
