import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./inline-script-hashes.ts";

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");

describe("inlineScriptHashes", () => {
  it.each([
    ["a classic script", `<script>window.a = 1;</script>`, ["window.a = 1;"]],
    ["a module", `<script type="module">import "/a.js";</script>`, [`import "/a.js";`]],
    ["a JavaScript type, unquoted", `<script type=text/javascript>b()</script>`, ["b()"]],
    ["a script with other attributes", `<script async="" id="x">c()</script>`, ["c()"]],
    ["an empty script", `<script></script>`, [""]],
    ["text beyond ASCII, hashed as UTF-8", `<script>d("Überblick — €")</script>`, [`d("Überblick — €")`]],
    ["a script over several lines", `<script>\n\te();\n</script>`, ["\n\te();\n"]],
    ["an upper-case tag", `<SCRIPT>f()</SCRIPT>`, ["f()"]],
  ])("hashes %s", (_name, html, texts) => {
    expect(inlineScriptHashes(html)).toEqual(texts.map(sha256));
  });

  it.each([
    ["a file", `<script type="module" src="/assets/a.js"></script>`],
    ["JSON-LD", `<script type="application/ld+json">{"@type":"Thing"}</script>`],
    ["an inert module list", `<script type="text/x-module" id="page-modules">import "/a.js";</script>`],
  ])("leaves out %s, which the browser does not run from the page's text", (_name, html) => {
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it("lists every script of a page once, in order, and nothing of the markup around them", () => {
    const html = `<!doctype html><head><script>one()</script></head><body><p>two()</p><script>two()</script><script>one()</script></body>`;
    expect(inlineScriptHashes(html)).toEqual([sha256("one()"), sha256("two()")]);
  });
});
