// A page's HTML beside the Response that carries it (app/entry.server.tsx), for the server's
// adapter (server/page-requests.ts): it sends the string as it is, in one write, instead of
// reading it back through the Response's web stream chunk by chunk. Kept only as long as the
// Response lives.
const wholePages = new WeakMap<Response, string>();

/** A Response for a page rendered whole, whose HTML the adapter may send without its stream. */
export function wholePageResponse(html: string, init: ResponseInit): Response {
  const response = new Response(html, init);
  wholePages.set(response, html);
  return response;
}

/** The HTML of a Response made by wholePageResponse, or undefined for any other Response. */
export function wholePageOf(response: Response): string | undefined {
  return wholePages.get(response);
}
