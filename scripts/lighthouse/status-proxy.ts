// Lighthouse refuses to measure a page answered with a status of 400 or more
// (ERRORED_DOCUMENT_REQUEST), so the site's 404 page is measured through this proxy. It passes every
// request to the app and every answer back as the app sent it, headers and bytes, except the status
// of the pages it is given: their 404 becomes 200.
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface StatusProxy {
  url: string;
  stop(): Promise<void>;
}

export async function startStatusProxy(appOrigin: string, notFoundPaths: ReadonlySet<string>): Promise<StatusProxy> {
  const app = new URL(appOrigin);
  const server = http.createServer((request, response) => {
    const url = request.url ?? "/";
    const upstream = http.request(
      { host: app.hostname, port: app.port, path: url, method: request.method, headers: request.headers },
      (answer) => {
        const asked = new URL(url, appOrigin).pathname;
        const status = answer.statusCode === 404 && notFoundPaths.has(asked) ? 200 : (answer.statusCode ?? 502);
        response.writeHead(status, answer.rawHeaders);
        answer.pipe(response);
      },
    );
    upstream.on("error", () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
