import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import { mapPointsContext } from "./.server/catalog/list/map-points-context.ts";
import { provideEveryLanguagesTexts } from "./.server/interface-texts-file.ts";
import { nonceContext } from "./.server/request-context.ts";
import { scriptsAfterFirstPaint } from "./.server/scripts-after-paint.ts";
import { ServerMapPoints } from "./components/listing/map-points.ts";

export const streamTimeout = 5_000;

// The browser fetches its language's texts; the server has them all from the start.
provideEveryLanguagesTexts();

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
  // Router renders (streamed ones included) carries it.
  const nonce = loadContext.get(nonceContext);
  const userAgent = request.headers.get("user-agent");
  const waitForAll = (userAgent !== null && isbot(userAgent)) || routerContext.isSpaMode;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
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
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // The page's scripts wait for its first paint (see scripts-after-paint.ts).
          const deferred = scriptsAfterFirstPaint();
          deferred.pipe(body);
          pipe(deferred);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
