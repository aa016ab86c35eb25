// Security headers on every kind of response (pages, files, API, feeds), immutable hashed assets,
// /healthz.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import type { APIResponse } from "@playwright/test";
import { href } from "../../app/i18n/links.ts";
import { expect, test } from "./fixtures.ts";

const pageTypes: [string, string][] = [
  ["home", href("home", "nl")],
  ["property list", href("forSale", "fr")],
  ["menu page", href("contact", "en")],
  ["form page", href("demandRegister", "de")],
  ["404 page", "/nl/this-page-does-not-exist/"],
  ["unknown language", "/xx/te-koop/"],
  ["project list", href("projects", "de")],
  ["legal page", href("privacy", "fr")],
  ["thank-you page", "/en/thank-you/message/"],
  ["login page", href("login", "nl")],
  ["sitemap", "/sitemap.xml"],
  ["robots.txt", "/robots.txt"],
  ["search API", "/api/search?q=hal&lang=nl"],
  ["bad search request", "/api/search?q=x&nonsense=1"],
  ["old property link", "/property/1/"],
];

function cspDirectives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

async function expectSecureHeaders(response: APIResponse): Promise<void> {
  expect(response.status(), response.url()).toBeLessThan(500);
  const headers = response.headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("geolocation=()");
  expect(headers["strict-transport-security"], "no HSTS over plain http").toBeUndefined();

  const csp = cspDirectives(headers["content-security-policy"] ?? "");
  const scripts = csp.get("script-src") ?? [];
  const nonce = scripts.find((source) => source.startsWith("'nonce-"))?.slice(7, -1);
  const hashes = scripts.filter((source) => source.startsWith("'sha256-")).map((source) => source.slice(8, -1));
  // A page the page cache keeps is the same for every visitor, its inline scripts allowed by their
  // hashes; any other answer has a nonce of its own.
  const kept = headers["x-page-cache"] !== undefined && hashes.length > 0;
  if (!kept) expect(nonce, "script-src allows this request's nonce").toBeTruthy();
  else expect(nonce, "a kept page's policy names no nonce").toBeUndefined();
  expect(scripts).toContain("'strict-dynamic'");
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
  expect(csp.get("object-src")).toEqual(["'none'"]);
  // Nothing loads unless a directive names it; no directive allows inline code or the site's own frames.
  expect(csp.get("default-src")).toEqual(["'none'"]);
  expect(csp.get("style-src")).toEqual(["'self'"]);
  expect(csp.get("base-uri")).toEqual(["'none'"]);
  expect(csp.get("form-action")).toEqual(["'self'"]);
  expect(csp.get("frame-src") ?? []).not.toContain("'self'");
  for (const [name, values] of csp) expect(values, name).not.toContain("'unsafe-inline'");
  expect(headers["cross-origin-resource-policy"]).toBe("same-origin");

  // Every script in an HTML page carries that nonce (inline and module scripts alike), or, in a kept
  // page, none, and the policy lists the hash of every inline script the page runs.
  if (!(headers["content-type"] ?? "").includes("text/html")) return;
  const html = await response.text();
  for (const [, tag = "", text = ""] of html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/g)) {
    if (/type="(application\/(ld\+)?json|text\/x-module)"/.test(tag)) continue;
    if (!kept) {
      expect(tag).toContain(`nonce="${nonce}"`);
      continue;
    }
    expect(tag).not.toContain("nonce=");
    expect(hashes, tag).toContain(createHash("sha256").update(text, "utf8").digest("base64"));
  }
}

/** A script, stylesheet or picture: no sniffing, no embedding elsewhere, and none of a document's policies. */
async function expectFileHeaders(response: APIResponse): Promise<void> {
  expect(response.status(), response.url()).toBe(200);
  const headers = response.headers();
  expect(headers["content-type"], response.url()).toMatch(/^(text\/javascript|text\/css|image\/)/);
  expect(headers["x-content-type-options"], response.url()).toBe("nosniff");
  expect(headers["cross-origin-resource-policy"], response.url()).toBe("same-origin");
  for (const name of ["content-security-policy", "x-frame-options", "permissions-policy", "referrer-policy"]) {
    expect(headers[name], `${name} on ${response.url()}`).toBeUndefined();
  }
}

test.describe("security headers", () => {
  test("on a refused method (TRACE) and a page cached over https then asked over http", async ({ request }) => {
    const trace = await request.fetch(href("home", "nl"), { method: "TRACE" });
    expect(trace.status()).toBe(405);
    expect(trace.headers()["cross-origin-resource-policy"]).toBe("same-origin");
    expect(trace.headers()["content-security-policy"]).toContain("default-src 'none'");

    const path = href("team", "fr");
    const secure = await request.get(path, { headers: { "X-Forwarded-Proto": "https" } });
    expect(secure.headers()["strict-transport-security"]).toMatch(/max-age=\d{8,}/);
    // The cached page does not carry the https answer's HSTS to a plain-http visitor.
    const plain = await request.get(path);
    expect(plain.headers()["strict-transport-security"]).toBeUndefined();
  });

  for (const [kind, path] of pageTypes) {
    test(`on a ${kind} (${path})`, async ({ request }) => {
      await expectSecureHeaders(await request.get(path, { maxRedirects: 0 }));
    });
  }

  test("on a property detail, a project detail, a picture and a document", async ({ request }) => {
    const list = await (await request.get(href("forSale", "nl"))).text();
    const detail = /href="(\/nl\/te-koop\/[^"?#]+\/\d+\/)"/.exec(list)?.[1] ?? "";
    const picture = /(\/images\/[^"?\s]+\?width=\d+[^"\s]*)/.exec(list)?.[1]?.replaceAll("&amp;", "&") ?? "";
    const projects = await (await request.get(href("projects", "nl"))).text();
    const project = /href="(\/nl\/projecten\/[^"?#]+\/\d+\/)"/.exec(projects)?.[1] ?? "";
    const projectHtml = await (await request.get(project)).text();
    const document = /href="(\/documents\/[^"]+)"/.exec(projectHtml)?.[1] ?? "";
    for (const path of [detail, project, picture, document]) {
      expect(path, "found on the site").not.toBe("");
    }
    for (const path of [detail, project, document]) {
      await expectSecureHeaders(await request.get(path, { maxRedirects: 0 }));
    }
    // Made on this request, then again from the kept variant: both are pictures, not documents.
    await expectFileHeaders(await request.get(picture));
    await expectFileHeaders(await request.get(picture));
  });

  test("scripts and stylesheets carry what a file needs, not a document's policies; a missing one is a page", async ({
    request,
  }) => {
    const html = await (await request.get(href("home", "nl"))).text();
    // Stylesheets are linked; scripts are named in the page's module script and its preload list.
    const files = [...new Set([...html.matchAll(/"(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? ""))];
    expect(files.some((file) => file.endsWith(".js"))).toBe(true);
    expect(files.some((file) => file.endsWith(".css"))).toBe(true);
    for (const file of files) {
      // Sent precompressed, and as the file itself to a client that takes no compression.
      for (const encoding of ["br", "identity"]) {
        const response = await request.get(file, { headers: { "Accept-Encoding": encoding } });
        await expectFileHeaders(response);
        // Kept for a year under a name that never changes content: nothing to revalidate.
        expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
        expect(response.headers().etag, file).toBeUndefined();
        expect(response.headers()["last-modified"], file).toBeUndefined();
      }
    }
    // A name that is no file is answered by the not-found page, a document with the page's headers.
    const missing = await request.get("/assets/not-a-file.js");
    expect(missing.status()).toBe(404);
    await expectSecureHeaders(missing);
  });

  test("the CSP nonce of a page that is not kept is new on every request", async ({ request }) => {
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const csp = (await request.get(href("login", "nl"))).headers()["content-security-policy"] ?? "";
      nonces.add(/'nonce-([^']+)'/.exec(csp)?.[1] ?? "");
    }
    expect(nonces.size).toBe(3);
  });

  test("HSTS when served over https (TLS ended by a trusted proxy)", async ({ request }) => {
    const response = await request.get(href("home", "nl"), { headers: { "X-Forwarded-Proto": "https" } });
    expect(response.headers()["strict-transport-security"]).toMatch(/max-age=\d{8,}/);
  });
});

test.describe("caching and health", () => {
  test("hashed assets are immutable for a year; pages are not", async ({ request }) => {
    const page = await request.get(href("home", "nl"));
    const html = await page.text();
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1] ?? "");
    expect(assets.length, "the home page loads hashed assets").toBeGreaterThan(0);
    for (const asset of new Set(assets)) {
      const response = await request.get(asset);
      expect(response.status(), asset).toBe(200);
      expect(response.headers()["cache-control"], asset).toBe("public, max-age=31536000, immutable");
    }
    expect(page.headers()["cache-control"] ?? "").not.toContain("immutable");
  });

  test("pages are compressed for browsers that accept it", async ({ request }) => {
    const response = await request.get(href("home", "nl"), { headers: { "Accept-Encoding": "gzip, br" } });
    expect(response.headers()["content-encoding"]).toMatch(/^(gzip|br)$/);
  });

  test("every script and stylesheet of the build is sent as the brotli copy the build made of it", async ({
    request,
  }) => {
    // The copies are made while React Router builds the server, and the stylesheets that build moves
    // into the browser's assets afterwards get theirs in a second pass (scripts/precompress-plugin.ts).
    const assets = path.resolve(import.meta.dirname, "../../build/client/assets");
    const names = readdirSync(assets).filter((name) => /\.(js|css)$/.test(name));
    expect(names.some((name) => name.startsWith("admin-frame-") && name.endsWith(".css"))).toBe(true);
    for (const name of names) {
      const file = readFileSync(path.join(assets, name));
      // Below a kilobyte a copy may not be worth its header; above it brotli always gains.
      if (file.length < 1024) continue;
      expect(brotliDecompressSync(readFileSync(path.join(assets, `${name}.br`))).equals(file), name).toBe(true);
      const response = await request.get(`/assets/${name}`, { headers: { "Accept-Encoding": "br" } });
      expect(response.headers()["content-encoding"], name).toBe("br");
      expect((await response.body()).equals(file), name).toBe(true);
    }
  });

  test("/healthz says ok, checked against the database, never cached", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
    expect(response.headers()["cache-control"]).toBe("no-store");
  });
});
