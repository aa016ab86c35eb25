import { describe, expect, it } from "vitest";
import type { RootData } from "../../shared/root-data.ts";
import { agencyStructuredData, pageVerificationOf } from "./seo-head.tsx";
import { logoKeyOf, pageLogoKey } from "./site-logo.tsx";

describe("pageLogoKey", () => {
  it("is the deepest route's logo, and none when no route names one", () => {
    expect(pageLogoKey([{ logo: "root.png" }, undefined, { logo: "page.png" }])).toBe("page.png");
    expect(pageLogoKey([{ logo: "" }, { title: "x" }, null])).toBeUndefined();
  });
});

describe("logoKeyOf", () => {
  it("is a page's own logo, else the uploaded site logo, else none (the logo that came with the site)", () => {
    expect(logoKeyOf({ siteLogo: "site-a" }, [{ logo: "page-b" }])).toBe("page-b");
    expect(logoKeyOf({ siteLogo: "site-a" }, [{ logo: null }])).toBe("site-a");
    expect(logoKeyOf({ siteLogo: null }, [{ logo: null }])).toBeUndefined();
  });
});

describe("the agency's structured data", () => {
  const root = (siteLogo: string | null) =>
    ({ agency: { name: "Kantoor" }, origin: "https://www.example.be", homeHref: "/nl/", siteLogo }) as RootData;

  it("names the uploaded logo as the image service's PNG, else the logo that came with the site", () => {
    expect(agencyStructuredData(root("site-a")).logo).toBe(
      "https://www.example.be/images/site-a?width=1360&format=png",
    );
    expect(agencyStructuredData(root(null)).logo).toBe("https://www.example.be/logo.png");
  });
});

describe("pageVerificationOf", () => {
  it("is the deepest route's own tags, and none without", () => {
    expect(pageVerificationOf([{}, { pageVerification: { googleVerification: "abc123" } }])).toEqual({
      googleVerification: "abc123",
    });
    expect(pageVerificationOf([{ pageVerification: null }, undefined])).toEqual({});
  });
});
