// A route's error boundary rendered on the server, as React Router renders it there: it shows the
// error and writes nothing to the log (React Router logs what was thrown itself, and never for a
// request the visitor closed). Effects do not run in a server render; in the browser they do.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { useLoggedRouteError } from "./use-logged-route-error.ts";

function Boundary() {
  const error = useLoggedRouteError();
  return createElement("p", null, error instanceof Error ? error.message : "?");
}

describe("useLoggedRouteError", () => {
  it("gives the boundary its error and logs nothing while the server renders it", async () => {
    const handler = createStaticHandler([
      {
        id: "root",
        path: "/",
        loader: () => {
          throw new Error("Unexpected Server Error");
        },
        Component: () => null,
        ErrorBoundary: Boundary,
      },
    ]);
    const context = await handler.query(new Request("http://site.test/"));
    if (context instanceof Response) throw new Error("a redirect");
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const html = renderToString(
        createElement(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, context), context }),
      );
      expect(html).toContain("<p>Unexpected Server Error</p>");
      expect(log).not.toHaveBeenCalled();
    } finally {
      log.mockRestore();
    }
  });
});
