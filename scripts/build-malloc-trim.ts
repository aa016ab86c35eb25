// After the server's build: compiles native/malloc-trim.c into the addon server/malloc-trim.ts
// loads (docs/decisions/0023-returning-freed-memory.md). It needs glibc, a C compiler (`cc`) and
// Node-API's headers, which come with Node (the project's `node` package included). Without one of
// them the build says so and goes on: the server then runs as before, without trimming.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { MALLOC_TRIM_ADDON } from "../server/malloc-trim.ts";
import { projectRoot } from "../tests/support/start-server.ts";

// Where to write it: the project's build, or the path given (the addon's own test builds one apart).
const shown = process.argv[2] ?? MALLOC_TRIM_ADDON;
const output = path.resolve(projectRoot, shown);
fs.rmSync(output, { force: true }); // an addon of an earlier build must not outlive a failed one

function skip(reason: string): never {
  console.log(`${shown} not built: ${reason}. The server runs without returning freed memory.`);
  process.exit(0);
}

const report = process.report.getReport() as { header?: { glibcVersionRuntime?: string } };
if (process.platform !== "linux" || !report.header?.glibcVersionRuntime) skip("malloc_trim is glibc's");

// A standard install keeps the headers beside its binary; the `node` package in its platform package.
const headers = [
  path.resolve(path.dirname(process.execPath), "../include/node"),
  path.join(projectRoot, `node_modules/node/node_modules/node-${process.platform}-${process.arch}/include/node`),
].find((folder) => fs.existsSync(path.join(folder, "node_api.h")));
if (!headers) skip("Node-API's headers were not found beside Node");

const source = path.join(projectRoot, "native/malloc-trim.c");
const compiled = spawnSync("cc", ["-O2", "-shared", "-fPIC", "-Wall", "-Werror", "-I", headers, source, "-o", output], {
  encoding: "utf8",
});
if (compiled.error) skip(`no C compiler (${compiled.error.message})`);
if (compiled.status !== 0) skip(`cc failed:\n${compiled.stderr}`);

// Loaded and called once here, so a file that Node cannot load never reaches the server.
try {
  const addon = createRequire(import.meta.url)(output) as { trim(): boolean };
  if (typeof addon.trim() !== "boolean") throw new Error("trim() did not answer true or false");
} catch (error) {
  fs.rmSync(output, { force: true });
  skip(`the addon did not work: ${error instanceof Error ? error.message : String(error)}`);
}
console.log(`built ${shown}`);
