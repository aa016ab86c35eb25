// `npm start`'s preparation: the build, and beside it the database the server will use (the
// embedded PostgreSQL's first initdb, the migrations and, on a first start, the demo seed). The
// build keeps a core and a half busy for ten seconds; the database's work is five seconds more of
// mostly the other core, which one after the other came on top of a fresh clone's first page
// (docs/decisions/0029-database-prepared-beside-the-build.md). The server does the same steps again
// when it starts, finding them done: a migrated database, a seeded agency.
process.env.NODE_ENV ??= "production";

import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createDatabase } from "../app/.server/db/client.ts";
import { type RunningPostgres, startEmbeddedPostgres } from "../app/.server/db/embedded-postgres.ts";
import { migrateDatabase } from "../app/.server/db/migrate.ts";
import { type Env, readEnv, seedsDemo } from "../app/.server/env.ts";
import { seedDemoIfEmpty } from "../demo/seed-demo.ts";

function log(message: string): void {
  console.log(`[start] ${message}`);
}

function build(): Promise<number | null> {
  const child = spawn("npm", ["run", "-s", "build"], { stdio: "inherit" });
  return new Promise((resolve) => {
    child.once("error", () => resolve(1));
    child.once("close", resolve);
  });
}

let embedded: RunningPostgres | undefined;

/**
 * Migrates the server's database and seeds the demo agency into it when it is empty, as the server's
 * start would; the embedded PostgreSQL (without DATABASE_URL) is started for it and stopped after.
 */
export async function prepareDatabase(env: Env, log: (message: string) => void): Promise<void> {
  let url = env.DATABASE_URL;
  if (!url) {
    embedded = await startEmbeddedPostgres({ dataDir: path.join(env.dataDir, "postgres"), log });
    url = embedded.url;
  }
  const db = createDatabase(url, { max: 2 });
  try {
    await migrateDatabase(db);
    if (seedsDemo(env) && (await seedDemoIfEmpty(db, { dataDir: env.dataDir, log }))) log("demo agency seeded");
  } finally {
    await db.$client.end();
    await embedded?.stop();
    embedded = undefined;
  }
}

async function main(): Promise<void> {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      void (async () => {
        await embedded?.stop();
        process.exit(1);
      })();
    });
  }
  const [built, prepared] = await Promise.allSettled([
    build(),
    // A bad environment is refused as the server would refuse it, once the build has ended too.
    Promise.resolve().then(() => prepareDatabase(readEnv(), log)),
  ]);
  if (prepared.status === "rejected") {
    const error = prepared.reason;
    console.error(`[start] the database could not be prepared: ${error instanceof Error ? error.message : error}`);
  }
  if (built.status === "fulfilled" && built.value !== 0)
    console.error(`[start] the build failed (exit ${built.value})`);
  if (prepared.status === "rejected" || built.status !== "fulfilled" || built.value !== 0) process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
