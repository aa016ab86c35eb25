// The baseline: a minimal static file server (node:http + fs, no compression, no cache in memory),
// standing in for nginx on the same machine. Serves one file at every path; prints its port.
//   node scripts/bench/static-server.ts FILE
import fs from "node:fs";
import http from "node:http";

const file = process.argv[2];
if (!file) throw new Error("usage: static-server.ts FILE");

const server = http.createServer((_request, response) => {
  fs.stat(file, (error, stat) => {
    if (error) {
      response.writeHead(500).end();
      return;
    }
    response.writeHead(200, {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": stat.size,
      "Last-Modified": stat.mtime.toUTCString(),
    });
    fs.createReadStream(file).pipe(response);
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  console.log(JSON.stringify({ port: typeof address === "object" && address ? address.port : 0 }));
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
