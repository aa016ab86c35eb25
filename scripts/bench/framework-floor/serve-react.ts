// The floor page rendered by React alone: node:http and renderToString, no router, the same markup
// as the floor app's list page without its scripts. Prints its port.
//   node scripts/bench/framework-floor/serve-react.ts
import http from "node:http";
import { createElement as h } from "react";
import { renderToString } from "react-dom/server";
import { FloorPage, floorCards } from "./app/floor-page.ts";

const server = http.createServer((_request, response) => {
  const page = h(
    "html",
    { lang: "nl" },
    h(
      "head",
      null,
      h("meta", { charSet: "utf-8" }),
      h("meta", { name: "viewport", content: "width=device-width, initial-scale=1" }),
      h("title", null, "Te koop"),
    ),
    h("body", null, h(FloorPage, { cards: floorCards() })),
  );
  const html = `<!DOCTYPE html>${renderToString(page)}`;
  response.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": Buffer.byteLength(html) });
  response.end(html);
});
server.keepAliveTimeout = 60_000;
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  console.log(JSON.stringify({ port: typeof address === "object" && address ? address.port : 0 }));
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
