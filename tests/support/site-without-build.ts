// The HTTP app with its real routes, on a port, without a production build: Vite compiles the server
// code on demand as `npm run dev` does, so a Vitest file can send real HTTP requests to real pages,
// forms and APIs. (Vitest's own import of server/http-app.ts gets a stub build with no routes.)
//
//   const site = await startSiteWithoutBuild({ PUBLIC_URL: "https://www.agency.be" }, database.url);
//   await fetch(`${site.base}/robots.txt`);
//   await site.close();
//
// One dev server serves every site of a test process: Vitest runs a worker's files one after another
// in one process (isolate: false), and each file had started a dev server of its own that compiled
// the server code again. A site gets a module runner of its own on that server: the code compiled
// once, its modules evaluated anew, so no site meets another's module state (caches, settings).
import fs from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import { createServer, createServerModuleRunner, type ViteDevServer } from "vite";
import { readEnv } from "../../app/.server/env.ts";
import type { HttpApp } from "../../server/http-app.ts";
import { oneDevServerStartAtATime } from "./dev-server-start.ts";
import { projectRoot } from "./start-server.ts";
import { keepTempDir, makeTempDir } from "./throw-away-postgres.ts";

export interface SiteWithoutBuild {
  base: string;
  port: number;
  /** Its DATA_DIR: mails it sent are under mail/ (tests/support/sent-mails.ts reads them). */
  dataDir: string;
  http: HttpApp;
  close(): Promise<void>;
}

export async function startSiteWithoutBuild(
  env: Record<string, string>,
  databaseUrl: string,
  /** `clientDir`: a folder served as the build's public files are. */
  options: { clientDir?: string } = {},
): Promise<SiteWithoutBuild> {
  const dataDir = makeTempDir("site-");
  const vite = await devServer();
  const runner = createServerModuleRunner(vite.environments.ssr, { hmr: false });
  try {
    const module = (await runner.import(
      path.join(projectRoot, "server/http-app.ts"),
    )) as typeof import("../../server/http-app.ts");
    const http = module.createHttpApp(readEnv({ DATA_DIR: dataDir, ...env }), databaseUrl, options);
    const server = await new Promise<Server>((resolve) => {
      const listening = http.app.listen(0, "127.0.0.1", () => resolve(listening));
    });
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    return {
      base: `http://127.0.0.1:${port}`,
      port,
      dataDir,
      http,
      async close() {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
        await http.close();
        await runner.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await runner.close();
    throw error;
  }
}

let shared: Promise<ViteDevServer> | undefined;

/** The test process's dev server, started on first use and left to end with the process. */
function devServer(): Promise<ViteDevServer> {
  if (!shared) {
    shared = oneDevServerStartAtATime(() => createDevServer(keepTempDir(makeTempDir("vite-"))));
    // A start that failed is tried again by the next site rather than failing every later file.
    shared.catch(() => {
      shared = undefined;
    });
  }
  return shared;
}

function createDevServer(cacheRoot: string): Promise<ViteDevServer> {
  return createServer({
    root: projectRoot,
    configFile: path.join(projectRoot, "vite.config.ts"),
    // Its own cache, so parallel test processes never share Vite's dependency folder.
    cacheDir: path.join(cacheRoot, "vite-cache"),
    // No HMR and no WebSocket server: parallel test files would fight over its port.
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    appType: "custom",
    logLevel: "error",
  });
}
