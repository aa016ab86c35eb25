import { describe, expect, it } from "vitest";
import { isSameOrigin } from "./same-origin.ts";

const SITE = "https://www.agency.be";

function post(headers: Record<string, string>, url = `${SITE}/admin/`): Request {
  return new Request(url, { method: "POST", headers });
}

describe("isSameOrigin", () => {
  it("trusts the browser's Sec-Fetch-Site first", () => {
    expect(isSameOrigin(post({ "sec-fetch-site": "same-origin" }), SITE)).toBe(true);
    expect(isSameOrigin(post({ "sec-fetch-site": "cross-site", origin: SITE }), SITE)).toBe(false);
    expect(isSameOrigin(post({ "sec-fetch-site": "same-site" }), SITE)).toBe(false);
  });

  it("else compares Origin with the site's", () => {
    expect(isSameOrigin(post({ origin: SITE }), SITE)).toBe(true);
    expect(isSameOrigin(post({ origin: "https://evil.example" }), SITE)).toBe(false);
  });

  it("lets a request without either header through (not sent by a browser's cross-site form)", () => {
    expect(isSameOrigin(post({}), SITE)).toBe(true);
  });
});
