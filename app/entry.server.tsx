import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import { structuredDataContext, withStructuredData } from "./.server/catalog/detail/structured-data-context.ts";
import { mapPointsContext } from "./.server/catalog/list/map-points-context.ts";
import { errorFrames, errorSummary } from "./.server/error-summary.ts";
import { provideEveryLanguagesTexts } from "./.server/interface-texts-file.ts";
import { nonceContext } from "./.server/request-context.ts";
import { deferScripts } from "./.server/scripts-after-paint.ts";
import { wholePageResponse } from "./.server/whole-pages.ts";
import { ServerMapPoints } from "./components/listing/map-points.ts";

export const streamTimeout = 5_000;

/**
 * An error a loader or action threw, as the server logs it: where (the path, without its query,
 * which may hold a name or an address typed in a search) and what kind of error with its code, never
 * its message (a failed query's message holds its parameters). A request the visitor closed is no error.
 */
export function handleError(error: unknown, { request }: { request: Request }): void {
  if (request.signal.aborted) return;
  const frames = errorFrames(error).map((frame) => `\n    ${frame}`);
  console.error(`${request.method} ${new URL(request.url).pathname}: ${errorSummary(error)}${frames.join("")}`);
}

// The browser fetches its language's texts; the server has them all from the start.
provideEveryLanguagesTexts();

// A page is sent whole, in one write, once everything in it is rendered. Its data is loaded before
// React starts (no loader defers any), so there is nothing to stream: React's output came as some
// thirty chunks of 2 KB that passed through three streams and were written one by one
// (docs/decisions/0020-pages-sent-whole.md). Sent whole, the page gets its length, and Lighthouse's
// blocking time fell at the same first paint: on a property page from 41 to 107 ms (runs of the
// streaming code) to 1 and 17 ms, on a list from 36 to 61 ms to 0 and 5 (docs/lighthouse.md).
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // The HTTP layer made this request's nonce and put it in the CSP header; every script React
  // Router renders carries it.
  const nonce = loadContext.get(nonceContext);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const chunks: Buffer[] = [];
    const collected = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        // The page's scripts wait for its first paint (see scripts-after-paint.ts); its structured
        // data, which only search engines read, is no part of its data (structured-data-context.ts),
        // and no error page's.
        const html = withStructuredData(
          deferScripts(Buffer.concat(chunks).toString("utf8")),
          responseStatusCode === 200 ? loadContext.get(structuredDataContext) : null,
        );
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(wholePageResponse(html, { headers: responseHeaders, status: responseStatusCode }));
        callback();
      },
    });
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <ServerMapPoints value={loadContext.get(mapPointsContext)}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </ServerMapPoints>,
      {
        nonce,
        // A Suspense boundary whose content is ready comes in place, however large. React would
        // otherwise send one of more than 12.5 KB (the map view's list) after the rest, hidden, with
        // a script that moves it into place: a first paint of its fallback, and nothing at all for
        // visitors without JavaScript.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          pipe(collected);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Before the shell, React Router renders the error (onShellError).
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
