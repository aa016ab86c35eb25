import { describe, expect, it } from "vitest";
import { deferScripts, INERT_MODULES_ID } from "./scripts-after-paint.ts";

// The shape React Router 8.4's <Scripts> renders, hoisted preloads in the head.
const SHELL = [
  '<!DOCTYPE html><html lang="nl"><head><link rel="stylesheet" href="/assets/site.css"/>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="N0nce=="/>',
  '<link rel="modulepreload" href="/assets/framework-B.js" nonce="N0nce=="/></head>',
  "<body><main>Één woning in Brussel</main>",
  '<script nonce="N0nce==">window.__reactRouterContext = {};</script>',
  '<script nonce="N0nce==" type="module" async="">;\nimport * as route0 from "/assets/root-C.js";\n',
  'window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-A.js");</script>',
].join("");
// What React Router renders after the module script.
const REST = '<script nonce="N0nce==">window.__reactRouterContext.streamController.close();</script></body></html>';

describe("scripts after the first paint", () => {
  it("takes the module preloads out and keeps the module script inert, with a loader of the same nonce", () => {
    const html = deferScripts(SHELL);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('<script nonce="N0nce==" type="module"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/site.css"/>');
    expect(html).toContain(
      `<script nonce="N0nce==" type="text/x-module" id="${INERT_MODULES_ID}">;\nimport * as route0 from "/assets/root-C.js";`,
    );
    const loader = /<script nonce="N0nce==">(\(\(\)=>\{const n=document\.currentScript\.nonce[\s\S]*?)<\/script>/.exec(
      html,
    )?.[1];
    expect(loader).toContain('["/assets/entry.client-A.js","/assets/framework-B.js"]');
    expect(loader).toContain('getEntriesByName("first-contentful-paint")');
    expect(html.indexOf(INERT_MODULES_ID)).toBeLessThan(html.indexOf(loader ?? "missing"));
  });

  it("keeps the rest of the page as it was, characters outside ASCII too", () => {
    const html = deferScripts(SHELL + REST);
    expect(html).toContain("<body><main>Één woning in Brussel</main>");
    expect(html.endsWith(REST)).toBe(true);
  });

  it("sends a page without a module script unchanged", () => {
    const page = "<!DOCTYPE html><html><body><p>Geen scripts</p></body></html>";
    expect(deferScripts(page)).toBe(page);
  });
});
