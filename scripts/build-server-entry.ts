// After React Router's build: the process's own code (server/main.ts with the migrations, the
// embedded database and the demo seed it imports) bundled into build/main.js, which `npm start`
// runs. Run as TypeScript, Node would load its type stripper (a WebAssembly compiler) for these
// files and keep it for the life of the process: 13 to 15 MB more RSS when idle
// (docs/decisions/0022-the-server-entry-is-built.md). Packages stay outside the bundle, as in the
// app's server build.
import fs from "node:fs";
import path from "node:path";
import { build } from "vite";
import { SERVER_ENTRY, SERVER_OUTPUT } from "../server/node-flags.ts";
import { projectRoot } from "../tests/support/start-server.ts";

const chunks = path.join(projectRoot, "build/main-chunks");
fs.rmSync(chunks, { recursive: true, force: true }); // no chunk of an earlier build stays behind

await build({
  configFile: false,
  root: projectRoot,
  publicDir: false,
  logLevel: "warn",
  build: {
    ssr: path.join(projectRoot, "server/main.ts"),
    outDir: path.dirname(path.join(projectRoot, SERVER_ENTRY)),
    emptyOutDir: false, // build/ also holds the app's client and server builds
    minify: false,
    target: "node24",
    rolldownOptions: {
      output: {
        entryFileNames: path.basename(SERVER_ENTRY),
        chunkFileNames: "main-chunks/[name]-[hash].js",
        ...SERVER_OUTPUT,
      },
    },
  },
});
// The point of the bundle: no TypeScript left for Node to strip at run time. An import the bundler
// could not follow (a computed path to a .ts file) would bring the stripper back unnoticed.
const chunkFiles = fs.existsSync(chunks) ? fs.readdirSync(chunks).map((name) => path.join(chunks, name)) : [];
const written = [path.join(projectRoot, SERVER_ENTRY), ...chunkFiles];
for (const file of written) {
  const typeScriptImport = /\bimport\s*\(?[^;()]*?["'][^"']+\.tsx?["']/.exec(fs.readFileSync(file, "utf8"));
  if (typeScriptImport) {
    console.error(`${path.relative(projectRoot, file)} still imports TypeScript: ${typeScriptImport[0]}`);
    process.exit(1);
  }
}
console.log(`built ${SERVER_ENTRY}`);
