// The page cache in front of a small Express app that renders the way React Router does: the nonce
// it is given on every script, headers chosen by the page.
import { createHash, randomBytes } from "node:crypto";
import http, { type Server } from "node:http";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createPageCache, type PageCache, type PageCacheOptions } from "./page-cache.ts";

interface Running {
  base: string;
  cache: PageCache;
  /** A render asked with ?hold=1 says it started, then waits for `release`. */
  held: { started?: () => void; release?: Promise<void> };
  renders: () => number;
  close(): Promise<void>;
}

let running: Running | undefined;

afterEach(async () => {
  await running?.close();
  running = undefined;
});

async function start(options: Partial<PageCacheOptions> = {}): Promise<Running> {
  // The test app reads its query to choose how to answer: every query is a page of its own here
  // (the site's own key is tested at the end).
  const cache = createPageCache({
    ttlMs: 60_000,
    maxEntries: 100,
    maxBytes: 2 ** 20,
    keyOf: (target) => target,
    ...options,
  });
  let renders = 0;
  const held: Running["held"] = {};
  const app = express();
  app.use((_req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.nonce = nonce;
    res.setHeader("Content-Security-Policy", `script-src 'nonce-${nonce}'`);
    // As the HTTP layer does over https (behind a trusted proxy).
    if (_req.get("x-test-https")) res.setHeader("Strict-Transport-Security", "max-age=31536000");
    next();
  });
  app.use(compression());
  app.use(cache.middleware);
  app.get("/{*path}", async (req, res) => {
    renders += 1;
    // A render that takes a while: the content may change while it runs.
    if (req.query.hold) {
      held.started?.();
      await held.release;
    }
    const nonce = String(res.locals.renderNonce ?? res.locals.nonce);
    const status = Number(req.query.status ?? 200);
    res.status(status);
    res.setHeader("Content-Type", req.query.type === "json" ? "application/json" : "text/html; charset=utf-8");
    res.setHeader("Cache-Control", typeof req.query.cc === "string" ? req.query.cc : "public, max-age=60");
    if (req.query.cookie) res.setHeader("Set-Cookie", "a=b");
    const size = Number(req.query.size ?? 1);
    // A script that writes its nonce into its own text, as none of the site's does.
    const script = req.query.echo ? `window.n = "${nonce}"` : "1";
    // Written in small pieces, so the nonce straddles chunk boundaries as React's output may.
    const html = `<!doctype html><p>${"x".repeat(size)} render ${renders}</p><script nonce="${nonce}">${script}</script>`;
    for (let i = 0; i < html.length; i += 7) res.write(html.slice(i, i + 7));
    res.end();
  });
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    base: `http://127.0.0.1:${port}`,
    cache,
    held,
    renders: () => renders,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function nonceOf(policy: string | null): string {
  return /'nonce-([^']+)'/.exec(policy ?? "")?.[1] ?? "missing";
}

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${running?.base}${path}`, { headers });
  const body = await response.text();
  const scriptNonce = /<script nonce="([^"]+)"/.exec(body)?.[1];
  return { response, body, scriptNonce, policyNonce: nonceOf(response.headers.get("content-security-policy")) };
}

describe("page cache", () => {
  it("does not keep a page whose rendering began before the content changed", async () => {
    running = await start();
    const { held } = running;
    const started = new Promise<void>((resolve) => {
      held.started = resolve;
    });
    let release = () => {};
    held.release = new Promise<void>((resolve) => {
      release = resolve;
    });
    const during = page("/nl/over-ons/?hold=1");
    await started;
    running.cache.clear();
    release();
    expect((await during).response.headers.get("x-page-cache")).toBe("miss");
    expect(running.renders()).toBe(1);
    // Rendered again from the new content, and that one is kept.
    await page("/nl/over-ons/?hold=1");
    expect(running.renders()).toBe(2);
    expect((await page("/nl/over-ons/?hold=1")).response.headers.get("x-page-cache")).toBe("hit");
    expect(running.renders()).toBe(2);
  });

  it("renders a public page once and serves the same bytes again, its script allowed by its hash instead of a nonce", async () => {
    running = await start();
    const first = await page("/nl/te-koop/");
    const second = await page("/nl/te-koop/");
    expect(first.response.headers.get("x-page-cache")).toBe("miss");
    expect(second.response.headers.get("x-page-cache")).toBe("hit");
    expect(running.renders()).toBe(1);
    expect(second.body).toContain("render 1");
    expect(second.body).toBe(first.body);
    expect(first.body).toContain("<script>1</script>");
    expect(first.body).not.toContain("nonce");
    const byHash = `script-src 'sha256-${createHash("sha256").update("1").digest("base64")}'`;
    expect(first.response.headers.get("content-security-policy")).toBe(byHash);
    expect(second.response.headers.get("content-security-policy")).toBe(byHash);
    expect(second.response.headers.get("cache-control")).toBe("public, max-age=60");
    expect(second.response.headers.get("content-type")).toBe("text/html; charset=utf-8");
  });

  it("keeps a page compressed once: every browser after the first gets the same brotli bytes", async () => {
    running = await start();
    const compress = vi.spyOn(zlib, "brotliCompressSync");
    const asked = async () => {
      const response = await fetch(`${running?.base}/list/?size=3000`, { headers: { "Accept-Encoding": "gzip, br" } });
      return { response, body: await response.text() };
    };
    try {
      const first = await asked();
      const calls = compress.mock.calls.length;
      expect(calls).toBeGreaterThan(0);
      for (let n = 0; n < 3; n += 1) {
        const again = await asked();
        expect(again.response.headers.get("x-page-cache")).toBe("hit");
        expect(again.response.headers.get("content-encoding")).toBe("br");
        expect(again.body).toBe(first.body);
      }
      expect(first.response.headers.get("content-encoding")).toBe("br");
      expect(compress.mock.calls.length).toBe(calls);
    } finally {
      compress.mockRestore();
    }
  });

  it("sends a page whose placeholder stands beyond a nonce attribute with the answer's nonce, and does not keep it", async () => {
    running = await start();
    const first = await page("/echo/?echo=1");
    const second = await page("/echo/?echo=1");
    expect(second.response.headers.get("x-page-cache")).toBe("miss");
    expect(running.renders()).toBe(2);
    for (const answer of [first, second]) {
      expect(answer.scriptNonce).toBe(answer.policyNonce);
      expect(answer.body).toContain(`window.n = "${answer.policyNonce}"`);
    }
  });

  it("keeps the query string apart and serves compressed answers when asked", async () => {
    running = await start();
    await page("/list/?page=1&size=2000");
    const other = await page("/list/?page=2&size=2000");
    expect(other.response.headers.get("x-page-cache")).toBe("miss");
    const gzip = await fetch(`${running.base}/list/?page=2&size=2000`, { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(await gzip.text()).toContain("render 2");
    expect(running.renders()).toBe(2);
  });

  it.each([
    ["a 404", "status=404"],
    ["a private page", "cc=private"],
    ["a no-store page", "cc=no-store"],
    ["a page that sets a cookie", "cookie=1"],
    ["an answer that is not HTML", "type=json"],
  ])("never keeps %s", async (_name, query) => {
    running = await start();
    const first = await page(`/p/?${query}`);
    await page(`/p/?${query}`);
    expect(running.renders()).toBe(2);
    // The placeholder never leaks: the page carries the answer's own nonce.
    if (first.scriptNonce) expect(first.scriptNonce).toBe(first.policyNonce);
  });

  it("keeps one page per path and query, whatever Host it was asked with", async () => {
    running = await start();
    const url = new URL(`${running.base}/nl/`);
    const ask = (host: string) =>
      new Promise<string | undefined>((resolve, reject) => {
        http
          .get({ host: url.hostname, port: url.port, path: "/nl/", headers: { Host: host } }, (response) => {
            response.resume();
            resolve(response.headers["x-page-cache"] as string | undefined);
          })
          .on("error", reject);
      });
    expect(await ask("evil.example")).toBe("miss");
    expect(await ask("www.agency.example")).toBe("hit");
    expect(running.renders()).toBe(1);
  });

  it("serves a page kept from an https answer without that answer's HSTS header", async () => {
    running = await start();
    const secure = await page("/a/", { "X-Test-Https": "1" });
    expect(secure.response.headers.get("strict-transport-security")).toBe("max-age=31536000");
    const plain = await page("/a/");
    expect(plain.response.headers.get("x-page-cache")).toBe("hit");
    expect(plain.response.headers.get("strict-transport-security")).toBeNull();
  });

  it("renders again once an entry is older than its lifetime", async () => {
    running = await start({ ttlMs: 50 });
    await page("/a/");
    await new Promise((resolve) => setTimeout(resolve, 80));
    const again = await page("/a/");
    expect(again.response.headers.get("x-page-cache")).toBe("miss");
    expect(running.renders()).toBe(2);
  });

  it("drops everything when cleared, and keeps nothing while disabled", async () => {
    running = await start();
    await page("/a/");
    running.cache.clear();
    expect((await page("/a/")).body).toContain("render 2");
    running.cache.setEnabled(false);
    await page("/a/");
    await page("/a/");
    expect(running.renders()).toBe(4);
    expect(running.cache.stats().entries).toBe(0);
    running.cache.setEnabled(true);
    await page("/a/");
    expect((await page("/a/")).response.headers.get("x-page-cache")).toBe("hit");
  });

  it("forgets the least recently used pages beyond its entry and byte limits", async () => {
    running = await start({ maxEntries: 2, maxBytes: 40_000 });
    await page("/a/");
    await page("/b/");
    await page("/a/"); // a hit: /a/ is now the most recently used
    await page("/c/");
    expect((await page("/a/")).response.headers.get("x-page-cache")).toBe("hit");
    expect((await page("/b/")).response.headers.get("x-page-cache")).toBe("miss");
    await page("/big/?size=9000");
    await page("/big2/?size=9000");
    expect(running.cache.stats().bytes).toBeLessThanOrEqual(40_000);
    // A page over a quarter of the budget is never kept.
    await page("/huge/?size=12000");
    expect((await page("/huge/?size=12000")).response.headers.get("x-page-cache")).toBe("miss");
  });

  it("leaves paths without a trailing slash (files, data, API) alone", async () => {
    running = await start();
    await page("/robots.txt");
    const again = await page("/robots.txt");
    expect(again.response.headers.get("x-page-cache")).toBeNull();
    expect(again.scriptNonce).toBe(again.policyNonce);
    expect(running.renders()).toBe(2);
  });

  it("with the site's key, keeps a list once however many parameters it does not read, and nothing of another page asked with one", async () => {
    running = await start({ keyOf: undefined, maxEntries: 2_000 });
    await page("/nl/te-koop/");
    for (let n = 0; n < 1000; n += 1) {
      expect((await page(`/nl/te-koop/?foo=${n}`)).response.headers.get("x-page-cache")).toBe("hit");
    }
    // Rendered as asked, but never kept: the first visitor's parameters are nobody else's page.
    for (let n = 0; n < 1000; n += 1) await page(`/nl/over-ons/?foo=${n}`);
    expect((await page("/nl/over-ons/?foo=1")).response.headers.get("x-page-cache")).not.toBe("hit");
    expect((await page("/nl/te-koop/?page=1&foo=1")).body).toContain("render 1");
    expect(running.cache.stats().entries).toBe(1);
    expect(running.renders()).toBe(1002);
  });

  it("does not serve HEAD or POST from the cache", async () => {
    running = await start();
    await page("/a/");
    const post = await fetch(`${running.base}/a/`, { method: "POST" });
    expect(post.headers.get("x-page-cache")).toBeNull();
  });
});
