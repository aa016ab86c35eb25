// The floor app of a build folder (argument) behind Express and React Router's adapter, as the site's
// pages are served (server/http-app.ts), with the server build the site runs (server/render-shortcuts.ts)
// and without anything of the site around it. Prints its port.
//   node scripts/bench/framework-floor/serve-router.ts BUILD_DIR
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import type { ServerBuild } from "react-router";
import { serverBuildForRequests } from "../../../server/render-shortcuts.ts";

const buildDir = process.argv[2];
if (!buildDir) throw new Error("usage: serve-router.ts BUILD_DIR");
const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;

const app = express();
app.disable("x-powered-by");
app.all("*splat", createRequestHandler({ build: serverBuildForRequests(build) }));
const server = app.listen(0, "127.0.0.1", () => {
  const address = server.address();
  console.log(JSON.stringify({ port: typeof address === "object" && address ? address.port : 0 }));
});
server.keepAliveTimeout = 60_000;
process.on("SIGTERM", () => server.close(() => process.exit(0)));
