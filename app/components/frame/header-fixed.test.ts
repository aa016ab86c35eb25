import { describe, expect, it } from "vitest";
import { headerStaysInView } from "./header-fixed.ts";

describe("headerStaysInView", () => {
  it("follows the site's setting on every page", () => {
    expect(headerStaysInView(true, [undefined, { title: "x" }])).toBe(true);
    expect(headerStaysInView(false, [undefined, { title: "x" }])).toBe(false);
  });

  it("follows a page's showFixedMenu flag on that page when the site's setting is off", () => {
    expect(headerStaysInView(false, [{ settings: 1 }, { showFixedMenu: true }])).toBe(true);
    expect(headerStaysInView(false, [{ showFixedMenu: false }, null, "text"])).toBe(false);
  });
});
