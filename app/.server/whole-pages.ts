// A page's HTML beside the Response that carries it (app/entry.server.tsx), for the server's
// adapter (server/page-requests.ts): it sends the bytes as they are, in one write, instead of
// reading them back through the Response's web stream chunk by chunk. The HTML is encoded once,
// here: given a string, the Response would encode it again, and so would the write or the
// compressor after it (three passes over some 50 KB a page). Kept only as long as the Response lives.
const wholePages = new WeakMap<Response, WholePage>();

export interface WholePage {
  html: string;
  /** The HTML as UTF-8, as it is sent. */
  bytes: Buffer;
}

/** A Response for a page rendered whole, whose HTML the adapter may send without its stream; it sets Content-Length. */
export function wholePageResponse(html: string, init: ResponseInit): Response {
  const bytes = Buffer.from(html, "utf8");
  const headers = init.headers instanceof Headers ? init.headers : new Headers(init.headers);
  headers.set("Content-Length", String(bytes.length));
  const response = new Response(bytes, { ...init, headers });
  wholePages.set(response, { html, bytes });
  return response;
}

/** The page of a Response made by wholePageResponse, or undefined for any other Response. */
export function wholePageOf(response: Response): WholePage | undefined {
  return wholePages.get(response);
}
