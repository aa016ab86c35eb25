// A stand-in for the app in the embedded PostgreSQL tests: a separate Node process that starts a
// cluster in the data folder given as first argument, prints one JSON line { url, port, dataDir },
// stops it cleanly on SIGTERM, and otherwise waits (to be SIGKILLed by the test).
// The runner's path may be given as second argument (a copy of the project elsewhere).
import path from "node:path";
import { pathToFileURL } from "node:url";

const [dataDir, runnerPath] = process.argv.slice(2);
if (!dataDir) throw new Error("usage: cluster-owner.ts DATA_DIR [RUNNER_PATH]");
const runner = runnerPath
  ? pathToFileURL(path.resolve(runnerPath)).href
  : new URL("../../app/.server/db/embedded-postgres.ts", import.meta.url).href;
const { startEmbeddedPostgres } = (await import(runner)) as typeof import("../../app/.server/db/embedded-postgres.ts");

const postgres = await startEmbeddedPostgres({ dataDir, log: (line) => console.error(line) });
console.log(JSON.stringify({ url: postgres.url, port: postgres.port, dataDir: postgres.dataDir }));
process.on("SIGTERM", () => {
  void postgres.stop().then(() => process.exit(0));
});
setInterval(() => {}, 60_000);
