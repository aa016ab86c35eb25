import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { RootData } from "../../shared/root-data.ts";
import { agencyStructuredData, pageVerificationOf } from "./seo-head.tsx";
import { LogoPreload, logoKeyOf, pageLogoKey, SiteLogo } from "./site-logo.tsx";

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

describe("the logo's preload", () => {
  const html = (imageKey: string | undefined) => ({
    head: renderToStaticMarkup(createElement(LogoPreload, { imageKey })),
    header: renderToStaticMarkup(
      createElement(
        MemoryRouter,
        null,
        createElement(SiteLogo, { name: "Kantoor", homeHref: "/nl/", altTemplate: "{name}", imageKey }),
      ),
    ),
  });
  const attribute = (markup: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(markup)?.[1];

  it.each([
    ["an uploaded logo", "site-a", "imageSrcSet", "srcSet"],
    ["the logo that came with the site", undefined, "href", "srcSet"],
  ])("is one WebP preload of what the picture's WebP source shows: %s", (_, key, preloaded, shown) => {
    const { head, header } = html(key);
    expect(head.match(/<link/g)).toHaveLength(1);
    expect(head).toContain('type="image/webp"');
    const source = /<source[^>]*type="image\/webp"[^>]*>/.exec(header)?.[0] ?? "";
    expect(attribute(head, preloaded)).toBeTruthy();
    expect(attribute(head, preloaded)).toBe(attribute(source, shown));
    // The browser picks from the same candidates by the same sizes: the preloaded file is the one shown.
    expect(attribute(head, "imageSizes")).toBe(attribute(source, "sizes"));
  });
});
