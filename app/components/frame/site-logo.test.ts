import { describe, expect, it } from "vitest";
import { pageLogoKey } from "./site-logo.tsx";

describe("pageLogoKey", () => {
  it("is the deepest route's logo, and none when no route names one", () => {
    expect(pageLogoKey([{ logo: "root.png" }, undefined, { logo: "page.png" }])).toBe("page.png");
    expect(pageLogoKey([{ logo: "" }, { title: "x" }, null])).toBeUndefined();
  });
});
