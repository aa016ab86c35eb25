import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { deferScripts, INERT_MODULES_ID, scriptsAfterFirstPaint } from "./scripts-after-paint.ts";

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
const STREAMED = '<script nonce="N0nce==">window.__reactRouterContext.streamController.close();</script></body></html>';

describe("scripts after the first paint", () => {
  it("takes the module preloads out and keeps the module script inert, with a loader of the same nonce", () => {
    const html = deferScripts(SHELL) ?? "";
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

  it("waits while the module script is not complete", () => {
    expect(deferScripts(SHELL.slice(0, -20))).toBeUndefined();
  });

  it("rewrites a shell cut anywhere, even inside a character, and lets the rest through", async () => {
    const bytes = Buffer.from(SHELL + STREAMED, "utf8");
    const cut = bytes.indexOf(Buffer.from("É")) + 1; // between the two bytes of "É"
    const chunks = [bytes.subarray(0, cut), bytes.subarray(cut, cut + 300), bytes.subarray(cut + 300)];
    const out = await text(Readable.from(chunks).pipe(scriptsAfterFirstPaint()));
    expect(out).toBe((deferScripts(SHELL) ?? "") + STREAMED);
    expect(out).toContain("Één woning");
  });

  it("finds the module script's end however the chunks cut it", async () => {
    const bytes = Buffer.from(SHELL + STREAMED, "utf8");
    for (const size of [1, 2, 5, 8, 9, 10, 64]) {
      const chunks = [];
      for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
      const out = await text(Readable.from(chunks).pipe(scriptsAfterFirstPaint()));
      expect(out).toBe((deferScripts(SHELL) ?? "") + STREAMED);
    }
  });

  it("sends a page without a module script unchanged", async () => {
    const page = "<!DOCTYPE html><html><body><p>Geen scripts</p></body></html>";
    const out = await text(
      Readable.from([Buffer.from(page.slice(0, 10)), Buffer.from(page.slice(10))]).pipe(scriptsAfterFirstPaint()),
    );
    expect(out).toBe(page);
  });
});
