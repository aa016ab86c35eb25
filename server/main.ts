// Starts the site: environment, database (embedded unless DATABASE_URL is set), migrations, the
// demo seed on first start, the HTTP server, then the pictures' work in the background (drawing the
// demo's, copying masters into the database: pending-pictures.ts); and stops it all cleanly on
// SIGTERM or SIGINT.
// Production runs it as the build bundles it (build/main.js, scripts/build-server-entry.ts) with
// the app's server build; development runs it directly by Node (type stripping) with Vite's dev
// server. Both files sit one folder below the project, which is how `root` finds it.
process.env.NODE_ENV ??= "production"; // React must see it before anything imports it.

import { createServer, type Server } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createDatabase } from "../app/.server/db/client.ts";
import { type RunningPostgres, startEmbeddedPostgres } from "../app/.server/db/embedded-postgres.ts";
import { migrateDatabase } from "../app/.server/db/migrate.ts";
import { storeDiskDocuments } from "../app/.server/documents/document-store.ts";
import { readEnv, seedsDemo } from "../app/.server/env.ts";
import { retireGuessableTestimonialKeys } from "../app/.server/images/testimonial-pictures.ts";
import { seedDemoIfEmpty } from "../demo/seed-demo.ts";
import { firstPictureKeys } from "../demo/seed-files.ts";
import type { HttpApp } from "./http-app.ts";
import { loadMallocTrim, MALLOC_TRIM_ADDON, MALLOC_TRIM_INTERVAL_MS, trimMallocEvery } from "./malloc-trim.ts";
import { finishPendingPictures } from "./pending-pictures.ts";

/** How long an idle keep-alive connection stays open: longer than a proxy's idle timeout (60 s). */
const KEEP_ALIVE_SECONDS = 65;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SHUTDOWN_LIMIT_MS = 10_000;

function log(message: string): void {
  console.log(`[site] ${message}`);
}

let embedded: RunningPostgres | undefined;

/** Each start-up step's time, logged with "listening on": where a start's time goes. */
function startSteps(): { step(name: string): void; summary(): string } {
  const started = performance.now();
  let last = started;
  const steps: string[] = [];
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  return {
    step(name) {
      const now = performance.now();
      steps.push(`${name} ${seconds(now - last)}`);
      last = now;
    },
    summary: () => `${seconds(last - started)}: ${steps.join(", ")}`,
  };
}

async function main(): Promise<void> {
  const timing = startSteps();
  const env = readEnv();
  const dev = env.NODE_ENV === "development";

  let databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({ dataDir: path.join(env.dataDir, "postgres"), log: (line) => log(line) });
    databaseUrl = embedded.url;
    log(`embedded PostgreSQL running on port ${embedded.port}`);
  }
  timing.step("database");

  // Migrations and the seed run on a short-lived pool of their own before the app takes traffic.
  const setupDb = createDatabase(databaseUrl, { max: 2 });
  try {
    await migrateDatabase(setupDb, path.join(root, "drizzle"));
    timing.step("migrations");
    if (seedsDemo(env)) {
      const seeded = await seedDemoIfEmpty(setupDb, { dataDir: env.dataDir, log });
      if (seeded) log("demo agency seeded");
      if (seeded && env.PUBLIC_URL?.startsWith("https://"))
        log("the demo accounts' passwords are in the README: do not serve this database to the public");
    } else if (!env.SEED_DEMO) {
      log("demo agency not seeded: PUBLIC_URL is https (SEED_DEMO=1 seeds it all the same)");
    }
    timing.step("seed");
    // Data upkeep: legal texts no version holds yet (seeded, or from before versions were kept).
    // Imported here, not above: a bad environment is refused before the HTML cleaner loads.
    const { recordUnversionedLegalTexts } = await import("../app/.server/legal-versions.ts");
    const versioned = await recordUnversionedLegalTexts(setupDb);
    if (versioned > 0) log(`${versioned} legal text versions recorded`);
    // Documents written to this instance's disk (the demo's, or by hand) join the database, so the
    // other instances on it serve them too. A failure here costs only that; the site still starts.
    const copied = await storeDiskDocuments(setupDb, env.dataDir).catch((error: unknown) => {
      log(`documents on this disk not copied into the database: ${error instanceof Error ? error.message : error}`);
      return [];
    });
    if (copied.length > 0) log(`${copied.length} documents on this disk copied into the database`);
    // Testimonial pictures first: one kept under its submission's number gets a random key, and one
    // no longer on the site leaves this disk, so the copy below never brings it back.
    const rekeyed = await retireGuessableTestimonialKeys(setupDb, env.dataDir).catch((error: unknown) => {
      log(`testimonial pictures not checked: ${error instanceof Error ? error.message : error}`);
      return 0;
    });
    if (rekeyed > 0) log(`${rekeyed} testimonial pictures moved to unguessable addresses`);
    // Master pictures on this disk (demo and imported ones) join the database too, but after the
    // server listens, with the demo's drawings (finishPendingPictures below).
  } finally {
    await setupDb.$client.end();
  }
  timing.step("upkeep");

  let http: HttpApp;
  let stopVite: (() => Promise<void>) | undefined;
  if (dev) {
    const vite = await import("vite");
    const devServer = await vite.createServer({ server: { middlewareMode: true }, appType: "custom" });
    const module = (await devServer.ssrLoadModule(
      path.join(root, "server/http-app.ts"),
    )) as typeof import("./http-app.ts");
    http = module.createHttpApp(env, databaseUrl, { dev: true });
    const express = (await import("express")).default;
    const outer = express();
    outer.use(devServer.middlewares);
    outer.use(http.app);
    http = { ...http, app: outer, handler: outer };
    stopVite = () => devServer.close();
  } else {
    const buildEntry = path.join(root, "build/server/index.js");
    const module = (await import(buildEntry).catch((error: unknown) => {
      throw new Error(`No server build at ${buildEntry}: run "npm run build" first. (${String(error)})`);
    })) as typeof import("./http-app.ts");
    http = module.createHttpApp(env, databaseUrl, { clientDir: path.join(root, "build/client") });
  }

  timing.step("app");
  // Idle keep-alive connections stay open longer than the proxies and load balancers in front of
  // the site keep theirs (60 s is the usual idle timeout): with Node's 5 s, a proxy or client that
  // reuses a connection just as the server closes it gets a reset instead of an answer (a 502).
  const server: Server = createServer(
    { keepAliveTimeout: KEEP_ALIVE_SECONDS * 1000, headersTimeout: (KEEP_ALIVE_SECONDS + 1) * 1000 },
    http.handler,
  );
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(env.PORT, env.HOST, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  timing.step("listen");
  log(`listening on http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${port} (ready in ${timing.summary()})`);
  // The start-up work (migrations, the seed, loading the app) leaves tens of megabytes of garbage
  // that V8 keeps until it sees the process idle for a while; collected now, the idle server is
  // half the size. `gc` exists when Node runs with --expose-gc (SERVER_NODE_FLAGS).
  const collectGarbage = () =>
    (globalThis as { gc?: (options: object) => void }).gc?.({
      type: "major",
      execution: "sync",
      flavor: "last-resort",
    });
  collectGarbage();
  // Pictures the seed left to draw (or a start cut short left), then the masters' copy into the
  // database; the garbage of that work is collected too once it is done.
  const pictures = finishPendingPictures({
    dataDir: env.dataDir,
    databaseUrl,
    projectRoot: root,
    first: firstPictureKeys(),
    log: (line) => log(line),
  });
  void pictures.done.then(collectGarbage);
  // Memory that the process freed but malloc kept goes back to the system now and every 10 s.
  const trim = loadMallocTrim(path.join(root, MALLOC_TRIM_ADDON));
  if (trim) trimMallocEvery(trim, MALLOC_TRIM_INTERVAL_MS);
  else log(`no ${MALLOC_TRIM_ADDON} (the build needs a C compiler for it): freed memory is not trimmed`);

  let stopping = false;
  async function shutdown(signal: string): Promise<void> {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping`);
    const forced = setTimeout(() => {
      console.error("[site] shutdown took too long; exiting");
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    forced.unref();
    // Stop accepting, let in-flight requests finish, drop idle keep-alive sockets.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    // A request in flight keeps its keep-alive socket open after answering; close such sockets as
    // soon as they fall idle instead of waiting for the keep-alive timeout.
    const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
    idleSweep.unref();
    await closed;
    clearInterval(idleSweep);
    await stopVite?.();
    await pictures.stop();
    await http.close();
    await embedded?.stop();
    log("stopped");
    process.exit(0);
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch(async (error: unknown) => {
  console.error(`[site] could not start: ${error instanceof Error ? error.message : String(error)}`);
  await embedded?.stop();
  process.exit(1);
});
