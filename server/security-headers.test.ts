import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import { describe, expect, it } from "vitest";
import {
  applyFileHeaders,
  applySecurityHeaders,
  contentSecurityPolicy,
  dropDocumentHeaders,
  isSiteDocumentHeader,
  policyByScriptHashes,
  securityHeaders,
} from "./security-headers.ts";

function response(): ServerResponse {
  return new ServerResponse(new IncomingMessage(new Socket()));
}

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = "", ...values]) => [name, values]),
  );
}

describe("securityHeaders", () => {
  it("sets nosniff, a referrer policy, a permissions policy and forbids framing", () => {
    const headers = securityHeaders({ https: false });
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["Permissions-Policy"]).toMatch(/camera=\(\)/);
    expect(headers["Permissions-Policy"]).toMatch(/geolocation=\(\)/);
    expect(headers["X-Frame-Options"]).toBe("DENY");
  });

  it("keeps every answer to this site's own pages: no other site may embed a picture, script or file", () => {
    expect(securityHeaders({ https: false })["Cross-Origin-Resource-Policy"]).toBe("same-origin");
    expect(securityHeaders({ https: true })["Cross-Origin-Resource-Policy"]).toBe("same-origin");
  });

  it("sends HSTS over https only: over plain http it would lock visitors out of a site without TLS", () => {
    expect(securityHeaders({ https: false })).not.toHaveProperty("Strict-Transport-Security");
    const hsts = securityHeaders({ https: true })["Strict-Transport-Security"] ?? "";
    const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
  });
});

describe("the headers of a file a page loads", () => {
  const documentOnly = [
    "content-security-policy",
    "x-frame-options",
    "permissions-policy",
    "referrer-policy",
    "cross-origin-opener-policy",
  ];

  it("keep nosniff and the same-origin resource policy, and HSTS over https, without a document's policies", () => {
    const res = response();
    applyFileHeaders(res, { https: true });
    expect(res.getHeader("x-content-type-options")).toBe("nosniff");
    expect(res.getHeader("cross-origin-resource-policy")).toBe("same-origin");
    expect(String(res.getHeader("strict-transport-security"))).toMatch(/max-age=31536000/);
    for (const name of documentOnly) expect(res.hasHeader(name), name).toBe(false);
  });

  it("are what is left of a page's headers once a file turns out to be the answer", () => {
    const res = response();
    applySecurityHeaders(res, { https: false, dev: false });
    for (const name of documentOnly) expect(res.hasHeader(name), name).toBe(true);
    dropDocumentHeaders(res);
    const file = response();
    applyFileHeaders(file, { https: false });
    expect(res.getHeaders()).toEqual(file.getHeaders());
  });
});

describe("contentSecurityPolicy", () => {
  const production = directives(contentSecurityPolicy("abc123==", { dev: false }));
  const ALL_TAGS = { analyticsId: "G-ABC123", adsId: "AW-123456", tagManagerId: "GTM-ABC123", pixelId: "1234567890" };
  const withSources = (tracking: Record<string, string>, videoOrigins: string[] = []) =>
    directives(contentSecurityPolicy("abc123==", { dev: false, sources: { tracking, videoOrigins } }));

  it("allows scripts by this request's nonce only: no inline scripts, no eval, no hosts", () => {
    const scripts = production.get("script-src") ?? [];
    expect(scripts).toContain("'nonce-abc123=='");
    expect(scripts).toContain("'strict-dynamic'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts.filter((source) => !source.startsWith("'"))).toEqual([]);
  });

  it("allows a kept page's scripts by their hashes instead of the nonce, everything else unchanged", () => {
    const policy = contentSecurityPolicy("abc123==", { dev: false });
    const byHashes = directives(policyByScriptHashes(policy, "abc123==", ["aGFzaDE=", "aGFzaDI="]) ?? "");
    expect(byHashes.get("script-src")).toEqual(["'sha256-aGFzaDE='", "'sha256-aGFzaDI='", "'strict-dynamic'"]);
    for (const [name, values] of production)
      if (name !== "script-src") expect(byHashes.get(name), name).toEqual(values);
    // A page without inline scripts: 'strict-dynamic' alone, which trusts nothing.
    expect(directives(policyByScriptHashes(policy, "abc123==", []) ?? "").get("script-src")).toEqual([
      "'strict-dynamic'",
    ]);
    // A policy that does not allow scripts by that nonce is not one to rewrite.
    expect(policyByScriptHashes(policy, "other==", ["aGFzaDE="])).toBeUndefined();
    expect(policyByScriptHashes(policy, "", ["aGFzaDE="])).toBeUndefined();
  });

  it("forbids framing, plugins, base-URL changes and foreign form targets", () => {
    expect(production.get("frame-ancestors")).toEqual(["'none'"]);
    expect(production.get("object-src")).toEqual(["'none'"]);
    expect(production.get("base-uri")).toEqual(["'none'"]);
    expect(production.get("form-action")).toEqual(["'self'"]);
  });

  it("allows nothing by default: each kind of resource the site loads is listed on its own", () => {
    expect(production.get("default-src")).toEqual(["'none'"]);
    expect([...production.keys()].sort()).toEqual(
      [
        "default-src",
        "script-src",
        "style-src",
        "img-src",
        "connect-src",
        "media-src",
        "worker-src",
        "frame-src",
        "object-src",
        "base-uri",
        "form-action",
        "frame-ancestors",
        "report-uri",
        "report-to",
      ].sort(),
    );
    // No web fonts (system fonts only) and no web app manifest: nothing to allow.
    expect(production.has("font-src")).toBe(false);
    expect(production.has("manifest-src")).toBe(false);
  });

  it("lists what the pages load: own files, OpenStreetMap tiles, the captcha worker, players after a click", () => {
    expect(production.get("style-src")).toEqual(["'self'"]);
    expect(production.get("img-src")).toEqual(
      expect.arrayContaining(["'self'", "data:", "https://tile.openstreetmap.org"]),
    );
    expect(production.get("connect-src")?.[0]).toBe("'self'");
    expect(production.get("worker-src")).toEqual(["'self'"]);
    expect(production.get("media-src")).toEqual(["'self'"]);
    const frames = production.get("frame-src") ?? [];
    expect(frames).toEqual(
      expect.arrayContaining([
        "https://www.youtube-nocookie.com",
        "https://player.vimeo.com",
        "https://*.matterport.com",
      ]),
    );
    // The site frames no page of its own (and forbids its pages being framed).
    expect(frames).not.toContain("'self'");
  });

  it("allows the tracking hosts only where a tag sends what it measures, never as a script source", () => {
    const tagged = withSources(ALL_TAGS);
    for (const directive of ["img-src", "connect-src"])
      expect(tagged.get(directive)).toContain("https://*.google-analytics.com");
    expect(tagged.get("script-src")).not.toContain("https://www.googletagmanager.com");
  });

  it("lists no Google or Facebook host when no tag is configured, and only the hosts of the tags that are", () => {
    const thirdParty = (policy: Map<string, string[]>) =>
      [...policy.entries()]
        .filter(([name]) => name !== "frame-src")
        .flatMap(([, values]) => values)
        .filter((value) => /google|doubleclick|facebook/.test(value));
    expect(thirdParty(production)).toEqual([]);
    expect(thirdParty(withSources({ analyticsId: "", pixelId: "" }))).toEqual([]);
    const analytics = withSources({ analyticsId: "G-ABC123" });
    expect(analytics.get("connect-src")).toEqual([
      "'self'",
      "https://www.googletagmanager.com",
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
    ]);
    expect(thirdParty(analytics).join(" ")).not.toMatch(/doubleclick|facebook|www\.google\.com/);
    const pixel = withSources({ pixelId: "1234567890" });
    expect(pixel.get("img-src")).toEqual([
      "'self'",
      "data:",
      "https://tile.openstreetmap.org",
      "https://www.facebook.com",
    ]);
    const ads = withSources({ adsId: "AW-123456" });
    expect(ads.get("connect-src")).toEqual(
      expect.arrayContaining(["https://*.g.doubleclick.net", "https://www.google.com"]),
    );
    expect(ads.get("connect-src")).not.toContain("https://www.facebook.com");
  });

  it("plays video files from the site and the hosts the content names, not from any https host", () => {
    expect(production.get("media-src")).toEqual(["'self'"]);
    const videos = withSources({}, ["https://video.crm.example", "https://cdn.example:8443"]);
    expect(videos.get("media-src")).toEqual(["'self'", "https://video.crm.example", "https://cdn.example:8443"]);
    // Only an origin as URL.origin writes it: nothing that could end the directive or add a source.
    const forged = withSources({}, ["https://a.example; script-src *", "https: data:", "http://plain.example"]);
    expect(forged.get("media-src")).toEqual(["'self'"]);
    expect(forged.get("script-src")).toEqual(["'nonce-abc123=='", "'strict-dynamic'"]);
  });

  it("sends violations to the site's own report endpoint: report-to for current browsers, report-uri for older ones", () => {
    expect(production.get("report-uri")).toEqual(["/api/csp-report"]);
    expect(production.get("report-to")).toEqual(["csp"]);
    const res = response();
    applySecurityHeaders(res, { https: false, dev: false });
    expect(res.getHeader("reporting-endpoints")).toBe('csp="/api/csp-report"');
  });

  it("allows inline styles in development only (Vite injects them)", () => {
    expect(production.get("style-src")).toEqual(["'self'"]);
    const dev = directives(contentSecurityPolicy("n", { dev: true }));
    expect(dev.get("style-src")).toContain("'unsafe-inline'");
    expect(dev.get("script-src")).not.toContain("'unsafe-inline'");
  });
});

describe("isSiteDocumentHeader", () => {
  it("names every header the site sets on a document, whatever its case, and no other", () => {
    const res = response();
    applySecurityHeaders(res, { https: true, dev: false });
    for (const name of res.getHeaderNames()) expect(isSiteDocumentHeader(name)).toBe(true);
    expect(isSiteDocumentHeader("Referrer-Policy")).toBe(true);
    // What a route adds of its own is appended as before: cookies, caching, redirects.
    for (const name of ["Set-Cookie", "Cache-Control", "Location", "Vary"])
      expect(isSiteDocumentHeader(name)).toBe(false);
  });
});
