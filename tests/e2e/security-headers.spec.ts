// Issue 2, point 1: security headers on every kind of response, immutable hashed assets, /healthz.
import { href } from "../../app/i18n/links.ts";
import { expect, test } from "./fixtures.ts";

const pageTypes: [string, string][] = [
  ["home", href("home", "nl")],
  ["property list", href("forSale", "fr")],
  ["menu page", href("contact", "en")],
  ["form page", href("demandRegister", "de")],
  ["404 page", "/nl/this-page-does-not-exist/"],
  ["unknown language", "/xx/te-koop/"],
];

function cspDirectives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

test.describe("security headers", () => {
  for (const [kind, path] of pageTypes) {
    test(`on a ${kind} (${path})`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBeLessThan(500);
      const headers = response.headers();
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toContain("geolocation=()");
      expect(headers["strict-transport-security"], "no HSTS over plain http").toBeUndefined();

      const csp = cspDirectives(headers["content-security-policy"] ?? "");
      const scripts = csp.get("script-src") ?? [];
      const nonce = scripts.find((source) => source.startsWith("'nonce-"))?.slice(7, -1);
      expect(nonce, "script-src allows this request's nonce").toBeTruthy();
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
      expect(csp.get("object-src")).toEqual(["'none'"]);

      // Every script in the page carries that nonce (inline and module scripts alike).
      const html = await response.text();
      const scriptTags = html.match(/<script\b[^>]*>/g) ?? [];
      for (const tag of scriptTags) {
        if (/type="application\/(ld\+)?json"/.test(tag)) continue;
        expect(tag).toContain(`nonce="${nonce}"`);
      }
    });
  }

  test("the CSP nonce is new on every request", async ({ request }) => {
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const csp = (await request.get(href("home", "nl"))).headers()["content-security-policy"] ?? "";
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

  test("/healthz says ok, checked against the database, never cached", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
    expect(response.headers()["cache-control"]).toBe("no-store");
  });
});
