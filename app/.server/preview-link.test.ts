import { describe, expect, it } from "vitest";
import { isValidPreview, PREVIEW_TTL_MS, previewHref } from "./preview-link.ts";

const SECRET = "a-secret-of-the-site-that-is-long-enough-for-hmac";
const NOW = Date.parse("2026-11-25T10:00:00Z");

function searchOf(href: string): URLSearchParams {
  return new URL(href, "http://localhost").searchParams;
}

describe("preview links", () => {
  const href = previewHref(SECRET, "nl", 12, NOW);

  it("point at the page's preview path in the language", () => {
    expect(href).toMatch(/^\/nl\/preview\/12\/\?expires=\d+&signature=[\w-]{43}$/);
  });

  it("open the page they were made for until they expire", () => {
    expect(isValidPreview(SECRET, 12, searchOf(href), NOW)).toBe(true);
    expect(isValidPreview(SECRET, 12, searchOf(href), NOW + PREVIEW_TTL_MS - 1000)).toBe(true);
    expect(isValidPreview(SECRET, 12, searchOf(href), NOW + PREVIEW_TTL_MS + 1000)).toBe(false);
  });

  it("open no other page, and no page under another secret", () => {
    expect(isValidPreview(SECRET, 13, searchOf(href), NOW)).toBe(false);
    expect(isValidPreview(`${SECRET}x`, 12, searchOf(href), NOW)).toBe(false);
  });

  it("refuse a later expiry with the old signature, and malformed values", () => {
    const search = searchOf(href);
    search.set("expires", String(Number(search.get("expires")) + 3600));
    expect(isValidPreview(SECRET, 12, search, NOW)).toBe(false);
    expect(isValidPreview(SECRET, 12, new URLSearchParams("expires=abc&signature=x"), NOW)).toBe(false);
    expect(isValidPreview(SECRET, 12, new URLSearchParams(""), NOW)).toBe(false);
  });
});
