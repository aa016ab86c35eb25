import { data } from "react-router";

/** Ends the loader with the localized 404 page (root ErrorBoundary). */
export function notFound(): never {
  throw data(null, { status: 404 });
}

/** Ends the loader with the localized 400 page: the request itself is malformed. */
export function badRequest(reason: string): never {
  throw data({ reason }, { status: 400 });
}

/** Ends the loader with the 403 page: signed in, but this is not for their role. */
export function forbidden(): never {
  throw data(null, { status: 403 });
}

/** An API's refusal: the status and a reason in JSON, never kept by a cache. */
export function jsonRefusal(status: number, reason: string): Response {
  return Response.json({ error: reason }, { status, headers: { "Cache-Control": "no-store" } });
}
