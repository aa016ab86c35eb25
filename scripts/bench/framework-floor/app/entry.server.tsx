import { renderToString } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";

// The cheapest way React Router's framework mode can render: the whole page in one string.
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
): Response {
  const html = `<!DOCTYPE html>${renderToString(<ServerRouter context={context} url={request.url} />)}`;
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(html, { status, headers });
}

// Only the page is measured; an unknown path's 404 (the floor's test asks for one) is not logged.
export function handleError(): void {}
